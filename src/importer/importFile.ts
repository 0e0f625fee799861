// The importer: how real data gets into the directory.
//
// Input is either JSON lines (one object per line; blank lines are skipped; line numbers are the file's
// 1-based line numbers) or one whole JSON document: a YouTube list response such as
// {"kind": "youtube#videoListResponse", "items": [...]} (or a bare JSON array of resources). For a whole
// document, the "line" of a record is its 1-based index in `items`, not a line of the file.
//
// JSON lines are streamed and written in batches (BATCH_SIZE records, one transaction each), so a large
// file imports quickly in constant memory. A bad record (not JSON, wrong shape, missing or invalid field)
// is reported with its line number and changes nothing; the good records around it still land. If the
// database refuses a batch, its records are retried one by one so that only the offending ones fail.
//
// Kinds:
// - videos: YouTube Data API v3 video resources, upserted on video_id. A re-import updates the fields that
//   come from YouTube and never touches processing_state, processing_requested_at, ai_summary, transcript.
//   A video whose channel is unknown creates a minimal creator (title = snippet.channelTitle).
// - channels: YouTube channel resources, upserted on channel_id.
// - brands: the service's own brand objects, matched to an existing brand by any of their domains.
import fs from 'node:fs';
import readline from 'node:readline';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { parseChapters } from '../detection/chapters.js';

export const IMPORT_KINDS = ['videos', 'channels', 'brands'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export interface ImportReport {
  imported: number;
  errors: { line: number; message: string }[];
}
/** One input record: its line (or 1-based index in `items`) and either its parsed value or why it could not be read. */
export type ImportRecord = { line: number; value: unknown; error?: undefined } | { line: number; error: string; value?: undefined };

export const BATCH_SIZE = 500;
/** Brand kinds, as documented in docs/api.md. */
export const BRAND_KINDS = ['Direct', 'Agency', 'Marketplace'] as const;
/** A video this short (and not live) is a Short. YouTube marks Shorts nowhere in the API; ≤ 60 s is the classic limit. */
export const SHORT_MAX_SECONDS = 60;
/** Whole-document input is parsed in memory; larger files must be JSON lines. */
const MAX_DOCUMENT_BYTES = 256 * 1024 * 1024;

export const YOUTUBE_CATEGORIES: Record<string, string> = {
  '1': 'Film & Animation',
  '2': 'Autos & Vehicles',
  '10': 'Music',
  '15': 'Pets & Animals',
  '17': 'Sports',
  '19': 'Travel & Events',
  '20': 'Gaming',
  '22': 'People & Blogs',
  '23': 'Comedy',
  '24': 'Entertainment',
  '25': 'News & Politics',
  '26': 'Howto & Style',
  '27': 'Education',
  '28': 'Science & Technology',
  '29': 'Nonprofits & Activism',
};

// ---------------------------------------------------------------------------------------------------
// Reading

class ShapeError extends Error {}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `"${v.length > 40 ? v.slice(0, 40) + '…' : v}"`;
  if (typeof v === 'object') return 'an object';
  return String(v);
}

function parseLine(line: number, text: string): ImportRecord {
  try {
    return { line, value: JSON.parse(text) };
  } catch (err) {
    return { line, error: `not valid JSON (${(err as Error).message})` };
  }
}

function isListDocument(v: unknown): v is { items: unknown[] } {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Array.isArray((v as { items?: unknown }).items);
}

/**
 * Streams the records of an import file: JSON lines, or the items of one whole JSON document.
 * Throws (before yielding anything) when the file cannot be read.
 */
