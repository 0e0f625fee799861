// Discovery's budgets against the loopback fake of the YouTube Data API, with a small service quota: a run never
// spends over its own budget or the policy's dailyUnits (a run started with none left waits for the reset), never
// into TRACKING_RESERVED_UNITS (tracking a channel still finds its units), and the account's share of the quota is
// charged with every discovery call; enabled policies start runs on their schedule, one per account.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../helpers/fakeYoutube.js';
import { DiscoveryScheduler } from '../../src/discovery/schedule.js';
import { YoutubeQuota } from '../../src/tracking/quota.js';

let t: TestApp;
let fake: FakeYoutube;
let root: string;

const api = async (k: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const r = await t.app.inject({ method, url, headers: bearer(k), ...(payload === undefined ? {} : { payload }) });
  return { status: r.statusCode, body: r.body ? r.json() : null };
};

const policy = (p: Record<string, unknown> = {}) => ({
  enabled: false,
  regions: ['US'],
  categoryIds: [],
  languages: [],
  minSubscribers: 0,
  maxTrackedChannels: 0,
  dailyUnits: 1000,
  autoTrack: false,
  seeds: { keywords: ['niche'], brands: [], channels: [root] },
  ...p,
});

async function settled(k: string, id: string, states = ['succeeded', 'failed']): Promise<any> {
  return waitFor(async () => {
    const r = (await api(k, 'GET', `/v1/discovery/runs/${id}`)).body;
    return states.includes(r.status) ? r : null;
  }, 60_000);
}

before(async () => {
  fake = await startFakeYoutube();
  t = await createTestApp(
    {
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_DAILY_QUOTA: '60',
      YOUTUBE_ACCOUNT_DAILY_UNITS: '60',
      TRACKING_RESERVED_UNITS: '30',
      TRACKING_QUOTA_RECHECK_MS: '200',
    },
    { worker: true },
  );
  root = channelIdOf('BudRoot');
  fake.addChannel(ytChannel(root, { title: 'Niche root' }));
  const featured: string[] = [];
  for (let i = 0; i < 40; i++) {
    const id = channelIdOf(`Bud${String(i).padStart(3, '0')}`);
    featured.push(id);
    fake.addChannel(ytChannel(id, { title: `Niche channel ${i}` }));
    fake.addVideo(ytVideo(`bud${String(i).padStart(8, '0')}`, { channelId: id }));
  }
  fake.addFeatured(root, featured);
});
after(async () => {
  await t.close();
  await fake.close();
});

test("a run spends at most its budget and the policy's dailyUnits; with none left today it waits for the reset", async () => {
  const k = await t.key(['tracking:write', 'tracking:read'], { account: 'daily' });
  assert.equal((await api(k, 'PUT', '/v1/discovery', policy({ dailyUnits: 9 }))).status, 200);
  const before = fake.unitsUsed();
  const started = await api(k, 'POST', '/v1/discovery/runs', {});
  assert.equal(started.status, 202, JSON.stringify(started.body));
  assert.equal(started.body.units, 9, "the default budget: what is left of today's dailyUnits");
  const run = await settled(k, started.body.id);
  assert.equal(run.status, 'succeeded', JSON.stringify(run));
  assert.ok(run.unitsSpent <= 9);
  assert.equal(run.unitsBySource.search, 0, 'search costs 100, more than its share');
  assert.equal(fake.unitsUsed() - before, run.unitsSpent, 'every unit YouTube charged is counted');
  // The account's share of the quota carries discovery's units.
  const quota = (await api(k, 'GET', '/v1/tracking/quota')).body;
  assert.equal(quota.account.used, run.unitsSpent);

  // More than is left today: 400. Nothing left today (dailyUnits lowered to what was spent): a run may still be
  // queued (a whole day's budget), and it waits for the reset.
  const over = await api(k, 'POST', '/v1/discovery/runs', { units: 10 - run.unitsSpent });
  assert.equal(over.status, 400);
  assert.equal((await api(k, 'PUT', '/v1/discovery', policy({ dailyUnits: run.unitsSpent }))).status, 200);
  const next = await api(k, 'POST', '/v1/discovery/runs', {});
  assert.equal(next.status, 202);
  const waiting = await settled(k, next.body.id, ['waiting-for-quota', 'succeeded', 'failed']);
  assert.equal(waiting.status, 'waiting-for-quota', JSON.stringify(waiting));
  assert.ok(waiting.resumesAt);
  assert.equal(waiting.unitsSpent, 0);
  // While it waits, it is the account's one run.
  assert.equal((await api(k, 'POST', '/v1/discovery/runs', {})).status, 409);
  await sql`update operations set status = 'canceled', completed_at = now() where id = ${next.body.id}::uuid`.execute(
    t.db,
  );
});

