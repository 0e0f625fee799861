// What a client may do with discovery, whichever interface it uses (HTTP routes, MCP tools, the CLI through the
// API): read and replace the account's policy, start a run, read its runs, list its candidates, track or reject one.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { ApiError, invalidRequest } from '../errors.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { listPage, type ListQuery } from '../pagination/listPage.js';
import { NOT_CONFIGURED, trackChannel, type TrackingServices } from '../tracking/service.js';
import { candidateJson, runJson, type DiscoveryPolicyValue } from './present.js';
import {
  createRun,
  listCandidates,
  listRuns,
  readCandidate,
  readPolicy,
  readRun,
  setCandidateStatus,
  unitsLeftToday,
  writePolicy,
  type CANDIDATE_ORDERS,
} from './records.js';

export interface DiscoveryServiceDeps {
  db: Database;
  cursors: CursorCodec;
  tracking: TrackingServices | null;
  config: { discoveryIntervalMs: number };
}

export function getPolicy(db: Database, accountId: string) {
  return readPolicy(db, accountId);
}

/** Replaces the policy; seed brands must be in the directory. */
export async function putPolicy(deps: DiscoveryServiceDeps, accountId: string, policy: DiscoveryPolicyValue) {
  const brands = policy.seeds.brands;
  if (brands.length) {
    const r = await sql<{ id: string }>`select id::text from brands where id = any(${brands}::uuid[])`.execute(deps.db);
    const known = new Set(r.rows.map((b) => b.id));
    const missing = brands.map((b, i) => [b, i] as const).filter(([b]) => !known.has(b));
    if (missing.length)
      throw invalidRequest(
        missing.map(([b, i]) => ({
          path: `body.seeds.brands.${i}`,
          message: `names no brand in the directory (${b})`,
        })),
      );
  }
  await writePolicy(
    deps.db,
    accountId,
    { ...policy, languages: policy.languages ?? [] },
    deps.config.discoveryIntervalMs,
  );
  return readPolicy(deps.db, accountId);
}

/**
 * Queues a run of `units` (at most what is left of the policy's dailyUnits today; by default all of it within what
 * is left of the account's share of the YouTube budget, or a whole day's when nothing is left: the run then waits for
 * the reset). 409 while one of the account's runs is queued or
 * running.
 */
export async function startRun(deps: DiscoveryServiceDeps, accountId: string, body: { units?: number }) {
  const t = deps.tracking;
  if (!t) throw new ApiError('unprocessable', NOT_CONFIGURED.replace('Tracking channels', 'Discovery'));
  const policy = await readPolicy(deps.db, accountId);
  const left = await unitsLeftToday(deps.db, t.quota, accountId, policy.dailyUnits);
  if (body.units !== undefined && body.units > left.daily)
    throw invalidRequest([
      {
        path: 'body.units',
        message: `must be at most ${left.daily}: what is left today of the policy's dailyUnits (${policy.dailyUnits})`,
      },
    ]);
  const units = body.units ?? (left.runnable > 0 ? left.runnable : Math.min(policy.dailyUnits, left.share));
  const id = await createRun(deps.db, accountId, units, false);
  if (!id)
    throw new ApiError(
      'conflict',
      'A discovery run of this account is already queued or running; GET /v1/discovery/runs shows it.',
    );
  t.onQueued();
  return runJson((await readRun(deps.db, accountId, id))!);
}

export async function getRun(db: Database, accountId: string, id: string) {
  const r = await readRun(db, accountId, id);
  if (!r) throw new ApiError('not_found', `No discovery run has the id ${id}.`);
  return runJson(r);
}

export async function listRunsPage(deps: DiscoveryServiceDeps, accountId: string, query: ListQuery) {
  const { page, meta } = await listPage(
    deps.cursors,
    { list: 'discovery-runs', accountId },
    query,
    (_filters, limit, after) => listRuns(deps.db, accountId, limit, after),
  );
  return { data: page.rows.map(runJson), meta };
}

export async function listCandidatesPage(deps: DiscoveryServiceDeps, accountId: string, query: ListQuery) {
  const { page, meta } = await listPage(
    deps.cursors,
    { list: 'discovery-candidates', accountId },
    query,
    (filters, limit, after) =>
      listCandidates(
        deps.db,
        accountId,
        filters as { status?: string; order?: keyof typeof CANDIDATE_ORDERS },
        limit,
        after,
      ),
  );
  return { data: page.rows.map(candidateJson), meta };
}

async function requireCandidate(db: Database, accountId: string, channelId: string) {
  const c = await readCandidate(db, accountId, channelId);
  if (!c) throw new ApiError('not_found', `No discovery candidate of this account has the channel id ${channelId}.`);
  return c;
}

/** Tracks a candidate as POST /v1/tracked-channels would (created: 201; already tracked: 200). */
export async function trackCandidate(deps: DiscoveryServiceDeps, accountId: string, channelId: string) {
  await requireCandidate(deps.db, accountId, channelId);
  const out = await trackChannel(deps, accountId, { channel: channelId }, { path: 'params' });
  await setCandidateStatus(deps.db, accountId, channelId, 'tracked');
  return out;
}

/** Rejects a candidate: no run proposes it to this account again. */
export async function rejectCandidate(db: Database, accountId: string, channelId: string) {
  await requireCandidate(db, accountId, channelId);
  await setCandidateStatus(db, accountId, channelId, 'rejected');
  return candidateJson((await readCandidate(db, accountId, channelId))!);
}
