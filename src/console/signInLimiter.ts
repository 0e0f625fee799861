// Sign-in rate limiting: failed attempts are rows in the database, counted per (email, client address) over a
// sliding window, so the limit holds however many processes serve the console.
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface LimitRule {
  maxFailures: number;
  windowSeconds: number;
}

/** Seconds until the pair may try again, or 0 when it may try now. */
export async function signInRetryAfter(db: Database, email: string, address: string, rule: LimitRule): Promise<number> {
  const r = await sql<{ n: number; wait: number | null }>`
    select count(*)::int as n,
      ceil(extract(epoch from (min(failed_at) + make_interval(secs => ${rule.windowSeconds}) - now())))::int as wait
    from (select failed_at from sign_in_failures
          where email = ${email} and address = ${address} and failed_at > now() - make_interval(secs => ${rule.windowSeconds})
          order by failed_at desc limit ${rule.maxFailures}) recent`.execute(db);
  const { n, wait } = r.rows[0];
  return n >= rule.maxFailures ? Math.max(1, Number(wait ?? 1)) : 0;
}

export async function recordSignInFailure(db: Database, email: string, address: string, rule: LimitRule): Promise<void> {
  await sql`insert into sign_in_failures (email, address) values (${email}, ${address})`.execute(db);
  await sql`delete from sign_in_failures where failed_at < now() - make_interval(secs => ${rule.windowSeconds})`.execute(db);
}

/** A successful sign-in forgets the pair's failures. */
export async function clearSignInFailures(db: Database, email: string, address: string): Promise<void> {
  await sql`delete from sign_in_failures where email = ${email} and address = ${address}`.execute(db);
}
