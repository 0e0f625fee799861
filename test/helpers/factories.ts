// Inserts directory rows with sensible defaults, so each test states only what it is about.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

let n = 0;
const next = () => ++n;

export async function insertCreator(
  db: Database,
  o: Partial<{
    channelId: string;
    platform: string;
    handle: string;
    title: string;
    subscriberCount: number | null;
    avatarUrl: string;
  }> = {},
) {
  const i = next();
  const c = {
    channelId: o.channelId ?? `UC${crypto.randomBytes(8).toString('hex')}`,
    platform: o.platform ?? 'youtube',
    handle: o.handle ?? `@creator${i}`,
    title: o.title ?? `Creator ${i}`,
    subscriberCount: o.subscriberCount === undefined ? 1000 * i : o.subscriberCount,
    avatarUrl: o.avatarUrl ?? `https://img.example/${i}.jpg`,
  };
  await sql`insert into creators (channel_id, platform, handle, title, subscriber_count, avatar_url)
    values (${c.channelId}, ${c.platform}, ${c.handle}, ${c.title}, ${c.subscriberCount}, ${c.avatarUrl})`.execute(db);
  return c;
}

export async function insertBrand(
  db: Database,
  o: Partial<{ name: string; domains: string[]; kind: string; agencyId: string | null }> = {},
) {
  const i = next();
  const name = o.name ?? `Brand ${i}`;
  const domains = o.domains ?? [`brand${i}-${crypto.randomBytes(3).toString('hex')}.com`];
  const r = await sql<{ id: string }>`insert into brands (name, domains, kind, agency_id)
    values (${name}, ${domains}, ${o.kind ?? 'Direct'}, ${o.agencyId ?? null}) returning id`.execute(db);
  return { id: r.rows[0].id, name, domains };
}

export async function insertAgency(db: Database, name = `Agency ${next()}`) {
  const r = await sql<{ id: string }>`insert into agencies (name) values (${name}) returning id`.execute(db);
  return { id: r.rows[0].id, name };
}

export async function insertVideo(
  db: Database,
  channelId: string,
  o: Partial<{
    videoId: string;
    title: string;
    platform: string;
    format: string;
    publishedAt: string;
    processingState: string;
    description: string;
    transcript: unknown;
  }> = {},
) {
  const i = next();
  const v = {
    videoId: o.videoId ?? `v${crypto.randomBytes(5).toString('hex')}`,
    title: o.title ?? `Video ${i}`,
    platform: o.platform ?? 'youtube',
    format: o.format ?? 'video',
    publishedAt: o.publishedAt ?? new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    processingState: o.processingState ?? 'not-processed',
  };
  await sql`insert into videos (video_id, channel_id, platform, format, title, description, published_at, processing_state, duration_seconds, view_count, transcript)
    values (${v.videoId}, ${channelId}, ${v.platform}, ${v.format}, ${v.title}, ${o.description ?? ''}, ${v.publishedAt}, ${v.processingState}, 600, 12345,
      ${o.transcript === undefined ? null : JSON.stringify(o.transcript)}::jsonb)`.execute(db);
  return v;
}

export async function insertSponsorship(
  db: Database,
  o: {
    videoId: string;
    brandId: string;
    type?: string;
    detectedAt?: string;
    agencyId?: string | null;
    brandDomain?: string;
    evidence?: unknown;
  },
) {
  const r = await sql<{
    id: string;
  }>`insert into sponsorships (video_id, brand_id, type, detected_at, agency_id, brand_domain, evidence)
    values (${o.videoId}, ${o.brandId}, ${o.type ?? 'Integration'}, ${o.detectedAt ?? new Date().toISOString()}, ${o.agencyId ?? null},
      ${o.brandDomain ?? null}, ${JSON.stringify(o.evidence ?? { candidates: [], chapters: [] })}::jsonb) returning id`.execute(
    db,
  );
  return { id: r.rows[0].id };
}

// ---- Assertion helpers shared by the HTTP tests (appended; the factories above are unchanged). ----

/** ISO 8601 UTC with milliseconds, the API's one timestamp format. */
export const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

interface InjectResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json(): any;
}

