// Export records: create (reusing a finished file when the data has not changed since), read, list, and the
// retention sweep that removes files past their time.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { ApiError } from '../errors.js';
import { fetchRows, newestFirst, type RowsPage } from '../pagination/keyset.js';
import { EXPORT_KIND } from '../operations/kinds/kind.js';
import { createOperation } from '../operations/queue.js';
import { cacheKey, type DatasetName, type ExportFormat } from './datasets.js';
import type { ExportStores, StorageLocation } from './storage.js';

export type ExportStatus = 'pending' | 'running' | 'completed' | 'failed' | 'expired';

export interface ExportRecord {
  id: string;
  account_id: string;
  dataset: DatasetName;
  format: ExportFormat;
  label: string | null;
  filters: Record<string, unknown>;
  served_from_cache: boolean;
  /** Whether the CSV cells got the formula guard (always true for the JSON formats, where it does nothing). */
  csv_formula_guard: boolean;
  storage_key: string | null;
  /** Where the file is: the local export directory or the S3 bucket. */
  storage: StorageLocation;
  /** The file's SHA-256 (hex); null for files written before it was recorded. */
  sha256: string | null;
  row_count: string | null;
  byte_size: string | null;
  completed_at: Date | null;
  expires_at: Date | null;
  file_removed_at: Date | null;
  created_at: Date;
  request_hash: string | null;
  status: ExportStatus;
  error_message: string | null;
}

/** The export with the status its operation gives it (see docs/api.md "Exports" for the states). */
const recordSelect = sql`select e.id, e.account_id, e.dataset, e.format, e.label, e.filters, e.served_from_cache, e.csv_formula_guard, e.storage_key,
    e.storage, e.sha256, e.row_count::text, e.byte_size::text, coalesce(e.completed_at, case when o.status = 'succeeded' then o.completed_at end) as completed_at,
    e.expires_at, e.file_removed_at, e.created_at, e.request_hash,
    case
      when e.file_removed_at is not null then 'expired'
      when e.served_from_cache then 'completed'
      when o.status = 'queued' then 'pending'
      when o.status = 'running' then 'running'
      when o.status = 'succeeded' then 'completed'
      else 'failed'
    end as status,
    case when o.status in ('failed', 'canceled') then o.error->>'message' end as error_message
  from exports e left join operations o on o.id = e.operation_id`;

/** An account's export; with `accountId` null, any account's (a signed link names the export by itself). */
export async function getExport(db: Database, accountId: string | null, id: string): Promise<ExportRecord | null> {
  const r = await sql<ExportRecord>`${recordSelect} where e.id = ${id}::uuid
    and (${accountId}::uuid is null or e.account_id = ${accountId}::uuid)`.execute(db);
  return r.rows[0] ?? null;
}

/** The account's exports, newest first; the status filter reads the status derived from the operation. */
export function listExports(
  db: Database,
  accountId: string,
  f: { dataset?: string; status?: string },
  limit: number,
  after: string[] | null,
): Promise<RowsPage<ExportRecord>> {
  const where = [];
  if (f.dataset !== undefined) where.push(sql`x.dataset = ${f.dataset}`);
  if (f.status !== undefined) where.push(sql`x.status = ${f.status}`);
  return fetchRows<ExportRecord>(db, {
    select: sql`x.*`,
    from: sql`from (${recordSelect} where e.account_id = ${accountId}::uuid) x`,
    where,
    keys: newestFirst('x'),
    direction: 'desc',
    limit,
    after,
  });
}

export async function findExportByIdempotencyKey(
  db: Database,
  accountId: string,
  key: string,
): Promise<ExportRecord | null> {
  const r =
    await sql<ExportRecord>`${recordSelect} where e.account_id = ${accountId}::uuid and e.idempotency_key = ${key}`.execute(
      db,
    );
  return r.rows[0] ?? null;
}

export interface NewExport {
  accountId: string;
  dataset: DatasetName;
  format: ExportFormat;
  label: string | null;
  /** Canonical filters (datasets.checkFilters). */
  filters: Record<string, unknown>;
  /** CSV only: quote formula-like cells (false: values as they are). */
  csvFormulaGuard: boolean;
  idempotencyKey: string | null;
  requestHash: string | null;
  retentionMs: number;
  /** Bytes of files the account may keep before a new file is refused (0: no limit). */
  maxKeptBytes: number;
}

/** What an account's export files take: bytes kept (each file once) and when the next of them is removed. */
export async function keptExportFiles(
  db: Database,
  accountId: string,
): Promise<{ bytes: number; nextExpiry: Date | null }> {
  // Exports served from cache share their source's file: a file counts once, until its last export expires.
  const r = await sql<{
    bytes: string;
    next_expiry: Date | null;
  }>`select coalesce(sum(byte_size), 0)::text as bytes, min(expires_at) as next_expiry
    from (select storage_key, max(byte_size) as byte_size, max(expires_at) as expires_at from exports
      where account_id = ${accountId}::uuid and storage_key is not null and file_removed_at is null
      group by storage_key) f`.execute(db);
  return { bytes: Number(r.rows[0]?.bytes ?? 0), nextExpiry: r.rows[0]?.next_expiry ?? null };
}

/** The refusal when an account's kept files reach its limit (see docs/api.md "Exports"). */
export function exportQuotaError(kept: { bytes: number; nextExpiry: Date | null }, limit: number): ApiError {
  const when = kept.nextExpiry ? ` The next file is removed at ${new Date(kept.nextExpiry).toISOString()}.` : '';
  return new ApiError(
    'export_quota_exceeded',
    `Your account keeps ${kept.bytes} bytes of export files, at or over its limit of ${limit}. Exports served from an identical ` +
      `file still work; a new file can be made once older ones are removed after their retention period.${when}`,
  );
}

