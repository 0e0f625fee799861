// The watches table: an account's watches (create, read, list, change, remove), with the sponsorships list's filters
// copied into the columns migration 020's matching reads (the filters' watches columns: fields/sponsorships.ts).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { normalizeDomain } from '../directory/domains.js';
import { likePattern } from '../directory/page.js';
import { sponsorshipWatchColumns } from '../directory/fields/sponsorships.js';
import type { SponsorshipFilters } from '../directory/sponsorships.js';
import { fetchRows, newestFirst, type RowsPage } from '../pagination/keyset.js';
import type { SealedCallback } from '../webhooks/callbacks.js';

/** The changes a watch can be told of (docs/api.md "Watches"). */
export const WATCH_CHANGES = ['created', 'removed', 'typeChanged'] as const;
export type WatchChange = (typeof WATCH_CHANGES)[number];

export interface WatchRow {
  id: string;
  account_id: string;
  label: string | null;
  filters: SponsorshipFilters;
  on_changes: WatchChange[];
  paused: boolean;
  max_batch: number;
  callback_origin: string;
  callback_format: 'event' | 'session-message';
  signing_enabled: boolean;
  callback_standard_webhooks: boolean;
  created_at: Date;
  updated_at: Date;
}

const select = sql`w.id, w.account_id, w.label, w.filters, w.on_changes, w.paused, w.max_batch, w.callback_origin,
  w.callback_format, w.callback_secret_sealed is not null as signing_enabled, w.callback_standard_webhooks,
  w.created_at, w.updated_at`;

/**
 * The matching columns of canonical filters (fields/sponsorships.ts sponsorshipWatchColumns), each with its value: a
 * search term as the list's LIKE pattern, a domain normalized, a filter not given as null.
 */
function filterColumns(f: SponsorshipFilters) {
  const values = f as Record<string, unknown>;
  return sponsorshipWatchColumns.map((c) => {
    const v = values[c.key];
    let value = v ?? null;
    if (c.rule.how === 'domain' && typeof v === 'string') value = normalizeDomain(v);
    if (c.rule.how === 'search') value = typeof v === 'string' && v !== '' ? likePattern(v) : null;
    return { column: sql.ref(c.column), value: sql`${value}${sql.raw(c.type === 'text' ? '' : `::${c.type}`)}` };
  });
}

const setFilters = (f: SponsorshipFilters) =>
  sql`filters = ${JSON.stringify(f)}::jsonb, ${sql.join(filterColumns(f).map((c) => sql`${c.column} = ${c.value}`))}`;

export interface NewWatch {
  accountId: string;
  label: string | null;
  filters: SponsorshipFilters;
  on: WatchChange[];
  maxBatch: number;
  callback: SealedCallback;
}

export async function insertWatch(db: Database, w: NewWatch): Promise<string> {
  const c = filterColumns(w.filters);
  const r = await sql<{ id: string }>`insert into watches (account_id, label, filters, on_changes, max_batch,
      ${sql.join(c.map((x) => x.column))},
      callback_origin, callback_url_sealed, callback_format, callback_secret_sealed, callback_token_sealed,
      callback_standard_webhooks)
    values (${w.accountId}::uuid, ${w.label}, ${JSON.stringify(w.filters)}::jsonb, ${w.on}::text[], ${w.maxBatch},
      ${sql.join(c.map((x) => x.value))}, ${w.callback.origin}, ${w.callback.urlSealed}, ${w.callback.format},
      ${w.callback.secretSealed}, ${w.callback.tokenSealed}, ${w.callback.standardWebhooks})
    returning id`.execute(db);
  return r.rows[0].id;
}

export async function getWatch(db: Database, accountId: string, id: string): Promise<WatchRow | null> {
  const r = await sql<WatchRow>`select ${select} from watches w
    where w.id = ${id}::uuid and w.account_id = ${accountId}::uuid`.execute(db);
  return r.rows[0] ?? null;
}

export function listWatches(
  db: Database,
  accountId: string,
  f: { paused?: boolean },
  limit: number,
  after: string[] | null,
): Promise<RowsPage<WatchRow>> {
  const where = [sql`w.account_id = ${accountId}::uuid`];
  if (f.paused !== undefined) where.push(sql`w.paused = ${f.paused}`);
  return fetchRows<WatchRow>(db, {
    select,
    from: sql`from watches w`,
    where,
    keys: newestFirst('w'),
    direction: 'desc',
    limit,
    after,
  });
}

export interface WatchChanges {
  label?: string | null;
  filters?: SponsorshipFilters;
  on?: WatchChange[];
  paused?: boolean;
  maxBatch?: number;
}

/** Applies the changes given; false when the account has no such watch. */
export async function updateWatch(db: Database, accountId: string, id: string, ch: WatchChanges): Promise<boolean> {
  const sets = [sql`updated_at = now()`];
  if (ch.label !== undefined) sets.push(sql`label = ${ch.label}`);
  if (ch.filters !== undefined) sets.push(setFilters(ch.filters));
  if (ch.on !== undefined) sets.push(sql`on_changes = ${ch.on}::text[]`);
  if (ch.paused !== undefined) sets.push(sql`paused = ${ch.paused}`);
  if (ch.maxBatch !== undefined) sets.push(sql`max_batch = ${ch.maxBatch}`);
  const r = await sql`update watches set ${sql.join(sets)}
    where id = ${id}::uuid and account_id = ${accountId}::uuid`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

/**
 * Removes the watch with its events and delivery records (by their foreign keys); false when the account has no
 * such watch. The changes it matched stay until every other watch they matched has carried them
 * (watches/events.ts sweepCarriedChanges).
 */
export async function deleteWatch(db: Database, accountId: string, id: string): Promise<boolean> {
  const r = await sql`delete from watches where id = ${id}::uuid and account_id = ${accountId}::uuid`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

export async function countWatches(db: Database, accountId: string): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from watches
    where account_id = ${accountId}::uuid`.execute(db);
  return r.rows[0].n;
}
