// `npm run eval`: measures sponsor detection against the three labeled sets: the development set in
// test/fixtures/eval (written alongside the detector), the held-out set in test/fixtures/eval-heldout (written
// without looking at the detector or the development set, so it measures how the rules generalise) and the fresh
// set in test/fixtures/eval-fresh (written blind after both, in niches and languages neither has), the fourth
// set in test/fixtures/eval-fourth (written blind after the fresh set, without reading the detector or the other
// sets' texts), the fifth set in test/fixtures/eval-fifth (written blind in the shapes of real descriptions:
// long, decorated, old and new styles, eleven languages) and the sixth set in test/fixtures/eval-sixth (written
// blind the same way after the fifth had been tuned on, weighted to 2014–2019 uploads, twelve languages) and the
// seventh set in test/fixtures/eval-seventh (written blind for issue 32: mainstream uploads of 2016–2019 and
// 2022–2026, news, late-night, music, trailers, brand channels and publishers, three quarters without a sponsor),
// the eighth set in test/fixtures/eval-eighth (written blind for issue 32: trending uploads of 2017–2018 in Germany,
// France, Russia, Mexico and Spain, Japan, Korea and India, in their languages, two-thirds without a sponsor) and the
// ninth set in test/fixtures/eval-ninth (written blind for issue 32: affiliate-heavy descriptions of 2016–2017,
// sentence-split with no blank line) and the tenth set in test/fixtures/eval-tenth (written blind for issue 32: one
// month of trending uploads in Germany, France, Russia and Mexico/Spain, half of them affiliate-heavy YouTubers) and the
// eleventh set in test/fixtures/eval-eleventh (written blind for issue 32: a year of trending uploads in Italy, Brazil,
// Japan, Korea and India, in their languages, three in five without a sponsor) and the twelfth set in
// test/fixtures/eval-twelfth (written blind for issue 32: 2021–2023 trending uploads in Turkey, Indonesia, Poland, Egypt
// and Saudi Arabia, and Vietnam, in their languages, three in five without a sponsor) and the thirteenth set in
// test/fixtures/eval-thirteenth (written blind for issue 32: 2020–2025 English podcasts, streamers, Shorts and
// mainstream channels, and trending uploads of Thailand, the Philippines, the Netherlands, Sweden, Argentina and
// Colombia in their languages, more than half without a sponsor) and the fourteenth set in test/fixtures/eval-fourteenth
// (written blind for issue 32: 2019–2025 trending uploads of Ukraine, Czechia and Romania in their languages, English
// podcasts, cooking, workshop and car channels, and mainstream channels, more than half without a sponsor) and the
// fifteenth set in test/fixtures/eval-fifteenth (written blind for issue 32: 2017–2018 mainstream uploads of the US,
// Canada and Great Britain, sentence-split affiliate-heavy descriptions of 2016–2017, and trending uploads of India,
// Japan, Korea, Mexico, Russia, Germany and France in their languages, more than half without a sponsor) and the
// sixteenth set in test/fixtures/eval-sixteenth (written blind for issue 32, the same three shapes and countries in
// other wording, two-thirds of its mainstream uploads without a sponsor) and the seventeenth set in
// test/fixtures/eval-seventeenth (written blind for issue 32, the same three shapes and countries in wording neither
// the fifteenth nor the sixteenth set uses, two-thirds of its mainstream uploads without a sponsor) and the eighteenth
// set in test/fixtures/eval-eighteenth (written blind for issue 32: 2021–2022 English mainstream uploads, 2018–2019
// sentence-split affiliate descriptions, and trending uploads of Brazil and Portugal, Italy, Spain, the Netherlands,
// Thailand, the Philippines, Nigeria and Kenya, two-thirds of its mainstream uploads without a sponsor) and the
// nineteenth set in test/fixtures/eval-nineteenth (written blind for issue 32: 2016–2017 English mainstream uploads,
// 2019–2020 sentence-split affiliate descriptions on other networks, and trending uploads of the Nordics, Greece,
// Hungary, Israel, Malaysia, Taiwan, Bangladesh, Pakistan, Chile and Quebec) and the twentieth set in
// test/fixtures/eval-twentieth (written blind for issue 32: 2017–2018 trending uploads of Germany, France, Russia,
// Mexico, South Korea, Japan and India in their languages, 2017–2018 English mainstream uploads and 2018–2019
// sentence-split affiliate descriptions, two-thirds of its mainstream uploads without a sponsor) and the twenty-first
// set in test/fixtures/eval-twentyfirst (written blind for issue 32: 2017–2019 English mainstream uploads and trending
// uploads of the same seven countries in other wording, and 2016–2018 sentence-split affiliate descriptions) and the
// twenty-second set in test/fixtures/eval-twentysecond (written blind for issue 32: 2016–2018 English mainstream uploads
// and sentence-split affiliate descriptions, and 2017–2018 trending uploads of the same seven countries, in wording no
// earlier set uses) and the twenty-third set in test/fixtures/eval-twentythird (written blind for issue 32: 2017 English
// mainstream uploads and trending uploads of the same seven countries, and 2016–2017 sentence-split affiliate
// descriptions, in wording no earlier set uses) and the twenty-fourth set in test/fixtures/eval-twentyfourth (written
// blind for issue 32: 2016–2019 mainstream uploads of four English-speaking countries, 2016–2018 sentence-split
// affiliate descriptions, and 2017–2019 trending uploads of Brazil, Italy, Poland, Turkey, Indonesia, Vietnam and the
// Netherlands in their languages) and the twenty-fifth set in test/fixtures/eval-twentyfifth (written blind for issue
// 32: 2017–2018 mainstream uploads of the US, Great Britain and Canada, 2016–2017 sentence-split affiliate descriptions,
// and 2017–2018 trending uploads of Germany, Mexico, Korea and India in their languages, in wording no earlier set uses).
// `npm run eval -- development`, `npm run eval -- held-out`, … `npm run eval -- twentyfifth` runs one of them;
// `--engine` measures through the engine directly (scripts/evalEngine.ts), the same figures in seconds. A set with
// videos in several languages also gets its figures per language (the videos' defaultAudioLanguage).
//
// For each set it takes the path a user takes: a fresh embedded database, `import brands|channels|videos` (the importer),
// then POST /v1/operations {kind: 'sponsor-detection'} in chunks of at most 500 ids, polling each operation to
// its end, then GET /v1/videos/{videoId} for every labeled video and compares its `sponsorships[]` to the labels.
//
// Scoring is over (videoId, brand domain) pairs. Domains are compared after normalisation (lower case, no
// scheme, `www.`, path or trailing dot) and after mapping every domain or shortener of a brand in brands.jsonl
// to that brand's first domain, so a brand reported under any of its own domains counts as the same brand.
// Type accuracy is measured over true-positive pairs only. Per-type precision/recall count a pair as a hit
// for type T when both the label and the detection are (video, domain, T).
// Precision is also reported per confidence band of the detected pairs (≥ 0.8, 0.5–0.8, < 0.5: each
// sponsorship's `confidence` as GET /v1/videos/{videoId} shows it), per set and over all sets.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openStore } from '../src/db/database.js';
import { buildApp } from '../src/server.js';
import { importFile, type ImportKind } from '../src/importer/index.js';
import { createApiKey, findOrCreateAccount } from '../src/keys/apiKeys.js';
import { createRuntime } from '../src/runtime.js';
import { SPONSORSHIP_TYPES, type SponsorshipTypeName } from '../src/directory/schemas.js';
import { normalizeDomain } from '../src/directory/domains.js';

