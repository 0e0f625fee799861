// Builds the migrated template database that PostgreSQL test files clone, once per schema version.
// Several test runs may share the server at once, so nothing in use is dropped: only the databases
// of runs that ended hours ago, and templates of other schemas beyond the newest five (runs of other
// branches on the same server may still be cloning theirs).
import pg from 'pg';
import { openStore } from '../../src/db/database.js';
import { TEMPLATE_DB } from './store.js';

const base = process.env.DATABASE_URL!;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query('select pg_advisory_lock(740261502)');
try {
  const cutoff = Math.floor(Date.now() / 1000) - 3 * 3600;
  const old = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'csds_t\\_%' order by oid`,
  );
  for (const { datname } of old.rows) {
    const m = /^csds_t_(\d+)_/.exec(datname);
    if (m && Number(m[1]) > cutoff) continue;
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
  const templates = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'csds_tpl\\_%' and datname <> $1 order by oid desc`,
    [TEMPLATE_DB],
  );
  for (const { datname } of templates.rows.slice(4)) {
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
  const exists = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE_DB]);
  if (!exists.rowCount) {
    await admin.query(`create database ${TEMPLATE_DB}`);
    const u = new URL(base);
    u.pathname = `/${TEMPLATE_DB}`;
    try {
      const store = await openStore({ databaseUrl: u.toString(), poolSize: 1 });
      await store.close();
    } catch (err) {
      await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      throw err;
    }
  }
} finally {
  await admin.query('select pg_advisory_unlock(740261502)');
  await admin.end();
}
