// A real browser for the console tests: Debian's Chromium driven by playwright-core, one per test file.
// The flags keep it from reaching for the network (it stalls on a closed network without them).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { consoleBuilt } from '../../src/http/consoleStatic.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../docs/screenshots');

export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`No Chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run does it).`);
  if (!consoleBuilt()) throw new Error('The console is not built: run `npm test` (it builds it) or `npm run build`.');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    // playwright gives each launch a fresh profile directory of its own and removes it on close.
    close: () => browser.close(),
  };
}

/**
 * A desktop-sized context on the app at `base`, its script errors collected into `pageErrors`, and a page signed in to
 * the console as `email`, on the Directory (where sign-in lands).
 */
export async function signedInPage(
  browser: Browser,
  base: string,
  user: { email: string; password: string },
  pageErrors: Error[],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  context.on('weberror', (e) => pageErrors.push(e.error()));
  const page = await context.newPage();
  await page.goto('/console/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Directory', level: 1 }).waitFor();
  return { context, page };
}
