// `npm run bench -- discovery`: discovery against a simulated YouTube of BENCH_DISCOVERY_CHANNELS (default 20,000)
// channels served by the loopback fake of the YouTube Data API v3 with a latency of 30–80 ms a call. The world
// (docs/decisions.md "Discovery benchmark: the simulated YouTube"): niches, heavy-tailed subscriber counts, countries
// in several regions, a featured-channel graph mostly within a niche, charts from recent views, search over titles and
// descriptions, mentions of other channels in descriptions, and a known set of sponsoring channels whose recent
// uploads carry sponsor reads of brands in the directory's catalog. The directory starts as a fresh deployment after a
// first import: a few channels' recent videos and the brand catalog.
//
// The world's seed and a few of its parameters come from the environment (BENCH_DISCOVERY_SEED, _NICHES,
// _SPONSOR_SCALE, _SAME_NICHE; the defaults are the world every round measured): another world's figures go to their
// own section, and BENCH_DISCOVERY_WRITE=0 writes none (exploratory runs).
//
// Discovery runs through the API (in-process app and worker on PostgreSQL) in runs of BENCH_DISCOVERY_RUN_UNITS until
// BENCH_DISCOVERY_UNITS are spent; after each run, coverage = share of the sponsoring channels at or above
// minSubscribers in the policy's regions that the account tracks. Beside it, a search-only baseline spending the same
// units straight against the fake: search.list (type=video) for the seed keywords and brand names, page after page,
// then channels.list for the channels found, every channel over the thresholds tracked.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openStore } from '../src/db/database.js';
import { BrandCatalog } from '../src/detection/catalog.js';
import { detectBatch } from '../src/detection/pipeline.js';
import { importRecords } from '../src/importer/index.js';
import { createApiKey, findOrCreateAccount } from '../src/keys/apiKeys.js';
import { createRuntime } from '../src/runtime.js';
import { buildApp } from '../src/server.js';
import { channelIdOf, startFakeYoutube, ytChannel, ytVideo, type FakeYoutube } from '../test/helpers/fakeYoutube.js';
import { dropDatabase, freshDatabase, machine, writeSection } from './lib.js';

const CHANNELS = Number(process.env.BENCH_DISCOVERY_CHANNELS ?? 20_000);
/**
 * The world's parameters (docs/decisions.md "Discovery, fourth round"): its seed, the sponsoring channels' rates
 * (a factor on every niche's), the featured graph's and mentions' share within the niche, and how many of the
 * niches exist (the first N, at least the five the seeds come from). Defaults: the world every earlier round measured.
 */
const WORLD = {
  seed: Number(process.env.BENCH_DISCOVERY_SEED ?? 31_2026),
  sponsorScale: Number(process.env.BENCH_DISCOVERY_SPONSOR_SCALE ?? 1),
  sameNiche: Number(process.env.BENCH_DISCOVERY_SAME_NICHE ?? 0.85),
  niches: Math.max(5, Math.min(12, Number(process.env.BENCH_DISCOVERY_NICHES ?? 12))),
};
const DEFAULT_WORLD =
  WORLD.seed === 31_2026 && WORLD.sponsorScale === 1 && WORLD.sameNiche === 0.85 && WORLD.niches === 12;
/** The world's name in BENCHMARKS.md: the default world's section is `discovery`, another's `discovery-<label>`. */
const WORLD_LABEL = `seed ${WORLD.seed}, ${CHANNELS} channels, ${WORLD.niches} niches, sponsor rates ×${WORLD.sponsorScale}, featured ${Math.round(WORLD.sameNiche * 100)}% same niche`;
/** BENCH_DISCOVERY_WRITE=0: an exploratory run prints its figures and writes no section. */
const WRITE = process.env.BENCH_DISCOVERY_WRITE !== '0';
const TOTAL_UNITS = Number(process.env.BENCH_DISCOVERY_UNITS ?? 10_000);
const RUN_UNITS = Number(process.env.BENCH_DISCOVERY_RUN_UNITS ?? 2_000);
const UPLOADS = 8;
const MIN_SUBSCRIBERS = 10_000;
const REGIONS = ['US', 'GB'];
const LATENCY = [30, 80] as const;
/** Calls a run keeps in flight (the service's DISCOVERY_CONCURRENCY; its default unless set). */
const CONCURRENCY = Number(process.env.DISCOVERY_CONCURRENCY ?? 4);