export async function* readRecords(file: string): AsyncGenerator<ImportRecord> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(code === 'ENOENT' ? `Cannot import ${file}: no such file.` : `Cannot import ${file}: ${(err as Error).message}`);
  }
  if (!stat.isFile()) throw new Error(`Cannot import ${file}: not a regular file.`);
  try {
    await fs.promises.access(file, fs.constants.R_OK);
  } catch (err) {
    throw new Error(`Cannot import ${file}: ${(err as Error).message}`);
  }

  // Decide the form from the first non-blank line: if it is a complete JSON object it is JSON lines,
  // unless it is itself a list response (a one-line document). If it is not complete JSON, the file
  // may be a pretty-printed document.
  const first = await firstNonBlankLine(file);
  if (first === null) return;
  let whole = false;
  try {
    const v: unknown = JSON.parse(first.text);
    whole = isListDocument(v) || Array.isArray(v);
  } catch {
    whole = stat.size <= MAX_DOCUMENT_BYTES;
  }
  if (whole) {
    let doc: unknown;
    let parsed = false;
    try {
      doc = JSON.parse(stripBom(await fs.promises.readFile(file, 'utf8')));
      parsed = true;
    } catch {
      // not one document: read it as JSON lines and report the lines that are not JSON
    }
    if (parsed) {
      const items = isListDocument(doc) ? doc.items : Array.isArray(doc) ? doc : [doc];
      for (let i = 0; i < items.length; i++) yield { line: i + 1, value: items[i] };
      return;
    }
  }
  const rl = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const raw of rl) {
      n++;
      const text = n === 1 ? stripBom(raw) : raw;
      if (text.trim() === '') continue;
      yield parseLine(n, text);
    }
  } finally {
    rl.close();
  }
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

async function firstNonBlankLine(file: string): Promise<{ line: number; text: string } | null> {
  const rl = readline.createInterface({ input: fs.createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const raw of rl) {
      n++;
      const text = n === 1 ? stripBom(raw) : raw;
      if (text.trim() !== '') return { line: n, text };
    }
    return null;
  } finally {
    rl.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Field readers: each throws a ShapeError naming the field's path.

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function obj(parent: Obj, key: string, path: string, required = false): Obj | undefined {
  const v = parent[key];
  if (v === undefined || v === null) {
    if (required) throw new ShapeError(`${path} is missing`);
    return undefined;
  }
  if (!isObj(v)) throw new ShapeError(`${path} must be an object (got ${describe(v)})`);
  return v;
}

/**
 * PostgreSQL text cannot hold NUL characters, and its JSON parser refuses lone UTF-16 surrogates (which JSON.parse
 * lets through from "\ud800" escapes). A NUL makes the line a bad line, as it makes an API request a 400: dropping it
 * would store text (an id even) other than what was sent. A lone surrogate becomes U+FFFD, as decoders do.
 */
function clean(s: string, path: string): string {
  if (s.includes('\u0000')) throw new ShapeError(`${path} contains a NUL (U+0000) character, which cannot be stored`);
  return /[\ud800-\udfff]/.test(s) ? s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd') : s;
}

function str(parent: Obj, key: string, path: string, o: { required?: boolean; min?: number; max?: number } = {}): string | undefined {
  const v = parent[key];
  if (v === undefined || v === null) {
    if (o.required) throw new ShapeError(`${path} is missing`);
    return undefined;
  }
  if (typeof v !== 'string') throw new ShapeError(`${path} must be a string (got ${describe(v)})`);
  const s = clean(v, path);
  if (o.min !== undefined && s.length < o.min) throw new ShapeError(o.min === 1 ? `${path} is empty` : `${path} must have at least ${o.min} characters`);
  if (o.max !== undefined && s.length > o.max) throw new ShapeError(`${path} must have at most ${o.max} characters (got ${s.length})`);
  return s;
}

function strArray(parent: Obj, key: string, path: string): string[] | undefined {
  const v = parent[key];
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) throw new ShapeError(`${path} must be an array of strings (got ${describe(v)})`);
  return v.map((x, i) => {
    if (typeof x !== 'string') throw new ShapeError(`${path}[${i}] must be a string (got ${describe(x)})`);
    return clean(x, `${path}[${i}]`);
  });
}

const INT8_MAX = 9223372036854775807n;

/** A YouTube count: a string of digits (or a non-negative integer), as a decimal string for bigint. */
function count(parent: Obj, key: string, path: string): string | null {
  const v = parent[key];
  if (v === undefined || v === null) return null;
  let s: string | null = null;
  if (typeof v === 'string' && /^\d{1,19}$/.test(v.trim())) s = v.trim();
  else if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) s = String(v);
  if (s === null || BigInt(s) > INT8_MAX) throw new ShapeError(`${path} must be a non-negative integer (got ${describe(v)})`);
  return String(BigInt(s));
}

