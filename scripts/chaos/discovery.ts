// The chaos run's discovery part: a loopback fake of the YouTube Data API with a niche of channels (a root featuring
// them, each with a sponsored upload), one account's discovery run started with the operations, the worker holding
// it killed with SIGKILL once it has spent some units (beside the run's other kills and the database fault), and the
// checks: the run ends succeeded, within its budget, every channel of the niche scored, and the units it counts are
// the units YouTube charged (a call charged and cut off by a kill before it reached YouTube is the only slack).
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../../test/helpers/fakeYoutube.js';

export const DISCOVERY_CHECKS = [
  'discoveryRunUnfinished',
  'discoveryOverBudget',
  'discoveryUnitsUnaccounted',
  'discoveryCandidatesMissed',
] as const;
type Check = (typeof DISCOVERY_CHECKS)[number];

type Call = (
  method: string,
  p: string,
  key: string,
  first: number,
  body?: unknown,
) => Promise<{ status: number; json: Record<string, unknown> }>;
type Query = <T extends Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface ChaosDiscovery {
  fake: FakeYoutube;
  env: NodeJS.ProcessEnv;
  runId: string | null;
  /** PUTs the policy and starts the run (through the API processes, retried as every call of the run). */
  start(call: Call, key: string): Promise<void>;
  /** Resolves when the run has spent `units` (or ended): then is the time to kill its worker. */
  spentAtLeast(query: Query, units: number, until: number): Promise<{ leaseOwner: string | null } | null>;
  /** The worker holding the run now (`host:pid:…`), or null when none does (queued, or ended). */
  leaseOwner(query: Query): Promise<string | null>;
  check(
    query: Query,
    miss: (check: Check, m: string) => void,
    interruptions: number,
  ): Promise<Record<string, number | string>>;
  close(): Promise<void>;
}

const BUDGET = 400;

export async function startChaosDiscovery(channels: number): Promise<ChaosDiscovery> {
  const fake = await startFakeYoutube();
  // Each answer takes a while, as YouTube's can: the run spans the faults even with several calls in flight
  // (DISCOVERY_CONCURRENCY, default 4: at 20 ms an answer the whole run ended in a quarter of a second, before the
  // kill could find it running).
  fake.setLatency(250);
  const root = channelIdOf('ChaosRoot');
  fake.addChannel(ytChannel(root, { country: 'US' }));
  const niche: string[] = [];
  for (let i = 0; i < channels; i++) {
    const id = channelIdOf(`Chaos${String(i).padStart(4, '0')}`);
    niche.push(id);
    fake.addChannel(ytChannel(id, { country: 'US', subscribers: String(20_000 + i) }));
    fake.addVideo(
      ytVideo(`chs${String(i).padStart(4, '0')}aaaa`, {
        channelId: id,
        description: 'This video is sponsored by NordVPN: https://nordvpn.com/chaos',
        categoryId: '27',
      }),
    );
  }
  fake.addFeatured(root, niche);
  const d: ChaosDiscovery = {
    fake,
    env: {
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_DAILY_QUOTA: '1000000',
      YOUTUBE_ACCOUNT_DAILY_UNITS: '1000000',
    },
    runId: null,
    async start(call, key) {
      const policy = {
        enabled: false,
        regions: ['US'],
        categoryIds: [],
        languages: [],
        minSubscribers: 1000,
        maxTrackedChannels: 0,
        dailyUnits: 10_000,
        autoTrack: false,
        seeds: { keywords: [], brands: [], channels: [root] },
      };
      const put = await call('PUT', '/v1/discovery', key, 0, policy);
      if (put.status !== 200) throw new Error(`discovery policy refused: ${put.status} ${JSON.stringify(put.json)}`);
      const run = await call('POST', '/v1/discovery/runs', key, 1, { units: BUDGET });
      if (run.status !== 202) throw new Error(`discovery run refused: ${run.status} ${JSON.stringify(run.json)}`);
      d.runId = String(run.json.id);
    },
    async leaseOwner(query) {
      if (!d.runId) return null;
      const r = await query<{ owner: string | null }>(
        `select lease_owner as owner from operations where id = $1 and status = 'running'`,
        [d.runId],
      );
      return r[0]?.owner ?? null;
    },
    async spentAtLeast(query, units, until) {
      while (Date.now() < until) {
        const r = await query<{ spent: number; status: string; owner: string | null }>(
          `select r.units_spent as spent, o.status, o.lease_owner as owner from discovery_runs r
            join operations o on o.id = r.id where r.id = $1`,
          [d.runId],
        );
        const row = r[0];
        if (!row || !['queued', 'running'].includes(row.status)) return null;
        if (row.status === 'running' && row.spent >= units) return { leaseOwner: row.owner };
        await new Promise((res) => setTimeout(res, 100));
      }
      return null;
    },
    async check(query, miss, interruptions) {
      const r = (
        await query<{
          status: string;
          error: string | null;
          units: number;
          spent: number;
          scored: number;
          by: Record<string, number>;
        }>(
          `select o.status, o.error::text as error, r.units, r.units_spent as spent, r.candidates_scored as scored, r.units_by_source as by
            from discovery_runs r join operations o on o.id = r.id where r.id = $1`,
          [d.runId],
        )
      )[0];
      const charged = fake.unitsUsed();
      if (!r) {
        miss('discoveryRunUnfinished', `the discovery run ${d.runId} is missing`);
        const none: Record<string, number | string> = {};
        return none;
      }
      if (r.status !== 'succeeded')
        miss('discoveryRunUnfinished', `the discovery run ended ${r.status}${r.error ? `: ${r.error}` : ''}`);
      if (r.spent > r.units) miss('discoveryOverBudget', `the discovery run spent ${r.spent} of ${r.units} units`);
      const bySource = Object.values(r.by).reduce((a, b) => a + Number(b), 0);
      if (bySource !== r.spent || r.spent < charged || r.spent > charged + interruptions)
        miss(
          'discoveryUnitsUnaccounted',
          `the discovery run counts ${r.spent} units (${bySource} by source), YouTube charged ${charged}, with ${interruptions} interruptions`,
        );
      const scored = Number(
        (
          await query<{ n: number }>(
            `select count(*)::int as n from discovery_candidates where status = 'scored' and channel_id = any($1)`,
            [niche],
          )
        )[0].n,
      );
      if (scored !== niche.length)
        miss('discoveryCandidatesMissed', `${scored} of the niche's ${niche.length} channels were scored`);
      const pages = fake.requests.filter((q) => q.resource === 'playlistItems' && q.answer === 200).length;
      return {
        'discovery.budget': r.units,
        'discovery.unitsSpent': r.spent,
        'discovery.unitsChargedByYoutube': charged,
        'discovery.channelsInNiche': niche.length,
        'discovery.candidatesScored': scored,
        'discovery.samplesRead': pages,
      };
    },
    close: () => fake.close(),
  };
  return d;
}
