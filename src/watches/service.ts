// What a client may do with watches, whichever interface it uses (HTTP routes, MCP tools, the CLI through the API):
// create one (filters checked as the sponsorships list checks them, the callback screened and sealed as an
// operation's), read, list, change, remove its own, and read or resend its deliveries. Rules live here once; the
// adapters only map the outcome to their protocol.
import { underAccountLock } from '../db/accountLock.js';
import type { Database } from '../db/database.js';
import { checkListFilters } from '../directory/filters.js';
import type { SponsorshipFilters } from '../directory/sponsorships.js';
import { ApiError, invalidRequest } from '../errors.js';
import type { ParsedCidr } from '../outbound/screening.js';
import type { CursorCodec } from '../pagination/cursor.js';
import { listPage, type ListQuery } from '../pagination/listPage.js';
import { registerCallback, type CallbackRequest } from '../webhooks/callbacks.js';
import { listDeliveriesPage, requeueDelivery, type DeliveryRow } from '../webhooks/deliveries.js';
import { deliveryJson } from '../webhooks/present.js';
import { watchJson } from './present.js';
import {
  countWatches,
  deleteWatch,
  getWatch,
  insertWatch,
  listWatches,
  updateWatch,
  type WatchChange,
  type WatchRow,
} from './records.js';

export interface WatchDeps {
  db: Database;
  cursors: CursorCodec;
  /** The process's sealing and screening, and the wake-up of its dispatcher (runtime.ts's OperationServices). */
  services: { seal(plaintext: string): string; allowedCidrs: ParsedCidr[]; onTerminal(): void };
  /** MAX_WATCHES_PER_ACCOUNT. */
  maxWatches: number;
}

export const DEFAULT_MAX_BATCH = 100;

export interface CreateWatchRequest {
  label?: string;
  filters: object;
  on?: WatchChange[];
  maxBatch?: number;
  callback: Omit<CallbackRequest, 'events'>;
}

/** `at` names where the request sits in the caller's (body, arguments). */
function checkedFilters(filters: object, at: string): SponsorshipFilters {
  const checked = checkListFilters('sponsorships', filters as Record<string, unknown>, {
    at: `${at}.filters`,
    owner: 'the sponsorships list',
  });
  if ('errors' in checked) throw invalidRequest(checked.errors);
  return checked.filters as SponsorshipFilters;
}

const distinct = (on: WatchChange[] | undefined) =>
  on && on.length ? [...new Set(on)] : (['created'] as WatchChange[]);

export async function createWatch(
  deps: WatchDeps,
  accountId: string,
  request: CreateWatchRequest,
  opts: { path?: string } = {},
) {
  const at = opts.path ?? 'body';
  const filters = checkedFilters(request.filters ?? {}, at);
  const full = () =>
    new ApiError(
      'limit_reached',
      `The account has ${deps.maxWatches} watches, the most it may have (MAX_WATCHES_PER_ACCOUNT): delete one first.`,
    );
  // A first count refuses a full account before its callback is screened (a DNS look-up); the count that decides is
  // taken again under the account's lock with the insert, so concurrent creations never pass the cap together.
  if ((await countWatches(deps.db, accountId)) >= deps.maxWatches) throw full();
  const callback = await registerCallback(
    request.callback,
    { seal: deps.services.seal, allowedCidrs: deps.services.allowedCidrs },
    `${at}.callback`,
  );
  const id = await underAccountLock(deps.db, accountId, async (trx) => {
    if ((await countWatches(trx, accountId)) >= deps.maxWatches) throw full();
    return insertWatch(trx, {
      accountId,
      label: request.label ?? null,
      filters,
      on: distinct(request.on),
      maxBatch: request.maxBatch ?? DEFAULT_MAX_BATCH,
      callback,
    });
  });
  return watchJson((await getWatch(deps.db, accountId, id))!);
}

