// The discovery tables (migration 030): an account's policy, its runs (each the operation of the same id), its
// candidates, and the units its runs spent per quota day. One statement or one transaction each.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { createOperation } from '../operations/queue.js';
import { DISCOVERY_RUN_KIND } from '../operations/kinds/kind.js';
import { fetchRows, newestFirst, type RowsPage, type SortKey } from '../pagination/keyset.js';
import { quotaDay, type YoutubeQuota } from '../tracking/quota.js';
import {
  DEFAULT_POLICY,
  type CandidateRow,
  type DiscoveryPolicyValue,
  type RunRow,
  type SourceKind,
  type SpendKind,
} from './present.js';

/** The account's policy, every field present (the defaults where it has none). */
export async function readPolicy(db: Database, accountId: string): Promise<Required<DiscoveryPolicyValue>> {
  const r = await sql<{ policy: DiscoveryPolicyValue }>`select policy from discovery_policies
    where account_id = ${accountId}::uuid`.execute(db);
  const p = r.rows[0]?.policy;
  return { ...DEFAULT_POLICY, ...p, languages: p?.languages ?? [] } as Required<DiscoveryPolicyValue>;
}

/**
 * Replaces the policy. Enabling it (or keeping it enabled) keeps the next scheduled run, or sets the first one an
 * interval from now; disabling it drops it.
 */
export async function writePolicy(
  db: Database,
  accountId: string,
  policy: DiscoveryPolicyValue,
  intervalMs: number,
): Promise<void> {
  await sql`insert into discovery_policies as p (account_id, policy, enabled, next_run_at)
    values (${accountId}::uuid, ${JSON.stringify(policy)}::jsonb, ${policy.enabled},
      case when ${policy.enabled} then now() + ${intervalMs} * interval '1 millisecond' end)
    on conflict (account_id) do update set policy = excluded.policy, enabled = excluded.enabled,
      next_run_at = case when not excluded.enabled then null
        else coalesce(p.next_run_at, excluded.next_run_at) end,
      updated_at = now()`.execute(db);
}

/** Units the account's runs spent on a quota day. */
export async function unitsSpentOn(db: Database, accountId: string, day: string): Promise<number> {
  const r = await sql<{ units: number }>`select units from discovery_units
    where account_id = ${accountId}::uuid and day = ${day}::date`.execute(db);
  return Number(r.rows[0]?.units ?? 0);
}

/**
 * What the account's runs may still spend today: `daily`, what is left of the policy's dailyUnits; `runnable`, that
 * within what is left of the account's share of the YouTube budget (YOUTUBE_ACCOUNT_DAILY_UNITS), which a run started
 * without a budget takes, so it does not plan on units it would wait a day for.
 */
export async function unitsLeftToday(
  db: Database,
  quota: YoutubeQuota,
  accountId: string,
  dailyUnits: number,
): Promise<{ daily: number; runnable: number; share: number }> {
  const daily = Math.max(0, dailyUnits - (await unitsSpentOn(db, accountId, quotaDay(quota.clock()))));
  const share = (await quota.today(accountId)).account!;
  return { daily, runnable: Math.min(daily, share.remaining), share: share.budget };
}

const isOneRunViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' &&
  String((err as Error).message).includes('operations_one_discovery_run');

/** Queues a run; null when one of the account's is already queued or running (the unique index decides). */
export async function createRun(
  db: Database,
  accountId: string,
  units: number,
  scheduled: boolean,
): Promise<string | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { row } = await createOperation(trx, {
        accountId,
        kind: DISCOVERY_RUN_KIND,
        input: { units },
        callback: null,
        idempotencyKey: null,
        requestHash: null,
      });
      await sql`insert into discovery_runs (id, account_id, units, scheduled)
        values (${row.id}::uuid, ${accountId}::uuid, ${units}, ${scheduled})`.execute(trx);
      return row.id;
    });
  } catch (err) {
    if (isOneRunViolation(err)) return null;
    throw err;
  }
}

const runSelect = sql`r.id, r.account_id, r.units, r.units_spent, r.units_by_source, r.candidates_found,
  r.candidates_scored, r.channels_tracked, r.scheduled, r.created_at, o.status as op_status,
  o.progress->>'phase' as op_phase, o.progress->>'resumesAt' as op_resumes_at, o.started_at, o.completed_at, o.error`;