/**
 * Creates an export. When the same account has a finished file with the same dataset, format and filters and no
 * write has changed the directory since it was read (no directory_changes row its snapshot did not see has
 * committed, and no prune deleted one it might need: directory_changed_since()), the new record reuses it at once
 * (servedFromCache);
 * otherwise an `export` operation is queued to write one. Returns null when the idempotency key is already taken.
 *
 * Reuse never crosses accounts: an answer served at once from another account's file would tell this account
 * that someone else made that export (its filters, its search terms) just before.
 */
export async function createExport(
  db: Database,
  n: NewExport,
): Promise<{ id: string; servedFromCache: boolean } | null> {
  const guard = n.format !== 'csv' || n.csvFormulaGuard;
  const key = cacheKey(n.dataset, n.format, n.filters, guard);
  const id = crypto.randomUUID();
  return db
    .transaction()
    .execute(async (trx) => {
      const cached = await sql<{ id: string }>`insert into exports
        (id, account_id, dataset, format, label, filters, csv_formula_guard, cache_key, served_from_cache, source_export_id, storage_key,
         storage, sha256, row_count, byte_size, data_snapshot, completed_at, expires_at, idempotency_key, request_hash)
      select ${id}::uuid, ${n.accountId}::uuid, ${n.dataset}, ${n.format}, ${n.label}, ${JSON.stringify(n.filters)}::jsonb, ${guard}, ${key},
        true, s.id, s.storage_key, s.storage, s.sha256, s.row_count, s.byte_size, s.data_snapshot, now(),
        now() + ${n.retentionMs} * interval '1 millisecond', ${n.idempotencyKey}, ${n.requestHash}
      from exports s
      where s.cache_key = ${key} and s.account_id = ${n.accountId}::uuid and s.storage_key is not null and s.file_removed_at is null
        and s.data_snapshot is not null and not directory_changed_since(s.data_snapshot)
      order by s.created_at desc
      limit 1
      on conflict (account_id, idempotency_key) where idempotency_key is not null do nothing
      returning id`.execute(trx);
      if (cached.rows[0]) return { id, servedFromCache: true };
      if (n.idempotencyKey) {
        const taken =
          await sql`select 1 from exports where account_id = ${n.accountId}::uuid and idempotency_key = ${n.idempotencyKey}`.execute(
            trx,
          );
        if (taken.rows.length) return null;
      }
      // A new file is refused while the account's kept files reach the limit (a reuse above adds no bytes). The
      // size of the file to come is not known yet, so the one that crosses the limit is still made.
      if (n.maxKeptBytes > 0) {
        const kept = await keptExportFiles(trx, n.accountId);
        if (kept.bytes >= n.maxKeptBytes) throw exportQuotaError(kept, n.maxKeptBytes);
      }
      const { row: op } = await createOperation(trx, {
        accountId: n.accountId,
        kind: EXPORT_KIND,
        input: { exportId: id },
        callback: null,
        idempotencyKey: null,
        requestHash: null,
      });
      const r =
        await sql`insert into exports (id, account_id, dataset, format, label, filters, csv_formula_guard, cache_key, operation_id, idempotency_key, request_hash)
      values (${id}::uuid, ${n.accountId}::uuid, ${n.dataset}, ${n.format}, ${n.label}, ${JSON.stringify(n.filters)}::jsonb, ${guard}, ${key},
        ${op.id}::uuid, ${n.idempotencyKey}, ${n.requestHash})
      on conflict (account_id, idempotency_key) where idempotency_key is not null do nothing`.execute(trx);
      // A concurrent request with the same key won the race: undo this one's operation with the transaction.
      if (Number(r.numAffectedRows ?? 0) === 0) throw new IdempotencyRace();
      return { id, servedFromCache: false };
    })
    .catch((err) => {
      if (err instanceof IdempotencyRace) return null;
      throw err;
    });
}

class IdempotencyRace extends Error {}

/**
 * Removes files past their retention: marks every expired export's file as removed, and deletes a stored
 * file once no export still in retention uses it (exports served from cache share their source's file), in the
 * storage its record names. Removing is idempotent: a file already gone (another worker's sweep, a retry after a
 * failure) is no error. A file whose storage this process lacks (an S3 record after a switch back to local) stays
 * marked removed and is left to the bucket.
 */
export async function sweepExpiredExports(db: Database, stores: ExportStores): Promise<number> {
  const expired = await sql<{
    storage_key: string;
    storage: StorageLocation;
  }>`update exports set file_removed_at = now()
    where file_removed_at is null and expires_at < now()
    returning storage_key, storage`.execute(db);
  let removed = 0;
  let failure: unknown = null;
  const files = new Map(expired.rows.map((r) => [`${r.storage}\u0000${r.storage_key}`, r]));
  for (const { storage_key: key, storage } of files.values()) {
    const inUse =
      await sql`select 1 from exports where storage_key = ${key} and file_removed_at is null limit 1`.execute(db);
    const store = stores.at(storage);
    if (inUse.rows.length || !store) continue;
    try {
      await store.remove(key);
    } catch (err) {
      // The storage did not answer: the file is marked kept again, so the next sweep deletes it (the download
      // routes refuse a file past expires_at meanwhile).
      await sql`update exports set file_removed_at = null where storage_key = ${key} and expires_at < now()`.execute(
        db,
      );
      failure ??= err;
      continue;
    }
    removed++;
  }
  // Unfinished files (S3: incomplete multipart uploads) of attempts that died mid-write.
  for (const store of stores.all) await store.removeStale(24 * 3600 * 1000);
  if (failure) throw failure;
  return removed;
}