export { SPONSORSHIP_TYPES };
export type SponsorshipType = SponsorshipTypeName;

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
export const EVAL_DIR = path.join(FIXTURES, 'eval');
export const HELDOUT_DIR = path.join(FIXTURES, 'eval-heldout');
export const FRESH_DIR = path.join(FIXTURES, 'eval-fresh');
export const FOURTH_DIR = path.join(FIXTURES, 'eval-fourth');
export const FIFTH_DIR = path.join(FIXTURES, 'eval-fifth');
export const SIXTH_DIR = path.join(FIXTURES, 'eval-sixth');
export const SEVENTH_DIR = path.join(FIXTURES, 'eval-seventh');
export const EIGHTH_DIR = path.join(FIXTURES, 'eval-eighth');
export const NINTH_DIR = path.join(FIXTURES, 'eval-ninth');
export const TENTH_DIR = path.join(FIXTURES, 'eval-tenth');
export const ELEVENTH_DIR = path.join(FIXTURES, 'eval-eleventh');
export const TWELFTH_DIR = path.join(FIXTURES, 'eval-twelfth');
export const THIRTEENTH_DIR = path.join(FIXTURES, 'eval-thirteenth');
export const FOURTEENTH_DIR = path.join(FIXTURES, 'eval-fourteenth');
export const FIFTEENTH_DIR = path.join(FIXTURES, 'eval-fifteenth');
export const SIXTEENTH_DIR = path.join(FIXTURES, 'eval-sixteenth');
export const SEVENTEENTH_DIR = path.join(FIXTURES, 'eval-seventeenth');
export const EIGHTEENTH_DIR = path.join(FIXTURES, 'eval-eighteenth');
export const NINETEENTH_DIR = path.join(FIXTURES, 'eval-nineteenth');
export const TWENTIETH_DIR = path.join(FIXTURES, 'eval-twentieth');
export const TWENTYFIRST_DIR = path.join(FIXTURES, 'eval-twentyfirst');
export const TWENTYSECOND_DIR = path.join(FIXTURES, 'eval-twentysecond');
export const TWENTYTHIRD_DIR = path.join(FIXTURES, 'eval-twentythird');
export const TWENTYFOURTH_DIR = path.join(FIXTURES, 'eval-twentyfourth');
export const TWENTYFIFTH_DIR = path.join(FIXTURES, 'eval-twentyfifth');
export const TWENTYSIXTH_DIR = path.join(FIXTURES, 'eval-twentysixth');
export const TWENTYSEVENTH_DIR = path.join(FIXTURES, 'eval-twentyseventh');
export const TWENTYEIGHTH_DIR = path.join(FIXTURES, 'eval-twentyeighth');
export const TWENTYNINTH_DIR = path.join(FIXTURES, 'eval-twentyninth');
export const THIRTIETH_DIR = path.join(FIXTURES, 'eval-thirtieth');
export const THIRTYFIRST_DIR = path.join(FIXTURES, 'eval-thirtyfirst');
export const THIRTYSECOND_DIR = path.join(FIXTURES, 'eval-thirtysecond');
export const THIRTYTHIRD_DIR = path.join(FIXTURES, 'eval-thirtythird');
export const THIRTYFOURTH_DIR = path.join(FIXTURES, 'eval-thirtyfourth');
export const THIRTYFIFTH_DIR = path.join(FIXTURES, 'eval-thirtyfifth');
export const THIRTYSIXTH_DIR = path.join(FIXTURES, 'eval-thirtysixth');
export const THIRTYSEVENTH_DIR = path.join(FIXTURES, 'eval-thirtyseventh');
export const THIRTYEIGHTH_DIR = path.join(FIXTURES, 'eval-thirtyeighth');
export const THIRTYNINTH_DIR = path.join(FIXTURES, 'eval-thirtyninth');
export const FORTIETH_DIR = path.join(FIXTURES, 'eval-fortieth');
export const FORTYFIRST_DIR = path.join(FIXTURES, 'eval-fortyfirst');
export const FORTYSECOND_DIR = path.join(FIXTURES, 'eval-fortysecond');
export const FORTYTHIRD_DIR = path.join(FIXTURES, 'eval-fortythird');
export const FORTYFOURTH_DIR = path.join(FIXTURES, 'eval-fortyfourth');
export const FORTYFIFTH_DIR = path.join(FIXTURES, 'eval-fortyfifth');
export const FORTYSIXTH_DIR = path.join(FIXTURES, 'eval-fortysixth');
export const FORTYSEVENTH_DIR = path.join(FIXTURES, 'eval-fortyseventh');
export const FORTYEIGHTH_DIR = path.join(FIXTURES, 'eval-fortyeighth');
export const FORTYNINTH_DIR = path.join(FIXTURES, 'eval-fortyninth');
export const FIFTIETH_DIR = path.join(FIXTURES, 'eval-fiftieth');
export const FIFTYFIRST_DIR = path.join(FIXTURES, 'eval-fiftyfirst');
export const FIFTYSECOND_DIR = path.join(FIXTURES, 'eval-fiftysecond');
export const FIFTYTHIRD_DIR = path.join(FIXTURES, 'eval-fiftythird');
export const FIFTYFOURTH_DIR = path.join(FIXTURES, 'eval-fiftyfourth');
export const FIFTYFIFTH_DIR = path.join(FIXTURES, 'eval-fiftyfifth');
export const FIFTYSIXTH_DIR = path.join(FIXTURES, 'eval-fiftysixth');
/** The labeled sets, by name: the development, held-out, fresh, fourth, …, twentieth, …, fifty-sixth sets. */
export const EVAL_SETS = {
  development: EVAL_DIR,
  'held-out': HELDOUT_DIR,
  fresh: FRESH_DIR,
  fourth: FOURTH_DIR,
  fifth: FIFTH_DIR,
  sixth: SIXTH_DIR,
  seventh: SEVENTH_DIR,
  eighth: EIGHTH_DIR,
  ninth: NINTH_DIR,
  tenth: TENTH_DIR,
  eleventh: ELEVENTH_DIR,
  twelfth: TWELFTH_DIR,
  thirteenth: THIRTEENTH_DIR,
  fourteenth: FOURTEENTH_DIR,
  fifteenth: FIFTEENTH_DIR,
  sixteenth: SIXTEENTH_DIR,
  seventeenth: SEVENTEENTH_DIR,
  eighteenth: EIGHTEENTH_DIR,
  nineteenth: NINETEENTH_DIR,
  twentieth: TWENTIETH_DIR,
  twentyfirst: TWENTYFIRST_DIR,
  twentysecond: TWENTYSECOND_DIR,
  twentythird: TWENTYTHIRD_DIR,
  twentyfourth: TWENTYFOURTH_DIR,
  twentyfifth: TWENTYFIFTH_DIR,
  twentysixth: TWENTYSIXTH_DIR,
  twentyseventh: TWENTYSEVENTH_DIR,
  twentyeighth: TWENTYEIGHTH_DIR,
  twentyninth: TWENTYNINTH_DIR,
  thirtieth: THIRTIETH_DIR,
  thirtyfirst: THIRTYFIRST_DIR,
  thirtysecond: THIRTYSECOND_DIR,
  thirtythird: THIRTYTHIRD_DIR,
  thirtyfourth: THIRTYFOURTH_DIR,
  thirtyfifth: THIRTYFIFTH_DIR,
  thirtysixth: THIRTYSIXTH_DIR,
  thirtyseventh: THIRTYSEVENTH_DIR,
  thirtyeighth: THIRTYEIGHTH_DIR,
  thirtyninth: THIRTYNINTH_DIR,
  fortieth: FORTIETH_DIR,
  fortyfirst: FORTYFIRST_DIR,
  fortysecond: FORTYSECOND_DIR,
  fortythird: FORTYTHIRD_DIR,
  fortyfourth: FORTYFOURTH_DIR,
  fortyfifth: FORTYFIFTH_DIR,
  fortysixth: FORTYSIXTH_DIR,
  fortyseventh: FORTYSEVENTH_DIR,
  fortyeighth: FORTYEIGHTH_DIR,
  fortyninth: FORTYNINTH_DIR,
  fiftieth: FIFTIETH_DIR,
  fiftyfirst: FIFTYFIRST_DIR,
  fiftysecond: FIFTYSECOND_DIR,
  fiftythird: FIFTYTHIRD_DIR,
  fiftyfourth: FIFTYFOURTH_DIR,
  fiftyfifth: FIFTYFIFTH_DIR,
  fiftysixth: FIFTYSIXTH_DIR,
} as const;
export type EvalSetName = keyof typeof EVAL_SETS;
/** Largest number of ids one sponsor-detection operation accepts. */
export const CHUNK = 500;
const OPERATION_TIMEOUT_MS = 120_000;

