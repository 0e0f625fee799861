// `npm run bench -- tracking`: 200 channels × 500 uploads served by the loopback fake of the YouTube Data API,
// tracked with backfill "all" on PostgreSQL: videos ingested and detected per second end to end (from the first
// POST-equivalent call to the last sync's end), and YouTube quota units spent per 1,000 new videos next to the floor
// (one playlistItems page and one videos.list call per 50 new videos: 40 units per 1,000). In the same run, the
// baseline: the same videos written by the importer and detected by the sponsor-detection code directly, with no
// YouTube calls, so the cost of the sync itself shows.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openStore } from '../src/db/database.js';
import { BrandCatalog } from '../src/detection/catalog.js';
import { detectBatch } from '../src/detection/pipeline.js';
import { importRecords } from '../src/importer/index.js';
import { findOrCreateAccount } from '../src/keys/apiKeys.js';
import { CursorCodec } from '../src/pagination/cursor.js';
import { createRuntime } from '../src/runtime.js';
import { trackChannel } from '../src/tracking/service.js';
import { seedChannel, startFakeYoutube } from '../test/helpers/fakeYoutube.js';
import { dropDatabase, freshDatabase, machine, writeSection } from './lib.js';

const CHANNELS = Number(process.env.BENCH_CHANNELS ?? 200);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

const BRANDS = [
  ['NordVPN', 'nordvpn.com'],
  ['Squarespace', 'squarespace.com'],
  ['Skillshare', 'skillshare.com'],
  ['Raid Shadow Legends', 'plarium.com'],
  ['Audible', 'audible.com'],
] as const;

/** A description like real uploads': a sponsor read in one of four, links and chapters in all. */
function description(ch: number, i: number): string {
  const lines = [`Episode ${i} of channel ${ch}: today we try something new.`];
  if ((ch + i) % 4 === 0) {
    const [name, domain] = BRANDS[(ch + i) % BRANDS.length];
    lines.push(`This video is sponsored by ${name}. Go to https://${domain}/ch${ch} and use code CH${ch} for 20% off.`);
  }
  lines.push('', 'CHAPTERS', '0:00 Intro', '1:30 The build', '8:00 Results', '');
  lines.push(`Instagram: https://instagram.com/channel${ch}`, `Merch: https://channel${ch}.store/shop`);
  return lines.join('\n');
}

async function seedBrands(db: Parameters<typeof findOrCreateAccount>[0]) {
  for (const [name, domain] of BRANDS)
    await sql`insert into brands (name, domains) values (${name}, ${[domain]})`.execute(db);
}

