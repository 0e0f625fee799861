// Issue 30.2: searches one client floods with (terms no index can answer, now refused, and long terms that are slow,
// bounded by READ_STATEMENT_TIMEOUT_MS) leave another client's p50 within 2x of idle. Scene: a scratch PostgreSQL
// database with the demo directory at scale 20 (30k videos), the service as a child process (`serve --no-worker`,
// read cache off so every request reads the database), two accounts with a key each. The other client reads pages
// one after another, first alone (idle), then while the flood runs. The flood is the review's: one key sending about
// 12 terms no index can answer a second (each read every row before), here with 4 long slow terms a second beside
// them, sent on schedule whether or not the earlier ones were answered (an open loop, as a hostile client would).
import crypto from 'node:crypto';
import { openStore } from '../../src/db/database.js';
import { seedDemo } from '../../src/demo/seed.js';
import { createApiKey, findOrCreateAccount } from '../../src/keys/apiKeys.js';
import { startProcess } from '../../test/helpers/processes.js';
import { createScratchDatabase } from '../chaos/run.js';

export const name = 'search';

const SCALE = 20;
const PHASE_MS = 10_000;
/** Requests a second of the flood: three in four unindexable terms, one in four a long slow one. */
const FLOOD_PER_SECOND = 16;
/** No index can answer these (refused 400 now; before, each read every row). */
const UNINDEXABLE = ['zq', '__', 'q%', '%', 'e_', 'a b'];
/** Long terms the index accepts whose trigrams are common and that match nothing: the slow searches that remain. */
const SLOW = ['ing the and tion ent zzqx', 'review of the best sponsored zzqx', 'unboxing tech cooking zzqx'];
/** What the other client reads: pages of each list, a selective search among them. */
const VICTIM = [
  '/v1/sponsorships?limit=20',
  '/v1/videos?limit=20',
  '/v1/creators?limit=20&search=cook',
  '/v1/brands?limit=20',
];

const p = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

export async function measure() {
  const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createScratchDatabase(server, 'csds_fair_search');
  let child: Awaited<ReturnType<typeof startProcess>> | null = null;
  try {
    const store = await openStore({ databaseUrl: db.url, poolSize: 2 });
    let victimKey: string;
    let floodKey: string;
    try {
      await seedDemo(store, { scale: SCALE });
      const mint = async (account: string) =>
        (
          await createApiKey(store.db, {
            accountId: (await findOrCreateAccount(store.db, account)).id,
            name: account,
            scopes: ['data:read'],
          })
        ).key;
      victimKey = await mint('quiet');
      floodKey = await mint('flooder');
    } finally {
      await store.close();
    }
    child = await startProcess(
      {
        ...process.env,
        DATABASE_URL: db.url,
        SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
        READ_CACHE_ENTRIES: '0',
        // No request budget: the flood is as hard as one client can make it; only the search rules stand.
        RATE_LIMIT_PER_MINUTE: '1000000',
        LOG_LEVEL: 'warn',
      },
      ['serve', '--no-worker'],
    );
    const base = child.base!;
    const get = async (path: string, key: string) => {
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { authorization: `Bearer ${key}` } });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    };
    const victim = async (until: number) => {
      const times: number[] = [];
      let i = 0;
      while (Date.now() < until) {
        const r = await get(VICTIM[i++ % VICTIM.length], victimKey);
        if (r.status !== 200) throw new Error(`the quiet client got ${r.status}`);
        times.push(r.ms);
      }
      return times;
    };
    // Warm up (plans, connections), then the quiet client alone.
    await victim(Date.now() + 2_000);
    const idle = await victim(Date.now() + PHASE_MS);

    const flood = {
      unindexable: 0,
      refused400: 0,
      unindexableRead: 0,
      slow: 0,
      slowMs: [] as number[],
      timedOut503: 0,
      limited429: 0,
    };
    const sendFlood = async (i: number) => {
      const slow = i % 4 === 0;
      const term = slow ? SLOW[i % SLOW.length] : UNINDEXABLE[i % UNINDEXABLE.length];
      const list = ['videos', 'sponsorships', 'creators'][i % 3];
      const r = await get(`/v1/${list}?limit=50&search=${encodeURIComponent(term)}`, floodKey);
      if (slow) {
        flood.slow++;
        flood.slowMs.push(r.ms);
      } else {
        flood.unindexable++;
        if (r.status === 200) flood.unindexableRead++;
      }
      if (r.status === 400) flood.refused400++;
      if (r.status === 503) flood.timedOut503++;
      if (r.status === 429) flood.limited429++;
    };
    const sent: Promise<void>[] = [];
    const start = Date.now();
    let next = 0;
    const schedule = setInterval(() => {
      // Every request due by now is sent, so a late tick does not lower the rate.
      const due = Math.floor(((Date.now() - start) / 1000) * FLOOD_PER_SECOND);
      while (next <= due) sent.push(sendFlood(next++));
    }, 1000 / FLOOD_PER_SECOND);
    const loaded = await victim(start + PHASE_MS);
    clearInterval(schedule);
    await Promise.all(sent);

    const idleP50 = p(idle, 0.5);
    const floodP50 = p(loaded, 0.5);
    return {
      scaleVideos: SCALE * 1500,
      floodPerSecond: FLOOD_PER_SECOND,
      idleP50Ms: round(idleP50),
      idleP99Ms: round(p(idle, 0.99)),
      floodP50Ms: round(floodP50),
      floodP99Ms: round(p(loaded, 0.99)),
      p50Ratio: round(floodP50 / idleP50),
      floodUnindexableRequests: flood.unindexable,
      floodRefused400: flood.refused400,
      floodUnindexableRead: flood.unindexableRead,
      floodSlowRequests: flood.slow,
      floodSlowP50Ms: round(p(flood.slowMs, 0.5)),
      floodReadTimeout503: flood.timedOut503,
      floodRateLimited429: flood.limited429,
      met: floodP50 <= 2 * idleP50 && flood.unindexableRead === 0,
    };
  } finally {
    await child?.stop().catch(() => null);
    await db.drop();
  }
}