export interface Pair {
  videoId: string;
  domain: string;
  type: string;
  /** A detected pair's confidence (0..1), as the API shows it. */
  confidence?: number;
}
/** Precision among the detected pairs whose confidence falls in a band (docs/detection.md §8a). */
export interface ConfidenceBand {
  band: string;
  detected: number;
  tp: number;
  precision: number;
}
/** The bands docs/detection.md reports, highest first: [label, lower bound inclusive]. */
export const CONFIDENCE_BANDS: [string, number][] = [
  ['≥ 0.8', 0.8],
  ['0.5–0.8', 0.5],
  ['< 0.5', 0],
];
export interface EvalError {
  kind: 'false-positive' | 'false-negative' | 'wrong-type' | 'duplicate' | 'video';
  videoId: string;
  title: string;
  domain?: string;
  /** The labeled type (false negatives, wrong types). */
  expected?: string;
  /** The detected type (false positives, wrong types, duplicates) or the video's status. */
  got?: string;
}
export interface TypeScore {
  labeled: number;
  detected: number;
  tp: number;
  precision: number;
  recall: number;
  f1: number;
}
export interface LanguageScore {
  videos: number;
  labeled: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  typeAccuracy: number;
}
export interface EvalReport {
  /** The set's name (a key of EVAL_SETS: "development", "held-out", … "sixth") and its directory relative to the repository. */
  set: { name: string; dir: string };
  precision: number;
  recall: number;
  f1: number;
  typeAccuracy: number;
  pairs: { tp: number; fp: number; fn: number };
  typed: { correct: number; total: number };
  perType: Record<SponsorshipType, TypeScore>;
  confidenceBands: ConfidenceBand[];
  errors: EvalError[];
  /** The headline figures per video language (the primary subtag of defaultAudioLanguage). */
  byLanguage: Record<string, LanguageScore>;
  videos: { total: number; negatives: number; statuses: Record<string, number> };
  imported: Record<ImportKind, number>;
  operations: { id: string; status: string; videos: number }[];
  durationMs: number;
}