function bool(parent: Obj, key: string, path: string): boolean | undefined {
  const v = parent[key];
  if (v === undefined || v === null) return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new ShapeError(`${path} must be true or false (got ${describe(v)})`);
}

function timestamp(parent: Obj, key: string, path: string): string {
  const s = str(parent, key, path, { required: true })!;
  // ISO 8601 with a date and, optionally, a time and zone; Date alone accepts too much ("1", "May 5").
  const d = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i.test(s.trim()) ? new Date(s.trim()) : null;
  if (!d || Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) throw new ShapeError(`${path} is not a valid ISO 8601 timestamp (got ${describe(s)})`);
  return d.toISOString();
}

/** An http(s) URL. */
function url(parent: Obj, key: string, path: string): string | undefined {
  const s = str(parent, key, path, { max: 2048 });
  if (s === undefined) return undefined;
  if (!/^https?:\/\/\S+$/i.test(s)) throw new ShapeError(`${path} must be an http(s) URL (got ${describe(s)})`);
  return s;
}

/** The best thumbnail's URL: maxres, then standard, high, medium, default. */
function thumbnail(snippet: Obj, path: string): string | null {
  const thumbs = obj(snippet, 'thumbnails', `${path}.thumbnails`);
  if (!thumbs) return null;
  for (const size of ['maxres', 'standard', 'high', 'medium', 'default']) {
    const t = obj(thumbs, size, `${path}.thumbnails.${size}`);
    const u = t && url(t, 'url', `${path}.thumbnails.${size}.url`);
    if (u) return u;
  }
  return null;
}

const INT4_MAX = 2147483647;

/** Seconds in an ISO 8601 duration as YouTube writes them: PT1H2M3S, P1DT2H, PT45S, P0D (also weeks). */
export function parseIsoDuration(s: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(s.trim());
  if (!m) return null;
  const [, w, d, h, min, sec] = m;
  if ([w, d, h, min, sec].every((x) => x === undefined)) return null;
  const total = Number(w ?? 0) * 604800 + Number(d ?? 0) * 86400 + Number(h ?? 0) * 3600 + Number(min ?? 0) * 60 + Math.round(Number(sec ?? 0));
  return Number.isSafeInteger(total) ? total : null;
}

// ---------------------------------------------------------------------------------------------------
// Videos

export interface VideoRow {
  video_id: string;
  channel_id: string;
  channel_title: string | null;
  format: 'video' | 'short';
  title: string;
  description: string;
  thumbnail_url: string | null;
  published_at: string;
  duration_seconds: number | null;
  view_count: string | null;
  like_count: string | null;
  comment_count: string | null;
  includes_paid_promotion: boolean;
  is_live_content: boolean;
  category: string | null;
  has_captions: boolean;
  is_private: boolean;
  is_unlisted: boolean;
  default_language: string | null;
  keywords: string[];
  chapters: { title: string; timeRangeStartMillis: number }[];
}

function expectKind(r: Obj, kind: string) {
  if (r.kind !== undefined && r.kind !== kind) throw new ShapeError(`kind is ${describe(r.kind)}, expected "${kind}"`);
}