/** The time within [from, to] covered by at least one call (its arrival, then its drawn latency and the fake's work). */
function busyWithin(calls: { at: number; latencyMs: number; workMs: number }[], from: number, to: number): number {
  const spans = calls
    .map((c) => [Math.max(from, c.at), Math.min(to, c.at + c.latencyMs + c.workMs)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let busy = 0;
  let end = -Infinity;
  for (const [a, b] of spans) {
    if (b <= end) continue;
    busy += b - Math.max(a, end);
    end = b;
  }
  return busy;
}

// ---- the world ----------------------------------------------------------------------------------------------------

/** A seeded PRNG (mulberry32): the same world every run. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const weighted = <T>(xs: readonly (readonly [T, number])[]) => {
    const total = xs.reduce((s, x) => s + x[1], 0);
    let r = next() * total;
    for (const [x, w] of xs) if ((r -= w) < 0) return x;
    return xs[xs.length - 1][0];
  };
  return { next, gauss, int, pick, weighted };
}

const BRANDS: Record<string, readonly [string, string]> = {
  nordvpn: ['NordVPN', 'nordvpn.com'],
  expressvpn: ['ExpressVPN', 'expressvpn.com'],
  surfshark: ['Surfshark', 'surfshark.deals'],
  squarespace: ['Squarespace', 'squarespace.com'],
  skillshare: ['Skillshare', 'skillshare.com'],
  brilliant: ['Brilliant', 'brilliant.org'],
  raid: ['Raid Shadow Legends', 'plarium.com'],
  operagx: ['Opera GX', 'opera.com'],
  audible: ['Audible', 'audible.com'],
  hellofresh: ['HelloFresh', 'hellofresh.com'],
  factor: ['Factor', 'factormeals.com'],
  ag1: ['AG1', 'drinkag1.com'],
  betterhelp: ['BetterHelp', 'betterhelp.com'],
  manscaped: ['Manscaped', 'manscaped.com'],
  ridge: ['Ridge', 'ridge.com'],
  honey: ['Honey', 'joinhoney.com'],
  groundnews: ['Ground News', 'ground.news'],
  curiosity: ['CuriosityStream', 'curiositystream.com'],
  masterclass: ['MasterClass', 'masterclass.com'],
  hostinger: ['Hostinger', 'hostinger.com'],
  incogni: ['Incogni', 'incogni.com'],
  shopify: ['Shopify', 'shopify.com'],
  displate: ['Displate', 'displate.com'],
  ekster: ['Ekster', 'ekster.com'],
  airalo: ['Airalo', 'airalo.com'],
  gymshark: ['Gymshark', 'gymshark.com'],
  myprotein: ['Myprotein', 'myprotein.com'],
  fabfitfun: ['FabFitFun', 'fabfitfun.com'],
  ipsy: ['Ipsy', 'ipsy.com'],
  public: ['Public', 'public.com'],
};

interface Niche {
  name: string;
  category: string;
  /** Share of the world's channels. */
  weight: number;
  /** Chance a channel of 10k–100k subscribers takes sponsorships (×0.35 below, ×1.6 above). */
  sponsorRate: number;
  brands: string[];
  phrases: string[];
  topics: string[];
}

const ALL_NICHES: Niche[] = [
  {
    name: 'tech',
    category: '28',
    weight: 8,
    sponsorRate: 0.3,
    brands: ['nordvpn', 'squarespace', 'ridge', 'ekster', 'incogni', 'hostinger', 'displate'],
    phrases: ['gadget reviews', 'smartphone reviews', 'PC builds', 'tech news'],
    topics: ['phone review', 'laptop teardown', 'desk setup', 'budget PC build'],
  },
  {
    name: 'gaming',
    category: '20',
    weight: 14,
    sponsorRate: 0.22,
    brands: ['raid', 'operagx', 'nordvpn', 'expressvpn', 'displate', 'manscaped'],
    phrases: ['gaming videos', "let's play", 'speedruns', 'game reviews'],
    topics: ['boss fight', 'speedrun attempt', 'ranked grind', 'indie game review'],
  },
  {
    name: 'education',
    category: '27',
    weight: 6,
    sponsorRate: 0.28,
    brands: ['brilliant', 'skillshare', 'curiosity', 'groundnews', 'masterclass', 'nordvpn'],
    phrases: ['science explained', 'history documentaries', 'math explained', 'educational videos'],
    topics: ['why the sky is blue', 'the fall of Rome', 'prime numbers', 'how batteries work'],
  },
  {
    name: 'finance',
    category: '22',
    weight: 4,
    sponsorRate: 0.3,
    brands: ['public', 'honey', 'masterclass', 'shopify', 'incogni'],
    phrases: ['personal finance', 'investing tips', 'money advice', 'side hustles'],
    topics: ['index funds', 'budgeting in a recession', 'my portfolio', 'passive income'],
  },
  {
    name: 'fitness',
    category: '17',
    weight: 6,
    sponsorRate: 0.2,
    brands: ['gymshark', 'myprotein', 'ag1', 'factor', 'betterhelp'],
    phrases: ['home workouts', 'fitness tips', 'bodybuilding', 'running'],
    topics: ['full body workout', 'leg day', 'marathon training', 'meal prep for gains'],
  },
  {
    name: 'food',
    category: '26',
    weight: 7,
    sponsorRate: 0.16,
    brands: ['hellofresh', 'factor', 'squarespace', 'audible'],
    phrases: ['easy recipes', 'cooking at home', 'street food', 'baking'],
    topics: ['weeknight pasta', 'sourdough basics', 'street food tour', '5 minute breakfast'],
  },
  {
    name: 'beauty',
    category: '26',
    weight: 7,
    sponsorRate: 0.18,
    brands: ['ipsy', 'fabfitfun', 'honey', 'betterhelp'],
    phrases: ['makeup tutorials', 'skincare routines', 'beauty hauls', 'hair care'],
    topics: ['everyday makeup', 'skincare routine', 'drugstore haul', 'curly hair routine'],
  },
  {
    name: 'travel',
    category: '19',
    weight: 5,
    sponsorRate: 0.18,
    brands: ['airalo', 'nordvpn', 'surfshark', 'audible'],
    phrases: ['budget travel', 'travel vlogs', 'van life', 'backpacking'],
    topics: ['48 hours in Lisbon', 'van life tour', 'cheapest flights', 'backpacking Peru'],
  },
  {
    name: 'lifestyle',
    category: '22',
    weight: 10,
    sponsorRate: 0.1,
    brands: ['betterhelp', 'audible', 'hellofresh', 'manscaped'],
    phrases: ['daily vlogs', 'minimalism', 'productivity', 'family life'],
    topics: ['day in my life', 'decluttering', 'morning routine', 'week vlog'],
  },
  {
    name: 'music',
    category: '10',
    weight: 12,
    sponsorRate: 0.03,
    brands: ['skillshare', 'squarespace'],
    phrases: ['covers', 'music production', 'guitar lessons', 'original songs'],
    topics: ['acoustic cover', 'beat making', 'guitar lesson', 'new single'],
  },
  {
    name: 'comedy',
    category: '23',
    weight: 8,
    sponsorRate: 0.06,
    brands: ['manscaped', 'raid', 'honey'],
    phrases: ['sketch comedy', 'pranks', 'funny videos', 'stand up'],
    topics: ['sketch', 'prank gone wrong', 'reacting to comments', 'stand up set'],
  },
  {
    name: 'kids',
    category: '24',
    weight: 7,
    sponsorRate: 0.01,
    brands: ['audible'],
    phrases: ['nursery rhymes', 'toy unboxing', 'cartoons', 'kids songs'],
    topics: ['toy unboxing', 'nursery rhyme', 'learning colors', 'cartoon episode'],
  },
];

const NICHES: Niche[] = ALL_NICHES.slice(0, WORLD.niches).map((n) => ({
  ...n,
  sponsorRate: Math.min(1, n.sponsorRate * WORLD.sponsorScale),
}));

const COUNTRIES: (readonly [string | null, number])[] = [
  ['US', 36],
  ['GB', 9],
  ['IN', 14],
  ['BR', 8],
  ['CA', 6],
  ['DE', 5],
  ['AU', 4],
  ['FR', 4],
  ['MX', 4],
  ['JP', 4],
  [null, 6],
];

interface WorldChannel {
  i: number;
  id: string;
  handle: string;
  niche: number;
  country: string | null;
  subs: number;
  sponsor: boolean;
  /** What the world says of it, for the report on the targets never found. */
  features: string[];
  mentions: string[];
  brands: string[];
}

const tagOf = (i: number) => `D${String(i).padStart(6, '0')}`;
const videoIdOf = (i: number, k: number) => `vd${String(i).padStart(6, '0')}${String(k).padStart(3, '0')}`;
const NAMES = [
  'Pixel',
  'Iron',
  'Maple',
  'Nova',
  'Cedar',
  'Echo',
  'Atlas',
  'Lumen',
  'Orbit',
  'Harbor',
  'Summit',
  'Velvet',
];
const NOUNS = ['Lab', 'Forge', 'Studio', 'Corner', 'Club', 'House', 'Works', 'Den', 'Hub', 'Crew'];

function sponsorRead(r: ReturnType<typeof rng>, brand: string, ch: WorldChannel): string {
  const [name, domain] = BRANDS[brand];
  const slug = ch.handle.slice(1);
  const code = slug.toUpperCase().slice(0, 10);
  switch (r.int(0, 3)) {
    case 0:
      return `This video is sponsored by ${name}. Go to https://${domain}/${slug} and use code ${code} for 20% off.`;
    case 1:
      return `Thanks to ${name} for sponsoring today's video! Try it free at https://${domain}/${slug}`;
    case 2:
      return `Today's video is sponsored by ${name}: get an exclusive deal at https://${domain}/${slug} with code ${code}.`;
    default:
      return `Sponsored by ${name}. Sign up at https://www.${domain}/${slug} and use code ${code} to save.`;
  }
}

function buildWorld(fake: FakeYoutube) {
  const r = rng(WORLD.seed);
  const channels: WorldChannel[] = [];
  const nicheWeights = NICHES.map((n, i) => [i, n.weight] as const);
  for (let i = 0; i < CHANNELS; i++) {
    const niche = r.weighted(nicheWeights);
    // Log-normal: median 2,500, σ 2.2 (a quarter of channels at 10k or more, a few in the tens of millions).
    const subs = Math.max(10, Math.round(Math.exp(Math.log(2_500) + 2.2 * r.gauss())));
    const size = subs >= 100_000 ? 1.6 : subs >= 10_000 ? 1 : 0.35;
    const sponsor = r.next() < NICHES[niche].sponsorRate * size;
    const nm = `${r.pick(NAMES)}${r.pick(NOUNS)}`;
    channels.push({
      i,
      id: channelIdOf(tagOf(i)),
      handle: `@${nm.toLowerCase()}${NICHES[niche].name}${i}`,
      niche,
      country: r.weighted(COUNTRIES),
      subs,
      sponsor,
      features: [],
      mentions: [],
      brands: [],
    });
  }
  // Featured and mentioned channels: mostly the same niche, bigger channels more often (weight √subscribers).
  const byNiche = NICHES.map(() => [] as WorldChannel[]);
  for (const c of channels) byNiche[c.niche].push(c);
  const cumulative = byNiche.map((list) => {
    let s = 0;
    return list.map((c) => (s += Math.sqrt(c.subs)));
  });
  const other = (c: WorldChannel): WorldChannel => {
    const n = r.next() < WORLD.sameNiche ? c.niche : r.int(0, NICHES.length - 1);
    const cum = cumulative[n];
    const x = r.next() * cum[cum.length - 1];
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return byNiche[n][lo];
  };
  const now = Date.parse('2026-11-20T00:00:00Z');
  let sponsoredUploads = 0;
  for (const c of channels) {
    const niche = NICHES[c.niche];
    const nm = c.handle.slice(1).replace(/\d+$/, '');
    fake.addChannel(
      ytChannel(c.id, {
        title: `${nm} ${niche.name}`,
        handle: c.handle,
        description: `${r.pick(niche.phrases)} and ${r.pick(niche.phrases)}. New videos every week.`,
        subscribers: String(c.subs),
        country: c.country ?? undefined,
        keywords: niche.phrases.join(' '),
      }),
    );
    if (c.country === null)
      delete ((fake.channels.get(c.id) as Record<string, unknown>).snippet as { country?: string }).country;
    const features = c.subs >= 10_000 ? r.int(2, 6) : r.next() < 0.4 ? r.int(1, 3) : 0;
    if (features) {
      const list = new Set<string>();
      for (let k = 0; k < features; k++) {
        const o = other(c);
        if (o.id !== c.id) list.add(o.id);
      }
      fake.addFeatured(c.id, [...list]);
      c.features = [...list];
    }
    const brands = c.sponsor
      ? [r.pick(niche.brands), r.pick(niche.brands), r.pick(niche.brands)].slice(0, r.int(1, 3))
      : [];
    c.brands = [...new Set(brands)];
    const rate = 0.25 + 0.5 * r.next();
    const sponsoredAt = new Set<number>();
    if (c.sponsor) {
      for (let k = 0; k < UPLOADS; k++) if (r.next() < rate) sponsoredAt.add(k);
      if (!sponsoredAt.size) sponsoredAt.add(r.int(0, UPLOADS - 1));
    }
    const cadenceDays = r.int(2, 10);
    for (let k = 0; k < UPLOADS; k++) {
      const topic = r.pick(niche.topics);
      const lines = [`${topic[0].toUpperCase()}${topic.slice(1)}: ${r.pick(niche.phrases)} on ${nm}.`];
      if (sponsoredAt.has(k)) {
        lines.push('', sponsorRead(r, r.pick(brands), c));
        sponsoredUploads++;
      }
      if (r.next() < 0.12) {
        const o = other(c);
        c.mentions.push(o.id);
        lines.push(
          '',
          r.next() < 0.5
            ? `Go check out ${o.handle} for more!`
            : r.next() < 0.5
              ? `Collab with https://www.youtube.com/${o.handle}`
              : `Shout out to https://www.youtube.com/channel/${o.id}`,
        );
      }
      lines.push('', 'CHAPTERS', '0:00 Intro', '1:10 Main part', '9:30 Outro', '');
      lines.push(`Instagram: https://instagram.com/${nm}${c.i}`);
      // Recent views: the channel's size times a log-normal factor (a hit now and then).
      const views = Math.max(1, Math.round(c.subs * Math.exp(-2.3 + 1.1 * r.gauss())));
      fake.addVideo(
        ytVideo(videoIdOf(c.i, k), {
          channelId: c.id,
          channelTitle: `${nm} ${niche.name}`,
          title: `${topic} #${k + 1}`,
          description: lines.join('\n'),
          publishedAt: new Date(now - (k * cadenceDays + r.int(0, 1)) * 86_400_000)
            .toISOString()
            .replace(/\.\d{3}Z$/, 'Z'),
          views: String(views),
          likes: String(Math.round(views * 0.04)),
          categoryId: niche.category,
        }),
      );
    }
  }
  return { channels, sponsoredUploads };
}

// ---- plumbing -----------------------------------------------------------------------------------------------------

// ---- the search-only baseline ---------------------------------------------------------------------------------------

/** search.list then channels.list straight against the fake: coverage after every call, by units spent. */
async function baseline(fake: FakeYoutube, queries: string[], targets: Set<string>, units: number) {
  const get = async (resource: string, params: Record<string, string>) => {
    const qs = new URLSearchParams({ ...params, key: fake.apiKey });
    const res = await fetch(`${fake.baseUrl}/${resource}?${qs}`);
    if (!res.ok) throw new Error(`baseline ${resource}: ${res.status}`);
    return (await res.json()) as { items: Record<string, any>[]; nextPageToken?: string };
  };
  let spent = 0;
  const seen = new Set<string>();
  const tracked = new Set<string>();
  const curve: { units: number; covered: number }[] = [];
  const covered = () => [...tracked].filter((c) => targets.has(c)).length;
  for (const q of queries) {
    let token: string | undefined;
    for (let page = 0; page < 10; page++) {
      if (spent + 100 + 1 > units) return curve;
      const r = await get('search', {
        part: 'snippet',
        type: 'video',
        q,
        maxResults: '50',
        regionCode: REGIONS[0],
        ...(token ? { pageToken: token } : {}),
      });
      spent += 100;
      const fresh = [...new Set(r.items.map((it) => String(it.snippet.channelId)))].filter((c) => !seen.has(c));
      for (const c of fresh) seen.add(c);
      for (let k = 0; k < fresh.length; k += 50) {
        if (spent + 1 > units) return curve;
        const res = await get('channels', { part: 'snippet,statistics', id: fresh.slice(k, k + 50).join(',') });
        spent += 1;
        for (const ch of res.items) {
          const country = ch.snippet.country ?? null;
          if (Number(ch.statistics.subscriberCount) >= MIN_SUBSCRIBERS && (!country || REGIONS.includes(country)))
            tracked.add(String(ch.id));
        }
      }
      curve.push({ units: spent, covered: covered() });
      token = r.nextPageToken;
      if (!token) break;
    }
  }
  return curve;
}

// ---- the bench ------------------------------------------------------------------------------------------------------

export async function main() {
  const fake = await startFakeYoutube();
  const latency = rng(7);
  const t0 = performance.now();
  const world = buildWorld(fake);
  const buildMs = performance.now() - t0;
  const targets = new Set(
    world.channels
      .filter((c) => c.sponsor && c.subs >= MIN_SUBSCRIBERS && c.country !== null && REGIONS.includes(c.country))
      .map((c) => c.id),
  );
  const sponsoring = world.channels.filter((c) => c.sponsor).length;
  process.stdout.write(
    `world: ${CHANNELS} channels, ${fake.videos.size} videos, ${sponsoring} sponsoring (${targets.size} targets), built in ${buildMs.toFixed(0)} ms\n`,
  );

  // BENCH_DISCOVERY_DB: another database, for two benches of one world side by side.
  const name =
    process.env.BENCH_DISCOVERY_DB ??
    (DEFAULT_WORLD
      ? 'csds_discovery_bench'
      : `csds_discovery_bench_${crypto.createHash('md5').update(WORLD_LABEL).digest('hex').slice(0, 8)}`);
  const url = await freshDatabase(name);
  const store = await openStore({ databaseUrl: url, poolSize: 10 });
  const brandIds = new Map<string, string>();
  for (const [k, [brand, domain]] of Object.entries(BRANDS)) {
    const r = await sql<{ id: string }>`insert into brands (name, domains) values (${brand}, ${[domain]})
      returning id::text`.execute(store.db);
    brandIds.set(k, r.rows[0].id);
  }

  // The first import: the recent uploads of a few channels of 10k+ in the regions, from four niches.
  const pick = rng(11);
  const seedNiches = ['tech', 'gaming', 'education', 'fitness'].map((n) => NICHES.findIndex((x) => x.name === n));
  const seeds: WorldChannel[] = [];
  for (const n of seedNiches) {
    const pool = world.channels.filter(
      (c) => c.niche === n && c.subs >= MIN_SUBSCRIBERS && c.country !== null && REGIONS.includes(c.country),
    );
    for (let k = 0; k < 6; k++) seeds.push(pool[Math.floor(pick.next() * pool.length)]);
  }
  const seedIds = [...new Set(seeds.map((c) => c.id))];
  await importRecords(
    store.db,
    'channels',
    seedIds.map((id, i) => ({ line: i + 1, value: fake.channels.get(id) })),
  );
  const videoIds = seedIds.flatMap((id) => {
    const i = Number(id.slice(3, 9));
    return Array.from({ length: UPLOADS }, (_, k) => videoIdOf(i, k));
  });
  await importRecords(
    store.db,
    'videos',
    videoIds.map((id, i) => ({ line: i + 1, value: fake.videos.get(id) })),
  );
  let catalog: Promise<BrandCatalog> | null = null;
  for (let k = 0; k < videoIds.length; k += 100) {
    const d = await detectBatch(store.db, () => (catalog ??= BrandCatalog.load(store.db)), videoIds.slice(k, k + 100));
    if (d.newBrands) catalog = null;
  }
  const seeded = (
    await sql<{ v: number; s: number }>`select (select count(*) from videos)::int as v,
      (select count(*) from sponsorships)::int as s`.execute(store.db)
  ).rows[0];
  process.stdout.write(`seed: ${seedIds.length} channels, ${seeded.v} videos, ${seeded.s} sponsorships\n`);

  const config = loadConfig({
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
    OPERATION_POLL_MS: '100',
    WORKER_CONCURRENCY: '4',
    DISCOVERY_CONCURRENCY: String(CONCURRENCY),
    // One operation of the account at a time: a run's window holds its own calls only (its syncs wait between runs).
    MAX_RUNNING_OPERATIONS_PER_ACCOUNT: '1',
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_DAILY_QUOTA: '10000000',
    YOUTUBE_ACCOUNT_DAILY_UNITS: '10000000',
    MAX_TRACKED_CHANNELS_PER_ACCOUNT: '20000',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const runtime = createRuntime(config, store, { worker: true, deliver: false });
  const app = await buildApp({ config, db: store.db, readDb: store.reads, services: runtime.services, logger: false });
  await app.ready();
  await runtime.start();
  const account = await findOrCreateAccount(store.db, 'bench');
  const { key } = await createApiKey(store.db, {
    accountId: account.id,
    name: 'bench',
    scopes: ['tracking:read', 'tracking:write'],
  });
  const api = async (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown) => {
    const r = await app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${key}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (r.statusCode >= 300) throw new Error(`${method} ${path}: ${r.statusCode} ${r.body}`);
    return r.json();
  };
  const seedBrands = ['nordvpn', 'raid', 'brilliant', 'skillshare', 'gymshark', 'squarespace'];
  const keywords = ['gadget reviews', 'gaming videos', 'science explained', 'home workouts'];
  const policy = {
    enabled: false,
    regions: REGIONS,
    categoryIds: [],
    languages: [],
    minSubscribers: MIN_SUBSCRIBERS,
    maxTrackedChannels: 10_000,
    dailyUnits: TOTAL_UNITS,
    autoTrack: true,
    seeds: { keywords, brands: seedBrands.map((b) => brandIds.get(b)!), channels: seedIds },
  };
  await api('PUT', '/v1/discovery', policy);

  // The baseline first (no latency: only its units and coverage count), with the same seed keywords and brand names,
  // spending up to the same units.
  const queries = [...keywords, ...seedBrands.map((b) => BRANDS[b][0])];
  const curve = await baseline(fake, queries, targets, TOTAL_UNITS);
  const baseAt = (units: number) => [...curve].reverse().find((p) => p.units <= units)?.covered ?? 0;

  fake.setLatency(() => LATENCY[0] + latency.next() * (LATENCY[1] - LATENCY[0]));
  // The fake's time a call: the latency drawn for it and its own work to answer (searching its 160,000 videos, say),
  // from the fake's own timings (fake.timings: when each call arrived, inside a run's window or not).

  const tracked = async () =>
    (
      await sql<{ channel_id: string }>`select channel_id from tracked_channels
        where account_id = ${account.id}::uuid`.execute(store.db)
    ).rows.map((x) => x.channel_id);
  const runs: {
    units: number;
    unitsSpent: number;
    by: Record<string, number>;
    found: number;
    scored: number;
    trackedByRun: number;
    covered: number;
    cumulative: number;
    wallMs: number;
    latencyMs: number;
    workMs: number;
    /** Time within the run's window when at least one call to the fake was in flight (the union of the calls). */
    busyMs: number;
    calls: number;
    /** Targets that became candidates in this run, by the kinds of source that named them (several may). */
    newTargets: Record<string, number>;
  }[] = [];
  let spent = 0;
  const targetsFound = new Set<string>();
  /** The targets found as candidates since the last call, counted by source kind. */
  const newTargetsBySource = async () => {
    const rows = (
      await sql<{ channel_id: string; kinds: string[] }>`select channel_id,
          array(select distinct s->>'kind' from jsonb_array_elements(sources) s) as kinds
        from discovery_candidates where account_id = ${account.id}::uuid`.execute(store.db)
    ).rows;
    const out: Record<string, number> = {};
    for (const x of rows)
      if (targets.has(x.channel_id) && !targetsFound.has(x.channel_id)) {
        targetsFound.add(x.channel_id);
        out.all = (out.all ?? 0) + 1;
        for (const k of x.kinds) out[k] = (out[k] ?? 0) + 1;
      }
    return out;
  };
  const w0 = performance.now();
  while (spent < TOTAL_UNITS) {
    const units = Math.min(RUN_UNITS, TOTAL_UNITS - spent);
    const started = await api('POST', '/v1/discovery/runs', { units });
    let run: any;
    for (;;) {
      run = await api('GET', `/v1/discovery/runs/${started.id}`);
      if (run.status === 'succeeded' || run.status === 'failed') break;
      if (run.status === 'waiting-for-quota') throw new Error(`run waits for the quota: ${JSON.stringify(run)}`);
      await new Promise((res) => setTimeout(res, 250));
    }
    if (run.status !== 'succeeded') throw new Error(`run failed: ${JSON.stringify(run.error)}`);
    const from = Date.parse(run.startedAt);
    const to = Date.parse(run.completedAt);
    const inside = fake.timings.filter((d) => d.at >= from && d.at <= to);
    spent += run.unitsSpent;
    const now = new Set(await tracked());
    const covered = [...targets].filter((c) => now.has(c)).length;
    runs.push({
      units,
      unitsSpent: run.unitsSpent,
      by: run.unitsBySource,
      found: run.candidatesFound,
      scored: run.candidatesScored,
      trackedByRun: run.channelsTracked,
      covered,
      cumulative: spent,
      wallMs: to - from,
      latencyMs: inside.reduce((s, d) => s + d.latencyMs, 0),
      workMs: inside.reduce((s, d) => s + d.workMs, 0),
      busyMs: busyWithin(inside, from, to),
      calls: inside.length,
      newTargets: await newTargetsBySource(),
    });
    process.stdout.write(
      `run ${runs.length}: ${run.unitsSpent}/${units} units ${JSON.stringify(run.unitsBySource)}, found ${run.candidatesFound}, scored ${run.candidatesScored}, tracked ${run.channelsTracked}; coverage ${covered}/${targets.size} = ${((covered / targets.size) * 100).toFixed(1)}% at ${spent} units; new targets found ${JSON.stringify(runs[runs.length - 1].newTargets)}; wall ${to - from} ms, the fake ${inside.reduce((s, d) => s + d.latencyMs, 0).toFixed(0)} ms latency + ${inside.reduce((s, d) => s + d.workMs, 0).toFixed(0)} ms work over ${inside.length} calls\n`,
    );
    // Runs go on until the units are spent, even when they find nothing new (the comparison is at the same units);
    // one that spends nothing would loop forever.
    if (run.unitsSpent === 0) break;
    await report(false);
  }
  await report(true);
  fake.setLatency(0);
  await app.close();
  await runtime.stop();
  await store.close();
  // BENCH_DISCOVERY_KEEP=<file>: the database is kept and the targets written to <file> (one channel id a line), to
  // study a run's candidates with SQL afterwards.
  const keep = process.env.BENCH_DISCOVERY_KEEP;
  if (keep)
    fs.writeFileSync(
      keep,
      world.channels
        .map((c) => [c.id, c.niche, c.country ?? '', c.subs, c.sponsor ? 1 : 0, targets.has(c.id) ? 1 : 0].join('\t'))
        .join('\n') + '\n',
    );
  else await dropDatabase(name);
  await fake.close();

  /**
   * Why the targets never found as candidates were not: what the world links them by (featured sections, mentions,
   * the charts of the regions, a searched brand's videos) and whether what links them was reached.
   */
  async function whyMissed(foundIds: string[]): Promise<string> {
    const found = new Set(foundIds);
    const missing = [...targets].filter((c) => !found.has(c));
    const byId = new Map(world.channels.map((c) => [c.id, c]));
    const featuredBy = new Map<string, string[]>();
    const mentionedBy = new Map<string, string[]>();
    for (const c of world.channels) {
      for (const f of c.features) featuredBy.set(f, [...(featuredBy.get(f) ?? []), c.id]);
      for (const m of c.mentions) mentionedBy.set(m, [...(mentionedBy.get(m) ?? []), c.id]);
    }
    const cands = new Map(
      (
        await sql<{ channel_id: string; status: string }>`select channel_id, status from discovery_candidates
          where account_id = ${account.id}::uuid`.execute(store.db)
      ).rows.map((x) => [x.channel_id, x.status]),
    );
    const read = new Set(
      (await sql<{ channel_id: string }>`select channel_id from discovery_featured`.execute(store.db)).rows.map(
        (x) => x.channel_id,
      ),
    );
    const charted = new Set(
      (await sql<{ c: string }>`select unnest(channels) as c from discovery_charts`.execute(store.db)).rows.map(
        (x) => x.c,
      ),
    );
    const searched = new Set(
      (
        await sql<{ query: string }>`select query from discovery_searches
          where account_id = ${account.id}::uuid and type = 'video'`.execute(store.db)
      ).rows.map((x) => x.query.toLowerCase()),
    );
    const passes = (id: string) => {
      const c = byId.get(id)!;
      return c.subs >= MIN_SUBSCRIBERS && (c.country === null || REGIONS.includes(c.country));
    };
    const counts: Record<string, number> = {};
    const flags: Record<string, number> = {};
    for (const id of missing) {
      const by = featuredBy.get(id) ?? [];
      const kind = !by.length
        ? 'featured by no channel'
        : by.some((f) => read.has(f))
          ? 'featured by a channel read (found since?)'
          : by.some((f) => cands.has(f) && cands.get(f) !== 'below-threshold')
            ? 'featured by a candidate over the thresholds not read'
            : by.some((f) => passes(f))
              ? 'featured by channels over the thresholds never found'
              : 'featured only by channels under the thresholds or outside the regions';
      counts[kind] = (counts[kind] ?? 0) + 1;
      const c = byId.get(id)!;
      if ((mentionedBy.get(id) ?? []).some((m) => cands.has(m)))
        flags['named in an upload of a candidate'] = (flags['named in an upload of a candidate'] ?? 0) + 1;
      if (charted.has(id)) flags['in a chart read'] = (flags['in a chart read'] ?? 0) + 1;
      if (c.brands.some((b) => searched.has(BRANDS[b][0].toLowerCase())))
        flags['a brand of theirs searched'] = (flags['a brand of theirs searched'] ?? 0) + 1;
      if (c.subs < 30_000) flags['under 30k subscribers'] = (flags['under 30k subscribers'] ?? 0) + 1;
    }
    const list = (o: Record<string, number>) =>
      Object.entries(o)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    if (!missing.length) return 'none';
    return `${list(counts)}${Object.keys(flags).length ? `; of them ${list(flags)}` : ''}`;
  }

  /** Writes the section (after every run, so a run cut short still leaves its figures). */
  async function report(final: boolean) {
    const statuses = (
      await sql<{ status: string; n: number }>`select status, count(*)::int as n from discovery_candidates
        where account_id = ${account.id}::uuid group by status order by status`.execute(store.db)
    ).rows;
    // Sponsoring targets found, scored, and scored with a sponsorship in their sample: where the misses are lost.
    const funnel = (
      await sql<{ channel_id: string; status: string; sponsored: number | null; resolved: boolean }>`select channel_id,
          status, (sample->>'sponsoredVideos')::int as sponsored, resolved_at is not null as resolved
        from discovery_candidates where account_id = ${account.id}::uuid`.execute(store.db)
    ).rows.filter((x) => targets.has(x.channel_id));
    const found = funnel.length;
    const sampledTargets = funnel.filter((x) => x.sponsored !== null);
    const detected = sampledTargets.filter((x) => (x.sponsored ?? 0) > 0).length;
    const scoredTotal = statuses.reduce((s, x) => s + (['scored', 'tracked'].includes(x.status) ? x.n : 0), 0);
    const trackedAll = (await tracked()).length;
    const missed = await whyMissed(funnel.map((x) => x.channel_id));

    const pct = (n: number) => `${((n / targets.size) * 100).toFixed(1)}%`;
    const last = runs[runs.length - 1];
    const coverage = last.covered / targets.size;
    const baseCoverage = baseAt(spent) / targets.size;
    const ratio = baseCoverage > 0 ? coverage / baseCoverage : Infinity;
    const overBudget = runs.filter((r) => r.unitsSpent > r.units).length;
    const wall = runs.reduce((s, r) => s + r.wallMs, 0);
    const lat = runs.reduce((s, r) => s + r.latencyMs, 0);
    const work = runs.reduce((s, r) => s + r.workMs, 0);
    const calls = runs.reduce((s, r) => s + r.calls, 0);
    const busy = runs.reduce((s, r) => s + r.busyMs, 0);
    // A run keeps several calls in flight (DISCOVERY_CONCURRENCY): the service's share is the part of the wall time
    // when no call was waiting on the fake — the time the run spent on its own work alone.
    const serviceShare = 1 - busy / wall;
    const bySource: Record<string, number> = {};
    for (const r of runs) for (const [k, v] of Object.entries(r.by)) bySource[k] = (bySource[k] ?? 0) + v;
    const met = {
      coverage: coverage >= 0.8,
      ratio: ratio >= 5,
      budget: overBudget === 0,
      latency: serviceShare < 0.5,
    };
    const allMet = Object.values(met).every(Boolean);
    const yes = (b: boolean) => (b ? 'met' : '**NOT met**');
    // Where discovery first reaches 80% coverage (at the end of a run), and the baseline's coverage at those units.
    const first80 = runs.find((r) => r.covered / targets.size >= 0.8);
    const at80 = first80
      ? `80% first reached at **${first80.cumulative.toLocaleString('en-US')} units** (${pct(first80.covered)}), where the baseline covers ${pct(baseAt(first80.cumulative))}: **${baseAt(first80.cumulative) ? (first80.covered / baseAt(first80.cumulative)).toFixed(1) : '∞'}×**`
      : `80% not reached within ${spent.toLocaleString('en-US')} units`;
    process.stdout.write(
      `coverage ${pct(last.covered)} at ${spent} units; baseline ${pct(baseAt(spent))}; ${ratio.toFixed(1)}×; ${at80}; service share of wall ${(serviceShare * 100).toFixed(0)}%\n`,
    );
    process.stdout.write(
      `targets: ${found} found, ${sampledTargets.length} sampled, ${last.covered} tracked; the ${targets.size - found} never found: ${missed}\n`,
    );
    if (!WRITE) return;
    if (!DEFAULT_WORLD) {
      writeSection(
        `discovery-${WORLD.seed}-${CHANNELS}-${WORLD.niches}-${WORLD.sponsorScale}-${WORLD.sameNiche}`,
        `### discovery on another world: ${WORLD_LABEL}

Measured ${new Date().toISOString().slice(0, 10)}, as the \`discovery\` section but on this world (\`BENCH_DISCOVERY_SEED=${WORLD.seed} BENCH_DISCOVERY_CHANNELS=${CHANNELS} BENCH_DISCOVERY_NICHES=${WORLD.niches} BENCH_DISCOVERY_SPONSOR_SCALE=${WORLD.sponsorScale} BENCH_DISCOVERY_SAME_NICHE=${WORLD.sameNiche}\`): ${sponsoring} sponsoring channels, **${targets.size} targets**.

| run | units spent | coverage | baseline at the same units |
|---|---:|---:|---:|
${runs.map((r, i) => `| ${i + 1} | ${r.unitsSpent} | ${pct(r.covered)} at ${r.cumulative} | ${pct(baseAt(r.cumulative))} |`).join('\n')}

- ${at80}; at ${spent.toLocaleString('en-US')} units ${pct(last.covered)} against ${pct(baseAt(spent))}
- runs above their budget: **${overBudget}** of ${runs.length}; units by source: ${Object.entries(bySource)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}
- the targets' funnel: ${found} found as candidates, ${sampledTargets.length} sampled, ${last.covered} tracked; the ${targets.size - found} never found: ${missed}
- **${final ? 'done' : `in progress: ${runs.length} runs so far`}**
`,
      );
      return;
    }

    // Runs that found, scored and tracked nothing, one after another, are one row (their sums).
    function groups() {
      const out: ((typeof runs)[number] & { label: string })[] = [];
      let idle = false;
      runs.forEach((r, i) => {
        const nothing = r.found === 0 && r.scored === 0 && r.trackedByRun === 0;
        const prev = out[out.length - 1];
        if (nothing && idle && prev) {
          prev.label = `${prev.label.split('–')[0]}–${i + 1} (nothing new)`;
          prev.units += r.units;
          prev.unitsSpent += r.unitsSpent;
          for (const [k, v] of Object.entries(r.by)) prev.by[k] = (prev.by[k] ?? 0) + v;
          prev.covered = r.covered;
          prev.cumulative = r.cumulative;
          prev.wallMs += r.wallMs;
          prev.latencyMs += r.latencyMs;
          prev.workMs += r.workMs;
          prev.busyMs += r.busyMs;
          prev.calls += r.calls;
        } else out.push({ ...r, by: { ...r.by }, label: String(i + 1) });
        idle = nothing;
      });
      return out;
    }
    writeSection(
      'discovery',
      `## discovery: coverage of the sponsoring channels against units spent

Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; PostgreSQL on the same machine; the app and its worker in-process, discovery driven through the API (\`PUT /v1/discovery\`, \`POST /v1/discovery/runs\`, \`GET /v1/discovery/runs/{id}\`); the loopback fake of the YouTube Data API v3 in the same process with a latency of ${LATENCY[0]}–${LATENCY[1]} ms a call (uniform). The simulated YouTube (docs/decisions.md, "Discovery benchmark: the simulated YouTube"): **${CHANNELS.toLocaleString('en-US')} channels** in ${NICHES.length} niches, ${fake.videos.size.toLocaleString('en-US')} recent uploads (${UPLOADS} a channel), subscribers log-normal (median 2,500, σ 2.2), countries in ${COUNTRIES.length - 1} regions (6% unset), a featured-channel graph (85% same niche), charts from recent views, search over titles and descriptions, mentions of other channels in 12% of descriptions; **${sponsoring} sponsoring channels** (${((sponsoring / CHANNELS) * 100).toFixed(1)}%, concentrated in tech, finance, education and gaming; ${world.sponsoredUploads} uploads with a sponsor read of a catalog brand), of which **${targets.size} targets**: ${MIN_SUBSCRIBERS.toLocaleString('en-US')}+ subscribers in ${REGIONS.join('+')}.

Start: a fresh deployment after a first import (${seedIds.length} channels' ${seeded.v} recent videos, ${seeded.s} sponsorships detected; the catalog of ${Object.keys(BRANDS).length} brands). Policy: regions ${REGIONS.join('+')}, all categories, minSubscribers ${MIN_SUBSCRIBERS.toLocaleString('en-US')}, autoTrack, maxTrackedChannels 10,000, dailyUnits ${TOTAL_UNITS.toLocaleString('en-US')}; seeds: the ${seedIds.length} imported channels, keywords ${keywords.map((k) => `"${k}"`).join(', ')}, brands ${seedBrands.map((b) => BRANDS[b][0]).join(', ')}; YOUTUBE_DAILY_QUOTA and YOUTUBE_ACCOUNT_DAILY_UNITS high (the policy is the limit), TRACKING_RESERVED_UNITS the default. Runs of ${RUN_UNITS.toLocaleString('en-US')} units, one after another.

Baseline: search-only, the same units straight against the fake: \`search.list\` (type=video, 100 units, 50 results) for the same keywords and brand names, up to 10 pages each, then \`channels.list\` (1 unit a 50) for the channels found; every channel at or over the thresholds counted as tracked.

| run | budget | units spent | chart | featured | mention | search | resolve | sample | scored | tracked (run) | coverage | baseline at the same units | wall ms | the fake: latency + work ms (calls) | service share |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${groups()
  .map(
    (g) =>
      `| ${g.label} | ${g.units} | ${g.unitsSpent} | ${g.by.chart ?? 0} | ${g.by.featured ?? 0} | ${g.by.mention ?? 0} | ${g.by.search ?? 0} | ${g.by.resolve ?? 0} | ${g.by.sample ?? 0} | ${g.scored} | ${g.trackedByRun} | ${pct(g.covered)} at ${g.cumulative} | ${pct(baseAt(g.cumulative))} | ${g.wallMs} | ${g.latencyMs.toFixed(0)} + ${g.workMs.toFixed(0)} (${g.calls}) | ${g.wallMs ? ((1 - g.busyMs / g.wallMs) * 100).toFixed(0) : 0}% |`,
  )
  .join('\n')}

- coverage **${pct(last.covered)}** (${last.covered} of ${targets.size}) with **${spent.toLocaleString('en-US')} units** — target ≥ 80%: ${yes(met.coverage)}
- ${at80}
- search-only baseline at the same units: **${pct(baseAt(spent))}** (${baseAt(spent)} of ${targets.size}); discovery **${Number.isFinite(ratio) ? ratio.toFixed(1) : '∞'}×** — target ≥ 5×: ${yes(met.ratio)}
- runs above their budget: **${overBudget}** of ${runs.length} — target 0: ${yes(met.budget)}
- wall time of the runs ${(wall / 1000).toFixed(1)} s, of which ${(busy / 1000).toFixed(1)} s with at least one call waiting on the fake (${calls} calls, up to ${CONCURRENCY} in flight: their drawn latency ${(lat / 1000).toFixed(1)} s and the fake's own work to answer ${(work / 1000).toFixed(1)} s, summed over calls): the service's share (no call in flight) **${(serviceShare * 100).toFixed(0)}%** (machine load ${os.loadavg()[0].toFixed(1)} at the end) — target: wall time dominated by the fake (share < 50%): ${yes(met.latency)}; ${((performance.now() - w0) / 1000).toFixed(0)} s end to end with the queued first syncs of the tracked channels between runs
- units by source over all runs: ${Object.entries(bySource)
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )}; candidates by status: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}; ${trackedAll} channels tracked, ${scoredTotal} scored
- the targets' funnel: ${found} of ${targets.size} found as candidates, ${sampledTargets.length} sampled, ${detected} with a sponsorship detected in the sample, ${last.covered} tracked
- new targets found as candidates, by run and the kinds of source that named them (a target may have several): ${runs
        .map(
          (r, i) =>
            `${i + 1}: ${
              Object.entries(r.newTargets)
                .map(([k, v]) => `${k} ${v}`)
                .join(', ') || 'none'
            }`,
        )
        .join('; ')}
- the ${targets.size - found} targets never found: ${missed}
- **${final ? (allMet ? 'targets met' : 'targets NOT met') : `in progress: ${runs.length} runs so far`}**
  `,
    );
  }
}