// ---------------------------------------------------------------------------------------------------
// Domains

/** Maps each domain and shortener of a brand in brands.jsonl to the brand's first domain. */
export function brandDomainMap(brandsFile: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of fs.readFileSync(brandsFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const b = JSON.parse(line) as { domains: string[]; shorteners?: string[] };
    const primary = normalizeDomain(b.domains[0]);
    for (const d of [...b.domains, ...(b.shorteners ?? [])]) {
      const n = normalizeDomain(d);
      if (!map.has(n)) map.set(n, primary);
    }
  }
  return map;
}

export function canonicalDomain(domain: string, brands: Map<string, string>): string {
  const d = normalizeDomain(domain);
  return brands.get(d) ?? d;
}

// ---------------------------------------------------------------------------------------------------
// Scoring

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const f1of = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

/**
 * Scores detected pairs against labeled pairs. Both must already be canonical; `videoIds` is the evaluated set
 * (labels and detections outside it are ignored). A detection repeated for the same (video, domain) counts once
 * (its first type) and is listed as a `duplicate`.
 */
export function score(labeled: Pair[], detected: Pair[], videoIds: string[], titles: Map<string, string>) {
  const inSet = new Set(videoIds);
  const key = (p: Pair) => `${p.videoId}\u0000${p.domain}`;
  const gold = new Map<string, Pair>();
  for (const p of labeled) if (inSet.has(p.videoId)) gold.set(key(p), p);
  const pred = new Map<string, Pair>();
  const errors: EvalError[] = [];
  const title = (id: string) => titles.get(id) ?? '';
  for (const p of detected) {
    if (!inSet.has(p.videoId)) continue;
    if (pred.has(key(p)))
      errors.push({ kind: 'duplicate', videoId: p.videoId, title: title(p.videoId), domain: p.domain, got: p.type });
    else pred.set(key(p), p);
  }
  let tp = 0;
  let typedCorrect = 0;
  const perType = Object.fromEntries(
    SPONSORSHIP_TYPES.map((t) => [t, { labeled: 0, detected: 0, tp: 0, precision: 0, recall: 0, f1: 0 }]),
  ) as Record<SponsorshipType, TypeScore>;
  const bucket = (t: string) => (perType as Record<string, TypeScore>)[t];
  for (const [k, g] of gold) {
    bucket(g.type) && bucket(g.type).labeled++;
    const d = pred.get(k);
    if (!d) {
      errors.push({
        kind: 'false-negative',
        videoId: g.videoId,
        title: title(g.videoId),
        domain: g.domain,
        expected: g.type,
      });
      continue;
    }
    tp++;
    if (d.type === g.type) {
      typedCorrect++;
      bucket(g.type) && bucket(g.type).tp++;
    } else
      errors.push({
        kind: 'wrong-type',
        videoId: g.videoId,
        title: title(g.videoId),
        domain: g.domain,
        expected: g.type,
        got: d.type,
      });
  }
  for (const [k, d] of pred) {
    bucket(d.type) && bucket(d.type).detected++;
    if (!gold.has(k))
      errors.push({
        kind: 'false-positive',
        videoId: d.videoId,
        title: title(d.videoId),
        domain: d.domain,
        got: d.type,
      });
  }
  for (const s of Object.values(perType)) {
    s.precision = ratio(s.tp, s.detected);
    s.recall = ratio(s.tp, s.labeled);
    s.f1 = f1of(s.precision, s.recall);
  }
  const confidenceBands = bandsOf(
    [...pred.entries()].map(([k, d]) => ({ confidence: d.confidence ?? 0, tp: gold.has(k) })),
  );
  const fp = pred.size - tp;
  const fn = gold.size - tp;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const order = { 'false-negative': 0, 'false-positive': 1, 'wrong-type': 2, duplicate: 3, video: 4 };
  errors.sort(
    (a, b) =>
      order[a.kind] - order[b.kind] || a.title.localeCompare(b.title) || (a.domain ?? '').localeCompare(b.domain ?? ''),
  );
  return {
    precision,
    recall,
    f1: f1of(precision, recall),
    typeAccuracy: ratio(typedCorrect, tp),
    pairs: { tp, fp, fn },
    typed: { correct: typedCorrect, total: tp },
    perType,
    confidenceBands,
    errors,
  };
}

