// The console's forms and narrow pages in a real browser (Chromium via playwright-core) against the whole app on a
// real port: the watch and export forms choose a brand by name (the directory's brand search, not a typed id), the
// export form bounds dates and picks a sponsorship type from the contract's list, the exports list says an export's
// filters in words as the watches list does, and at a phone's width the brand chart keeps its last month label
// inside its box while the sponsorships tables scroll inside their own box, never the page. The changed pages pass
// the axe checks.
// @browser (scripts/test.mjs: the embedded pass only)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { launchBrowser, signedInPage } from '../helpers/browser.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { createUser } from '../../src/console/users.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { audit, auditPage } from './axe.js';

const PASSWORD = 'a long console password';
const EMAIL = 'picker@acme.test';
const PHONE = { width: 375, height: 812 };
let t: TestApp;
let key: string;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let nord: { id: string };
let surfshark: { id: string };
let channelId: string;
const pageErrors: Error[] = [];

before(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const acme = await findOrCreateAccount(t.db, 'acme');
  await createUser(t.db, { accountId: acme.id, email: EMAIL, password: PASSWORD });
  key = await t.key(['watches:read', 'exports:read'], { account: 'acme' });

  // Two brands whose names share nothing, a third whose name shares a prefix with the first: choosing by name
  // must pick the one named.
  nord = await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
  await insertBrand(t.db, { name: 'Nordic Knives', domains: ['nordicknives.example'] });
  surfshark = await insertBrand(t.db, { name: 'Surfshark', domains: ['surfshark.com'] });
  // A creator with long titles, sponsored by NordVPN every month for two years (the brand chart's 24 months).
  const creator = await insertCreator(t.db, { title: 'Trail Kitchen with a rather long channel title' });
  channelId = creator.channelId;
  const now = new Date();
  for (let back = 0; back < 24; back++) {
    const publishedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 3)).toISOString();
    const v = await insertVideo(t.db, creator.channelId, {
      title: `Camp stove pasta over an open fire, episode ${24 - back}`,
      publishedAt,
    });
    await insertSponsorship(t.db, {
      videoId: v.videoId,
      brandId: back % 2 ? nord.id : surfshark.id,
      brandDomain: back % 2 ? 'nordvpn.com' : 'surfshark.com',
      type: back % 3 ? 'Integration' : 'Affiliate',
      detectedAt: publishedAt,
    });
  }

  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInPage(browser, base, { email: EMAIL, password: PASSWORD }, pageErrors));
});

after(async () => {
  await closeBrowser?.();
  await t?.close();
});

/** Chooses a brand in the picker of `scope` by typing part of its name and choosing it among the matches. */
async function chooseBrand(scope: Page, typed: string, name: string) {
  await scope.getByLabel('Brand', { exact: true }).fill(typed);
  await scope
    .getByRole('list', { name: /Brands matching/ })
    .getByRole('button', { name: new RegExp(`^${name}\\b`) })
    .click();
  await scope.getByText(`Chosen: ${name}`).waitFor();
}

async function checkAccessible(p: Page, heading: string) {
  await p.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await p.waitForLoadState('networkidle');
  const r = await audit(p);
  assert.ok(r.passed.includes('color-contrast') || r.failed.some((v) => v.startsWith('color-contrast')));
  assert.deepEqual(r.failed, [], `${p.url()}: ${r.failed.join('; ')}`);
}

