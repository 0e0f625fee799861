// Console users: people of an account who sign in with an email and a password (stored as a scrypt hash).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { decoyHash, hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './passwords.js';

export interface User {
  id: string;
  email: string;
  account: { id: string; name: string };
  createdAt: Date;
  lastSignInAt: Date | null;
}

export class UserError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

function toUser(r: any): User {
  return {
    id: r.id,
    email: r.email,
    account: { id: r.account_id, name: r.account_name },
    createdAt: new Date(r.created_at),
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at) : null,
  };
}

const userColumns = sql`u.id, u.email, u.account_id, a.name as account_name, u.created_at, u.last_sign_in_at`;

export async function createUser(
  db: Database,
  input: { accountId: string; email: string; password: string },
): Promise<User> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254) throw new UserError(`"${input.email}" is not an email address.`);
  const weak = checkPassword(input.password);
  if (weak) throw new UserError(weak);
  const passwordHash = await hashPassword(input.password);
  const r = await sql<{ id: string }>`insert into users (account_id, email, password_hash)
    values (${input.accountId}::uuid, ${email}, ${passwordHash}) on conflict (email) do nothing returning id`.execute(
    db,
  );
  if (!r.rows[0]) throw new UserError(`A user with the email ${email} already exists.`);
  return (await getUser(db, r.rows[0].id))!;
}

export async function getUser(db: Database, id: string): Promise<User | null> {
  const r =
    await sql`select ${userColumns} from users u join accounts a on a.id = u.account_id where u.id = ${id}::uuid`.execute(
      db,
    );
  return r.rows[0] ? toUser(r.rows[0]) : null;
}

export async function listUsers(db: Database): Promise<User[]> {
  const r =
    await sql`select ${userColumns} from users u join accounts a on a.id = u.account_id order by a.name, u.email`.execute(
      db,
    );
  return r.rows.map(toUser);
}

/** The user whose email and password these are, or null. Takes as long for an unknown email as for a wrong password. */
export async function authenticateUser(db: Database, emailInput: string, password: string): Promise<User | null> {
  const email = normalizeEmail(emailInput);
  const r = await sql<any>`select ${userColumns}, u.password_hash from users u join accounts a on a.id = u.account_id
    where u.email = ${email}`.execute(db);
  const row = r.rows[0];
  const ok = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
  if (!row || !ok) return null;
  await sql`update users set last_sign_in_at = now() where id = ${row.id}::uuid`.execute(db);
  return toUser(row);
}

export async function setPassword(db: Database, email: string, password: string): Promise<boolean> {
  const weak = checkPassword(password);
  if (weak) throw new UserError(weak);
  const hash = await hashPassword(password);
  const r = await sql`update users set password_hash = ${hash} where email = ${normalizeEmail(email)}`.execute(db);
  // A new password ends every session the old one opened.
  await sql`delete from console_sessions where user_id in (select id from users where email = ${normalizeEmail(email)})`.execute(
    db,
  );
  return Number(r.numAffectedRows ?? 0) > 0;
}
