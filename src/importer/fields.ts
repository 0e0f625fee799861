// Field coercion: readers for the fields of an input record, each throwing a ShapeError that names the
// field's path.
import { isObj, type Obj } from '../json.js';

export class ShapeError extends Error {}

export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `"${v.length > 40 ? v.slice(0, 40) + '…' : v}"`;
  if (typeof v === 'object') return 'an object';
  return String(v);
}

export function obj(parent: Obj, key: string, path: string, required = false): Obj | undefined {
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
  if (!/[\ud800-\udfff]/.test(s)) return s;
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

export function str(
  parent: Obj,
  key: string,
  path: string,
  o: { required?: boolean; min?: number; max?: number } = {},
): string | undefined {
  const v = parent[key];
  if (v === undefined || v === null) {
    if (o.required) throw new ShapeError(`${path} is missing`);
    return undefined;
  }
  if (typeof v !== 'string') throw new ShapeError(`${path} must be a string (got ${describe(v)})`);
  const s = clean(v, path);
  if (o.min !== undefined && s.length < o.min) {
    throw new ShapeError(o.min === 1 ? `${path} is empty` : `${path} must have at least ${o.min} characters`);
  }
  if (o.max !== undefined && s.length > o.max) {
    throw new ShapeError(`${path} must have at most ${o.max} characters (got ${s.length})`);
  }
  return s;
}

/** Called when a value is cut to YouTube's limit: the field's path, its length before the cut, the limit (characters). */
export type OnCut = (field: string, length: number, limit: number) => void;

/** Characters (Unicode code points) in a string whose surrogates are paired (clean() made them so). */
export function characterCount(s: string): number {
  let pairs = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) pairs++;
  }
  return s.length - pairs;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `s` of at most `max` characters (code points) that ends between two graphemes, so a cut
 * never splits a surrogate pair, an emoji sequence or a letter from its accents. Only the start is segmented (a few
 * thousand characters), however long `s` is. A single grapheme longer than `max` is cut at a code point instead.
 */
export function cutToCharacters(s: string, max: number): string {
  let end = 0;
  for (let n = 0; n < max && end < s.length; n++) {
    const c = s.charCodeAt(end);
    end += c >= 0xd800 && c <= 0xdbff && end + 1 < s.length ? 2 : 1;
  }
  if (end >= s.length) return s;
  // A grapheme that crosses the cut ends past it in the text segmented with a little of what follows.
  let kept = 0;
  for (const g of graphemes.segment(s.slice(0, end + 64))) {
    if (g.index + g.segment.length > end) break;
    kept = g.index + g.segment.length;
  }
  return s.slice(0, kept || end);
}

/**
 * `s` cut to at most `max` characters; `onCut` is told the field, its length and the limit when it was longer.
 * YouTube's own limits (titles, descriptions, tags) bound what the import keeps: a longer value cannot have come
 * from YouTube, and storing it whole would serve it back whole.
 */
export function limitText(s: string, max: number, path: string, onCut: OnCut): string {
  if (s.length <= max) return s;
  const length = characterCount(s);
  if (length <= max) return s;
  onCut(path, length, max);
  return cutToCharacters(s, max);
}

/**
 * The length YouTube gives a list of tags (or channel keywords): each tag's characters, a tag with a space counted
 * with the quotation marks YouTube wraps it in, and the commas (separators) between tags.
 */
export function tagsLength(tags: readonly string[]): number {
  return tags.reduce((n, t, i) => n + tagLength(t) + (i > 0 ? 1 : 0), 0);
}

function tagLength(tag: string): number {
  return characterCount(tag) + (/\s/.test(tag) ? 2 : 0);
}

/**
 * The first tags that fit YouTube's limit on their total length (tagsLength); the rest are dropped whole, since half
 * a tag is a tag nobody wrote.
 */
export function limitTags(tags: string[], max: number, path: string, onCut: OnCut): string[] {
  const total = tagsLength(tags);
  if (total <= max) return tags;
  onCut(path, total, max);
  const kept: string[] = [];
  let length = 0;
  for (const t of tags) {
    length += tagLength(t) + (kept.length ? 1 : 0);
    if (length > max) break;
    kept.push(t);
  }
  return kept;
}

export function strArray(parent: Obj, key: string, path: string): string[] | undefined {
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
export function count(parent: Obj, key: string, path: string): string | null {
  const v = parent[key];
  if (v === undefined || v === null) return null;
  let s: string | null = null;
  if (typeof v === 'string' && /^\d{1,19}$/.test(v.trim())) s = v.trim();
  else if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) s = String(v);
  if (s === null || BigInt(s) > INT8_MAX) {
    throw new ShapeError(`${path} must be a non-negative integer (got ${describe(v)})`);
  }
  return String(BigInt(s));
}

export function bool(parent: Obj, key: string, path: string): boolean | undefined {
  const v = parent[key];
  if (v === undefined || v === null) return undefined;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new ShapeError(`${path} must be true or false (got ${describe(v)})`);
}

// ISO 8601 with a date and, optionally, a time and zone; Date alone accepts too much ("1", "May 5").
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

export function timestamp(parent: Obj, key: string, path: string): string {
  const s = str(parent, key, path, { required: true })!;
  const d = ISO_TIMESTAMP.test(s.trim()) ? new Date(s.trim()) : null;
  if (!d || Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) {
    throw new ShapeError(`${path} is not a valid ISO 8601 timestamp (got ${describe(s)})`);
  }
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
export function thumbnail(snippet: Obj, path: string): string | null {
  const thumbs = obj(snippet, 'thumbnails', `${path}.thumbnails`);
  if (!thumbs) return null;
  for (const size of ['maxres', 'standard', 'high', 'medium', 'default']) {
    const t = obj(thumbs, size, `${path}.thumbnails.${size}`);
    const u = t && url(t, 'url', `${path}.thumbnails.${size}.url`);
    if (u) return u;
  }
  return null;
}

/** Seconds in an ISO 8601 duration as YouTube writes them: PT1H2M3S, P1DT2H, PT45S, P0D (also weeks). */
export function parseIsoDuration(s: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(s.trim());
  if (!m) return null;
  const [, w, d, h, min, sec] = m;
  if ([w, d, h, min, sec].every((x) => x === undefined)) return null;
  const total =
    Number(w ?? 0) * 604800 +
    Number(d ?? 0) * 86400 +
    Number(h ?? 0) * 3600 +
    Number(min ?? 0) * 60 +
    Math.round(Number(sec ?? 0));
  return Number.isSafeInteger(total) ? total : null;
}

export function expectKind(r: Obj, kind: string) {
  if (r.kind !== undefined && r.kind !== kind) throw new ShapeError(`kind is ${describe(r.kind)}, expected "${kind}"`);
}
