// The web console in a real browser (Chromium via playwright-core) against the whole app on a real port:
// sign in, keys (create, use, revoke), an operation followed to its end with its webhook deliveries, the
// directory down to a sponsorship's evidence, and the refusals (CSRF, another site, an ended session).
// The run also writes the README's screenshots to docs/screenshots/.
// @browser (scripts/test.mjs: the embedded pass only)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { audit, auditPage } from './axe.js';
import { launchBrowser, SCREENSHOTS } from '../helpers/browser.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';
import { seedChannel, startFakeYoutube, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { makeTestCertificates } from '../helpers/tls.js';
import { createUser } from '../../src/console/users.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';

const PASSWORD = 'a long console password';
const EMAIL = 'analyst@acme.test';
let t: TestApp;
let base: string;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let receiver: Receiver;
let youtube: FakeYoutube;
let sponsorshipId: string;
let brandId: string;
let channelId: string;
let videoIds: string[];
// Script errors on any page fail the run: a page that throws is broken even when the asserted text shows.
const pageErrors: Error[] = [];

async function shot(name: string, p: Page = page) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await p.screenshot({
    path: path.join(SCREENSHOTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
    mask: [p.locator('#new-key-value')],
  });
}

async function signIn(p: Page) {
  await p.getByLabel('Email').fill(EMAIL);
  await p.getByLabel('Password').fill(PASSWORD);
  await p.getByRole('button', { name: 'Sign in' }).click();
  await p.getByRole('heading', { name: 'Directory', level: 1 }).waitFor();
}

const v1 = (url: string, key: string) => fetch(`${base}${url}`, { headers: { authorization: `Bearer ${key}` } });

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  receiver = await startReceiver(certs);
  youtube = await startFakeYoutube();
  seedChannel(youtube, { tag: 'Console', handle: '@consolecooks', uploads: 6 });
  t = await createTestApp(
    {
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      OPERATION_STEP_DELAY_MS: '100',
      YOUTUBE_API_KEY: youtube.apiKey,
      YOUTUBE_API_BASE_URL: youtube.baseUrl,
    },
    { worker: true, deliver: true, ca: certs.ca },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;

  const acme = await findOrCreateAccount(t.db, 'acme');
  await createUser(t.db, { accountId: acme.id, email: EMAIL, password: PASSWORD });

  // A small directory: one brand sponsoring one creator over a few months, with evidence.
  const creator = await insertCreator(t.db, { title: 'Trail Kitchen', handle: '@trailkitchen' });
  const brand = await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
  brandId = brand.id;
  const now = new Date();
  for (let back = 0; back < 6; back++) {
    const publishedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 10)).toISOString();
    const description = `Camp stove pasta.\n0:00 Intro\n1:30 NordVPN: stay safe on public Wi-Fi\n4:05 Cooking\nGet NordVPN: https://nordvpn.com/trailkitchen`;
    const v = await insertVideo(t.db, creator.channelId, {
      title: `Camp stove pasta, part ${6 - back}`,
      publishedAt,
      description,
    });
    const s = await insertSponsorship(t.db, {
      videoId: v.videoId,
      brandId: brand.id,
      type: back % 3 === 0 ? 'Affiliate' : 'Integration',
      brandDomain: 'nordvpn.com',
      evidence: {
        candidates: [
          {
            name: 'NordVPN',
            source: 'url',
            urls: ['https://nordvpn.com/trailkitchen'],
            resolutions: [{ url: 'https://nordvpn.com/trailkitchen', resolver: 'own-domain' }],
          },
          ...(back === 0
            ? [
                {
                  name: 'NordVPN',
                  source: 'transcript',
                  urls: [],
                  excerpt: 'This video is sponsored by NordVPN, stay safe on public Wi-Fi.',
                  offsetMillis: 65_000,
                },
              ]
            : []),
        ],
        chapters: [{ title: 'NordVPN: stay safe on public Wi-Fi', timeRangeStartMillis: 90_000 }],
      },
    });
    if (back === 0) {
      sponsorshipId = s.id;
      // The one sure sponsorship; the others keep the default 0.5.
      await sql`update sponsorships set confidence = 0.9 where id = ${s.id}::uuid`.execute(t.db);
    }
  }
  // A second brand sponsoring the same creator: the brands are each other's similar brands.
  const surfshark = await insertBrand(t.db, { name: 'Surfshark', domains: ['surfshark.com'] });
  const other = await insertVideo(t.db, creator.channelId, { title: 'Trail coffee' });
  await insertSponsorship(t.db, { videoId: other.videoId, brandId: surfshark.id, brandDomain: 'surfshark.com' });
  channelId = creator.channelId;
  // Videos for the operation to process, apart from the ones whose evidence the directory test reads
  // (detection replaces a video's sponsorships with what it finds).
  videoIds = [];
  for (let i = 0; i < 3; i++)
    videoIds.push((await insertVideo(t.db, creator.channelId, { title: `Unprocessed ${i}` })).videoId);

  ({ browser, close: closeBrowser } = await launchBrowser());
  context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  context.on('weberror', (e) => pageErrors.push(e.error()));
  if (process.env.CONSOLE_TEST_DEBUG) context.on('console', (m) => process.stderr.write(`[browser] ${m.text()}\n`));
  page = await context.newPage();
});

