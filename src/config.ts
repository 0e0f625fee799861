// The only reader of process.env: every setting is parsed and validated once, here.
import path from 'node:path';

export type StoreKind = 'embedded' | 'postgres';

export interface Config {
  host: string;
  port: number;
  store: StoreKind;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  /** Seconds an authenticated key stays cached in a process before it is read again (revocation delay across processes). */
  keyCacheSeconds: number;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Seed a small demo dataset when the database is empty. */
  seedDemo: boolean;
  /** Size of the PostgreSQL connection pool per process. */
  pgPoolSize: number;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}; got "${raw}"`);
  }
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false; got "${raw}"`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env, 'PORT', 8080, 0, 65535),
    store: databaseUrl ? 'postgres' : 'embedded',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    logLevel: env.LOG_LEVEL || 'info',
    keyCacheSeconds: int(env, 'API_KEY_CACHE_SECONDS', 2, 0, 300),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    seedDemo: bool(env, 'SEED_DEMO', true),
    pgPoolSize: int(env, 'PG_POOL_SIZE', 20, 1, 500),
  };
}