describe('the console forms and narrow pages in a browser', () => {
  test('[review 30.16] the watch form chooses a brand by name; the created watch has its id', async () => {
    await page.getByRole('link', { name: 'Watches' }).click();
    await page.getByRole('heading', { name: 'Watches', level: 1 }).waitFor();
    await page.getByLabel('Label (optional)').fill('Nord watch');
    await chooseBrand(page, 'nord', 'NordVPN');
    await page.getByLabel('URL (HTTPS)').fill('https://127.0.0.1:9/hooks/watch');
    await page.getByRole('button', { name: 'Create watch' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Nord watch' });
    await row.waitFor();
    const list = await t.app.inject({ url: '/v1/watches', headers: bearer(key) });
    const [watch] = list.json().data;
    assert.deepEqual(watch.filters, { brandId: nord.id });
    // The list names the brand by its id, linked to its page (the watches list's words).
    assert.equal(await row.getByRole('link', { name: nord.id }).getAttribute('href'), `/console/brands/${nord.id}`);
  });

  test("[review 30.16] a watch's edit form starts from its brand, named, and another brand can be chosen", async () => {
    await page.getByRole('link', { name: 'Nord watch' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Change what the watch asks' });
    await form.getByText('Chosen: NordVPN').waitFor();
    await chooseBrand(page, 'surf', 'Surfshark');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const [watch] = (await t.app.inject({ url: '/v1/watches', headers: bearer(key) })).json().data;
    assert.deepEqual(watch.filters, { brandId: surfshark.id });
  });

  test('[review 30.16] the export form chooses a brand, a type and dates; the export has them as filters, said in words', async () => {
    await page.getByRole('link', { name: 'Exports' }).click();
    await page.getByRole('heading', { name: 'Exports', level: 1 }).waitFor();
    await page.getByLabel('Dataset').selectOption('sponsorships');
    await page.getByLabel('Label (optional)').fill('Nord affiliate 2025');
    await chooseBrand(page, 'vpn', 'NordVPN');
    // The type is one of the contract's sponsorship types, offered as a choice.
    const typeOptions = await page.getByLabel('Type', { exact: true }).locator('option').allInnerTexts();
    assert.deepEqual(typeOptions, ['Any', 'Integration', 'Dedicated', 'Affiliate', 'Free Product']);
    await page.getByLabel('Type', { exact: true }).selectOption('Affiliate');
    await page.getByLabel('Published from').fill('2025-01-01');
    await page.getByLabel('Published before').fill('2026-01-01');
    await page.getByLabel('Detected from').fill('2024-06-01');
    await page.getByRole('button', { name: 'Create export' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Nord affiliate 2025' });
    await row.waitFor();

    const [x] = (await t.app.inject({ url: '/v1/exports', headers: bearer(key) })).json().data;
    assert.deepEqual(x.filters, {
      brandId: nord.id,
      type: 'Affiliate',
      detectedAfter: '2024-06-01T00:00:00.000Z',
      publishedAfter: '2025-01-01T00:00:00.000Z',
      publishedBefore: '2026-01-01T00:00:00.000Z',
    });
    const label = await row.getByRole('cell').first().innerText();
    assert.match(
      label,
      new RegExp(
        `brand ${nord.id} · type Affiliate · published from 2025-01-01 · published before 2026-01-01 · detected from 2024-06-01`,
      ),
    );
    assert.ok(!label.includes('{'), `no JSON in the list: ${label}`);
  });

  test("[review 30.16] a videos export's date range and choices reach its filters and are said in words", async () => {
    await page.getByLabel('Dataset').selectOption('videos');
    await page.getByLabel('Label (optional)').fill('Shorts of 2025');
    await page.getByLabel('Format', { exact: true }).selectOption('jsonl');
    await page.getByLabel('Video format').selectOption('short');
    // The published range is the videos' too: the days shown stay when the dataset changes, and are what is sent.
    assert.equal(await page.getByLabel('Published from').inputValue(), '2025-01-01');
    await page.getByLabel('Published before').fill('');
    await page.getByRole('button', { name: 'Create export' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Shorts of 2025' });
    await row.waitFor();
    const x = (await t.app.inject({ url: '/v1/exports', headers: bearer(key) }))
      .json()
      .data.find((e: { label: string }) => e.label === 'Shorts of 2025');
    assert.deepEqual(x.filters, { format: 'short', publishedAfter: '2025-01-01T00:00:00.000Z' });
    assert.match(await row.getByRole('cell').first().innerText(), /format short · published from 2025-01-01/);
  });

  test('[review 30.16] at a phone width the brand chart keeps its last label inside its box', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`/console/brands/${nord.id}`);
    const chart = phone.getByRole('img', { name: /Sponsorships per month/ });
    await chart.waitFor();
    const box = (await chart.boundingBox())!;
    const labels = chart.locator('text.tick');
    const last = (await labels.last().boundingBox())!;
    assert.ok(
      last.x >= box.x && last.x + last.width <= box.x + box.width,
      `label ${JSON.stringify(last)} in ${JSON.stringify(box)}`,
    );
    // The month labels (in the band under the axis) are drawn at their own size, not squeezed with the chart, and
    // do not overlap.
    const boxes = await labels.evaluateAll((ts) => ts.map((x) => x.getBoundingClientRect().toJSON() as DOMRect));
    const months = boxes.filter((b) => b.top >= box.y + box.height - 22);
    assert.ok(months.length >= 3, `${months.length} month labels`);
    for (let i = 1; i < months.length; i++)
      assert.ok(months[i - 1].right <= months[i].left, `labels ${i - 1} and ${i} overlap`);
    assert.ok(
      months.every((b) => b.height >= 10),
      'the labels are readable',
    );
    await phone.close();
  });

  test('[review 30.16] at a phone width the sponsorships tables reflow to fit, and no table scrolls the page', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    // A table scrolled within its box never widens the page (its hidden header cell included).
    await phone.goto('/console/exports');
    await phone.getByRole('row').filter({ hasText: 'Nord affiliate 2025' }).waitFor();
    const exportsWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(exportsWidth <= PHONE.width, `/console/exports: the page is ${exportsWidth}px wide`);
    for (const [url, heading] of [
      ['/console/directory', 'Directory'],
      [`/console/brands/${nord.id}`, 'NordVPN'],
      [`/console/creators/${encodeURIComponent(channelId)}`, 'Trail Kitchen with a rather long channel title'],
    ]) {
      await phone.goto(url);
      await phone.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const table = phone.locator('.table-wrap').last();
      await table.getByRole('row').nth(3).waitFor();
      const widths = await phone.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      assert.ok(widths.page <= widths.viewport, `${url}: the page is ${widths.page}px wide in ${widths.viewport}px`);
      const wrap = (await table.boundingBox())!;
      assert.ok(wrap.x >= 0 && wrap.x + wrap.width <= PHONE.width, `${url}: the table's box is on the screen`);
      // Every column of a sponsorship is on the screen: the table fits its box, nothing is scrolled out of sight.
      const fit = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      assert.ok(fit.scroll <= fit.client, `${url}: the table is ${fit.scroll}px wide in a ${fit.client}px box`);
      const views = table.getByRole('row').nth(1).getByRole('cell').last();
      const cell = (await views.boundingBox())!;
      assert.ok(cell.x + cell.width <= PHONE.width, `${url}: the last cell of a row is on the screen`);
    }
    await phone.close();
  });

  test('[review 30.16] the changed pages pass the axe WCAG 2 A/AA checks, at a phone width too', async () => {
    const auditor = await auditPage(context);
    await auditor.goto('/console/watches');
    await auditor.getByLabel('Brand', { exact: true }).fill('nord');
    await auditor
      .getByRole('list', { name: /Brands matching/ })
      .getByRole('button')
      .first()
      .waitFor();
    await checkAccessible(auditor, 'Watches');
    await auditor.goto('/console/exports');
    await auditor.getByRole('row').filter({ hasText: 'Nord affiliate 2025' }).waitFor();
    await chooseBrand(auditor, 'surf', 'Surfshark');
    await checkAccessible(auditor, 'Exports');
    await auditor.setViewportSize(PHONE);
    await auditor.goto(`/console/brands/${nord.id}`);
    await checkAccessible(auditor, 'NordVPN');
    await auditor.close();
  });

  test('[review 30.2] a search box sends no term the API cannot search: it says what the term needs instead', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/console/directory?list=brands');
    const box = page.getByLabel('Search brands');
    await box.waitFor();
    const searched: string[] = [];
    const onRequest = (r: { url(): string }) => {
      const u = new URL(r.url());
      if (u.pathname === '/v1/brands' && u.searchParams.has('search')) searched.push(u.searchParams.get('search')!);
    };
    page.on('request', onRequest);
    await box.fill('no');
    await page.getByText('Type at least 3 letters or digits in a row to search.').waitFor();
    // A term that can be searched is sent: once it is, every keystroke before it has had its chance to be.
    const sent = page.waitForRequest((r) => new URL(r.url()).searchParams.get('search') === 'nord');
    await box.fill('nord');
    await sent;
    page.off('request', onRequest);
    assert.deepEqual(searched, ['nord']);
    assert.equal(await page.getByText('Type at least 3 letters or digits in a row to search.').count(), 0);
  });

  test('no page threw a script error', () => {
    assert.deepEqual(
      pageErrors.map((e) => e.message),
      [],
    );
  });
});
