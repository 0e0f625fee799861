// Generates the demo directory deterministically: creator i of any scale is always the same creator,
// with the same videos, descriptions and sponsorships, because each creator draws from its own seeded stream.
import crypto from 'node:crypto';
import { parseChapters } from '../detection/chapters.js';
import type { SponsorshipTypeName } from '../directory/schemas.js';
import {
  AGENCIES,
  BRANDS,
  COUNTRIES,
  FIRST_NAMES,
  GEAR,
  NICHE_WORDS,
  NICHES,
  type CatalogBrand,
  type Niche,
} from './world.js';

export const DEMO_SEED = 20261122;
/** The demo's "now": every date is before it, so the data is the same whenever it is generated. */
export const DEMO_EPOCH = Date.UTC(2026, 9, 31, 12, 0, 0);
export const CREATORS_PER_SCALE = 60;
export const VIDEOS_PER_CREATOR = 25;

/** sfc32: a small, fast, well-distributed PRNG with a 128-bit state. */
export function prng(seed: number, stream = 0): () => number {
  let a = seed >>> 0;
  let b = (stream * 0x9e3779b9) >>> 0;
  let c = 0xdeadbeef ^ seed;
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

export class Rng {
  constructor(readonly next: () => number) {}
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number) {
    return this.next() < p;
  }
  chars(n: number, alphabet: string) {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
  /** A UUID (version 4 layout) drawn from the stream, so ids are stable across runs. */
  uuid() {
    const h = this.chars(32, '0123456789abcdef').split('');
    h[12] = '4';
    h[16] = '89ab'[Math.floor(this.next() * 4)];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }
  /** Log-normal-ish heavy tail between min and max. */
  heavy(min: number, max: number) {
    return Math.round(min * Math.pow(max / min, Math.pow(this.next(), 2.2)));
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A stable UUID for a name, so brands and agencies keep their ids across runs and scales. */
export function nameUuid(kind: string, name: string) {
  const h = crypto.createHash('sha256').update(`csds-demo:${kind}:${name}`).digest('hex').split('');
  h[12] = '4';
  h[16] = '89ab'[parseInt(h[16], 16) % 4];
  const s = h.slice(0, 32).join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Brands bought through a creator marketplace in the demo (an invented assignment). */
const MARKETPLACE: Record<string, string> = {
  'Mint Mobile': 'YouTube BrandConnect',
  Airalo: 'TikTok Creator Marketplace',
  Displate: 'YouTube BrandConnect',
};

export interface DemoBrand {
  id: string;
  name: string;
  domains: string[];
  shorteners: string[];
  referralLinks: string[];
  parentCompanyName: string | null;
  kind: 'Direct' | 'Agency' | 'Marketplace';
  marketplaceGroup: string | null;
  agencyId: string | null;
  catalog: CatalogBrand;
}

export function demoAgencies() {
  return AGENCIES.map((name) => ({
    id: nameUuid('agency', name),
    name,
    domains: [`${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`],
  }));
}

export function demoBrands(): DemoBrand[] {
  return BRANDS.map((b) => ({
    id: nameUuid('brand', b.name),
    name: b.name,
    domains: b.domains,
    shorteners: b.shorteners,
    referralLinks:
      b.link === 'query' ? [`https://${b.domains[0]}/?ref=`] : b.affiliate ? [`https://www.${b.domains[0]}/shop/`] : [],
    parentCompanyName: b.parent,
    kind: b.agency ? 'Agency' : MARKETPLACE[b.name] ? 'Marketplace' : 'Direct',
    marketplaceGroup: MARKETPLACE[b.name] ?? null,
    agencyId: b.agency ? nameUuid('agency', b.agency) : null,
    catalog: b,
  }));
}

export interface DemoCreator {
  channelId: string;
  platform: 'youtube' | 'instagram' | 'tiktok';
  handle: string;
  title: string;
  description: string;
  subscriberCount: number | null;
  country: string | null;
  keywords: string[];
  shorteners: string[];
  niche: Niche;
  createdAt: string;
  /** The last change the creator's representation saw: its latest video, processing or sponsorship (as triggers would record). */
  updatedAt: string;
}

export interface DemoVideo {
  videoId: string;
  channelId: string;
  platform: DemoCreator['platform'];
  format: 'video' | 'short';
  title: string;
  description: string;
  thumbnailUrl: string | null;
  publishedAt: string;
  durationSeconds: number;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  includesPaidPromotion: boolean;
  isLiveContent: boolean;
  processingRequestedAt: string | null;
  processingState: 'not-processed' | 'processed';
  category: string;
  hasCaptions: boolean;
  defaultLanguage: string | null;
  keywords: string[];
  chapters: { title: string; timeRangeStartMillis: number }[];
  transcript: { startMillis: number; text: string }[] | null;
}

export interface DemoSponsorship {
  id: string;
  videoId: string;
  channelId: string;
  brandId: string;
  agencyId: string | null;
  type: SponsorshipTypeName;
  brandDomain: string;
  domainWasResearched: boolean;
  evidence: {
    candidates: { name: string; source: string; urls: string[] }[];
    chapters: { title: string; timeRangeStartMillis: number }[];
  };
  /** What detection would say of this evidence (docs/detection.md §8a), without drawing from the seed. */
  confidence: number;
  detectedAt: string;
}

/**
 * A demo sponsorship's confidence from its evidence, as the detector scores a catalog brand (0.4): a link +0.1; the
 * demo's sponsor line has sponsor words +0.35 (gift words +0.3 for a Free Product; an Affiliate's disclosure and
 * affiliate-shaped link +0.35); a code in it +0.2 (its `description` candidate); a sponsor chapter +0.2. Rounded to
 * 0.01, at most 1.
 */
export function demoConfidence(type: SponsorshipTypeName, evidence: DemoSponsorship['evidence']): number {
  const has = (source: string) => evidence.candidates.some((c) => c.source === source);
  let c = 0.4 + (has('url') ? 0.1 : 0) + (has('chapter') ? 0.2 : 0);
  c += type === 'Free Product' ? 0.3 : 0.35;
  if (has('description') && type !== 'Affiliate') c += 0.2;
  return Math.round(Math.min(1, c) * 100) / 100;
}

const CATEGORY: Record<Niche, string> = {
  tech: 'Science & Technology',
  gaming: 'Gaming',
  food: 'Howto & Style',
  fitness: 'Sports',
  finance: 'Education',
  travel: 'Travel & Events',
  science: 'Science & Technology',
  comedy: 'Comedy',
  beauty: 'Howto & Style',
  diy: 'Howto & Style',
  education: 'Education',
};

function clock(ms: number) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Creator `index` with its videos and sponsorships. Pure: the same index always gives the same data. */
export function generateCreator(index: number, brands: DemoBrand[]) {
  const r = new Rng(prng(DEMO_SEED, index + 1));
  const niche = NICHES[index % NICHES.length];
  const words = NICHE_WORDS[niche];
  const first = r.pick(FIRST_NAMES);
  const platformRoll = r.next();
  const platform: DemoCreator['platform'] =
    platformRoll < 0.8 ? 'youtube' : platformRoll < 0.9 ? 'instagram' : 'tiktok';
  const style = r.int(0, 2);
  const word = r.pick(words.channel);
  const title =
    style === 0
      ? `${first} ${word}`
      : style === 1
        ? `${word} with ${first}`
        : `${first}'s ${word} ${r.pick(['Lab', 'Room', 'Club', 'Corner', 'Hub'])}`;
  const handleBase = title.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const handle = `@${handleBase}${index >= FIRST_NAMES.length ? index : ''}`;
  const channelId =
    platform === 'youtube'
      ? `UC${r.chars(22, B64)}`
      : platform === 'instagram'
        ? String(r.int(1e8, 9e9)) + String(index)
        : `7${r.chars(18, '0123456789')}`;
  const subscriberCount = r.chance(0.04) ? null : r.heavy(2_000, 40_000_000);
  const vanity = handleBase.slice(0, 12);
  const creator: DemoCreator = {
    channelId,
    platform,
    handle,
    title,
    description: `${cap(niche)} videos every week by ${first}. ${cap(r.pick(words.topics))}, ${r.pick(words.topics)} and more. Business: hello@${vanity}.example`,
    subscriberCount,
    country: r.pick(COUNTRIES),
    keywords: [niche, ...new Set([r.pick(words.channel).toLowerCase(), first.toLowerCase()])],
    shorteners: r.chance(0.3) ? [`${vanity}.link`] : [],
    niche,
    createdAt: new Date(DEMO_EPOCH - r.int(400, 4000) * 86_400_000).toISOString(),
    updatedAt: '',
  };

  const nicheBrands = brands.filter((b) => b.catalog.niches.includes(niche) && !b.catalog.affiliate);
  const amazon = brands.find((b) => b.catalog.affiliate)!;
  // Each creator works with a few regular sponsors, and now and then with someone new.
  const regulars = Array.from({ length: r.int(2, 5) }, () => r.pick(nicheBrands));
  const videos: DemoVideo[] = [];
  const sponsorships: DemoSponsorship[] = [];
  const socials = [
    `Instagram: https://instagram.com/${vanity}`,
    `X: https://x.com/${vanity}`,
    `TikTok: https://www.tiktok.com/@${vanity}`,
    `Discord: https://discord.gg/${r.chars(8, ALNUM)}`,
  ].slice(0, r.int(1, 4));
  const gear = GEAR.slice(0, r.int(0, 5)).map((g) => ({ label: g, code: r.chars(7, ALNUM) }));
  const sponsorRate = 0.12 + r.next() * 0.36;
  const span = Math.min(Date.parse(creator.createdAt), DEMO_EPOCH - 30 * 86_400_000);

  for (let v = 0; v < VIDEOS_PER_CREATOR; v++) {
    const videoId = platform === 'tiktok' ? `7${r.chars(18, '0123456789')}` : r.chars(11, B64);
    const isShort = platform !== 'youtube' || r.chance(0.2);
    const durationSeconds = isShort ? r.int(12, 60) : r.int(240, 2400);
    const topic = r.pick(words.topics);
    const title = cap(`${topic} ${r.pick(words.hooks)}`) + (r.chance(0.15) ? ` (#${r.int(2, 9)})` : '');
    const publishedMs = DEMO_EPOCH - Math.floor(r.next() * (DEMO_EPOCH - span)) - r.int(0, 86_399) * 1000;
    const sponsored = r.chance(sponsorRate);
    const lines: string[] = [
      `${cap(topic)} ${r.pick(words.hooks)}. In this video I get into ${r.pick(words.topics)} too.`,
    ];
    const chapterTitles: string[] = [];
    let sponsorBrand: DemoBrand | null = null;
    let sponsorType: DemoSponsorship['type'] = 'Integration';
    let sponsorUrls: string[] = [];
    let code = '';
    if (sponsored) {
      sponsorBrand = r.chance(0.75) ? r.pick(regulars) : r.pick(nicheBrands);
      const b = sponsorBrand.catalog;
      code = (vanity.slice(0, 8) + (r.chance(0.5) ? String(r.int(10, 30)) : '')).toUpperCase();
      const domain = b.domains[0];
      const url =
        b.link === 'shortener' && b.shorteners.length
          ? `https://${b.shorteners[0]}/${vanity}`
          : b.link === 'query'
            ? `https://${domain}/?ref=${vanity}&utm_source=youtube`
            : `https://${r.chance(0.5) ? 'www.' : ''}${domain}/${vanity}`;
      sponsorUrls = [url];
      sponsorType =
        b.freeProduct && r.chance(0.6) ? 'Free Product' : !isShort && r.chance(0.05) ? 'Dedicated' : 'Integration';
      if (sponsorType === 'Free Product') {
        lines.push(
          `Thanks to ${b.name} for sending the ${r.pick(['chair', 'headset', 'kit', 'gear', 'samples'])} I use in this video. Check them out: ${url}`,
        );
      } else if (sponsorType === 'Dedicated') {
        lines.push(
          `This whole video is sponsored by ${b.name}. Try it yourself at ${url} and use code ${code} for ${r.int(10, 50)}% off.`,
        );
      } else {
        lines.push(
          r.pick([
            `This video is sponsored by ${b.name}. Go to ${url} and use code ${code} to get an exclusive deal.`,
            `Thanks to ${b.name} for sponsoring today's video! Get ${r.int(10, 60)}% off with code ${code}: ${url}`,
            `Sponsored by ${b.name} - sign up at ${url} (code ${code}).`,
          ]),
        );
      }
      chapterTitles.push(`${b.name} (sponsor)`);
    }
    const hasAffiliate = gear.length > 0 && !isShort && r.chance(0.2);
    if (!isShort) {
      const chaptersCount = r.int(3, 6);
      const out: string[] = ['', 'CHAPTERS'];
      let at = 0;
      const names = [
        'Intro',
        ...chapterTitles,
        ...Array.from({ length: chaptersCount }, () => cap(r.pick(words.topics))),
        'Outro',
      ];
      const step = Math.floor((durationSeconds * 1000) / (names.length + 1));
      const chapterRows: string[] = [];
      for (const name of names) {
        chapterRows.push(`${clock(at)} ${name}`);
        at += Math.max(15_000, step - (step % 1000));
      }
      if (r.chance(0.7)) lines.push(...out, ...chapterRows);
    }
    if (hasAffiliate) {
      lines.push('', 'GEAR I USE (affiliate links, I may earn a small commission):');
      for (const g of gear) lines.push(`${g.label}: https://amzn.to/${g.code}`);
    }
    lines.push('', ...socials);
    if (r.chance(0.3)) lines.push(`#${niche} #${words.channel[0].toLowerCase()}`);
    const description = lines.join('\n');
    const chapters = parseChapters(description);
    const processed = sponsored || hasAffiliate || r.chance(0.75);
    const viewCount = r.heavy(300, Math.max(1_000, (subscriberCount ?? 50_000) * 3));
    const transcript =
      !isShort && r.chance(0.12)
        ? [
            { startMillis: 0, text: `Hey everyone, welcome back. Today it's ${topic}.` },
            ...(sponsorBrand
              ? [
                  {
                    startMillis: chapters[1]?.timeRangeStartMillis ?? 30_000,
                    text: `But first, a word from today's sponsor, ${sponsorBrand.name}.`,
                  },
                ]
              : []),
            {
              startMillis: Math.floor(durationSeconds * 600),
              text: 'And that is pretty much it, thanks for watching.',
            },
          ]
        : null;
    const requested = processed ? new Date(publishedMs + r.int(1, 72) * 3_600_000) : null;
    const video: DemoVideo = {
      videoId,
      channelId,
      platform,
      format: isShort ? 'short' : 'video',
      title,
      description,
      thumbnailUrl: platform === 'youtube' ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : null,
      publishedAt: new Date(publishedMs).toISOString(),
      durationSeconds,
      viewCount,
      likeCount: Math.floor(viewCount * (0.01 + r.next() * 0.05)),
      commentCount: Math.floor(viewCount * (0.0005 + r.next() * 0.004)),
      includesPaidPromotion: sponsored && sponsorType !== 'Free Product' && r.chance(0.8),
      isLiveContent: !isShort && r.chance(0.02),
      processingRequestedAt: requested?.toISOString() ?? null,
      processingState: processed ? 'processed' : 'not-processed',
      category: CATEGORY[niche],
      hasCaptions: !isShort && r.chance(0.6),
      defaultLanguage: r.chance(0.85) ? 'en' : null,
      keywords: [niche, ...topic.split(' ').filter((w) => w.length > 3)].slice(0, 6),
      chapters,
      transcript,
    };
    videos.push(video);
    const detectedAt = requested
      ? new Date(requested.getTime() + r.int(5, 600) * 1000).toISOString()
      : video.publishedAt;
    if (sponsorBrand) {
      const sponsorChapter = chapters.filter((c) => c.title.startsWith(sponsorBrand!.name));
      sponsorships.push({
        id: r.uuid(),
        videoId,
        channelId,
        brandId: sponsorBrand.id,
        agencyId: sponsorBrand.agencyId,
        type: sponsorType,
        brandDomain: sponsorBrand.domains[0],
        domainWasResearched: r.chance(0.1),
        evidence: {
          candidates: [
            { name: sponsorBrand.name, source: 'url', urls: sponsorUrls },
            ...(code && sponsorType !== 'Free Product'
              ? [{ name: sponsorBrand.name, source: 'description', urls: [] as string[] }]
              : []),
            ...(sponsorChapter.length ? [{ name: sponsorBrand.name, source: 'chapter', urls: [] as string[] }] : []),
          ],
          chapters: sponsorChapter,
        },
        confidence: 0,
        detectedAt,
      });
      const last = sponsorships[sponsorships.length - 1];
      last.confidence = demoConfidence(last.type, last.evidence);
    }
    if (hasAffiliate && processed) {
      sponsorships.push({
        id: r.uuid(),
        videoId,
        channelId,
        brandId: amazon.id,
        agencyId: null,
        type: 'Affiliate',
        brandDomain: 'amazon.com',
        domainWasResearched: false,
        evidence: {
          candidates: [{ name: 'Amazon', source: 'url', urls: gear.map((g) => `https://amzn.to/${g.code}`) }],
          chapters: [],
        },
        confidence: demoConfidence('Affiliate', {
          candidates: [{ name: 'Amazon', source: 'url', urls: [] }],
          chapters: [],
        }),
        detectedAt,
      });
    }
  }
  // The seed writes with triggers off: the creator's updatedAt is what they would have set as each video, its
  // processing and each sponsorship arrived (ISO strings of one format compare as instants).
  const changes = [
    creator.createdAt,
    ...videos.flatMap((v) => [v.publishedAt, v.processingRequestedAt ?? '']),
    ...sponsorships.map((s) => s.detectedAt),
  ];
  creator.updatedAt = changes.reduce((a, b) => (b > a ? b : a));
  return { creator, videos, sponsorships };
}