/** The account's watch; another account's is as absent as one that never existed. */
export async function requireWatch(db: Database, accountId: string, id: string): Promise<WatchRow> {
  const w = await getWatch(db, accountId, id);
  if (!w) throw new ApiError('not_found', `No watch has the id ${id}.`);
  return w;
}

export async function readWatch(db: Database, accountId: string, id: string) {
  return watchJson(await requireWatch(db, accountId, id));
}

export async function listWatchesPage(deps: Pick<WatchDeps, 'db' | 'cursors'>, accountId: string, query: ListQuery) {
  const { page, meta } = await listPage(deps.cursors, { list: 'watches', accountId }, query, (filters, limit, after) =>
    listWatches(deps.db, accountId, filters, limit, after),
  );
  return { data: page.rows.map(watchJson), meta };
}

export interface UpdateWatchRequest {
  label?: string | null;
  filters?: object;
  on?: WatchChange[];
  paused?: boolean;
  maxBatch?: number;
}

/**
 * A partial update: fields left out keep their value. New filters apply to sponsorships written from then on; the
 * matches already recorded are delivered as they were matched. Pausing stops matching and forming events.
 */
export async function changeWatch(
  deps: Pick<WatchDeps, 'db' | 'services'>,
  accountId: string,
  id: string,
  request: UpdateWatchRequest,
  opts: { path?: string } = {},
) {
  const at = opts.path ?? 'body';
  await requireWatch(deps.db, accountId, id);
  const filters = request.filters !== undefined ? checkedFilters(request.filters, at) : undefined;
  const changed = await updateWatch(deps.db, accountId, id, {
    label: request.label,
    filters,
    on: request.on !== undefined ? distinct(request.on) : undefined,
    paused: request.paused,
    maxBatch: request.maxBatch,
  });
  if (!changed) throw new ApiError('not_found', `No watch has the id ${id}.`);
  // Resuming may free waiting matches to become events.
  if (request.paused === false) deps.services.onTerminal();
  return readWatch(deps.db, accountId, id);
}

/**
 * Removes the watch, its waiting matches and its delivery records; returns the watch as it was (every DELETE answers
 * with the resource it removed: docs/decisions.md, "One answer to DELETE").
 */
export async function removeWatch(db: Database, accountId: string, id: string) {
  const w = await requireWatch(db, accountId, id);
  if (!(await deleteWatch(db, accountId, id))) throw new ApiError('not_found', `No watch has the id ${id}.`);
  return watchJson(w);
}

/**
 * A page of the watch's deliveries, newest first: a watch lives long and has one delivery per event, so they are
 * paged like every list (an operation's deliveries are the same page).
 */
export async function watchDeliveriesPage(
  deps: Pick<WatchDeps, 'db' | 'cursors'>,
  accountId: string,
  id: string,
  query: ListQuery,
) {
  const w = await requireWatch(deps.db, accountId, id);
  const { page, meta } = await listPage(
    deps.cursors,
    { list: `watch-deliveries:${w.id}`, accountId },
    query,
    (_filters, limit, after) => listDeliveriesPage(deps.db, { watchId: w.id }, limit, after),
  );
  return { data: page.rows.map(deliveryJson), meta };
}

/** Sends a succeeded or abandoned delivery of the account's watch again; conflict while it is still pending. */
export async function redeliverWatchDelivery(
  deps: Pick<WatchDeps, 'db' | 'services'>,
  accountId: string,
  id: string,
  deliveryId: string,
): Promise<DeliveryRow> {
  const w = await requireWatch(deps.db, accountId, id);
  const r = await requeueDelivery(deps.db, { watchId: w.id }, deliveryId);
  if (r === 'not-found') throw new ApiError('not_found', `The watch has no delivery ${deliveryId}.`);
  if (r === 'pending')
    throw new ApiError('conflict', 'That delivery is still pending; it will be attempted on its schedule.');
  deps.services.onTerminal();
  return r;
}