export function toVideoRow(v: unknown): VideoRow {
  if (!isObj(v)) throw new ShapeError(`expected a JSON object (a YouTube video resource), got ${describe(v)}`);
  expectKind(v, 'youtube#video');
  const id = str(v, 'id', 'id', { required: true, min: 1, max: 256 })!;
  const snippet = obj(v, 'snippet', 'snippet', true)!;
  const channelId = str(snippet, 'channelId', 'snippet.channelId', { required: true, min: 1, max: 64 })!;
  const publishedAt = timestamp(snippet, 'publishedAt', 'snippet.publishedAt');
  const title = str(snippet, 'title', 'snippet.title', { required: true })!;
  const description = str(snippet, 'description', 'snippet.description') ?? '';
  const channelTitle = str(snippet, 'channelTitle', 'snippet.channelTitle') ?? null;
  const tags = strArray(snippet, 'tags', 'snippet.tags') ?? [];
  const categoryId = snippet.categoryId;
  if (categoryId !== undefined && categoryId !== null && typeof categoryId !== 'string' && typeof categoryId !== 'number') {
    throw new ShapeError(`snippet.categoryId must be a string (got ${describe(categoryId)})`);
  }
  const category = categoryId === undefined || categoryId === null ? null : (YOUTUBE_CATEGORIES[String(categoryId)] ?? null);
  const language = str(snippet, 'defaultAudioLanguage', 'snippet.defaultAudioLanguage', { max: 35 }) ?? str(snippet, 'defaultLanguage', 'snippet.defaultLanguage', { max: 35 }) ?? null;
  const live = str(snippet, 'liveBroadcastContent', 'snippet.liveBroadcastContent');
  const liveDetails = obj(v, 'liveStreamingDetails', 'liveStreamingDetails');

  const details = obj(v, 'contentDetails', 'contentDetails');
  let duration: number | null = null;
  let captions = false;
  if (details) {
    const d = str(details, 'duration', 'contentDetails.duration');
    if (d !== undefined) {
      duration = parseIsoDuration(d);
      if (duration === null) throw new ShapeError(`contentDetails.duration is not an ISO 8601 duration such as PT4M13S (got ${describe(d)})`);
      if (duration > INT4_MAX) throw new ShapeError(`contentDetails.duration is too long (${d})`);
    }
    captions = bool(details, 'caption', 'contentDetails.caption') ?? false;
  }
  const stats = obj(v, 'statistics', 'statistics') ?? {};
  const status = obj(v, 'status', 'status');
  const privacy = status ? str(status, 'privacyStatus', 'status.privacyStatus') : undefined;
  const paid = obj(v, 'paidProductPlacementDetails', 'paidProductPlacementDetails');
  const isLive = live === 'live' || live === 'upcoming' || liveDetails !== undefined;

  return {
    video_id: id,
    channel_id: channelId,
    channel_title: channelTitle,
    // An upcoming or live stream reports P0D; only a finished, non-live video of 1..60 s is a Short.
    format: duration !== null && duration > 0 && duration <= SHORT_MAX_SECONDS && !isLive ? 'short' : 'video',
    title,
    description,
    thumbnail_url: thumbnail(snippet, 'snippet'),
    published_at: publishedAt,
    duration_seconds: duration,
    view_count: count(stats, 'viewCount', 'statistics.viewCount'),
    like_count: count(stats, 'likeCount', 'statistics.likeCount'),
    comment_count: count(stats, 'commentCount', 'statistics.commentCount'),
    includes_paid_promotion: (paid && bool(paid, 'hasPaidProductPlacement', 'paidProductPlacementDetails.hasPaidProductPlacement')) ?? false,
    is_live_content: isLive,
    category,
    has_captions: captions,
    is_private: privacy === 'private',
    is_unlisted: privacy === 'unlisted',
    default_language: language,
    keywords: [...new Set(tags.map((t) => t.trim()).filter(Boolean))],
    chapters: parseChapters(description),
  };
}