/** Detected pairs counted per confidence band. */
export function bandsOf(pairs: { confidence: number; tp: boolean }[]): ConfidenceBand[] {
  const bands = CONFIDENCE_BANDS.map(([band]) => ({ band, detected: 0, tp: 0, precision: 0 }));
  for (const p of pairs) {
    const i = CONFIDENCE_BANDS.findIndex(([, lo]) => p.confidence >= lo);
    bands[i].detected++;
    if (p.tp) bands[i].tp++;
  }
  for (const b of bands) b.precision = ratio(b.tp, b.detected);
  return bands;
}

/** The bands of several reports added up. */
export function sumBands(reports: EvalReport[]): ConfidenceBand[] {
  const sum = CONFIDENCE_BANDS.map(([band]) => ({ band, detected: 0, tp: 0, precision: 0 }));
  for (const r of reports) {
    r.confidenceBands.forEach((b, i) => {
      sum[i].detected += b.detected;
      sum[i].tp += b.tp;
    });
  }
  for (const b of sum) b.precision = ratio(b.tp, b.detected);
  return sum;
}

export function formatBands(bands: ConfidenceBand[]): string {
  return `precision by confidence: ${bands.map((b) => `${b.band} ${pct(b.precision)} (${b.tp}/${b.detected})`).join('   ')}`;
}

// ---------------------------------------------------------------------------------------------------
// The labeled set

export interface EvalSet {
  dir: string;
  videoIds: string[];
  titles: Map<string, string>;
  labeled: Pair[];
  brands: Map<string, string>;
  /** Each video's language: the primary subtag of its defaultAudioLanguage (`en` when it has none). */
  languages: Map<string, string>;
}

