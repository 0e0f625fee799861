// The operations table as a queue: create, read (one, or an account's list), claim with a lease (FOR UPDATE SKIP
// LOCKED), heartbeat, finish, cancel. Every state change is one guarded statement or one transaction, so a stale
// worker or a cancel racing a finish can never produce a second terminal status or a second terminal event.
import type { SealedCallback } from '../webhooks/callbacks.js';
import { sql } from 'kysely';
import { withRelaxedCommit, type Database } from '../db/database.js';
import { fetchRows, newestFirst, type RowsPage } from '../pagination/keyset.js';
import { currentRequestId } from '../requestContext.js';
import type { OperationKindName } from './kinds/index.js';
import { INTERNAL_KINDS } from './kinds/kind.js';
import { DELIVERY_CHANNEL } from '../webhooks/deliveries.js';

export const TERMINAL = ['succeeded', 'failed', 'canceled'] as const;
export type OperationStatus = 'queued' | 'running' | (typeof TERMINAL)[number];

export interface Progress {
  current: number;
  total: number;
  percent: number;
  phase: string;
  message: string;
}

export interface OperationError {
  code: string;
  message: string;
}

export interface OperationRow {
  id: string;
  account_id: string;
  kind: OperationKindName;
  status: OperationStatus;
  input: unknown;
  progress: Progress;
  output: unknown;
  checkpoint: unknown;
  error: OperationError | null;
  cancel_requested_at: Date | null;
  attempt: number;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  idempotency_key: string | null;
  request_hash: string | null;
  callback_origin: string | null;
  callback_url_sealed: string | null;
  callback_events: string[] | null;
  callback_format: 'event' | 'session-message' | null;
  callback_secret_sealed: string | null;
  callback_token_sealed: string | null;
  callback_standard_webhooks: boolean;
  last_progress_event_at: Date | null;
  /** The X-Request-Id of the API request that created the operation (null outside a request). */
  request_id: string | null;
  created_at: Date;
  started_at: Date | null;
  updated_at: Date;
  completed_at: Date | null;
}

/** NOTIFY channel: an operation was queued (its payload is the operation id). */
export const QUEUE_CHANNEL = 'csds_operations';

const internalKinds = sql`${[...INTERNAL_KINDS]}::text[]`;

/** With `accountId` (a client's read), only that account's operations of the public kinds. */
export async function getOperation(db: Database, id: string, accountId?: string): Promise<OperationRow | null> {
  const r = await sql<OperationRow>`select * from operations where id = ${id}::uuid
    and (${accountId ?? null}::uuid is null or (account_id = ${accountId ?? null}::uuid and kind <> all(${internalKinds})))`.execute(
    db,
  );
  return r.rows[0] ?? null;
}

/** The account's operations of the public kinds (not an export's runs, nor a tracked channel's syncs). */
export function listOperations(
  db: Database,
  accountId: string,
  f: { status?: string; kind?: string },
  limit: number,
  after: string[] | null,
): Promise<RowsPage<OperationRow>> {
  const where = [sql`o.account_id = ${accountId}::uuid`, sql`o.kind <> all(${internalKinds})`];
  if (f.status !== undefined) where.push(sql`o.status = ${f.status}`);
  if (f.kind !== undefined) where.push(sql`o.kind = ${f.kind}`);
  const from = sql`from operations o`;
  return fetchRows<OperationRow>(db, {
    select: sql`o.*`,
    from,
    where,
    keys: newestFirst('o'),
    direction: 'desc',
    limit,
    after,
  });
}

export async function findByIdempotencyKey(db: Database, accountId: string, key: string): Promise<OperationRow | null> {
  const r =
    await sql<OperationRow>`select * from operations where account_id = ${accountId}::uuid and idempotency_key = ${key}`.execute(
      db,
    );
  return r.rows[0] ?? null;
}

/**
 * Inserts a queued operation; with an idempotency key already used, returns the existing row instead.
 * `requestId` defaults to the API request being served (requestContext.ts), which later log lines name.
 */