const VIDEO_COLUMNS: [keyof VideoRow, string][] = [
  ['video_id', 'text'],
  ['channel_id', 'text'],
  ['format', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['thumbnail_url', 'text'],
  ['published_at', 'timestamptz'],
  ['duration_seconds', 'integer'],
  ['view_count', 'bigint'],
  ['like_count', 'bigint'],
  ['comment_count', 'bigint'],
  ['includes_paid_promotion', 'boolean'],
  ['is_live_content', 'boolean'],
  ['category', 'text'],
  ['has_captions', 'boolean'],
  ['is_private', 'boolean'],
  ['is_unlisted', 'boolean'],
  ['default_language', 'text'],
  ['keywords', 'text[]'],
  ['chapters', 'jsonb'],
];

/** The last record of each key wins when a batch holds the same resource twice. */
function lastByKey<T>(rows: T[], key: (r: T) => string): T[] {
  const m = new Map<string, T>();
  for (const r of rows) {
    const k = key(r);
    m.delete(k);
    m.set(k, r);
  }
  return [...m.values()];
}

async function writeVideos(db: Database, rows: VideoRow[]) {
  rows = lastByKey(rows, (r) => r.video_id);
  const channels = lastByKey(
    rows.map((r) => ({ channel_id: r.channel_id, title: r.channel_title })),
    (c) => c.channel_id,
  );
  // Minimal creators for unknown channels; a known creator keeps its title (a missing one is filled in).
  await sql`insert into creators (channel_id, platform, title)
    select x.channel_id, 'youtube', x.title from jsonb_to_recordset(${JSON.stringify(channels)}::jsonb) as x(channel_id text, title text)
    on conflict (channel_id) do update set title = excluded.title, updated_at = now()
    where creators.title is null and excluded.title is not null`.execute(db);

  const cols = sql.raw(VIDEO_COLUMNS.map(([c]) => c).join(', '));
  const defs = sql.raw(VIDEO_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', '));
  const updatable = VIDEO_COLUMNS.filter(([c]) => c !== 'video_id').map(([c]) => c);
  const set = sql.raw(updatable.map((c) => `${c} = excluded.${c}`).join(', '));
  const changed = sql.raw(`(${updatable.map((c) => `videos.${c}`).join(', ')}) is distinct from (${updatable.map((c) => `excluded.${c}`).join(', ')})`);
  await sql`insert into videos (platform, ${cols})
    select 'youtube', ${cols} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${defs})
    on conflict (video_id) do update set ${set}, platform = 'youtube', updated_at = now()
    where ${changed} or videos.platform <> 'youtube'`.execute(db);
}

// ---------------------------------------------------------------------------------------------------
// Channels

export interface ChannelRow {
  channel_id: string;
  handle: string | null;
  title: string;
  description: string | null;
  subscriber_count: string | null;
  avatar_url: string | null;
  country: string | null;
  keywords: string[];
}

