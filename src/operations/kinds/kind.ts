// The one small interface every operation kind plugs in through.
import type { TSchema } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database.js';

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
  progress(p: { current: number; total: number; phase?: string; message?: string }, checkpoint?: unknown): Promise<void>;
  /** Throws if the operation was canceled or the lease lost; cheap to call often. */
  checkpointNow(): Promise<void>;
  signal: AbortSignal;
}

/** A failure the client should see, with a code from the kind's documented set. */
export class OperationFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface OperationKind<I = any, O = any> {
  name: 'sponsor-detection' | 'brand-discovery' | 'influencer-similar';
  description: string;
  /** JSON schema of `input` (validated at the edge). */
  input: TSchema;
  /** Checks that need the database (a brand that must exist...). Throws ApiError for a 4xx. */
  validate?(db: Database, input: I, accountId: string): Promise<void>;
  run(input: I, ctx: RunContext): Promise<O>;
}