const runFrom = sql`from discovery_runs r join operations o on o.id = r.id`;

export async function readRun(db: Database, accountId: string, id: string): Promise<RunRow | null> {
  const r = await sql<RunRow>`select ${runSelect} ${runFrom}
    where r.id = ${id}::uuid and r.account_id = ${accountId}::uuid`.execute(db);
  return r.rows[0] ?? null;
}

export function listRuns(
  db: Database,
  accountId: string,
  limit: number,
  after: string[] | null,
): Promise<RowsPage<RunRow>> {
  return fetchRows<RunRow>(db, {
    select: runSelect,
    from: runFrom,
    where: [sql`r.account_id = ${accountId}::uuid`],
    keys: newestFirst('r'),
    direction: 'desc',
    limit,
    after,
  });
}

/** The candidates list's orders: each two keys (the value, then the channel id), as the indexes of migration 030. */
export const CANDIDATE_ORDERS: Record<'-score' | '-subscriberCount' | '-foundAt', SortKey[]> = {
  '-score': [
    { expr: sql`(coalesce(round(d.score * 1000000), -1)::bigint)`, type: 'bigint' },
    { expr: sql.ref('d.channel_id'), type: 'text' },
  ],
  '-subscriberCount': [
    { expr: sql`coalesce(d.subscriber_count, -1)`, type: 'bigint' },
    { expr: sql.ref('d.channel_id'), type: 'text' },
  ],
  '-foundAt': [
    { expr: sql.ref('d.found_at'), type: 'timestamptz' },
    { expr: sql.ref('d.channel_id'), type: 'text' },
  ],
};

const candidateSelect = sql`d.channel_id, d.title, d.handle, d.subscriber_count, d.country, d.found_at, d.sources,
  d.sample, d.score, d.status`;

export function listCandidates(
  db: Database,
  accountId: string,
  f: { status?: string; order?: keyof typeof CANDIDATE_ORDERS },
  limit: number,
  after: string[] | null,
): Promise<RowsPage<CandidateRow>> {
  const where = [sql`d.account_id = ${accountId}::uuid`];
  if (f.status !== undefined) where.push(sql`d.status = ${f.status}`);
  return fetchRows<CandidateRow>(db, {
    select: candidateSelect,
    from: sql`from discovery_candidates d`,
    where,
    keys: CANDIDATE_ORDERS[f.order ?? '-score'],
    direction: 'desc',
    limit,
    after,
  });
}

export async function readCandidate(db: Database, accountId: string, channelId: string): Promise<CandidateRow | null> {
  const r = await sql<CandidateRow>`select ${candidateSelect} from discovery_candidates d
    where d.account_id = ${accountId}::uuid and d.channel_id = ${channelId}`.execute(db);
  return r.rows[0] ?? null;
}

export async function setCandidateStatus(
  db: Database,
  accountId: string,
  channelId: string,
  status: 'tracked' | 'rejected',
): Promise<void> {
  await sql`update discovery_candidates set status = ${status}, updated_at = now()
    where account_id = ${accountId}::uuid and channel_id = ${channelId}`.execute(db);
}

/**
 * Records channels a source named. A channel already a candidate (whatever its status: rejected ones stay rejected)
 * only gains the source; one the account tracks is left out. Returns how many candidates are new.
 */
export async function addCandidates(
  db: Database,
  accountId: string,
  found: { channelId: string; kind: SourceKind; ref: string }[],
): Promise<number> {
  if (!found.length) return 0;
  const rows = found.map((f) => ({ c: f.channelId, s: { kind: f.kind, ref: f.ref.slice(0, 200) } }));
  const r = await sql<{ inserted: boolean }>`with found as (
      select x.c as channel_id, jsonb_agg(distinct x.s) as sources
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(c text, s jsonb)
      where x.c ~ '^UC[A-Za-z0-9_-]{22}$'
        and not exists (select 1 from tracked_channels t where t.account_id = ${accountId}::uuid and t.channel_id = x.c)
      group by x.c
    )
    insert into discovery_candidates as d (account_id, channel_id, sources, found_by)
    select ${accountId}::uuid, channel_id, sources, sources->0->>'kind' from found
    on conflict (account_id, channel_id) do update
      set sources = (select coalesce(jsonb_agg(distinct e), '[]') from jsonb_array_elements(d.sources || excluded.sources) e)
      where not (d.sources @> excluded.sources)
    returning (xmax = 0) as inserted`.execute(db);
  return r.rows.filter((x) => x.inserted).length;
}

