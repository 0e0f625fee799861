// Applies the numbered SQL files in ./migrations once each, in order, under an advisory lock
// so that processes starting together on one PostgreSQL database do not race.
import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const LOCK_ID = 7_402_615_001;

/** One database session that can run multi-statement scripts (PGlite's exec, or a dedicated pg client). */
export interface Session {
  exec(script: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  end(): Promise<void>;
}

export function migrationFiles(): { version: number; name: string; sql: string }[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 3)),
      name: f,
      sql: fs.readFileSync(new URL(f, MIGRATIONS_DIR), 'utf8'),
    }));
}

export async function migrate(session: Session): Promise<number[]> {
  const applied: number[] = [];
  await session.query('select pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await session.exec(
      'create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await session.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
    );
    for (const m of migrationFiles()) {
      if (done.has(m.version)) continue;
      // The script and its bookkeeping commit together: a failed migration leaves no trace.
      await session.exec(
        `begin;\n${m.sql}\n;insert into schema_migrations (version, name) values (${m.version}, '${m.name}');\ncommit;`,
      );
      applied.push(m.version);
    }
  } catch (err) {
    await session.exec('rollback').catch(() => {});
    throw err;
  } finally {
    await session.query('select pg_advisory_unlock($1)', [LOCK_ID]);
  }
  return applied;
}

/** True when every migration file has been applied (used by readiness checks). */
export async function migrationsCurrent(db: Kysely<any>): Promise<boolean> {
  const rows = (await sql<{ version: number }>`select version from schema_migrations`.execute(db)).rows;
  const done = new Set(rows.map((r) => r.version));
  return migrationFiles().every((m) => done.has(m.version));
}
