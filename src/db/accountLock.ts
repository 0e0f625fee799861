// Per-account caps (live API keys, watches, tracked channels) are counted and written under a lock on the account's
// row, so concurrent creations in any number of processes are taken one at a time and never pass the cap together.
import { sql } from 'kysely';
import type { Database } from './database.js';

/**
 * Runs `fn` in a transaction holding the account row's lock (inside a caller's transaction, in that one). Whatever
 * `fn` counts and writes for the account is serialised with every other creation under the same lock.
 */
export function underAccountLock<T>(db: Database, accountId: string, fn: (trx: Database) => Promise<T>): Promise<T> {
  const locked = async (trx: Database) => {
    // NO KEY UPDATE: creations of the account wait for each other, while rows that merely reference the account
    // (their foreign key check takes KEY SHARE) are written by others meanwhile.
    await sql`select id from accounts where id = ${accountId}::uuid for no key update`.execute(trx);
    return fn(trx);
  };
  return db.isTransaction ? locked(db) : db.transaction().execute(locked);
}