export async function bumpRun(
  db: Database,
  runId: string,
  c: { found?: number; scored?: number; tracked?: number },
): Promise<void> {
  if (!c.found && !c.scored && !c.tracked) return;
  await sql`update discovery_runs set candidates_found = candidates_found + ${c.found ?? 0},
      candidates_scored = candidates_scored + ${c.scored ?? 0}, channels_tracked = channels_tracked + ${c.tracked ?? 0}
    where id = ${runId}::uuid`.execute(db);
}

export class Refused extends Error {
  constructor(readonly scope: 'run' | 'daily' | 'reserve') {
    super(scope);
  }
}

/**
 * Charges `n` units of a call to the run (its budget), to the account's discovery units of the day (the policy's
 * dailyUnits) and checks the day's service spending leaves TRACKING_RESERVED_UNITS: all or nothing, in one statement
 * (a round trip per call); throws Refused naming the first that has no room. The run's room is read, not locked:
 * only the run itself writes its row (one run of an account at a time).
 */
export async function chargeRun(
  db: Database,
  c: {
    runId: string;
    accountId: string;
    source: SpendKind;
    n: number;
    day: string;
    dailyUnits: number;
    serviceCeiling: number;
  },
): Promise<void> {
  const r = await sql<{ room: boolean; service: boolean; daily: boolean }>`with
      room as (select units_spent + ${c.n}::int <= units as ok from discovery_runs where id = ${c.runId}::uuid),
      service as (select coalesce((select units from youtube_quota where day = ${c.day}::date), 0) + ${c.n}::int
        <= ${c.serviceCeiling}::int as ok),
      daily as (insert into discovery_units as u (account_id, day, units)
        select ${c.accountId}::uuid, ${c.day}::date, ${c.n}::int
        where (select ok from room) and (select ok from service) and ${c.n}::int <= ${c.dailyUnits}::int
        on conflict (account_id, day) do update set units = u.units + ${c.n}::int
          where u.units + ${c.n}::int <= ${c.dailyUnits}::int
        returning 1),
      run as (update discovery_runs set units_spent = units_spent + ${c.n}::int,
          units_by_source = jsonb_set(units_by_source, ${sql.lit(`{${c.source}}`)},
            to_jsonb(coalesce((units_by_source->>${c.source})::int, 0) + ${c.n}::int))
        where id = ${c.runId}::uuid and exists (select 1 from daily)
        returning 1)
    select coalesce((select ok from room), false) as room, (select ok from service) as service,
      exists (select 1 from run) as daily`.execute(db);
  const row = r.rows[0];
  if (!row.room) throw new Refused('run');
  if (!row.service) throw new Refused('reserve');
  if (!row.daily) throw new Refused('daily');
}

/** Gives back a charge the quota refused or YouTube never saw. */
export async function refundRun(
  db: Database,
  c: { runId: string; accountId: string; source: SpendKind; n: number; day: string },
): Promise<void> {
  await sql`with run as (update discovery_runs set units_spent = greatest(units_spent - ${c.n}::int, 0),
        units_by_source = jsonb_set(units_by_source, ${sql.lit(`{${c.source}}`)},
          to_jsonb(greatest(coalesce((units_by_source->>${c.source})::int, 0) - ${c.n}::int, 0)))
      where id = ${c.runId}::uuid returning 1)
    update discovery_units set units = greatest(units - ${c.n}::int, 0)
    where account_id = ${c.accountId}::uuid and day = ${c.day}::date`.execute(db);
}

/**
 * Takes up to `limit` enabled policies whose run is due and moves their next run a whole interval on; the accounts.
 * Rows other processes are taking are skipped.
 */
export async function takeDuePolicies(db: Database, intervalMs: number, limit: number): Promise<string[]> {
  const r = await sql<{ account_id: string }>`update discovery_policies p
    set next_run_at = now() + ${intervalMs} * interval '1 millisecond'
    where p.account_id in (select account_id from discovery_policies where enabled and next_run_at <= now()
      order by next_run_at limit ${limit} for update skip locked)
    returning p.account_id`.execute(db);
  return r.rows.map((x) => x.account_id);
}
