// Inserts directory rows with sensible defaults, so each test states only what it is about.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

let n = 0;
const next = () => ++n;

export async function insertCreator(db: Database, o: Partial<{ channelId: string; platform: string; handle: string; title: string; subscriberCount: number | null; avatarUrl: string }> = {}) {
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

export async function insertBrand(db: Database, o: Partial<{ name: string; domains: string[]; kind: string; agencyId: string | null }> = {}) {
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
  o: Partial<{ videoId: string; title: string; platform: string; format: string; publishedAt: string; processingState: string; description: string; transcript: unknown }> = {},
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
  o: { videoId: string; brandId: string; type?: string; detectedAt?: string; agencyId?: string | null; brandDomain?: string; evidence?: unknown },
) {
  const r = await sql<{ id: string }>`insert into sponsorships (video_id, brand_id, type, detected_at, agency_id, brand_domain, evidence)
    values (${o.videoId}, ${o.brandId}, ${o.type ?? 'Integration'}, ${o.detectedAt ?? new Date().toISOString()}, ${o.agencyId ?? null},
      ${o.brandDomain ?? null}, ${JSON.stringify(o.evidence ?? { candidates: [], chapters: [] })}::jsonb) returning id`.execute(db);
  return { id: r.rows[0].id };
}
