// The one-time credentials of a fresh embedded install: an API key with every scope and a console user of the
// demo account, printed once on the terminal (while the server holds the embedded directory, no other process can
// open it to make them). They are owed from the moment the demo data is seeded and made only once the server
// listens, so a first start that cannot listen (its port taken) makes none that no one would ever see: the next
// start that listens makes and prints them.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { generatePassword } from '../console/passwords.js';
import { createUser, UserError } from '../console/users.js';
import { createApiKey, findOrCreateAccount, SCOPES } from '../keys/apiKeys.js';

const OWED = 'first_credentials_owed';
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
