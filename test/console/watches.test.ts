// The console's Watches page in a real browser (Chromium via playwright-core) against the whole app on a real port,
// delivering to a real HTTPS receiver on loopback: a watch created through the form and listed with its filters in
// words (its secret never on a page), paused and resumed, a matching sponsorship's event delivered and shown on the
// watch's page with its attempt, redelivered, what it asks changed from its page, and the watch deleted; both pages
// (the watch's with its form open) pass the axe checks. The run writes
// docs/screenshots/watches.png (the list with its form) and watch.png (a watch with a delivery).
// @browser (scripts/test.mjs: the embedded pass only)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parseWebhookEvent, verifyWebhookSignature, type SponsorshipWebhookEvent } from '../../src/sdk/webhooks.js';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { launchBrowser, SCREENSHOTS, signedInPage } from '../helpers/browser.js';
import { insertBrand, insertCreator, insertSponsorship, insertVideo } from '../helpers/factories.js';
import { requireSignature, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates } from '../helpers/tls.js';
import { createUser } from '../../src/console/users.js';
import { findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { audit, auditPage } from './axe.js';

const PASSWORD = 'a long console password';
const EMAIL = 'watcher@acme.test';
const SECRET = 'whsec_' + 'c0ns0le!'.repeat(5);
const LABEL = 'Nord on cooking channels';
let t: TestApp;
let key: string;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let receiver: Receiver;
let watchId: string;
const pageErrors: Error[] = [];

before(async () => {
  const certs = makeTestCertificates(['localhost', '127.0.0.1']);
  // A receiver that, like a careful one, refuses what is not signed with the watch's secret.
  receiver = await startReceiver(certs, requireSignature(SECRET));
  t = await createTestApp({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8' }, { deliver: true, ca: certs.ca });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const acme = await findOrCreateAccount(t.db, 'acme');
  await createUser(t.db, { accountId: acme.id, email: EMAIL, password: PASSWORD });
  key = await t.key(['watches:read'], { account: 'acme' });

  ({ browser, close: closeBrowser } = await launchBrowser());
  ({ context, page } = await signedInPage(browser, base, { email: EMAIL, password: PASSWORD }, pageErrors));
});

after(async () => {
  await closeBrowser?.();
  await receiver?.close();
  await t?.close();
});

/** The watch as the API shows it to a key of the same account. */
async function readWatch() {
  const r = await t.app.inject({ url: `/v1/watches/${watchId}`, headers: bearer(key) });
  return { status: r.statusCode, body: r.json() };
}

/** The events the receiver got, each signature checked, one per event id (a retry repeats the id). */
function events(): SponsorshipWebhookEvent[] {
  const seen = new Map<string, SponsorshipWebhookEvent>();
  for (const got of receiver.received) {
    assert.ok(verifyWebhookSignature(got.body, String(got.headers['x-service-signature']), SECRET));
    const { event } = parseWebhookEvent(got.body);
    seen.set(event.id, event as SponsorshipWebhookEvent);
  }
  return [...seen.values()];
}

async function checkAccessible(p: Page, heading: string) {
  await p.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await p.waitForLoadState('networkidle');
  const r = await audit(p);
  assert.ok(r.passed.includes('color-contrast') || r.failed.some((v) => v.startsWith('color-contrast')));
  assert.deepEqual(r.failed, [], `${p.url()}: ${r.failed.join('; ')}`);
}

describe('the Watches page in a browser', () => {
  test('a watch is created through the form and listed with its filters in words; its secret shows nowhere', async () => {
    await page.getByRole('link', { name: 'Watches' }).click();
    await page.getByRole('heading', { name: 'Watches', level: 1 }).waitFor();
    await page.getByText('No watches yet.').waitFor();

    await page.getByLabel('Label (optional)').fill(LABEL);
    await page.getByLabel('Brand domain').fill('nordvpn.com');
    await page.getByLabel('Type', { exact: true }).selectOption('Integration');
    await page.getByLabel('Confidence').selectOption('0.5');
    await page.getByLabel('Detected from').fill('2020-01-01');
    await page.getByRole('checkbox', { name: 'removed' }).check();
    await page.getByLabel('Most sponsorships in one event').fill('10');
    await page.getByLabel('URL (HTTPS)').fill(receiver.url('/hooks/watch'));
    await page.getByLabel(/Signing secret/).fill(SECRET);
    // A range that ends before it starts is the API's refusal, naming the field; nothing is created.
    await page.getByLabel('Detected before').fill('2019-01-01');
    await page.getByRole('button', { name: 'Create watch' }).click();
    await page.getByRole('listitem').filter({ hasText: 'body.filters.detectedBefore' }).waitFor();
    const count = await sql<{ n: number }>`select count(*)::int as n from watches`.execute(t.db);
    assert.equal(count.rows[0].n, 0);
    await page.getByLabel('Detected before').fill('');

    await page.getByRole('button', { name: 'Create watch' }).click();
    const row = page.getByRole('row').filter({ hasText: LABEL });
    await row.waitFor();
    // A fresh form: nothing typed stays on the page, the secret least of all.
    assert.equal(await page.getByLabel(/Signing secret/).inputValue(), '');
    assert.equal(await page.getByLabel('Label (optional)').inputValue(), '');
    const cells = await row.getByRole('cell').allInnerTexts();
    assert.equal(cells[0], LABEL);
    assert.equal(
      cells[1],
      'brand domain nordvpn.com · type Integration · confidence 0.5 or more · detected from 2020-01-01',
    );
    assert.equal(cells[2], 'created, removed');
    assert.equal(cells[3], 'active');

    await row.getByRole('link', { name: LABEL }).click();
    await page.getByRole('heading', { name: new RegExp(LABEL), level: 1 }).waitFor();
    watchId = new URL(page.url()).pathname.split('/').pop()!;
    const { body } = await readWatch();
    assert.deepEqual(body.filters, {
      brandDomain: 'nordvpn.com',
      type: 'Integration',
      minConfidence: 0.5,
      detectedAfter: '2020-01-01T00:00:00.000Z',
    });
    assert.deepEqual(body.on, ['created', 'removed']);
    assert.equal(body.maxBatch, 10);
    assert.match(
      await page.locator('.facts').innerText(),
      new RegExp(`https://127.0.0.1:${receiver.port} · event · signed`),
    );
    assert.ok(!(await page.content()).includes(SECRET), 'the secret is not on the page');
  });

  test('pause and resume it from its page; the list shows its state', async () => {
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('heading', { level: 1 }).getByText('paused', { exact: true }).waitFor();
    assert.equal((await readWatch()).body.paused, true);
    await page.getByRole('link', { name: '← Watches' }).click();
    await page.getByRole('row').filter({ hasText: LABEL }).getByText('paused', { exact: true }).waitFor();
    await page.getByRole('link', { name: LABEL }).click();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('heading', { level: 1 }).getByText('active', { exact: true }).waitFor();
    assert.equal((await readWatch()).body.paused, false);
  });

  test("a matching sponsorship's event is delivered, shown with its attempt, and redelivered", async () => {
    await page.getByText('No deliveries yet').waitFor();
    const creator = await insertCreator(t.db, { title: 'Trail Kitchen' });
    const brand = await insertBrand(t.db, { name: 'NordVPN', domains: ['nordvpn.com'] });
    const video = await insertVideo(t.db, creator.channelId, { title: 'Camp stove pasta' });
    const s = await insertSponsorship(t.db, { videoId: video.videoId, brandId: brand.id, brandDomain: 'nordvpn.com' });

    // The page follows the watch's deliveries: the event arrives without a reload.
    const delivery = page.getByRole('region', { name: 'Delivery sponsorship.created' });
    await delivery.getByText('succeeded', { exact: true }).waitFor({ timeout: 30_000 });
    await delivery.getByRole('cell', { name: '200', exact: true }).waitFor();
    const [event] = await waitFor(async () => events().length === 1 && events());
    assert.equal(event.type, 'service.sponsorship.created.v1');
    assert.deepEqual(event.watch, { id: watchId, label: LABEL });
    assert.deepEqual(
      event.sponsorships.map((x) => x.id),
      [s.id],
    );
    await shot('watch');

    const before = receiver.received.length;
    await delivery.getByRole('button', { name: 'Redeliver' }).click();
    // A second attempt row (after the header and the first).
    await delivery.getByRole('row').nth(2).waitFor({ timeout: 30_000 });
    assert.ok(receiver.received.length > before, 'the receiver got the event again');
    assert.equal(events().length, 1, 'the same event, by its id');
  });

  test('what it asks is changed from its page: the form starts from the watch, a refusal changes nothing', async () => {
    const before = (await readWatch()).body;
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Change what the watch asks' });
    // The form holds the watch as it is.
    assert.equal(await form.getByLabel('Label (optional)').inputValue(), LABEL);
    assert.equal(await form.getByLabel('Brand domain').inputValue(), 'nordvpn.com');
    assert.equal(await form.getByLabel('Type', { exact: true }).inputValue(), 'Integration');
    assert.equal(await form.getByLabel('Confidence').inputValue(), '0.5');
    assert.equal(await form.getByLabel('Detected from').inputValue(), '2020-01-01');
    assert.equal(await form.getByRole('checkbox', { name: 'removed' }).isChecked(), true);
    assert.equal(await form.getByLabel('Most sponsorships in one event').inputValue(), '10');

    // Cancel sends nothing.
    await form.getByLabel('Search').fill('never saved');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    assert.deepEqual((await readWatch()).body, before);

    await page.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('Type', { exact: true }).selectOption('Affiliate');
    await form.getByLabel('Confidence').selectOption('');
    await form.getByLabel('Search').fill('camp stove');
    await form.getByRole('checkbox', { name: 'removed' }).uncheck();
    await form.getByRole('checkbox', { name: 'type changed' }).check();
    await form.getByLabel('Most sponsorships in one event').fill('5');
    // A range that ends before it starts: the API's refusal names the field, and the watch stays as it was.
    await form.getByLabel('Detected before').fill('2019-01-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('listitem').filter({ hasText: 'body.filters.detectedBefore' }).waitFor();
    assert.deepEqual((await readWatch()).body, before);
    await form.getByLabel('Detected before').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    const facts = await page.locator('.facts').innerText();
    assert.match(
      facts,
      /brand domain nordvpn\.com · type Affiliate · matching “camp stove” · detected from 2020-01-01/,
    );
    assert.match(facts, /created, type changed/);
    const { body } = await readWatch();
    assert.deepEqual(body.filters, {
      brandDomain: 'nordvpn.com',
      type: 'Affiliate',
      search: 'camp stove',
      detectedAfter: '2020-01-01T00:00:00.000Z',
    });
    assert.deepEqual(body.on, ['created', 'typeChanged']);
    assert.equal(body.maxBatch, 5);
    assert.equal(body.label, LABEL);
    assert.equal(body.paused, false);
    assert.deepEqual(body.callback, before.callback, 'the webhook is not part of the form');
    assert.ok(body.updatedAt > before.updatedAt);
  });

  test('both pages pass the axe WCAG 2 A/AA checks', async () => {
    const auditor = await auditPage(context);
    await auditor.goto('/console/watches');
    await checkAccessible(auditor, 'Watches');
    await auditor.goto(`/console/watches/${watchId}`);
    await auditor.getByRole('region', { name: 'Delivery sponsorship.created' }).waitFor();
    await auditor.getByRole('button', { name: 'Edit' }).click();
    await auditor.getByRole('form', { name: 'Change what the watch asks' }).waitFor();
    await checkAccessible(auditor, LABEL);
    await auditor.close();
  });

  test('the watch is deleted after a confirmation, and is gone from the list and the API', async () => {
    await page.getByRole('link', { name: '← Watches' }).click();
    await page.getByRole('row').filter({ hasText: LABEL }).waitFor();
    await shot('watches');
    await page.getByRole('link', { name: LABEL }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm deleting the watch' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    assert.equal((await readWatch()).status, 200, 'keeping it deletes nothing');
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('heading', { name: 'Watches', level: 1 }).waitFor();
    await page.getByText('No watches yet.').waitFor();
    assert.equal((await readWatch()).status, 404);
  });

  test('no page threw a script error', () => {
    assert.deepEqual(
      pageErrors.map((e) => e.message),
      [],
    );
  });
});

async function shot(name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.mouse.move(0, 0); // no button in its hover state
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}