export async function main() {
  const fake = await startFakeYoutube();
  const channelIds: string[] = [];
  for (let ch = 0; ch < CHANNELS; ch++) {
    const { channelId } = seedChannel(fake, {
      tag: `B${String(ch).padStart(4, '0')}`,
      handle: `@benchchannel${ch}`,
      uploads: UPLOADS,
      describe: (i) => description(ch, i),
    });
    channelIds.push(channelId);
  }
  const total = CHANNELS * UPLOADS;

  // The sync, end to end.
  const name = 'csds_tracking_bench';
  const url = await freshDatabase(name);
  const store = await openStore({ databaseUrl: url, poolSize: 20 });
  await seedBrands(store.db);
  const config = loadConfig({
    DATABASE_URL: url,
    SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    WORKER_CONCURRENCY: String(CONCURRENCY),
    MAX_RUNNING_OPERATIONS_PER_ACCOUNT: String(CONCURRENCY),
    OPERATION_POLL_MS: '200',
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_DAILY_QUOTA: '1000000',
  });
  const runtime = createRuntime(config, store, { worker: true, deliver: false });
  const account = await findOrCreateAccount(store.db, 'bench');
  await runtime.start();
  const deps = {
    db: store.db,
    cursors: new CursorCodec(runtime.services.keys.cursors),
    tracking: runtime.services.tracking,
  };
  const t0 = performance.now();
  for (const channelId of channelIds) await trackChannel(deps, account.id, { channel: channelId, backfill: 'all' });
  for (;;) {
    const r = await sql<{ pending: number; failed: number }>`select
        count(*) filter (where completed_at is null)::int as pending,
        count(*) filter (where status = 'failed')::int as failed
      from operations where kind = 'channel-sync'`.execute(store.db);
    if (r.rows[0].failed) throw new Error(`${r.rows[0].failed} syncs failed`);
    if (r.rows[0].pending === 0) break;
    await new Promise((res) => setTimeout(res, 200));
  }
  const syncMs = performance.now() - t0;
  const counts = (
    await sql<{ videos: number; processed: number; sponsorships: number; units: number; requests: number }>`select
      (select count(*)::int from videos) as videos,
      (select count(*)::int from videos where processing_state = 'processed') as processed,
      (select count(*)::int from sponsorships) as sponsorships,
      (select coalesce(sum(units), 0)::int from youtube_quota) as units`.execute(store.db)
  ).rows[0];
  const byResource = new Map<string, number>();
  for (const q of fake.requests) byResource.set(q.resource, (byResource.get(q.resource) ?? 0) + 1);
  await runtime.stop();
  await store.close();
  if (counts.videos !== total || counts.processed !== total) {
    throw new Error(
      `expected ${total} videos processed, got ${counts.videos} stored and ${counts.processed} processed`,
    );
  }

  // The baseline: the same resources through the importer and the detector, no API, same database server.
  const baseName = 'csds_tracking_bench_base';
  const baseUrl = await freshDatabase(baseName);
  const base = await openStore({ databaseUrl: baseUrl, poolSize: 20 });
  await seedBrands(base.db);
  const channels = [...fake.channels.values()];
  const videos = [...fake.videos.values()];
  const b0 = performance.now();
  await importRecords(
    base.db,
    'channels',
    channels.map((value, i) => ({ line: i + 1, value })),
  );
  let catalog: Promise<BrandCatalog> | null = null;
  for (let i = 0; i < videos.length; i += 500) {
    const slice = videos.slice(i, i + 500);
    await importRecords(
      base.db,
      'videos',
      slice.map((value, j) => ({ line: j + 1, value })),
    );
    const ids = slice.map((v) => String(v.id));
    for (let k = 0; k < ids.length; k += 100) {
      const r = await detectBatch(base.db, () => (catalog ??= BrandCatalog.load(base.db)), ids.slice(k, k + 100));
      if (r.newBrands) catalog = null;
    }
  }
  const baseMs = performance.now() - b0;
  await base.close();
  await fake.close();
  await dropDatabase(name);
  await dropDatabase(baseName);

  const perSec = (total / syncMs) * 1000;
  const basePerSec = (total / baseMs) * 1000;
  const floor = 2 * Math.ceil(UPLOADS / 50) * CHANNELS;
  const unitsPer1000 = (counts.units / total) * 1000;
  const floorPer1000 = (floor / total) * 1000;
  const over = counts.units / floor - 1;
  const pass = perSec >= 1000 && over <= 0.1;
  const line = `${CHANNELS} channels × ${UPLOADS} uploads: ${total} videos in ${syncMs.toFixed(0)} ms = ${perSec.toFixed(0)}/s; baseline ${basePerSec.toFixed(0)}/s; ${counts.units} units (floor ${floor})`;
  process.stdout.write(line + '\n');
  writeSection(
    'tracking',
    `## tracking: tracked channels synced from the YouTube Data API

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL on the same machine; the loopback fake of the YouTube Data API v3 (test/helpers/fakeYoutube.ts) in the same process, serving ${CHANNELS} channels × ${UPLOADS} uploads (a sponsor read in one upload of four); every channel tracked with backfill "all"; ${CONCURRENCY} syncs at a time, in one run.

| run | videos | wall ms | videos per second |
|---|---:|---:|---:|
| tracking: channels resolved, uploads paged, fetched, written and detected (end to end) | ${total} | ${syncMs.toFixed(0)} | ${perSec.toFixed(0)} |
| baseline: the same resources written by the importer and detected directly, no API calls | ${total} | ${baseMs.toFixed(0)} | ${basePerSec.toFixed(0)} |

- every video stored and processed; ${counts.sponsorships} sponsorships detected
- YouTube quota: **${counts.units} units** for ${total} new videos = **${unitsPer1000.toFixed(1)} per 1,000** (floor ${floorPer1000.toFixed(1)}: one playlistItems page and one videos.list call per 50 new videos), **${(over * 100).toFixed(1)}% over the floor** (target ≤ 10%); calls: ${[...byResource].map(([k, v]) => `${k} ${v}`).join(', ')} (channels.list: the one read that resolves each channel, reused by its first sync)
- end to end **${perSec.toFixed(0)} videos/s** (target ≥ 1,000)
- **${pass ? 'targets met' : 'targets NOT met'}**
`,
  );
}
