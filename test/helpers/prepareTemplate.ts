// Builds the migrated template database that PostgreSQL test files clone (run once per `npm test`).
import pg from 'pg';
import { openStore } from '../../src/db/database.js';
import { TEMPLATE_DB } from './store.js';

const base = process.env.DATABASE_URL!;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
// Leftovers of an interrupted run would pile up: drop every test database first.
const old = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'csds_t_%' or datname = $1`, [TEMPLATE_DB]);
for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname} with (force)`);
await admin.query(`create database ${TEMPLATE_DB}`);
await admin.end();
const u = new URL(base);
u.pathname = `/${TEMPLATE_DB}`;
const store = await openStore({ databaseUrl: u.toString(), poolSize: 1 });
await store.close();