test("a run started without a budget plans on no more than what is left of the account's share of YouTube's", async () => {
  const k = await t.key(['tracking:write', 'tracking:read'], { account: 'share' });
  assert.equal((await api(k, 'PUT', '/v1/discovery', policy({ dailyUnits: 500 }))).status, 200);
  const started = await api(k, 'POST', '/v1/discovery/runs', {});
  assert.equal(started.status, 202, JSON.stringify(started.body));
  assert.equal(started.body.units, 60, 'YOUTUBE_ACCOUNT_DAILY_UNITS (60), not dailyUnits (500)');
  await settled(k, started.body.id, ['waiting-for-quota', 'succeeded', 'failed']);
  await sql`update operations set status = 'canceled', completed_at = now() where id = ${started.body.id}::uuid`.execute(
    t.db,
  );
  // Asked for, a budget up to dailyUnits is still taken as it is.
  const asked = await api(k, 'POST', '/v1/discovery/runs', { units: 400 });
  assert.equal(asked.status, 202, JSON.stringify(asked.body));
  assert.equal(asked.body.units, 400);
  await settled(k, asked.body.id, ['waiting-for-quota', 'succeeded', 'failed']);
  await sql`update operations set status = 'canceled', completed_at = now() where id = ${asked.body.id}::uuid`.execute(
    t.db,
  );
});

test('TRACKING_RESERVED_UNITS of the day are never spent by discovery: tracking a channel still finds its units', async () => {
  const k = await t.key(['tracking:write', 'tracking:read'], { account: 'reserve' });
  assert.equal((await api(k, 'PUT', '/v1/discovery', policy({ dailyUnits: 500 }))).status, 200);
  const started = await api(k, 'POST', '/v1/discovery/runs', { units: 500 });
  const waiting = await settled(k, started.body.id, ['waiting-for-quota', 'succeeded', 'failed']);
  assert.equal(waiting.status, 'waiting-for-quota', JSON.stringify(waiting));
  const quota = (await api(k, 'GET', '/v1/tracking/quota')).body;
  assert.ok(quota.service.used <= 60 - 30, JSON.stringify(quota));
  const tracked = await api(k, 'POST', '/v1/tracked-channels', { channel: root });
  assert.equal(tracked.status, 201, JSON.stringify(tracked.body));
  await sql`update operations set status = 'canceled', completed_at = now() where id = ${started.body.id}::uuid`.execute(
    t.db,
  );
});

test('an enabled policy starts a run when due, once however many schedulers tick', async () => {
  const k = await t.key(['tracking:write', 'tracking:read'], { account: 'scheduled' });
  assert.equal((await api(k, 'PUT', '/v1/discovery', policy({ enabled: true, dailyUnits: 5 }))).status, 200);
  const row = await sql<{ next_run_at: Date }>`select p.next_run_at from discovery_policies p
    join accounts a on a.id = p.account_id where a.name = 'scheduled'`.execute(t.db);
  assert.ok(new Date(row.rows[0].next_run_at).getTime() > Date.now() + 60 * 60_000, 'an interval from now');
  await sql`update discovery_policies p set next_run_at = now() - interval '1 minute'
    from accounts a where a.id = p.account_id and a.name = 'scheduled'`.execute(t.db);
  const schedulers = [1, 2, 3].map(
    () =>
      new DiscoveryScheduler(t.db, {
        intervalMs: 86_400_000,
        tickMs: 60_000,
        quota: new YoutubeQuota(t.db, 60, () => new Date(), 60),
        onQueued: () => t.runtime.worker?.poke(),
      }),
  );
  const started = await Promise.all(schedulers.map((s) => s.tick()));
  assert.equal(
    started.reduce((a, b) => a + b, 0),
    1,
  );
  const runs = (await api(k, 'GET', '/v1/discovery/runs')).body.data;
  assert.equal(runs.length, 1);
  assert.equal(runs[0].scheduled, true);
  assert.equal(runs[0].units, 5);
  assert.equal(await schedulers[0].tick(), 0, 'not due again before an interval');
});