/** Channel keywords as YouTube stores them: space separated, "quoted phrases" kept together. */
export function parseChannelKeywords(s: string): string[] {
  const out: string[] = [];
  for (const m of s.matchAll(/"([^"]*)"|(\S+)/g)) {
    const k = (m[1] ?? m[2]).trim();
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

export function toChannelRow(v: unknown): ChannelRow {
  if (!isObj(v)) throw new ShapeError(`expected a JSON object (a YouTube channel resource), got ${describe(v)}`);
  expectKind(v, 'youtube#channel');
  const id = str(v, 'id', 'id', { required: true, min: 1, max: 64 })!;
  const snippet = obj(v, 'snippet', 'snippet', true)!;
  const title = str(snippet, 'title', 'snippet.title', { required: true })!;
  const customUrl = str(snippet, 'customUrl', 'snippet.customUrl', { max: 200 })?.trim();
  const country = str(snippet, 'country', 'snippet.country', { max: 10 }) ?? null;
  const stats = obj(v, 'statistics', 'statistics') ?? {};
  const hidden = bool(stats, 'hiddenSubscriberCount', 'statistics.hiddenSubscriberCount') ?? false;
  const subscribers = count(stats, 'subscriberCount', 'statistics.subscriberCount');
  const branding = obj(v, 'brandingSettings', 'brandingSettings');
  const brandingChannel = branding && obj(branding, 'channel', 'brandingSettings.channel');
  const keywords = brandingChannel ? str(brandingChannel, 'keywords', 'brandingSettings.channel.keywords') : undefined;
  return {
    channel_id: id,
    handle: customUrl ? (customUrl.startsWith('@') ? customUrl : `@${customUrl}`) : null,
    title,
    description: str(snippet, 'description', 'snippet.description') ?? null,
    subscriber_count: hidden ? null : subscribers,
    avatar_url: thumbnail(snippet, 'snippet'),
    country: country ? country.toUpperCase() : null,
    keywords: keywords ? parseChannelKeywords(keywords) : [],
  };
}

const CHANNEL_COLUMNS: [keyof ChannelRow, string][] = [
  ['channel_id', 'text'],
  ['handle', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['subscriber_count', 'bigint'],
  ['avatar_url', 'text'],
  ['country', 'text'],
  ['keywords', 'text[]'],
];

async function writeChannels(db: Database, rows: ChannelRow[]) {
  rows = lastByKey(rows, (r) => r.channel_id);
  const cols = sql.raw(CHANNEL_COLUMNS.map(([c]) => c).join(', '));
  const defs = sql.raw(CHANNEL_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', '));
  const updatable = CHANNEL_COLUMNS.filter(([c]) => c !== 'channel_id').map(([c]) => c);
  const set = sql.raw(updatable.map((c) => `${c} = excluded.${c}`).join(', '));
  const changed = sql.raw(`(${updatable.map((c) => `creators.${c}`).join(', ')}) is distinct from (${updatable.map((c) => `excluded.${c}`).join(', ')})`);
  await sql`insert into creators (platform, ${cols})
    select 'youtube', ${cols} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${defs})
    on conflict (channel_id) do update set ${set}, platform = 'youtube', updated_at = now()
    where ${changed} or creators.platform <> 'youtube'`.execute(db);
}

// ---------------------------------------------------------------------------------------------------
// Brands

export interface BrandInput {
  name: string;
  domains: string[];
  /** Optional fields: undefined keeps what an existing brand has; null or [] clears it. */
  shorteners?: string[];
  referralLinks?: string[];
  parentCompanyName?: string | null;
  kind?: string | null;
  marketplaceGroup?: string | null;
  agency?: string | null;
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A hostname as brand domains are stored: lower case, no scheme, path, port, trailing dot or `www.`; null if not a hostname. */
export function normalizeHostname(input: string): string | null {
  const h = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  return HOSTNAME.test(h) ? h : null;
}

function hostnames(parent: Obj, key: string, required: boolean): string[] | undefined {
  const v = parent[key];
  if (v === undefined || v === null) {
    if (required) throw new ShapeError(`${key} is missing`);
    return v === null ? [] : undefined;
  }
  if (!Array.isArray(v)) throw new ShapeError(`${key} must be an array of hostnames (got ${describe(v)})`);
  if (required && v.length === 0) throw new ShapeError(`${key} is empty; a brand needs at least one domain`);
  const out: string[] = [];
  v.forEach((d, i) => {
    if (typeof d !== 'string') throw new ShapeError(`${key}[${i}] must be a string (got ${describe(d)})`);
    const h = normalizeHostname(d);
    if (!h) throw new ShapeError(`${key}[${i}] is not a valid domain (got ${describe(d)})`);
    if (!out.includes(h)) out.push(h);
  });
  return out;
}

function optionalName(parent: Obj, key: string): string | null | undefined {
  if (parent[key] === null) return null;
  const s = str(parent, key, key, { max: 200 })?.trim();
  return s === undefined ? undefined : s || null;
}

export function toBrandInput(v: unknown): BrandInput {
  if (!isObj(v)) throw new ShapeError(`expected a JSON object (a brand), got ${describe(v)}`);
  const name = str(v, 'name', 'name', { required: true, max: 200 })!.trim();
  if (!name) throw new ShapeError('name is empty');
  const domains = hostnames(v, 'domains', true)!;
  const shorteners = hostnames(v, 'shorteners', false);
  let referralLinks: string[] | undefined;
  if (v.referralLinks === null) referralLinks = [];
  else if (v.referralLinks !== undefined) {
    referralLinks = [...new Set(strArray(v, 'referralLinks', 'referralLinks')!.map((s) => s.trim()))];
    referralLinks.forEach((l, i) => {
      if (!/^https?:\/\/\S+$/i.test(l) || l.length > 2048) throw new ShapeError(`referralLinks[${i}] must be an http(s) URL (got ${describe(l)})`);
    });
  }
  const kind = optionalName(v, 'kind');
  if (kind && !(BRAND_KINDS as readonly string[]).includes(kind)) {
    throw new ShapeError(`kind must be one of ${BRAND_KINDS.join(', ')} (got ${describe(kind)})`);
  }
  return {
    name,
    domains,
    shorteners,
    referralLinks,
    parentCompanyName: optionalName(v, 'parentCompanyName'),
    kind,
    marketplaceGroup: optionalName(v, 'marketplaceGroup'),
    agency: optionalName(v, 'agency'),
  };
}

async function agencyId(db: Database, name: string): Promise<string> {
  const found = await sql<{ id: string }>`select id from agencies where lower(name) = lower(${name}) order by created_at, id limit 1`.execute(db);
  if (found.rows[0]) return found.rows[0].id;
  const made = await sql<{ id: string }>`insert into agencies (name) values (${name}) returning id`.execute(db);
  return made.rows[0].id;
}

async function writeBrands(db: Database, rows: { line: number; row: BrandInput }[]): Promise<{ line: number; message: string }[]> {
  const errors: { line: number; message: string }[] = [];
  for (const { line, row: b } of rows) {
    // A brand owns a domain through brand_domains; brands.domains also counts, for a domain that another
    // brand already held as a shortener (brand_domains keeps one owner per domain).
    const matches = await sql<{ id: string; name: string }>`select id, name from brands where id in (
        select brand_id from brand_domains where domain = any(${b.domains}::text[]) and not is_shortener
        union select id from brands where domains && ${b.domains}::text[])
      order by name, id`.execute(db);
    if (matches.rows.length > 1) {
      errors.push({ line, message: `domains belong to ${matches.rows.length} different brands (${matches.rows.map((r) => r.name).join(', ')}); merge them first` });
      continue;
    }
    const agency = b.agency === undefined ? undefined : b.agency === null ? null : await agencyId(db, b.agency);
    const existing = matches.rows[0];
    if (!existing) {
      await sql`insert into brands (name, domains, shorteners, referral_links, parent_company_name, kind, marketplace_group, agency_id)
        values (${b.name}, ${b.domains}::text[], ${b.shorteners ?? []}::text[], ${b.referralLinks ?? []}::text[], ${b.parentCompanyName ?? null},
          ${b.kind ?? null}, ${b.marketplaceGroup ?? null}, ${agency ?? null}::uuid)`.execute(db);
      continue;
    }
    // Present fields replace what is stored (the file is the source of truth for them); absent ones stay.
    const keep = (v: unknown) => v === undefined;
    await sql`update brands set
        name = ${b.name},
        domains = ${b.domains}::text[],
        shorteners = case when ${keep(b.shorteners)} then shorteners else ${b.shorteners ?? []}::text[] end,
        referral_links = case when ${keep(b.referralLinks)} then referral_links else ${b.referralLinks ?? []}::text[] end,
        parent_company_name = case when ${keep(b.parentCompanyName)} then parent_company_name else ${b.parentCompanyName ?? null}::text end,
        kind = case when ${keep(b.kind)} then kind else ${b.kind ?? null}::text end,
        marketplace_group = case when ${keep(b.marketplaceGroup)} then marketplace_group else ${b.marketplaceGroup ?? null}::text end,
        agency_id = case when ${keep(agency)} then agency_id else ${agency ?? null}::uuid end,
        updated_at = now()
      where id = ${existing.id}::uuid and (name, domains, shorteners, referral_links, parent_company_name, kind, marketplace_group, agency_id)
        is distinct from (${b.name}, ${b.domains}::text[],
          case when ${keep(b.shorteners)} then shorteners else ${b.shorteners ?? []}::text[] end,
          case when ${keep(b.referralLinks)} then referral_links else ${b.referralLinks ?? []}::text[] end,
          case when ${keep(b.parentCompanyName)} then parent_company_name else ${b.parentCompanyName ?? null}::text end,
          case when ${keep(b.kind)} then kind else ${b.kind ?? null}::text end,
          case when ${keep(b.marketplaceGroup)} then marketplace_group else ${b.marketplaceGroup ?? null}::text end,
          case when ${keep(agency)} then agency_id else ${agency ?? null}::uuid end)`.execute(db);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// The pipeline

interface Kind<T> {
  parse(v: unknown): T;
  /** Writes valid rows inside a transaction; returns rows it refused (they must have written nothing). */
  write(db: Database, rows: { line: number; row: T }[]): Promise<{ line: number; message: string }[]>;
}

const KINDS: { [K in ImportKind]: Kind<unknown> } = {
  videos: {
    parse: toVideoRow,
    write: async (db, rows) => (await writeVideos(db, rows.map((r) => r.row as VideoRow)), []),
  },
  channels: {
    parse: toChannelRow,
    write: async (db, rows) => (await writeChannels(db, rows.map((r) => r.row as ChannelRow)), []),
  },
  brands: {
    parse: toBrandInput,
    write: (db, rows) => writeBrands(db, rows as { line: number; row: BrandInput }[]),
  },
};

async function writeBatch(db: Database, kind: Kind<unknown>, batch: ImportRecord[], report: ImportReport) {
  const good: { line: number; row: unknown }[] = [];
  for (const r of batch) {
    if (r.error !== undefined) {
      report.errors.push({ line: r.line, message: r.error });
      continue;
    }
    try {
      good.push({ line: r.line, row: kind.parse(r.value) });
    } catch (err) {
      if (!(err instanceof ShapeError)) throw err;
      report.errors.push({ line: r.line, message: err.message });
    }
  }
  if (!good.length) return;
  try {
    const refused = await db.transaction().execute((trx) => kind.write(trx, good));
    report.imported += good.length - refused.length;
    report.errors.push(...refused);
  } catch (batchErr) {
    if (good.length === 1) {
      report.errors.push({ line: good[0].line, message: `the database refused it (${(batchErr as Error).message})` });
      return;
    }
    // Find the rows the database refuses: each row on its own.
    for (const g of good) {
      try {
        const refused = await db.transaction().execute((trx) => kind.write(trx, [g]));
        report.imported += 1 - refused.length;
        report.errors.push(...refused);
      } catch (err) {
        report.errors.push({ line: g.line, message: `the database refused it (${(err as Error).message})` });
      }
    }
  }
}

/** Imports already-read records (tests, other callers); see importFile. */
export async function importRecords(db: Database, kind: ImportKind, records: Iterable<ImportRecord> | AsyncIterable<ImportRecord>, batchSize = BATCH_SIZE): Promise<ImportReport> {
  const k = KINDS[kind];
  if (!k) throw new Error(`Unknown import kind ${String(kind)}; choose from ${IMPORT_KINDS.join(', ')}.`);
  const report: ImportReport = { imported: 0, errors: [] };
  let batch: ImportRecord[] = [];
  for await (const r of records) {
    batch.push(r);
    if (batch.length >= batchSize) {
      await writeBatch(db, k, batch, report);
      batch = [];
    }
  }
  if (batch.length) await writeBatch(db, k, batch, report);
  report.errors.sort((a, b) => a.line - b.line);
  return report;
}

/**
 * Imports a JSON-lines file or a whole list response. Bad records are reported in `errors` (sorted by line)
 * and change nothing; a file that cannot be read throws.
 */
export async function importFile(db: Database, kind: ImportKind, file: string): Promise<ImportReport> {
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw new Error(`Unknown import kind ${String(kind)}; choose from ${IMPORT_KINDS.join(', ')}.`);
  return importRecords(db, kind, readRecords(file));
}