after(async () => {
  await closeBrowser?.();
  await receiver?.close();
  await t?.close();
  await youtube?.close();
});

describe('the console in a browser', () => {
  test('a wrong password is refused on the page; the right one signs in', async () => {
    await page.goto('/console/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shot('sign-in');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The email or the password is wrong.' }).waitFor();
    await signIn(page);
    await page.getByRole('link', { name: 'Camp stove pasta, part 6' }).waitFor();
    await shot('directory');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'csds_session');
    assert.ok(session);
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Strict');
    // The page's script cannot read the session cookie.
    assert.equal(await page.evaluate(() => document.cookie.includes('csds_session')), false);
  });

  test('create a key with chosen scopes, use it against /v1/me, revoke it and see 401', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('ci reader');
    // data:read is preselected; add operations:read.
    await page.getByRole('checkbox', { name: /operations:read/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('You won’t see it again').waitFor();
    const key = await page.getByLabel('The new API key').inputValue();
    assert.match(key, /^csds_[\w-]{43}$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await shot('api-keys-created');

    const me = await v1('/v1/me', key);
    assert.equal(me.status, 200);
    const body = await me.json();
    assert.equal(body.name, 'ci reader');
    assert.deepEqual(body.scopes, ['data:read', 'operations:read']);
    assert.equal(body.account.name, 'acme');

    await page.getByRole('button', { name: 'I have copied it' }).click();
    assert.equal(await page.getByLabel('The new API key').count(), 0, 'the key is gone from the page');
    const row = page.getByRole('row').filter({ hasText: 'ci reader' });
    await row.getByText('active').waitFor();
    await row.getByRole('button', { name: 'Revoke ci reader' }).click();
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await row.getByText('revoked').waitFor();
    await shot('api-keys');

    const after = await v1('/v1/me', key);
    assert.equal(after.status, 401);
    assert.equal((await after.json()).code, 'revoked_api_key');
  });

  test('start an operation with a webhook, watch it finish, see the delivery and redeliver it', async () => {
    await page.getByRole('link', { name: 'Operations' }).click();
    await page.getByLabel('Video ids (one per line, up to 500)').fill(videoIds.slice(0, 3).join('\n'));
    await page.getByLabel('Webhook URL (optional, HTTPS)').fill(receiver.url('/hooks/console'));
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: /sponsor-detection/, level: 1 }).waitFor();
    // Live progress: the page follows the run until it reports success and 100%.
    await page.getByRole('heading', { name: /succeeded/, level: 1 }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('progressbar').getAttribute('value'), '100');
    assert.match(await page.locator('.facts').innerText(), /\/v1\/operations\/[0-9a-f-]{36}\/result/);
    assert.match(await page.locator('.json').first().innerText(), new RegExp(videoIds[0]));
    // The terminal webhook was delivered to the receiver, and the page shows the attempt.
    const delivery = page.getByRole('region', { name: 'Delivery operation.succeeded' });
    await delivery.getByText('succeeded', { exact: true }).waitFor({ timeout: 30_000 });
    await delivery.getByRole('cell', { name: '200', exact: true }).waitFor();
    assert.match(
      await page.locator('.facts').innerText(),
      new RegExp(`https://localhost:${receiver.port}|https://127.0.0.1:${receiver.port}`),
    );
    await page.getByRole('button', { name: 'Show result' }).click();
    await page.getByRole('heading', { name: 'Result' }).waitFor();
    await shot('operation');

    const before = receiver.received.length;
    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    await delivery.getByRole('row').nth(2).waitFor({ timeout: 30_000 });
    assert.ok(receiver.received.length > before, 'the receiver got the event again');

    await page.getByRole('link', { name: '← Operations' }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'sponsor-detection' }).first();
    await item.getByText('succeeded', { exact: true }).waitFor();
    await shot('operations');
  });

  test('create an export, watch it complete, and download the file', async () => {
    await page.getByRole('link', { name: 'Exports' }).click();
    await page.getByLabel('Dataset').selectOption('sponsorships');
    await page.getByLabel('Format').selectOption('csv');
    await page.getByLabel('Label (optional)').fill('Console review');
    await page.getByRole('button', { name: 'Create export' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Console review' });
    await row.getByText('completed', { exact: true }).waitFor({ timeout: 30_000 });
    await shot('exports');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /Download/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^sponsorships-console-review-\d{4}-\d\d-\d\d\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    assert.ok(lines[0].startsWith('id,detectedAt,type,brandId,brandName'), lines[0]);
    const expected = (await (await v1('/v1/sponsorships?limit=200', await t.key(['data:read']))).json()).data.length;
    assert.equal(lines.length - 1, expected, 'one line per sponsorship');
  });

  test('track a channel by handle, see its sync and the quota, sync it again, pause and resume it, remove it', async () => {
    await page.getByRole('link', { name: 'Tracked channels' }).click();
    await page.getByRole('heading', { name: 'Tracked channels', level: 1 }).waitFor();
    await page.getByLabel('Handle, channel id or URL').fill('@nobody-here');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page
      .getByText(/@nobody-here/)
      .first()
      .waitFor();
    await page.getByLabel('Handle, channel id or URL').fill('https://www.youtube.com/@consolecooks');
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'Channel Console' });
    await row.getByText(/6 new, 0 updated/).waitFor({ timeout: 30_000 });
    await page.reload();
    await page.getByText(/YouTube quota today: \d+ of 10,000 units/).waitFor();
    await shot('tracking');
    await row.getByRole('button', { name: /Sync now/ }).click();
    await row.getByText(/0 new, \d+ updated/).waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: /Pause/ }).click();
    await row.getByText('paused', { exact: true }).first().waitFor();
    assert.equal(await row.getByRole('button', { name: /Sync now/ }).isDisabled(), true);
    await row.getByRole('button', { name: /Resume/ }).click();
    await row.getByText('active', { exact: true }).waitFor();
    assert.equal(await row.getByRole('button', { name: /Sync now/ }).isDisabled(), false);
    await row.getByRole('button', { name: /Remove/ }).click();
    await page.getByText('No tracked channels yet.').waitFor();
  });

  test('browse from the directory to a sponsorship and its evidence, and a brand with its charts', async () => {
    await page.getByRole('link', { name: 'Directory' }).click();
    // The confidence filter: of this creator's sponsorships only the sure one is left, its confidence in its row.
    await page.getByLabel('Search sponsorships').fill('Camp stove pasta');
    await page.waitForURL((u) => u.searchParams.get('q') === 'Camp stove pasta');
    await page.getByRole('link', { name: 'Camp stove pasta, part 5' }).waitFor();
    await page.getByLabel('Confidence').selectOption('0.8');
    await page.waitForURL((u) => u.searchParams.get('minConfidence') === '0.8');
    await page.getByRole('link', { name: 'Camp stove pasta, part 6' }).waitFor();
    await page.getByRole('link', { name: 'Camp stove pasta, part 5' }).waitFor({ state: 'detached' });
    // The table settles on the filtered page (a re-render may pass through an empty body first).
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    assert.equal(await page.locator('table tbody tr').count(), 1);
    assert.match(await page.locator('table tbody tr').innerText(), /0\.90/);
    await page.getByLabel('Confidence').selectOption('');
    await page.getByRole('link', { name: 'Camp stove pasta, part 5' }).waitFor();
    await page.getByLabel('Search sponsorships').fill('part 6');
    // The search applies after a pause in typing: a click before it would be overtaken by the search's navigation.
    await page.waitForURL((u) => u.searchParams.get('q') === 'part 6');
    await page.getByRole('link', { name: 'Camp stove pasta, part 6' }).click();
    await page.getByRole('heading', { name: 'NordVPN sponsored Trail Kitchen' }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/console/sponsorships/${sponsorshipId}`);
    const evidence = page.getByRole('region', { name: 'Evidence' });
    await evidence.getByRole('link', { name: 'https://nordvpn.com/trailkitchen' }).waitFor();
    // Beside each link, the resolver that read it to the brand.
    await evidence.getByText('own-domain', { exact: true }).waitFor();
    const chapter = evidence.getByRole('listitem').filter({ hasText: 'NordVPN: stay safe on public Wi-Fi' });
    assert.equal(await chapter.locator('time').innerText(), '1:30');
    // Confidence among the facts; a transcript hit's words and where they are said (m:ss).
    await page.getByText('0.90', { exact: true }).waitFor();
    const spoken = evidence.getByRole('listitem').filter({ hasText: 'Transcript' });
    assert.equal(await spoken.locator('time').innerText(), '1:05');
    assert.equal(
      await spoken.locator('blockquote').innerText(),
      'This video is sponsored by NordVPN, stay safe on public Wi-Fi.',
    );
    await shot('sponsorship');

    await page.getByRole('link', { name: 'NordVPN' }).first().click();
    await page.getByRole('heading', { name: 'NordVPN', level: 1 }).waitFor();
    const chart = page.getByRole('img', { name: /Sponsorships per month/ });
    await chart.waitFor();
    // Six monthly sponsorships, one a month: six columns of height, the others empty.
    const heights = await chart
      .locator('rect.bar')
      .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
    assert.equal(heights.length, 24);
    assert.equal(heights.filter((h) => h > 0).length, 6);
    const types = await page.locator('.hbars li').allInnerTexts();
    assert.ok(
      types.some((x) => /Integration\s+4/.test(x)),
      types.join(' | '),
    );
    assert.ok(
      types.some((x) => /Affiliate\s+2/.test(x)),
      types.join(' | '),
    );
    await shot('brand');
  });

  test("the directory's order select and date inputs reorder and bound the list, and live in the URL", async () => {
    await page.getByRole('link', { name: 'Directory' }).click();
    await page.getByRole('heading', { name: 'Directory', level: 1 }).waitFor();
    const titles = () =>
      page
        .locator('table tbody tr')
        .evaluateAll((rows) =>
          rows.map((r) => r.querySelector('td a')?.textContent ?? '').filter((x) => x.startsWith('Camp stove')),
        );
    const part = (n: number) => `Camp stove pasta, part ${n}`;
    // Newest detection first: part 6 was detected first, so it is last.
    await page.getByRole('link', { name: part(1) }).waitFor();
    assert.deepEqual(await titles(), [1, 2, 3, 4, 5, 6].map(part));
    await page.getByLabel('Order').selectOption({ label: 'Newest video' });
    await page.waitForURL((u) => u.searchParams.get('order') === '-publishedAt');
    await page.waitForFunction(() => document.querySelector('table tbody tr td a')?.textContent?.endsWith('part 6'));
    assert.deepEqual(await titles(), [6, 5, 4, 3, 2, 1].map(part));

    // Part n was published on the 10th, 6 - n months back: from part 4's day (inclusive) to part 6's (exclusive).
    const now = new Date();
    const day = (n: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (6 - n), 10)).toISOString().slice(0, 10);
    await page.getByLabel('Published from').fill(day(4));
    await page.getByLabel('Published before').fill(day(6));
    await page.waitForURL((u) => u.searchParams.get('publishedBefore') === day(6));
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 2);
    assert.deepEqual(await titles(), [5, 4].map(part));
    await shot('directory-ordered');

    // The view is in the URL: a reload shows the same order and range.
    await page.reload();
    await page.getByRole('link', { name: part(5) }).waitFor();
    assert.equal(await page.getByLabel('Order').inputValue(), '-publishedAt');
    assert.equal(await page.getByLabel('Published from').inputValue(), day(4));
    assert.deepEqual(await titles(), [5, 4].map(part));

    // An empty range is the API's refusal, shown on the page.
    await page.getByLabel('Published before').fill(day(4));
    await page
      .getByRole('alert')
      .filter({ hasText: /publishedBefore must be later than publishedAfter/ })
      .waitFor();

    // Another list has its own orders and no date inputs.
    await page.getByRole('link', { name: 'Brands', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('list') === 'brands');
    const options = await page.getByLabel('Order').locator('option').allInnerTexts();
    assert.deepEqual(options, ['Name', 'Most sponsorships', 'Latest sponsorship']);
    assert.equal(await page.getByLabel('Published from').count(), 0);
    await page.getByLabel('Order').selectOption({ label: 'Most sponsorships' });
    await page.waitForURL((u) => u.searchParams.get('order') === '-sponsorshipCount');
    await page.getByRole('link', { name: 'NordVPN' }).first().waitFor();
  });

  test("look a creator up by channel URL from the creators list; see a brand's similar brands", async () => {
    await page.goto('/console/directory?list=creators');
    const box = page.getByLabel('Channel URL, @handle or channel id');
    await box.fill('@nobody-here');
    await page.getByRole('button', { name: 'Go to creator' }).click();
    await page.getByRole('alert').filter({ hasText: 'No creator has the handle @nobody-here.' }).waitFor();
    await box.fill('https://www.youtube.com/@TrailKitchen/videos');
    await page.getByRole('button', { name: 'Go to creator' }).click();
    await page.getByRole('heading', { name: 'Trail Kitchen', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, `/console/creators/${encodeURIComponent(channelId)}`);

    await page.goto(`/console/brands/${brandId}`);
    const similar = page.getByRole('region', { name: 'Similar brands' });
    await similar.getByRole('link', { name: 'Trail Kitchen' }).waitFor();
    assert.match(
      await similar.getByRole('listitem').first().innerText(),
      /^Surfshark score \d\.\d\d — 1 shared creator: Trail Kitchen$/,
    );
    await similar.getByRole('link', { name: 'Surfshark' }).click();
    await page.getByRole('heading', { name: 'Surfshark', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Similar brands' }).getByRole('link', { name: 'NordVPN' }).waitFor();
  });

  test('the pages work at a phone width', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/console/sponsorships/${sponsorshipId}`);
    await phone.getByRole('heading', { name: 'NordVPN sponsored Trail Kitchen' }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    await shot('sponsorship-phone', phone);
    await phone.goto(`/console/brands/${brandId}`);
    await phone.getByRole('img', { name: /Sponsorships per month/ }).waitFor();
    await shot('brand-phone', phone);
    await phone.close();
  });

  test('a state-changing request without the CSRF token is refused, and another site cannot use the session', async () => {
    const res = await page.evaluate(async () => {
      const r = await fetch('/v1/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', scopes: ['data:read'] }),
      });
      return { status: r.status, body: await r.json() };
    });
    assert.equal(res.status, 403);
    assert.equal(res.body.code, 'csrf_failed');

    // A page on another site (localhost is a different site from 127.0.0.1) posts a form to the console's
    // origin: the SameSite=Strict cookie is not sent, so the request is not the user's.
    const evil = await context.newPage();
    const port = new URL(base).port;
    await evil.goto(`http://localhost:${port}/healthz`);
    await evil.setContent(
      `<form method="post" action="${base}/console/api/sign-out" enctype="text/plain"><input name="a" value="b"></form>`,
    );
    await Promise.all([
      evil.waitForNavigation(),
      evil.evaluate(() => (document.querySelector('form') as HTMLFormElement).submit()),
    ]);
    await evil.close();
    const keys = await sql<{ n: number }>`select count(*)::int as n from api_keys where name = 'x'`.execute(t.db);
    assert.equal(keys.rows[0].n, 0);
    // The session is still alive: the cross-site sign-out did nothing.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1);
  });

  test('the main pages pass the axe WCAG 2 A/AA checks: labels, names, contrast, structure', async () => {
    const auditor = await auditPage(context);
    const pages: [string, string][] = [
      ['/console/directory', 'Directory'],
      ['/console/directory?list=creators', 'Directory'],
      ['/console/keys', 'API keys'],
      ['/console/operations', 'Operations'],
      ['/console/exports', 'Exports'],
      ['/console/tracking', 'Tracked channels'],
      [`/console/sponsorships/${sponsorshipId}`, 'NordVPN sponsored Trail Kitchen'],
      [`/console/brands/${brandId}`, 'NordVPN'],
    ];
    const found: string[] = [];
    for (const [url, heading] of pages) {
      await auditor.goto(url);
      await auditor.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await auditor.waitForLoadState('networkidle');
      const violations = await audit(auditor);
      // The checks did run: contrast and form labels among them.
      assert.ok(
        violations.passed.includes('color-contrast') || violations.failed.some((v) => v.startsWith('color-contrast')),
        `${url}: ${violations.passed.join(',')}`,
      );
      found.push(...violations.failed.map((v) => `${url}: ${v}`));
    }
    await auditor.close();
    assert.deepEqual(found, []);
  });

  test('an ended session sends the user back to sign in', async () => {
    await page.getByRole('link', { name: 'Directory' }).click();
    await page.getByRole('heading', { name: 'Directory', level: 1 }).waitFor();
    await sql`update console_sessions set expires_at = now() - interval '1 second'`.execute(t.db);
    // The next request ends it: the click's, or the page's own refresh if that comes first (the link is then gone).
    const ended = page.getByText('Your session has ended. Sign in again to continue.');
    await page
      .getByRole('link', { name: 'Creators' })
      .click()
      .catch(async (err: unknown) => {
        if (!(await ended.isVisible())) throw err;
      });
    await ended.waitFor();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const direct = await page.evaluate(async () => (await fetch('/v1/creators')).status);
    assert.equal(direct, 401);
    // Signing in again with the keyboard alone: Tab to each field, Enter to submit.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Sign in' }).waitFor();
    // The first Tab on a page reaches the skip link, which moves focus to the content.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    assert.equal(await page.evaluate(async () => (await fetch('/v1/creators')).status), 401);
  });

  test('no page threw a script error', () => {
    assert.deepEqual(
      pageErrors.map((e) => e.message),
      [],
    );
  });
});
