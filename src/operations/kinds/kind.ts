// The one small interface every operation kind plugs in through.
import type { TSchema } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database.js';

/**
 * What the engine gives every run: the database, the operation's ids, its checkpoint, progress and cancellation. The
 * services a kind needs (detection's, YouTube's) come through the kind's own factory (runtime.ts wires them), so the
 * engine knows none of them.
 */
export interface RunContext {
  db: Database;
  operationId: string;
  accountId: string;
  /** The kind's saved resumable state from an earlier attempt (after a crash), or null. */
  checkpoint: unknown;
  /**
   * Reports progress (and optionally a new checkpoint). It renews the lease; it throws when the operation
   * was canceled or the lease was lost, so a kind only has to call it regularly.
   */
  progress(
    p: { current: number; total: number; phase?: string; message?: string },
    checkpoint?: unknown,
  ): Promise<void>;
  /**
   * Asks the database whether the operation was canceled (and renews the lease): throws if it was, or if the lease
   * was lost. One short statement: call it between batches, not per row.
   */
  checkpointNow(): Promise<void>;
  /**
   * True once a cancel was seen (by checkpointNow, progress or the lease renewal). A kind that can stand behind what
   * it finished so far catches the error that stopped it and, when this is true, returns its output over the
   * finished batches only: the operation ends canceled with that output kept as its partial result.
   */
  canceled(): boolean;
  /** Aborted when the operation must stop (a cancel seen, the lease lost, shutdown): detection stops between videos. */
  signal: AbortSignal;
}

/** The closed set of `error.code` values an operation can end with (documented in docs/api.md). */
export const OPERATION_ERROR_CODES = {
  canceled: 'The operation was canceled by a client.',
  attempts_exhausted: 'The operation was interrupted (its worker died) too many times and was not retried again.',
  not_found: 'Something the input names (a brand, a creator) no longer exists.',
  upstream_unavailable: 'A data source the operation needs (the YouTube Data API) kept failing after retries.',
  quota_exceeded:
    "A quota refused the work (the data source's, or the account's export storage); start it again later.",
  internal_error: 'An error on our side; the message carries no internals.',
} as const;
export type OperationErrorCode = keyof typeof OPERATION_ERROR_CODES;

/** A failure the client should see, with a code from OPERATION_ERROR_CODES. */
export class OperationFailure extends Error {
  constructor(
    readonly code: OperationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The public kinds, each module's name (kinds/index.ts lists their modules in the same order). */
export const SPONSOR_DETECTION_KIND = 'sponsor-detection';
export const BRAND_DISCOVERY_KIND = 'brand-discovery';
export const INFLUENCER_SIMILAR_KIND = 'influencer-similar';
/**
 * The kinds clients start through POST /v1/operations, in the order the API lists them: names only, so that what needs
 * no more than the names (the CLI's choices) does not load the kinds' modules and the detection engine behind them.
 */
export const PUBLIC_KIND_NAMES = [SPONSOR_DETECTION_KIND, BRAND_DISCOVERY_KIND, INFLUENCER_SIMILAR_KIND] as const;
export type PublicKindName = (typeof PUBLIC_KIND_NAMES)[number];

/** The internal kind that writes export files: started by POST /v1/exports, never listed by the operations API. */
export const EXPORT_KIND = 'export';

export interface OperationKind<I = any, O = any> {
  /** Its name in the API and the operations table (kinds/index.ts lists the kinds clients start; EXPORT_KIND). */
  name: string;
  description: string;
  /** JSON schema of `input` (validated at the edge). */
  input: TSchema;
  /** JSON schema of what `run` returns: the `output` of GET /v1/operations/{id}/result, as OpenAPI documents it. */
  output: TSchema;
  /** Checks that need the database (a brand that must exist...). Throws ApiError for a 4xx. */
  validate?(db: Database, input: I, accountId: string): Promise<void>;
  run(input: I, ctx: RunContext): Promise<O>;
}

/**
 * A kind as the API knows it, before it is given the services it runs with: what starting, validating and
 * presenting an operation read (kinds/index.ts lists the public ones; each module's factory adds `run`).
 */
export type KindDeclaration<I = any, O = any> = Omit<OperationKind<I, O>, 'run'>;

/** The internal kind that syncs a tracked YouTube channel: started by the tracking API and its scheduler. */
export const CHANNEL_SYNC_KIND = 'channel-sync';

/** The internal kind of a discovery run: started by the discovery API and its schedule (discovery/run.ts). */
export const DISCOVERY_RUN_KIND = 'discovery-run';

/** The kinds the operations API neither lists nor shows: each has its own API (exports, tracked channels, discovery). */
export const INTERNAL_KINDS = [EXPORT_KIND, CHANNEL_SYNC_KIND, DISCOVERY_RUN_KIND] as const;

/**
 * Thrown by a kind that cannot go on until later (a quota to wait for): the operation goes back to the queue, due in
 * `delayMs`, with its last checkpoint, and the attempt is not counted.
 */
export class OperationDeferred extends Error {
  constructor(
    readonly delayMs: number,
    message: string,
    /** Kept in the operation's progress while it waits (a record can say until when). */
    readonly resumesAt: Date | null = null,
  ) {
    super(message);
  }
}