export function loadEvalSet(dir = EVAL_DIR): EvalSet {
  const brands = brandDomainMap(path.join(dir, 'brands.jsonl'));
  const titles = new Map<string, string>();
  const languages = new Map<string, string>();
  const videoIds: string[] = [];
  for (const line of fs.readFileSync(path.join(dir, 'videos.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const v = JSON.parse(line) as { id: string; snippet: { title: string; defaultAudioLanguage?: string } };
    videoIds.push(v.id);
    titles.set(v.id, v.snippet.title);
    languages.set(v.id, (v.snippet.defaultAudioLanguage ?? 'en').split('-')[0]!.toLowerCase());
  }
  const labels = JSON.parse(fs.readFileSync(path.join(dir, 'labels.json'), 'utf8')) as Record<
    string,
    { domain: string; type: string }[]
  >;
  const missing = videoIds.filter((id) => !(id in labels));
  const unknown = Object.keys(labels).filter((id) => !titles.has(id));
  if (missing.length || unknown.length) {
    throw new Error(
      `labels.json must list every video exactly: ${missing.length} videos without labels (${missing.slice(0, 5).join(', ')}), ${unknown.length} labels for unknown videos (${unknown.slice(0, 5).join(', ')})`,
    );
  }
  const labeled: Pair[] = [];
  for (const [videoId, list] of Object.entries(labels)) {
    for (const l of list) {
      if (!(SPONSORSHIP_TYPES as readonly string[]).includes(l.type))
        throw new Error(`labels.json: ${videoId} has an unknown type ${JSON.stringify(l.type)}`);
      labeled.push({ videoId, domain: canonicalDomain(l.domain, brands), type: l.type });
    }
  }
  return { dir, videoIds, titles, labeled, brands, languages };
}

/** Precision, recall, F1 and type accuracy per video language, from the labels and the scored errors. */
export function scoreByLanguage(set: EvalSet, errors: EvalError[]): Record<string, LanguageScore> {
  const out: Record<string, LanguageScore> = {};
  const of = (id: string) => {
    const lang = set.languages.get(id) ?? 'en';
    return (out[lang] ??= {
      videos: 0,
      labeled: 0,
      tp: 0,
      fp: 0,
      fn: 0,
      precision: 0,
      recall: 0,
      f1: 0,
      typeAccuracy: 0,
    });
  };
  for (const id of set.videoIds) of(id).videos++;
  for (const p of set.labeled) of(p.videoId).labeled++;
  const wrong: Record<string, number> = {};
  for (const e of errors) {
    if (e.kind === 'false-positive') of(e.videoId).fp++;
    else if (e.kind === 'false-negative') of(e.videoId).fn++;
    else if (e.kind === 'wrong-type')
      wrong[set.languages.get(e.videoId) ?? 'en'] = (wrong[set.languages.get(e.videoId) ?? 'en'] ?? 0) + 1;
  }
  for (const [lang, s] of Object.entries(out)) {
    s.tp = s.labeled - s.fn;
    s.precision = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 1;
    s.recall = s.labeled ? s.tp / s.labeled : 1;
    s.f1 = s.precision + s.recall ? (2 * s.precision * s.recall) / (s.precision + s.recall) : 0;
    s.typeAccuracy = s.tp ? (s.tp - (wrong[lang] ?? 0)) / s.tp : 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The pipeline: import → operation → API

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

async function poll<T>(fn: () => Promise<T | null>, timeoutMs: number, everyMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

interface Operation {
  id: string;
  status: string;
  completedAt: string | null;
  error: { code: string; message: string } | null;
  result: { ref: string } | null;
}

/** Runs sponsor-detection over `ids` in chunks; returns the operations and each video's reported status. */
export async function detect(app: FastifyInstance, key: string, ids: string[]) {
  const operations: { id: string; status: string; videos: number }[] = [];
  const statuses = new Map<string, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const started = await app.inject({
      method: 'POST',
      url: '/v1/operations',
      headers: auth(key),
      payload: { kind: 'sponsor-detection', input: { videoYoutubeIds: chunk } },
    });
    if (started.statusCode !== 201)
      throw new Error(`starting sponsor-detection answered ${started.statusCode}: ${started.body}`);
    const id = (started.json() as Operation).id;
    const done = await poll(async () => {
      const r = await app.inject({ url: `/v1/operations/${id}`, headers: auth(key) });
      if (r.statusCode !== 200) throw new Error(`GET /v1/operations/${id} answered ${r.statusCode}: ${r.body}`);
      const op = r.json() as Operation;
      return op.completedAt ? op : null;
    }, OPERATION_TIMEOUT_MS).catch((err: Error) => {
      throw new Error(`sponsor-detection operation ${id} did not finish: ${err.message}`);
    });
    operations.push({ id, status: done.status, videos: chunk.length });
    if (done.status !== 'succeeded')
      throw new Error(`sponsor-detection operation ${id} ended ${done.status}: ${JSON.stringify(done.error)}`);
    const result = await app.inject({ url: done.result!.ref, headers: auth(key) });
    if (result.statusCode !== 200)
      throw new Error(`GET ${done.result!.ref} answered ${result.statusCode}: ${result.body}`);
    const out = (result.json() as { output?: { videos?: { videoId: string; status: string }[] } }).output;
    for (const v of out?.videos ?? []) statuses.set(v.videoId, v.status);
  }
  return { operations, statuses };
}

/**
 * Reads each video's sponsorships through GET /v1/videos/{videoId}; pairs carry canonical domains. A sponsorship
 * without a brandDomain is attributed to its brand's first domain (GET /v1/brands/{brandId}).
 */
export async function readSponsorships(
  app: FastifyInstance,
  key: string,
  ids: string[],
  brands: Map<string, string>,
): Promise<Pair[]> {
  const pairs: Pair[] = [];
  const brandDomains = new Map<string, string>();
  const domainOfBrand = async (brandId: string, brandName: string | undefined) => {
    if (!brandDomains.has(brandId)) {
      const r = await app.inject({ url: `/v1/brands/${encodeURIComponent(brandId)}`, headers: auth(key) });
      const domains = r.statusCode === 200 ? (r.json() as { domains?: string[] }).domains : undefined;
      brandDomains.set(brandId, domains?.[0] ?? `(brand without a domain: ${brandName ?? brandId})`);
    }
    return brandDomains.get(brandId)!;
  };
  for (const videoId of ids) {
    const r = await app.inject({ url: `/v1/videos/${encodeURIComponent(videoId)}`, headers: auth(key) });
    if (r.statusCode !== 200) throw new Error(`GET /v1/videos/${videoId} answered ${r.statusCode}: ${r.body}`);
    const video = r.json() as {
      sponsorships?: {
        brandId: string;
        brandDomain: string | null;
        brandName?: string;
        type: string;
        confidence: number;
      }[];
    };
    for (const s of video.sponsorships ?? []) {
      const domain = s.brandDomain || (await domainOfBrand(s.brandId, s.brandName));
      pairs.push({ videoId, domain: canonicalDomain(domain, brands), type: s.type, confidence: s.confidence });
    }
  }
  return pairs;
}

/** A fresh embedded database with the whole app, the operation worker running in-process. */
export async function bootEmbedded() {
  const store = await openStore({ dataDir: null });
  const config = loadConfig({
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: '7f'.repeat(32),
    OPERATION_POLL_MS: '100',
    LOG_LEVEL: 'silent',
  });
  const runtime = createRuntime(config, store, { worker: true, deliver: false });
  const app = await buildApp({ config, db: store.db, services: runtime.services, logger: false });
  await app.ready();
  await runtime.start();
  const account = await findOrCreateAccount(store.db, 'eval');
  const key = (
    await createApiKey(store.db, {
      accountId: account.id,
      name: 'eval',
      scopes: ['operations:write', 'operations:read', 'data:read'],
    })
  ).key;
  return {
    app,
    db: store.db,
    key,
    close: async () => {
      await app.close();
      await runtime.stop();
      await store.close();
    },
  };
}

export async function evaluate(dir: string = EVAL_DIR, name = setName(dir)): Promise<EvalReport> {
  const t0 = Date.now();
  const set = loadEvalSet(dir);
  const env = await bootEmbedded();
  try {
    const imported = {} as Record<ImportKind, number>;
    for (const kind of ['brands', 'channels', 'videos'] as const) {
      const report = await importFile(env.db, kind, path.join(dir, `${kind}.jsonl`));
      if (report.errors.length) {
        throw new Error(
          `import ${kind}: ${report.errors.length} bad lines, e.g. ${report.errors
            .slice(0, 3)
            .map((e) => `line ${e.line}: ${e.message}`)
            .join('; ')}`,
        );
      }
      imported[kind] = report.imported;
    }
    if (imported.videos !== set.videoIds.length)
      throw new Error(`imported ${imported.videos} videos, expected ${set.videoIds.length}`);

    const { operations, statuses } = await detect(env.app, env.key, set.videoIds);
    const detected = await readSponsorships(env.app, env.key, set.videoIds, set.brands);
    return reportOf(set, name, { detected, statuses, imported, operations, startedAt: t0 });
  } finally {
    await env.close();
  }
}

/** What one evaluation path measured of a set: the pairs it detected and how each video ended. */
export interface Measured {
  detected: Pair[];
  statuses: Map<string, string>;
  imported: Record<ImportKind, number>;
  operations: EvalReport['operations'];
  startedAt: number;
}

/** The report of a set from what a path measured: the same scoring whichever path ran (this file's or evalEngine.ts). */
export function reportOf(set: EvalSet, name: string, m: Measured): EvalReport {
  const scored = score(set.labeled, m.detected, set.videoIds, set.titles);
  const statusCounts: Record<string, number> = {};
  for (const id of set.videoIds) {
    const s = m.statuses.get(id) ?? '(not reported)';
    statusCounts[s] = (statusCounts[s] ?? 0) + 1;
    if (s !== 'processed') scored.errors.push({ kind: 'video', videoId: id, title: set.titles.get(id) ?? '', got: s });
  }
  const labeledIds = new Set(set.labeled.map((p) => p.videoId));
  return {
    set: { name, dir: path.relative(path.resolve(FIXTURES, '../..'), set.dir) },
    ...scored,
    byLanguage: scoreByLanguage(set, scored.errors),
    videos: {
      total: set.videoIds.length,
      negatives: set.videoIds.filter((id) => !labeledIds.has(id)).length,
      statuses: statusCounts,
    },
    imported: m.imported,
    operations: m.operations,
    durationMs: Date.now() - m.startedAt,
  };
}

export function setName(dir: string): string {
  const found = Object.entries(EVAL_SETS).find(([, d]) => path.resolve(d) === path.resolve(dir));
  return found ? found[0] : path.basename(dir);
}

// ---------------------------------------------------------------------------------------------------
// The report

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatReport(r: EvalReport): string {
  const lines: string[] = [];
  const labeled = r.pairs.tp + r.pairs.fn;
  lines.push(`Sponsor detection — ${r.set.name} set (${r.set.dir})`);
  lines.push(`imported: ${r.imported.brands} brands, ${r.imported.channels} channels, ${r.imported.videos} videos`);
  lines.push(`operations: ${r.operations.map((o) => `${o.id} ${o.status} (${o.videos} videos)`).join(', ')}`);
  lines.push(
    `videos: ${r.videos.total} (${r.videos.negatives} with no sponsor); statuses ${Object.entries(r.videos.statuses)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}`,
  );
  lines.push(`labeled pairs: ${labeled}; detected pairs: ${r.pairs.tp + r.pairs.fp}`);
  lines.push('');
  lines.push(
    `(video, brand domain) pairs   precision ${pct(r.precision)}   recall ${pct(r.recall)}   F1 ${pct(r.f1)}   (tp ${r.pairs.tp}, fp ${r.pairs.fp}, fn ${r.pairs.fn})`,
  );
  lines.push(`type accuracy over true positives: ${pct(r.typeAccuracy)} (${r.typed.correct}/${r.typed.total})`);
  lines.push(formatBands(r.confidenceBands));
  lines.push('');
  lines.push('type            labeled  detected  correct  precision  recall     F1');
  for (const t of SPONSORSHIP_TYPES) {
    const s = r.perType[t];
    lines.push(
      `${t.padEnd(15)} ${String(s.labeled).padStart(7)}  ${String(s.detected).padStart(8)}  ${String(s.tp).padStart(7)}  ${pct(s.precision).padStart(9)}  ${pct(s.recall).padStart(6)}  ${pct(s.f1).padStart(6)}`,
    );
  }
  const langs = Object.entries(r.byLanguage ?? {});
  if (langs.length > 1) {
    lines.push('');
    lines.push('language  videos  pairs  precision  recall     F1  type accuracy');
    for (const [lang, s] of langs.sort((a, b) => b[1].videos - a[1].videos))
      lines.push(
        `${lang.padEnd(8)} ${String(s.videos).padStart(7)}  ${String(s.labeled).padStart(5)}  ${pct(s.precision).padStart(9)}  ${pct(s.recall).padStart(6)}  ${pct(s.f1).padStart(6)}  ${pct(s.typeAccuracy).padStart(13)}`,
      );
  }
  const groups: [EvalError['kind'], string][] = [
    ['false-negative', 'False negatives (labeled, not detected)'],
    ['false-positive', 'False positives (detected, not labeled)'],
    ['wrong-type', 'Wrong type (right brand)'],
    ['duplicate', 'Duplicate sponsorships'],
    ['video', 'Videos not processed'],
  ];
  for (const [kind, heading] of groups) {
    const list = r.errors.filter((e) => e.kind === kind);
    if (!list.length) continue;
    lines.push('');
    lines.push(`${heading}: ${list.length}`);
    for (const e of list) {
      const what =
        kind === 'wrong-type'
          ? `${e.domain}: labeled ${e.expected}, detected ${e.got}`
          : kind === 'video'
            ? `status ${e.got}`
            : `${e.domain} (${e.expected ?? e.got})`;
      lines.push(`  ${e.videoId}  ${e.title.length > 60 ? e.title.slice(0, 59) + '…' : e.title.padEnd(60)}  ${what}`);
    }
  }
  lines.push('');
  lines.push(`done in ${(r.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}

/** One line per set: the headline figures side by side. */
export function formatSummary(reports: EvalReport[]): string {
  const lines = ['set            videos  pairs  precision  recall     F1  type accuracy'];
  for (const r of reports) {
    const labeled = r.pairs.tp + r.pairs.fn;
    lines.push(
      `${r.set.name.padEnd(13)} ${String(r.videos.total).padStart(7)}  ${String(labeled).padStart(5)}  ${pct(r.precision).padStart(9)}  ${pct(r.recall).padStart(6)}  ${pct(r.f1).padStart(6)}  ${pct(r.typeAccuracy).padStart(13)}`,
    );
  }
  return lines.join('\n');
}

async function main(argv: string[]) {
  // --engine: the engine path (scripts/evalEngine.ts), the same figures without the service in a fraction of the time.
  const engine = argv.includes('--engine');
  const args = argv.filter((a) => a !== '--engine');
  const unknown = args.filter((a) => !(a in EVAL_SETS));
  if (unknown.length)
    throw new Error(`unknown set ${unknown.join(', ')}; the sets are ${Object.keys(EVAL_SETS).join(', ')}`);
  const names = (args.length ? args : Object.keys(EVAL_SETS)) as EvalSetName[];
  const { evaluateEngine } = engine ? await import('./evalEngine.js') : { evaluateEngine: null };
  const reports: EvalReport[] = [];
  for (const name of names) {
    const r = evaluateEngine ? evaluateEngine(EVAL_SETS[name], name) : await evaluate(EVAL_SETS[name], name);
    reports.push(r);
    process.stdout.write(formatReport(r) + '\n\n');
  }
  if (reports.length > 1) process.stdout.write(formatSummary(reports) + '\n' + formatBands(sumBands(reports)) + '\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2))
    .then(() => process.exit(0))
    .catch((err: Error) => {
      process.stderr.write(`eval failed: ${err.stack ?? err.message}\n`);
      process.exit(1);
    });
}