export async function createOperation(
  db: Database,
  o: {
    accountId: string;
    kind: OperationKindName;
    input: unknown;
    callback: SealedCallback | null;
    idempotencyKey: string | null;
    requestHash: string | null;
    requestId?: string | null;
  },
): Promise<{ row: OperationRow; created: boolean }> {
  const cb = o.callback;
  const requestId = o.requestId === undefined ? currentRequestId() : o.requestId;
  const r = await sql<OperationRow>`insert into operations
      (account_id, kind, input, idempotency_key, request_hash,
       callback_origin, callback_url_sealed, callback_events, callback_format, callback_secret_sealed, callback_token_sealed,
       callback_standard_webhooks, request_id)
    values (${o.accountId}::uuid, ${o.kind}, ${JSON.stringify(o.input)}::jsonb, ${o.idempotencyKey}, ${o.requestHash},
      ${cb?.origin ?? null}, ${cb?.urlSealed ?? null}, ${cb ? sql`${cb.events}::text[]` : null}, ${cb?.format ?? null},
      ${cb?.secretSealed ?? null}, ${cb?.tokenSealed ?? null}, ${cb?.standardWebhooks ?? false}, ${requestId})
    on conflict (account_id, idempotency_key) where idempotency_key is not null do nothing
    returning *`.execute(db);
  if (r.rows[0]) {
    await notify(db, QUEUE_CHANNEL, r.rows[0].id);
    return { row: r.rows[0], created: true };
  }
  const existing = await findByIdempotencyKey(db, o.accountId, o.idempotencyKey!);
  return { row: existing!, created: false };
}