/** Asserts an RFC 9457 problem+json response with the given status and code; returns the body. */
export function expectProblem(res: InjectResponse, status: number, code: string): any {
  if (res.statusCode !== status) throw new Error(`expected ${status} ${code}, got ${res.statusCode}: ${res.body}`);
  const ct = String(res.headers['content-type'] ?? '');
  if (!ct.startsWith('application/problem+json')) throw new Error(`expected problem+json, got ${ct}: ${res.body}`);
  const body = res.json();
  for (const [k, t] of [
    ['type', 'string'],
    ['title', 'string'],
    ['status', 'number'],
    ['detail', 'string'],
    ['code', 'string'],
    ['requestId', 'string'],
  ] as const) {
    if (typeof body[k] !== t) throw new Error(`problem field ${k} should be a ${t}: ${res.body}`);
  }
  if (body.status !== status || body.code !== code || body.type !== `urn:csds:problem:${code}`) {
    throw new Error(`expected ${status} ${code}, got body ${res.body}`);
  }
  if (res.headers['x-request-id'] !== body.requestId)
    throw new Error(`requestId ${body.requestId} differs from X-Request-Id ${String(res.headers['x-request-id'])}`);
  if (body.errors !== undefined) {
    if (
      !Array.isArray(body.errors) ||
      !body.errors.every((e: any) => typeof e.path === 'string' && typeof e.message === 'string')
    ) {
      throw new Error(`errors must be [{path, message}]: ${res.body}`);
    }
  }
  return body;
}

/** A 400 invalid_request whose errors name the given path (e.g. "query.limit"). */
export function expectInvalid(res: InjectResponse, path: string): any {
  const body = expectProblem(res, 400, 'invalid_request');
  if (!Array.isArray(body.errors) || !body.errors.some((e: any) => e.path === path)) {
    throw new Error(`expected an error at ${path}: ${res.body}`);
  }
  return body;
}

type Injector = (opts: { url: string; headers?: Record<string, string> }) => Promise<InjectResponse>;

/** Follows meta.nextCursor from the first page to the last; returns every row and the pages' sizes. */
export async function walkPages(
  inject: Injector,
  path: string,
  headers: Record<string, string>,
  params: Record<string, string | number> = {},
  between?: (pageIndex: number) => Promise<void>,
): Promise<{ rows: any[]; pages: number[] }> {
  const rows: any[] = [];
  const pages: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10_000; i++) {
    const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    if (cursor) q.set('cursor', cursor);
    const qs = q.toString();
    const res = await inject({ url: qs ? `${path}?${qs}` : path, headers });
    if (res.statusCode !== 200) throw new Error(`page ${i} of ${path}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    rows.push(...body.data);
    pages.push(body.data.length);
    if (body.meta.hasMore) {
      if (typeof body.meta.nextCursor !== 'string' || body.meta.nextCursor.length === 0)
        throw new Error(`hasMore without a cursor: ${res.body}`);
    } else if (body.meta.nextCursor !== null) {
      throw new Error(`last page must have nextCursor null: ${res.body}`);
    }
    if (!body.meta.hasMore) return { rows, pages };
    cursor = body.meta.nextCursor;
    if (between) await between(i);
  }
  throw new Error('too many pages');
}

/** Asserts each key of `shape` is present in `obj` with the given kind ("string", "integer", "boolean", "timestamp", "uuid", "array", "object", or "x|null"). */
export function expectShape(obj: Record<string, unknown>, shape: Record<string, string>, where = 'object'): void {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const [k, kind] of Object.entries(shape)) {
    if (!(k in obj)) throw new Error(`${where}: field ${k} is missing: ${JSON.stringify(obj)}`);
    const v = obj[k];
    const kinds = kind.split('|');
    const ok = kinds.some((t) => {
      switch (t) {
        case 'null':
          return v === null;
        case 'string':
          return typeof v === 'string';
        case 'integer':
          return Number.isInteger(v);
        case 'number':
          return typeof v === 'number';
        case 'boolean':
          return typeof v === 'boolean';
        case 'timestamp':
          return typeof v === 'string' && ISO_MS.test(v);
        case 'uuid':
          return typeof v === 'string' && UUID.test(v);
        case 'array':
          return Array.isArray(v);
        case 'object':
          return typeof v === 'object' && v !== null && !Array.isArray(v);
        default:
          return typeof v === 'string' && v === t;
      }
    });
    if (!ok) throw new Error(`${where}: field ${k} should be ${kind}, got ${JSON.stringify(v)}`);
  }
}

/** Sets arbitrary columns of one row, for tests that need a field the factories leave at its default. */
export async function setColumns(
  db: Database,
  table: 'creators' | 'videos' | 'brands' | 'sponsorships',
  where: { column: string; value: unknown },
  values: Record<string, unknown>,
) {
  const sets = Object.entries(values).map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
  await sql`update ${sql.table(table)} set ${sql.join(sets)} where ${sql.ref(where.column)} = ${where.value}`.execute(
    db,
  );
}
