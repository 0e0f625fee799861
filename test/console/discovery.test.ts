// The console's Discovery page in a real browser (Chromium via playwright-core) against the whole app on a real port,
// its runs made against the loopback fake of the YouTube Data API: the policy saved through its pickers (regions and
// categories ticked, several seed brands chosen by name, keywords and channels listed) is the one the API reads back,
// and a refusal shows on its field; a run started with a budget shows its progress, then its units by source; the
// candidates it found are listed, tracked, and rejected after a confirmation; the page passes axe, at a phone's width
// too, where it does not scroll sideways.
// @browser (scripts/test.mjs: the embedded pass only)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { launchBrowser, signedInPage } from '../helpers/browser.js';
import { insertBrand } from '../helpers/factories.js';
import { seedChannel, startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { createUser } from '../../src/console/users.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { audit, auditPage } from './axe.js';

const PASSWORD = 'a long console password';
const EMAIL = 'finder@acme.test';
const PHONE = { width: 375, height: 812 };
const SPONSORED = `Today we build a tiny cabin.

This video is sponsored by NordVPN. Go to https://nordvpn.com/cabinbuilds and use code CABIN to get 4 extra months.`;

let t: TestApp;
let fake: FakeYoutube;
let key: string;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
const pageErrors: Error[] = [];
const brands: Record<string, string> = {};
const ids: Record<string, string> = {};

before(async () => {
  fake = await startFakeYoutube();
  // A seed channel featuring two channels: one with a sponsor read in every upload, one without.
  ids.root = seedChannel(fake, { tag: 'RootSeed', uploads: 2 }).channelId;
  ids.one = seedChannel(fake, { tag: 'FeatOne', uploads: 4, describe: () => SPONSORED }).channelId;
  ids.two = seedChannel(fake, { tag: 'FeatTwo', uploads: 4 }).channelId;
  fake.addFeatured(ids.root, [ids.one, ids.two]);

  t = await createTestApp(
    { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, TRACKING_QUOTA_RECHECK_MS: '100' },
    { worker: true },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const acme = await findOrCreateAccount(t.db, 'acme');
  await createUser(t.db, { accountId: acme.id, email: EMAIL, password: PASSWORD });
  key = await t.key(['tracking:read'], { account: 'acme' });
  brands.nord = (await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] })).id;
  brands.acme = (await insertBrand(t.db, { name: 'Acme Gear', domains: ['acmegear.example'] })).id;

  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInPage(browser, base, { email: EMAIL, password: PASSWORD }, pageErrors));
});

after(async () => {
  await closeBrowser?.();
  await t?.close();
  await fake?.close();
});

async function get(url: string) {
  const r = await t.app.inject({ url, headers: bearer(key) });
  assert.equal(r.statusCode, 200, r.body);
  return r.json();
}

async function chooseBrand(p: Page, term: string, name: string) {
  await p.getByLabel('Brand', { exact: true }).fill(term);
  await p
    .getByRole('list', { name: /Brands matching/ })
    .getByRole('button', { name: new RegExp(name) })
    .click();
}

async function checkAccessible(p: Page) {
  await p.getByRole('heading', { name: 'Discovery', level: 1 }).waitFor();
  await p.getByRole('row').filter({ hasText: 'Channel FeatOne' }).waitFor();
  await p.waitForLoadState('networkidle');
  const r = await audit(p);
  assert.ok(r.passed.includes('color-contrast') || r.failed.some((v) => v.startsWith('color-contrast')));
  assert.deepEqual(r.failed, [], `${p.url()}: ${r.failed.join('; ')}`);
}