export async function notify(db: Database, channel: string, payload: string) {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/**
 * Claims up to `limit` operations for `owner`: queued ones that are due, and running ones whose lease
 * expired (their worker died). The claim takes a lease that heartbeats must renew. With
 * `maxRunningPerAccount`, an account never has more than that many running: its other operations stay queued.
 */
export async function claimOperations(
  db: Database,
  owner: string,
  limit: number,
  leaseMs: number,
  maxRunningPerAccount?: number,
): Promise<OperationRow[]> {
  if (maxRunningPerAccount === undefined) return claimUncapped(db, owner, limit, leaseMs);
  const claimed: OperationRow[] = [];
  // A claim cut short by the cap (one account's operations filled the candidates) tries again at once: the next
  // statement's snapshot sees that account full and takes other accounts' operations instead.
  for (let round = 0; round < 4 && claimed.length < limit; round++) {
    const rows = await claimCapped(db, owner, limit - claimed.length, leaseMs, maxRunningPerAccount);
    for (const { candidates: _, ...row } of rows) claimed.push(row);
    if (rows.length === 0 || rows[0].candidates === rows.length) break;
  }
  return claimed;
}

const claimSet = (owner: string, leaseMs: number) => sql`
      status = 'running', lease_owner = ${owner}, lease_expires_at = now() + ${leaseMs} * interval '1 millisecond',
      attempt = o.attempt + 1, started_at = coalesce(o.started_at, now()), updated_at = now(),
      progress = case when o.status = 'queued' then o.progress || '{"phase": "starting"}' else o.progress end`;

async function claimUncapped(db: Database, owner: string, limit: number, leaseMs: number): Promise<OperationRow[]> {
  const r = await sql<OperationRow>`update operations o set ${claimSet(owner, leaseMs)}
    where o.id in (
      select id from operations
      where (status = 'queued' and run_after <= now()) or (status = 'running' and lease_expires_at < now())
      order by created_at
      limit ${limit}
      for update skip locked
    )
    returning o.*`.execute(db);
  return r.rows;
}

/**
 * One capped claim. Accounts already full (as this statement's snapshot sees them) are skipped; the accounts of
 * the queued candidates are then locked in id order (no deadlock between claimers) and read as they are now,
 * committed claims of other processes included, and each gets at most its free slots. The counts themselves are
 * kept by the trigger on operations.status (migration 005). Expired leases are taken over whatever the count:
 * their operations are still 'running' and hold their slots.
 */
async function claimCapped(db: Database, owner: string, limit: number, leaseMs: number, cap: number) {
  const r = await sql<OperationRow & { candidates: number }>`with cand as materialized (
      select o.id, o.account_id, o.status, o.created_at from operations o
      where ((o.status = 'queued' and o.run_after <= now()) or (o.status = 'running' and o.lease_expires_at < now()))
        and (o.status = 'running' or o.account_id not in (select id from accounts where running_operations >= ${cap}))
      order by o.created_at
      limit ${limit}
      for update of o skip locked
    ), slots as materialized (
      select a.id as account_id, greatest(${cap} - a.running_operations, 0) as free
      from accounts a where a.id in (select account_id from cand where status = 'queued')
      order by a.id
      for no key update of a
    ), chosen as (
      select id from cand where status = 'running'
      union all
      select q.id from (
        select c.id, c.account_id, row_number() over (partition by c.account_id order by c.created_at) as rn
        from cand c where c.status = 'queued'
      ) q join slots s on s.account_id = q.account_id
      where q.rn <= s.free
    )
    update operations o set ${claimSet(owner, leaseMs)}
    where o.id in (select id from chosen)
    returning o.*, (select count(*) from cand)::int as candidates`.execute(db);
  return r.rows;
}

export type HeartbeatResult = { held: true; cancelRequested: boolean } | { held: false };

/**
 * Renews the lease and saves progress (and the kind's checkpoint). When the callback wants progress events
 * and the last one is older than `progressEventMs`, creates one in the same transaction. A worker whose
 * lease was taken over gets `held: false` and must stop without writing anything else.
 */
export async function heartbeat(
  db: Database,
  id: string,
  owner: string,
  leaseMs: number,
  update: { progress?: Progress; checkpoint?: unknown },
  progressEventMs: number,
): Promise<HeartbeatResult> {
  // The common case is one statement: renew, save progress and checkpoint. It returns only what the caller
  // decides on, not the row's input, checkpoint and progress it has just written. Its commit does not wait for
  // the disk (withRelaxedCommit says why that is safe).
  const r = await withRelaxedCommit(db, (trx) =>
    sql<Pick<OperationRow, 'callback_events' | 'last_progress_event_at' | 'cancel_requested_at'>>`update operations set
      lease_expires_at = now() + ${leaseMs} * interval '1 millisecond',
      progress = coalesce(${update.progress ? JSON.stringify(update.progress) : null}::jsonb, progress),
      checkpoint = coalesce(${update.checkpoint === undefined ? null : JSON.stringify(update.checkpoint)}::jsonb, checkpoint),
      updated_at = now()
    where id = ${id}::uuid and lease_owner = ${owner} and status = 'running'
    returning callback_events, last_progress_event_at, cancel_requested_at`.execute(trx),
  );
  const row = r.rows[0];
  if (!row) return { held: false };
  const wantsProgress = row.callback_events?.includes('progress') ?? false;
  const due =
    !row.last_progress_event_at || Date.now() - new Date(row.last_progress_event_at).getTime() >= progressEventMs;
  if (update.progress && wantsProgress && due) {
    // A progress event and its delivery, only while the operation is still this worker's and running (the row
    // lock orders it before any terminal write), and only if no other one was made within the interval meanwhile.
    // One statement, so atomic by itself.
    await sql`with u as (
        update operations set last_progress_event_at = now()
        where id = ${id}::uuid and lease_owner = ${owner} and status = 'running'
          and (last_progress_event_at is null or last_progress_event_at <= now() - ${progressEventMs} * interval '1 millisecond')
        returning id, kind, status, progress, error, output, callback_url_sealed
      ), ev as (
        insert into webhook_events (operation_id, type, terminal, operation)
        select u.id, 'operation.progress', false, ${snapshotSql} from u
        returning id, operation_id, type
      )
      insert into webhook_deliveries (event_id, operation_id, event_type, next_attempt_at)
      select ev.id, ev.operation_id, ev.type, now()
      from ev join u on u.id = ev.operation_id
      where u.callback_url_sealed is not null`.execute(db);
  }
  return { held: true, cancelRequested: row.cancel_requested_at !== null };
}

/**
 * Moves an operation to a terminal status, with its one terminal event and that event's delivery, in one
 * transaction. `from` lists the statuses it may leave; `owner` (when given) must still hold the lease.
 * Returns the new status, or null when the guard did not match (someone else finished it first). Only the status
 * comes back: the row holds the output just written, which can be large, and no caller needs it again.
 */
export async function finishOperation(
  db: Database,
  id: string,
  f: {
    status: (typeof TERMINAL)[number];
    output?: unknown;
    error?: OperationError | null;
    owner?: string;
    from: OperationStatus[];
  },
): Promise<{ id: string; status: OperationStatus } | null> {
  // One statement, so one round trip and atomic by itself: the guarded status change, the terminal event
  // (with the operation as it now is), its delivery when the receiver asked for terminal events, and the
  // dispatchers' wake-up, which PostgreSQL sends only when the statement commits.
  const r = await sql<{ id: string; status: OperationStatus }>`with u as (
      update operations set
        status = ${f.status}, output = ${f.output === undefined ? null : JSON.stringify(f.output)}::jsonb,
        error = ${f.error ? JSON.stringify(f.error) : null}::jsonb,
        progress = case when ${f.status} = 'succeeded'
          then progress || jsonb_build_object('current', greatest((progress->>'total')::int, (progress->>'current')::int),
                                              'total', greatest((progress->>'total')::int, (progress->>'current')::int),
                                              'percent', 100, 'phase', 'done', 'message', '')
          else progress || jsonb_build_object('phase', ${f.status}::text) end,
        completed_at = now(), updated_at = now(), lease_owner = null, lease_expires_at = null
      where id = ${id}::uuid and status = any(${f.from}::text[])
        and (${f.owner ?? null}::text is null or lease_owner = ${f.owner ?? null})
      returning id, kind, status, progress, error, output, callback_url_sealed, callback_events
    ), ev as (
      insert into webhook_events (operation_id, type, terminal, operation)
      select u.id, 'operation.' || u.status, true, ${snapshotSql}
      from u
      returning id, operation_id, type
    ), d as (
      insert into webhook_deliveries (event_id, operation_id, event_type, next_attempt_at)
      select ev.id, ev.operation_id, ev.type, now()
      from ev join u on u.id = ev.operation_id
      where u.callback_url_sealed is not null and 'terminal' = any(u.callback_events)
      returning operation_id
    ), n as (
      select pg_notify(${DELIVERY_CHANNEL}, d.operation_id::text) from d
    )
    select u.id, u.status, (select count(*) from n) as notified from u`.execute(db);
  return r.rows[0] ?? null;
}

/**
 * The operation as an event saw it ({id, kind, status, progress, result, error}; webhooks/envelope.ts
 * OperationSnapshot), from a row named `u`: the one definition for progress and terminal events.
 */
const snapshotSql = sql`jsonb_build_object(
    'id', u.id, 'kind', u.kind, 'status', u.status,
    'progress', jsonb_build_object('current', u.progress->'current', 'total', u.progress->'total', 'percent', u.progress->'percent'),
    'result', case when u.status = 'succeeded' then jsonb_build_object('ref', '/v1/operations/' || u.id || '/result')
      when u.status = 'canceled' and u.output is not null
        then jsonb_build_object('ref', '/v1/operations/' || u.id || '/result', 'partial', true) end,
    'error', u.error)`;

export const resultRef = (id: string) => `/v1/operations/${id}/result`;

/**
 * Cancels: a queued operation becomes canceled at once; a running one is flagged and stops at its next
 * checkpoint. Returns the row after the change, or null when the operation is already terminal.
 */
export async function cancelOperation(db: Database, id: string): Promise<OperationRow | null> {
  const done = await finishOperation(db, id, {
    status: 'canceled',
    error: { code: 'canceled', message: 'The operation was canceled before it started.' },
    from: ['queued'],
  });
  if (done) return getOperation(db, done.id);
  const r =
    await sql<OperationRow>`update operations set cancel_requested_at = coalesce(cancel_requested_at, now()), updated_at = now()
    where id = ${id}::uuid and status = 'running' returning *`.execute(db);
  if (r.rows[0]) return r.rows[0];
  // It may have left 'queued' for 'running' between the two statements: try once more.
  const again =
    await sql<OperationRow>`update operations set cancel_requested_at = coalesce(cancel_requested_at, now()), updated_at = now()
    where id = ${id}::uuid and status = 'running' returning *`.execute(db);
  return again.rows[0] ?? null;
}

/** Gives a claimed operation back to the queue (graceful shutdown), so another worker takes it at once. */
export async function releaseOperation(db: Database, id: string, owner: string): Promise<void> {
  await sql`update operations set status = 'queued', lease_owner = null, lease_expires_at = null, updated_at = now(),
      attempt = greatest(attempt - 1, 0)
    where id = ${id}::uuid and lease_owner = ${owner} and status = 'running'`.execute(db);
}

/**
 * Puts a claimed operation back in the queue until `delayMs` from now (a kind waiting for a quota), keeping its
 * checkpoint; the attempt it used is given back, so waiting never exhausts its attempts.
 */
export async function deferOperation(
  db: Database,
  id: string,
  owner: string,
  delayMs: number,
  progress: { phase: string; message: string; resumesAt: string | null },
): Promise<void> {
  await sql`update operations set status = 'queued', lease_owner = null, lease_expires_at = null, updated_at = now(),
      run_after = now() + ${Math.max(0, Math.round(delayMs))} * interval '1 millisecond', attempt = greatest(attempt - 1, 0),
      progress = progress || ${JSON.stringify(progress)}::jsonb
    where id = ${id}::uuid and lease_owner = ${owner} and status = 'running'`.execute(db);
}
