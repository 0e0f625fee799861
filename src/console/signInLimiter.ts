// Sign-in rate limiting: failed attempts are rows in the database, counted over a sliding window per
// (email, client address), per client address (spraying many emails from one place) and over the whole service
// (spraying from many places), so the limits hold however many processes serve the console.
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.js';

export interface LimitRule {
  windowSeconds: number;
  /** Failures per (email, address). */
  maxFailures: number;
  /** Failures per address, whatever the email. */
  maxFailuresPerAddress: number;
  /** Failures over the whole service. */
  maxFailuresTotal: number;
}

/** Which limit refused an attempt, and the seconds until it may be tried again. */
export interface SignInRefusal {
  limit: 'pair' | 'address' | 'total';
  retryAfterSeconds: number;
}

/**
 * Records an attempt as a failure until it succeeds (clearSignInFailures), unless a limit is already reached: then
 * nothing is recorded and the refusal is returned. The row is written before it is counted, each in its own
 * statement, so attempts made in parallel (in any process) see one another: of any number of concurrent attempts,
 * no more than a limit allows are let through.
 */
export async function recordSignInAttempt(
  db: Database,
  email: string,
  address: string,
  rule: LimitRule,
): Promise<SignInRefusal | null> {
  const own = await sql<{
    id: string;
  }>`insert into sign_in_failures (email, address) values (${email}, ${address}) returning id`.execute(db);
  const id = own.rows[0].id;
  const limits: [SignInRefusal['limit'], RawBuilder<unknown>, number][] = [
    ['pair', sql`email = ${email} and address = ${address}`, rule.maxFailures],
    ['address', sql`address = ${address}`, rule.maxFailuresPerAddress],
    ['total', sql`true`, rule.maxFailuresTotal],
  ];
  // Each count stops one past its limit: past that, how many more there are does not matter.
  const counted = sql.join(
    limits.map(
      ([name, where, max]) => sql`(select count(*)::int from (select 1 from sign_in_failures
        where ${where} and failed_at > now() - make_interval(secs => ${rule.windowSeconds}) limit ${max + 1}) recent) as ${sql.ref(name)}`,
    ),
  );
  const counts = (await sql<Record<string, number>>`select ${counted}`.execute(db)).rows[0];
  const over = limits.filter(([name, , max]) => Number(counts[name]) > max);
  if (over.length === 0) {
    await sql`delete from sign_in_failures where failed_at < now() - make_interval(secs => ${rule.windowSeconds})`.execute(
      db,
    );
    return null;
  }
  await sql`delete from sign_in_failures where id = ${id}`.execute(db);
  // The longest wait is the one that matters: every limit must have room again.
  const waits = await Promise.all(over.map(([, where, max]) => retryAfter(db, where, max, rule.windowSeconds)));
  const longest = waits.indexOf(Math.max(...waits));
  return { limit: over[longest][0], retryAfterSeconds: waits[longest] };
}

/** Seconds until fewer than `max` failures matching `where` remain in the window (at least 1). */
async function retryAfter(
  db: Database,
  where: RawBuilder<unknown>,
  max: number,
  windowSeconds: number,
): Promise<number> {
  const r = await sql<{ wait: number | null }>`
    select ceil(extract(epoch from (min(failed_at) + make_interval(secs => ${windowSeconds}) - now())))::int as wait
    from (select failed_at from sign_in_failures
          where ${where} and failed_at > now() - make_interval(secs => ${windowSeconds})
          order by failed_at desc limit ${max}) recent`.execute(db);
  return Math.max(1, Number(r.rows[0].wait ?? 1));
}

/** A successful sign-in forgets the pair's failures. */
export async function clearSignInFailures(db: Database, email: string, address: string): Promise<void> {
  await sql`delete from sign_in_failures where email = ${email} and address = ${address}`.execute(db);
}
