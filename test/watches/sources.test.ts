// Watches hear of sponsorships from every writer, once each: a sponsor-detection operation run through the API, a
// tracked channel synced from the loopback fake of the YouTube Data API, and an import of videos followed by detection.
// Real HTTPS receivers on loopback; a receiver deduplicates on the event id (a retry carries the same id and body), and
// each new matching sponsorship must be in exactly one of its events. A run that changes nothing sends nothing more;
// a watch of a brand nobody named gets nothing; each account's watch is told under its own id and secret only.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { importFile } from '../../src/importer/index.js';
import {
  isOperationEvent,
  parseWebhookEvent,
  verifyWebhookSignature,
  type SponsorshipWebhookEvent,
} from '../../src/sdk/webhooks.js';
import { bearer, createTestApp, runOperation, waitFor, type TestApp } from '../helpers/app.js';
import { insertBrand, insertCreator, insertVideo } from '../helpers/factories.js';
import { addUpload, seedChannel, startFakeYoutube, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { requireSignature, startReceiver, type Receiver } from '../helpers/receiver.js';
import { makeTestCertificates, type TestCertificates } from '../helpers/tls.js';

const SECRET = 'whsec_' + 's0urc3s!'.repeat(5);
const THEIR_SECRET = 'whsec_' + 'gl0b3x!!'.repeat(5);
let certs: TestCertificates;
let fake: FakeYoutube;
let t: TestApp;
let key: string;
let stranger: string;
let tmp: string;
const receivers: Receiver[] = [];

before(async () => {
  certs = makeTestCertificates(['localhost', '127.0.0.1']);
  fake = await startFakeYoutube();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-watch-sources-'));
  t = await createTestApp(
    {
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      WEBHOOK_RETRY_SCHEDULE: '0.05,0.1,0.2,0.5,1',
      WEBHOOK_TIMEOUT_MS: '3000',
    },
    { worker: true, deliver: true, ca: certs.ca },
  );
  key = await t.key([
    'watches:write',
    'watches:read',
    'operations:write',
    'operations:read',
    'tracking:write',
    'tracking:read',
    'data:read',
  ]);
  stranger = await t.key(['watches:write', 'watches:read'], { account: 'globex' });
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close().catch(() => {})));
  await t.close();
  await fake.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Watched {
  id: string;
  rx: Receiver;
  secret: string;
}

/** A watch with a receiver of its own that refuses what its secret did not sign. */
async function watch(filters: Record<string, unknown>, opts: { maxBatch?: number; as?: string } = {}) {
  const secret = opts.as ? THEIR_SECRET : SECRET;
  const rx = await startReceiver(certs, requireSignature(secret));
  receivers.push(rx);
  const r = await t.app.inject({
    method: 'POST',
    url: '/v1/watches',
    headers: bearer(opts.as ?? key),
    payload: { filters, ...(opts.maxBatch ? { maxBatch: opts.maxBatch } : {}), callback: { url: rx.url(), secret } },
  });
  assert.equal(r.statusCode, 201, r.body);
  return { id: r.json().id as string, rx, secret };
}

/**
 * The logical events a watch's receiver holds, deduplicated on the event id: each signed with the watch's secret, a
 * created event of that watch, and a retry exactly the body it repeats.
 */
function events(w: Watched): SponsorshipWebhookEvent[] {
  const bodies = new Map<string, string>();
  const seen: SponsorshipWebhookEvent[] = [];
  for (const got of w.rx.received) {
    assert.ok(verifyWebhookSignature(got.body, String(got.headers['x-service-signature']), w.secret));
    const { event } = parseWebhookEvent(got.body);
    assert.ok(!isOperationEvent(event));
    assert.equal(event.watch.id, w.id, "only the watch's own events reach its callback");
    assert.equal(event.type, 'service.sponsorship.created.v1');
    const earlier = bodies.get(event.id);
    if (earlier !== undefined) assert.equal(got.body, earlier, 'a retry sends the same body');
    else {
      bodies.set(event.id, got.body);
      seen.push(event);
    }
  }
  return seen;
}

/** Asserts every expected sponsorship is in exactly one of the watch's events, and nothing else is. */
function exactlyOnce(w: Watched, expected: string[]) {
  const ids = events(w).flatMap((e) => e.sponsorships.map((s) => s.id));
  assert.equal(ids.length, new Set(ids).size, 'no sponsorship in two events');
  assert.deepEqual([...ids].sort(), [...expected].sort());
}

/** The matches recorded for the watches so far: what they will ever be told (waiting, or carried by an event). */
async function matchCount(ws: Watched[]) {
  const ids = ws.map((w) => w.id);
  const r = await sql<{ n: number }>`select
      (select count(*) from sponsorship_changes c, unnest(c.watch_ids) u(watch_id)
        join watches w on w.id = u.watch_id left join watch_positions p on p.watch_id = w.id
        where u.watch_id = any(${ids}::uuid[]) and not watch_carried(c, p))
      + (select coalesce(sum(jsonb_array_length(payload->'sponsorships')), 0) from webhook_events
        where watch_id = any(${ids}::uuid[]))
      as n`.execute(t.db);
  return Number(r.rows[0].n);
}

/** Waits until every match of the watches is in an event and no delivery of theirs is pending. */
async function settled(ws: Watched[]) {
  const ids = ws.map((w) => w.id);
  await waitFor(async () => {
    const r = await sql<{ n: number }>`select
        (select count(*) from sponsorship_changes c, unnest(c.watch_ids) u(watch_id) join watches w on w.id = u.watch_id
          left join watch_positions p on p.watch_id = w.id where u.watch_id = any(${ids}::uuid[]) and not watch_carried(c, p))
        + (select count(*) from webhook_deliveries where watch_id = any(${ids}::uuid[]) and status <> 'succeeded')
        as n`.execute(t.db);
    return Number(r.rows[0].n) === 0;
  }, 30_000);
}

const sponsorRead = (brand: { name: string; domains: string[] }, code: string) =>
  `Today we build a tiny cabin.\n\nThis video is sponsored by ${brand.name}. Go to https://${brand.domains[0]}/${code.toLowerCase()} and use code ${code} to get 4 extra months.`;

/** The sponsorship ids of a detection's output, of one brand. */
const idsOf = (out: any, brandId: string): string[] =>
  out.videos.flatMap((v: any) => v.sponsorships.filter((s: any) => s.brandId === brandId).map((s: any) => s.id));

test('sponsor detection through the API: one event per new matching sponsorship, and nothing for a re-run', async () => {
  const brand = await insertBrand(t.db, { name: 'Lumaweave', domains: ['lumaweave.io'] });
  const unnamed = await insertBrand(t.db, { name: 'Brightpine', domains: ['brightpine.com'] });
  const ch = await insertCreator(t.db);
  const videos: string[] = [];
  for (let i = 0; i < 6; i++) {
    const description = i < 4 ? sponsorRead(brand, `CABIN${i}`) : `Upload ${i}: no sponsor today.`;
    videos.push((await insertVideo(t.db, ch.channelId, { description })).videoId);
  }
  const byBrand = await watch({ brandId: brand.id });
  const byChannel = await watch({ channelId: ch.channelId }, { maxBatch: 3 });
  const otherBrand = await watch({ brandId: unnamed.id });
  const theirsSameBrand = await watch({ brandId: brand.id }, { as: stranger });
  const theirsOtherBrand = await watch({ brandId: unnamed.id }, { as: stranger });
  const all = [byBrand, byChannel, otherBrand, theirsSameBrand, theirsOtherBrand];

  const out = await runOperation(t, key, 'sponsor-detection', { videoYoutubeIds: videos });
  const found = idsOf(out, brand.id);
  assert.equal(found.length, 4, JSON.stringify(out.videos.map((v: any) => v.sponsorships.length)));
  await settled(all);
  exactlyOnce(byBrand, found);
  exactlyOnce(byChannel, found);
  assert.ok(events(byChannel).length >= 2, 'maxBatch 3 splits four sponsorships');
  exactlyOnce(otherBrand, []);
  exactlyOnce(theirsOtherBrand, []);
  // The directory is shared: another account's watch of the brand is told too, under its own id and secret (events()
  // checks both), in events of its own.
  exactlyOnce(theirsSameBrand, found);
  const ours = new Set(events(byBrand).map((e) => e.id));
  assert.ok(events(theirsSameBrand).every((e) => !ours.has(e.id)));

  // The same videos detected again find what is stored: no match is recorded, so nothing more is sent.
  const matches = await matchCount(all);
  const again = await runOperation(t, key, 'sponsor-detection', { videoYoutubeIds: videos });
  assert.deepEqual(idsOf(again, brand.id).sort(), [...found].sort());
  assert.equal(await matchCount(all), matches);

  // One more sponsored video among them: exactly that sponsorship arrives, once, at the watches it matches.
  videos.push((await insertVideo(t.db, ch.channelId, { description: sponsorRead(brand, 'ROOF') })).videoId);
  const third = await runOperation(t, key, 'sponsor-detection', { videoYoutubeIds: videos });
  const now = idsOf(third, brand.id);
  assert.equal(now.length, 5);
  await settled(all);
  for (const w of [byBrand, byChannel, theirsSameBrand]) exactlyOnce(w, now);
  exactlyOnce(otherBrand, []);
  exactlyOnce(theirsOtherBrand, []);
});

test('tracking: a synced channel tells its new sponsorships once; a sync that changes nothing tells nothing', async () => {
  const brand = await insertBrand(t.db, { name: 'Corvida', domains: ['corvida.co'] });
  const unnamed = await insertBrand(t.db, { name: 'Quillfen', domains: ['quillfen.com'] });
  // Published in the last days, so the second sync reads them all again (the refresh window) and detects again.
  const firstAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const { channelId } = seedChannel(fake, {
    tag: 'Watched',
    uploads: 30,
    firstAt,
    describe: (i) => (i % 5 === 0 ? sponsorRead(brand, `TRACK${i}`) : `Upload number ${i}.`),
  });
  const byBrand = await watch({ brandId: brand.id });
  const byChannel = await watch({ channelId });
  const otherBrand = await watch({ brandId: unnamed.id });
  const theirsOtherBrand = await watch({ channelId: 'UCnobody0000000000000000' }, { as: stranger });
  const all = [byBrand, byChannel, otherBrand, theirsOtherBrand];

  const listed = async () => {
    const r = await t.app.inject({ url: `/v1/sponsorships?channelId=${channelId}&limit=100`, headers: bearer(key) });
    assert.equal(r.statusCode, 200, r.body);
    return (r.json().data as any[]).map((s) => s.id as string);
  };
  const synced = (id: string, since = '') =>
    waitFor(async () => {
      const r = (await t.app.inject({ url: `/v1/tracked-channels/${id}`, headers: bearer(key) })).json();
      if (r.lastSync?.error) throw new Error(JSON.stringify(r.lastSync.error));
      return r.sync === null && r.lastSync?.completedAt && r.lastSync.startedAt > since ? r : null;
    }, 30_000);

  const made = await t.app.inject({
    method: 'POST',
    url: '/v1/tracked-channels',
    headers: bearer(key),
    payload: { channel: channelId, backfill: 'all' },
  });
  assert.equal(made.statusCode, 201, made.body);
  const first = await synced(made.json().id);
  assert.equal(first.lastSync.sponsorshipsFound, 6);
  const found = await listed();
  assert.equal(found.length, 6);
  await settled(all);
  exactlyOnce(byBrand, found);
  exactlyOnce(byChannel, found);
  exactlyOnce(otherBrand, []);
  exactlyOnce(theirsOtherBrand, []);

  // A new sponsored upload, and every other upload read again with a new view count: only the new one is told.
  for (const v of fake.videos.values()) (v.statistics as Record<string, string>).viewCount = '424242';
  addUpload(fake, channelId, 'Watched', 30, new Date(), sponsorRead(brand, 'NEWONE'));
  const sync = await t.app.inject({
    method: 'POST',
    url: `/v1/tracked-channels/${made.json().id}/sync`,
    headers: bearer(key),
  });
  assert.equal(sync.statusCode, 202, sync.body);
  const second = await synced(made.json().id, first.lastSync.startedAt);
  assert.equal(second.lastSync.videosNew, 1);
  assert.ok(second.lastSync.videosUpdated >= 30, JSON.stringify(second.lastSync));
  const now = await listed();
  assert.equal(now.length, 7);
  await settled(all);
  exactlyOnce(byBrand, now);
  exactlyOnce(byChannel, now);
  exactlyOnce(otherBrand, []);
  exactlyOnce(theirsOtherBrand, []);
});

test('an import of videos, then detection: one event per new sponsorship; the same import and detection again, none', async () => {
  const brand = await insertBrand(t.db, { name: 'Tidelark', domains: ['tidelark.com'] });
  const unnamed = await insertBrand(t.db, { name: 'Ostrander', domains: ['ostrander.com'] });
  const channelId = 'UCimported000000000000aa';
  const write = (views: string) => {
    const lines = Array.from({ length: 8 }, (_, i) => {
      const v = ytVideo(`imported${String(i).padStart(3, '0')}`, {
        channelId,
        channelTitle: 'Imported Channel',
        description: i % 2 === 0 ? sponsorRead(brand, `IMPORT${i}`) : `Nothing sponsored in ${i}.`,
        views,
      });
      return JSON.stringify(v);
    });
    const file = path.join(tmp, `videos-${views}.jsonl`);
    fs.writeFileSync(file, lines.join('\n') + '\n');
    return file;
  };
  const byBrand = await watch({ brandId: brand.id });
  const byChannel = await watch({ channelId }, { maxBatch: 1 });
  const otherBrand = await watch({ brandId: unnamed.id });
  const theirsOtherBrand = await watch({ brandId: unnamed.id }, { as: stranger });
  const all = [byBrand, byChannel, otherBrand, theirsOtherBrand];

  const report = await importFile(t.db, 'videos', write('100'));
  assert.deepEqual(report, { imported: 8, errors: [], warnings: [] });
  const videos = Array.from({ length: 8 }, (_, i) => `imported${String(i).padStart(3, '0')}`);
  const out = await runOperation(t, key, 'sponsor-detection', { videoYoutubeIds: videos });
  const found = idsOf(out, brand.id);
  assert.equal(found.length, 4);
  await settled(all);
  exactlyOnce(byBrand, found);
  exactlyOnce(byChannel, found);
  assert.equal(events(byChannel).length, 4, 'maxBatch 1: an event each');
  exactlyOnce(otherBrand, []);
  exactlyOnce(theirsOtherBrand, []);

  // The same videos imported again (new view counts re-render the sponsorships' list items) and detected again.
  const matches = await matchCount(all);
  assert.deepEqual(await importFile(t.db, 'videos', write('200')), { imported: 8, errors: [], warnings: [] });
  const again = await runOperation(t, key, 'sponsor-detection', { videoYoutubeIds: videos });
  assert.deepEqual(idsOf(again, brand.id).sort(), [...found].sort());
  assert.equal(await matchCount(all), matches, 'nothing new to tell');
  await settled(all);
  exactlyOnce(byBrand, found);
  exactlyOnce(byChannel, found);
});
