// The one-time credentials of a fresh install (embedded or PostgreSQL): an API key with every scope and a console
// user of the demo account, printed once on the terminal of the start that made them. They are owed from the moment
// the demo data is seeded and made only once the server listens, so a first start that cannot listen (its port
// taken) makes none that no one would ever see: the next start that listens makes and prints them. On PostgreSQL
// several processes may start together on one empty database: the seeding is serialized (seedFirstStart) and the
// debt is settled by whichever deletes its record first, so exactly one of them prints the credentials.
// The demo account becomes the CLI's default account (`keys create` without `--account`), so the keys made there
// belong to the account whose console user exists.
import { sql } from 'kysely';
import type { Database, Store } from '../db/database.js';
import { generatePassword } from '../console/passwords.js';
import { createUser, UserError } from '../console/users.js';
import { createApiKey, findOrCreateAccount, SCOPES } from '../keys/apiKeys.js';

const OWED = 'first_credentials_owed';
/** The service setting naming the account the CLI uses when `--account` is not given. */
const DEFAULT_ACCOUNT = 'default_account';
/** The CLI's default account on an install whose first start made none (demo data off). */
export const FALLBACK_ACCOUNT = 'default';
/** Serializes the empty-database check and the demo seeding of processes starting together on PostgreSQL. */
const FIRST_START_LOCK = 0x63736473_01; // "csds" + 1
export const DEMO_ACCOUNT = 'demo';
export const DEMO_EMAIL = 'demo@example.com';

export interface FirstCredentials {
  key: string;
  /** Null when a user with the demo email existed already (made with the CLI in between). */
  user: { email: string; password: string } | null;
}

/** Records that this install's first credentials are still to be made and shown. */
export async function oweFirstCredentials(db: Database): Promise<void> {
  await sql`insert into service_settings (name, value) values (${OWED}, 'yes') on conflict (name) do nothing`.execute(
    db,
  );
}

export async function firstCredentialsOwed(db: Database): Promise<boolean> {
  return (await sql`select 1 from service_settings where name = ${OWED}`.execute(db)).rows.length > 0;
}

/**
 * Makes the owed credentials, once: the record of the debt is removed in the same transaction, so two starts
 * never both make them. Null when nothing is owed.
 */
export async function issueFirstCredentials(db: Database): Promise<FirstCredentials | null> {
  return db.transaction().execute(async (trx) => {
    const owed = await sql`delete from service_settings where name = ${OWED} returning name`.execute(trx);
    if (owed.rows.length === 0) return null;
    const account = await findOrCreateAccount(trx, DEMO_ACCOUNT);
    await sql`insert into service_settings (name, value) values (${DEFAULT_ACCOUNT}, ${DEMO_ACCOUNT})
      on conflict (name) do nothing`.execute(trx);
    const { key } = await createApiKey(trx, { accountId: account.id, name: 'first key', scopes: [...SCOPES] });
    const password = generatePassword();
    try {
      const user = await createUser(trx, { accountId: account.id, email: DEMO_EMAIL, password });
      return { key, user: { email: user.email, password } };
    } catch (err) {
      if (err instanceof UserError) return { key, user: null };
      throw err;
    }
  });
}

/** Whether a console user with the demo email exists, and whether any user does (for the start banner). */
export async function consoleUsers(db: Database): Promise<{ demo: boolean; any: boolean }> {
  const r = await sql<{ demo: boolean; any: boolean }>`select
      exists (select 1 from users where email = ${DEMO_EMAIL}) as demo, exists (select 1 from users) as any`.execute(
    db,
  );
  return { demo: Boolean(r.rows[0]?.demo), any: Boolean(r.rows[0]?.any) };
}

/** The account the CLI uses when `--account` is not given: the one the first start made, else `default`. */
export async function defaultAccountName(db: Database): Promise<string> {
  const r = await sql<{ value: string }>`select value from service_settings where name = ${DEFAULT_ACCOUNT}`.execute(
    db,
  );
  return r.rows[0]?.value ?? FALLBACK_ACCOUNT;
}

/**
 * On an empty database, owes the first credentials and seeds the demo data; returns whether it did. On PostgreSQL
 * the check and the seeding hold an advisory lock, so of several processes starting together on one empty
 * database exactly one seeds (and owes) and the others find it full. `isEmpty` and `seed` are the caller's.
 */
export async function seedFirstStart(
  store: Store,
  isEmpty: () => Promise<boolean>,
  seed: () => Promise<unknown>,
): Promise<boolean> {
  const lock = store.kind === 'postgres' ? await store.session() : null;
  try {
    await lock?.query('select pg_advisory_lock($1)', [FIRST_START_LOCK]);
    if (!(await isEmpty())) return false;
    await oweFirstCredentials(store.db);
    await seed();
    return true;
  } finally {
    // Ending the session releases the lock with it.
    await lock?.end();
  }
}