describe('the Discovery page in a browser', () => {
  test('a refused policy shows the refusal on its field and changes nothing', async () => {
    await page.getByRole('link', { name: 'Discovery' }).click();
    await page.getByRole('heading', { name: 'Discovery', level: 1 }).waitFor();
    const before = await get('/v1/discovery');
    const field = page.getByLabel('Minimum subscribers');
    await field.fill('-1');
    await page.getByRole('button', { name: 'Save policy' }).click();
    const error = page.locator('#dp-minSubscribers-error');
    await error.waitFor();
    assert.match(await error.innerText(), /0/);
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.match((await field.getAttribute('aria-describedby'))!, /dp-minSubscribers-error/);
    assert.deepEqual(await get('/v1/discovery'), before);
  });

  test('a policy saved through the pickers is the one the API reads back', async () => {
    await page.getByLabel('Minimum subscribers').fill('1000');
    await page.getByLabel('Most channels tracked').fill('5');
    await page.getByLabel('YouTube units a day').fill('2000');
    await page.getByLabel('Find a region').fill('united');
    await page.getByRole('checkbox', { name: 'United States (US)' }).check();
    await page.getByRole('checkbox', { name: 'United Kingdom (GB)' }).check();
    await page.getByLabel('Find a region').fill('');
    await page.getByText('Chosen: United States (US), United Kingdom (GB)').waitFor();
    await page.getByRole('checkbox', { name: 'Science & Technology' }).check();
    await page.getByRole('checkbox', { name: 'Gaming' }).check();
    await page.getByLabel('Language tag').fill('en');
    await page.getByRole('button', { name: 'Add language tag' }).click();
    await page.getByLabel('Keyword', { exact: true }).fill('woodworking');
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await page.getByLabel('Keyword', { exact: true }).fill('cabins');
    await page.getByLabel('Keyword', { exact: true }).press('Enter');
    await chooseBrand(page, 'nord', 'NordVPN');
    await chooseBrand(page, 'acme', 'Acme Gear');
    await page.getByRole('link', { name: 'Acme Gear' }).waitFor();
    await page.getByLabel('Channel id').fill(ids.root);
    await page.getByRole('button', { name: 'Add channel id' }).click();
    // Removing an item takes it out of what is saved.
    await page.getByRole('button', { name: 'Remove cabins' }).click();
    await page.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Policy saved.').waitFor();
    assert.equal(await page.locator('.field-error').count(), 0, 'the refusal is gone');

    assert.deepEqual(await get('/v1/discovery'), {
      enabled: false,
      regions: ['US', 'GB'],
      categoryIds: ['28', '20'],
      languages: ['en'],
      minSubscribers: 1000,
      maxTrackedChannels: 5,
      dailyUnits: 2000,
      autoTrack: false,
      seeds: { keywords: ['woodworking'], brands: [brands.nord, brands.acme], channels: [ids.root] },
    });

    // The saved policy is what the form shows again, brands by their names.
    await page.reload();
    await page.getByRole('link', { name: 'NordVPN' }).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'United Kingdom (GB)' }).isChecked(), true);
    assert.equal(await page.getByRole('checkbox', { name: 'Gaming' }).isChecked(), true);
    assert.equal(await page.getByLabel('YouTube units a day').inputValue(), '2000');
  });

  test('a run shows its progress while it runs, then its units by source', async () => {
    fake.setLatency(150);
    await page.getByLabel(/Units for this run/).fill('200');
    await page.getByRole('button', { name: 'Run now' }).click();
    const run = page.getByRole('listitem', { name: /^Run of / }).first();
    await run.getByRole('progressbar').waitFor();
    fake.setLatency(0);
    await run.getByText('succeeded', { exact: true }).waitFor({ timeout: 60_000 });
    assert.equal(await run.getByRole('progressbar').count(), 0);

    const [body] = (await get('/v1/discovery/runs')).data;
    assert.equal(body.status, 'succeeded');
    assert.equal(body.units, 200);
    assert.ok(body.unitsBySource.featured >= 1 && body.unitsBySource.sample >= 2, JSON.stringify(body));
    const chart = run.getByRole('list', { name: 'Units by source' });
    for (const kind of ['chart', 'featured', 'mention', 'search', 'sample', 'resolve']) {
      const bar = chart.getByRole('listitem').filter({ hasText: kind });
      assert.match(await bar.innerText(), new RegExp(`${kind}\\s+${body.unitsBySource[kind]}\\b`));
    }
    assert.match(await run.innerText(), new RegExp(`${body.unitsSpent} of 200 units spent`));
  });

  test('the candidates are listed, tracked, and rejected after a confirmation', async () => {
    const one = page.getByRole('row').filter({ hasText: 'Channel FeatOne' });
    const two = page.getByRole('row').filter({ hasText: 'Channel FeatTwo' });
    await one.waitFor();
    await two.waitFor();
    assert.match(await one.innerText(), /featured/);
    assert.match(await one.innerText(), /NordVPN/);
    assert.equal(
      await one.getByRole('link', { name: 'Channel FeatOne' }).getAttribute('href'),
      `/console/creators/${ids.one}`,
    );
    await one.getByText('scored', { exact: true }).waitFor();

    await one.getByRole('button', { name: 'Track Channel FeatOne' }).click();
    await one.getByText('tracked', { exact: true }).waitFor();
    const tracked = await get('/v1/discovery/candidates?status=tracked');
    assert.deepEqual(
      tracked.data.map((c: { channelId: string }) => c.channelId),
      [ids.one],
    );
    const channels = await get('/v1/tracked-channels');
    assert.ok(channels.data.some((c: { channelId: string }) => c.channelId === ids.one));

    await two.getByRole('button', { name: 'Reject Channel FeatTwo' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm rejecting Channel FeatTwo' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.deepEqual((await get('/v1/discovery/candidates?status=rejected')).data, [], 'keeping it rejects nothing');
    await two.getByRole('button', { name: 'Reject Channel FeatTwo' }).click();
    await confirm.getByRole('button', { name: 'Yes, reject' }).click();
    await two.getByText('rejected', { exact: true }).waitFor();
    assert.deepEqual(
      (await get('/v1/discovery/candidates?status=rejected')).data.map((c: { channelId: string }) => c.channelId),
      [ids.two],
    );

    // The status filter asks the API for those only.
    await page.getByLabel('Status', { exact: true }).selectOption('rejected');
    await page.getByRole('row').filter({ hasText: 'Channel FeatOne' }).waitFor({ state: 'detached' });
    await two.waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Order').selectOption('-subscriberCount');
    await one.waitFor();
  });

  test('the page passes the axe WCAG 2 A/AA checks, at a phone width too, where it does not scroll sideways', async () => {
    const auditor = await auditPage(context);
    await auditor.goto('/console/discovery');
    await checkAccessible(auditor);
    await auditor.setViewportSize(PHONE);
    await auditor.goto('/console/discovery');
    await checkAccessible(auditor);
    const widths = await auditor.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    assert.ok(widths.page <= widths.viewport, `the page is ${widths.page}px wide in ${widths.viewport}px`);
    await auditor.close();
  });

  test('no page threw a script error', () => {
    assert.deepEqual(
      pageErrors.map((e) => e.message),
      [],
    );
  });
});
