// Fairness of the per-account budgets (issue 30, items 1, 5 and 8), on a scratch PostgreSQL database with the
// service in this process and a loopback fake of the YouTube Data API:
//
// - quota.*     one account with 17 keys tracks channels until its share of the YouTube quota is spent; another
//               account then tracks its channels and still has its whole share.
// - caps.*      500 concurrent watch creations and 500 concurrent tracking requests of one account at caps of 5.
// - rateLimit.* one account hammering with 20 keys (each within its own budget) is held to the account-wide
//               ceiling while another account's requests all succeed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { openStore, type Store } from '../../src/db/database.js';
import { createApiKey, findOrCreateAccount, SCOPES } from '../../src/keys/apiKeys.js';
import { createRuntime } from '../../src/runtime.js';
import { buildApp } from '../../src/server.js';
import { seedChannel, startFakeYoutube, type FakeYoutube } from '../../test/helpers/fakeYoutube.js';
import { createScratchDatabase } from '../chaos/run.js';

export const name = 'quota';

type Value = number | string | boolean | null;

interface Scene {
  app: FastifyInstance;
  store: Store;
  key(account: string): Promise<string>;
  close(): Promise<void>;
}

async function scene(databaseUrl: string, env: Record<string, string>): Promise<Scene> {
  const exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-fairness-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    SERVICE_ENCRYPTION_KEY: '7f'.repeat(32),
    EXPORTS_DIR: exportsDir,
    AUTH_FAILURES_PER_MINUTE: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const store = await openStore({ databaseUrl, poolSize: 10 });
  const runtime = createRuntime(config, store, { worker: false, deliver: false });
  const app = await buildApp({ config, db: store.db, services: runtime.services, logger: { level: 'silent' } });
  await app.ready();
  await runtime.start();
  return {
    app,
    store,
    key: async (account) => {
      const a = await findOrCreateAccount(store.db, account);
      return (await createApiKey(store.db, { accountId: a.id, name: 'fairness', scopes: [...SCOPES] })).key;
    },
    close: async () => {
      await app.close();
      await runtime.stop();
      await store.close();
      fs.rmSync(exportsDir, { recursive: true, force: true });
    },
  };
}

const inject = (s: Scene, key: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  s.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload === undefined ? {} : { payload }),
  });

async function quotaGroup(databaseUrl: string, fake: FakeYoutube): Promise<Record<string, Value>> {
  const share = 40;
  const s = await scene(databaseUrl, {
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_DAILY_QUOTA: '10000',
    YOUTUBE_ACCOUNT_DAILY_UNITS: String(share),
  });
  try {
    for (let i = 0; i < 80; i++) seedChannel(fake, { tag: `Greedy${i}x`, uploads: 0 });
    for (let i = 0; i < 5; i++) seedChannel(fake, { tag: `Neighbour${i}x`, uploads: 0 });
    const keys = await Promise.all(Array.from({ length: 17 }, () => s.key('greedy')));
    // 17 keys, 80 channels at once: as fast as the service answers.
    const greedy = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        inject(s, keys[i % keys.length], 'POST', '/v1/tracked-channels', { channel: `@greedy${i}x` }),
      ),
    );
    const neighbourKey = await s.key('neighbour');
    const neighbour = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        inject(s, neighbourKey, 'POST', '/v1/tracked-channels', { channel: `@neighbour${i}x` }),
      ),
    );
    const greedyQuota = (await inject(s, keys[0], 'GET', '/v1/tracking/quota')).json();
    const neighbourQuota = (await inject(s, neighbourKey, 'GET', '/v1/tracking/quota')).json();
    const tracked = neighbour.filter((r) => r.statusCode === 201).length;
    return {
      'quota.accountShare': share,
      'quota.greedyKeys': keys.length,
      'quota.greedyRequests': greedy.length,
      'quota.greedyTracked': greedy.filter((r) => r.statusCode === 201).length,
      'quota.greedyRefused429': greedy.filter((r) => r.statusCode === 429).length,
      'quota.greedyUnitsUsed': greedyQuota.account.used,
      'quota.greedyExhausted': greedyQuota.account.exhausted,
      'quota.neighbourTracked': tracked,
      'quota.neighbourUnitsUsed': neighbourQuota.account.used,
      'quota.neighbourUnitsRemaining': neighbourQuota.account.remaining,
      'quota.serviceUsed': neighbourQuota.service.used,
      'quota.met':
        greedyQuota.account.used === share &&
        tracked === 5 &&
        neighbourQuota.account.used === 5 &&
        neighbourQuota.account.remaining === share - 5,
    };
  } finally {
    await s.close();
  }
}

async function capsGroup(databaseUrl: string, fake: FakeYoutube): Promise<Record<string, Value>> {
  const cap = 5;
  const attempts = 500;
  const s = await scene(databaseUrl, {
    YOUTUBE_API_KEY: fake.apiKey,
    YOUTUBE_API_BASE_URL: fake.baseUrl,
    YOUTUBE_DAILY_QUOTA: '100000',
    YOUTUBE_ACCOUNT_DAILY_UNITS: '100000',
    MAX_WATCHES_PER_ACCOUNT: String(cap),
    MAX_TRACKED_CHANNELS_PER_ACCOUNT: String(cap),
    WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
  });
  try {
    const key = await s.key('racer');
    const watches = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        inject(s, key, 'POST', '/v1/watches', {
          label: `race ${i}`,
          filters: {},
          callback: { url: 'https://127.0.0.1:9/hook' },
        }),
      ),
    );
    for (let i = 0; i < attempts; i++) seedChannel(fake, { tag: `Race${i}x`, uploads: 0 });
    const tracks = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        inject(s, key, 'POST', '/v1/tracked-channels', { channel: `@race${i}x` }),
      ),
    );
    const count = async (table: 'watches' | 'tracked_channels') =>
      Number(
        (
          await s.store.db
            .selectFrom(table)
            .innerJoin('accounts', 'accounts.id', `${table}.account_id`)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('accounts.name', '=', 'racer')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const watchRows = await count('watches');
    const trackedRows = await count('tracked_channels');
    const other = (r: { statusCode: number }) => r.statusCode !== 201 && r.statusCode !== 409;
    return {
      'caps.cap': cap,
      'caps.concurrentCreates': attempts,
      'caps.watchesCreated': watchRows,
      'caps.watchesRefused409': watches.filter((r) => r.statusCode === 409).length,
      'caps.trackedChannelsCreated': trackedRows,
      'caps.trackedChannelsRefused409': tracks.filter((r) => r.statusCode === 409).length,
      'caps.otherAnswers': watches.filter(other).length + tracks.filter(other).length,
      'caps.met': watchRows === cap && trackedRows === cap,
    };
  } finally {
    await s.close();
  }
}

async function rateLimitGroup(databaseUrl: string): Promise<Record<string, Value>> {
  const perKey = 60;
  const ceiling = 120;
  const s = await scene(databaseUrl, {
    RATE_LIMIT_PER_MINUTE: String(perKey),
    RATE_LIMIT_ACCOUNT_PER_MINUTE: String(ceiling),
  });
  try {
    const keys = await Promise.all(Array.from({ length: 20 }, () => s.key('hammer')));
    const calmKey = await s.key('calm');
    const began = Date.now();
    let hammerOk = 0;
    let hammerSent = 0;
    let refusedWithRetryAfter = 0;
    let calmOk = 0;
    let calmSent = 0;
    // 20 keys × 30 requests (each key within its own 60), with another account's requests among them.
    for (let round = 0; round < 30; round++) {
      const answers = await Promise.all(keys.map((k) => inject(s, k, 'GET', '/v1/me')));
      for (const r of answers) {
        hammerSent++;
        if (r.statusCode === 200) hammerOk++;
        else if (r.statusCode === 429 && r.headers['retry-after']) refusedWithRetryAfter++;
      }
      const calm = await inject(s, calmKey, 'GET', '/v1/me');
      calmSent++;
      if (calm.statusCode === 200) calmOk++;
    }
    const elapsedMinutes = (Date.now() - began) / 60_000;
    // The ceiling's burst plus what it refilled while the run lasted.
    const allowed = ceiling + Math.ceil(ceiling * elapsedMinutes);
    return {
      'rateLimit.perKeyPerMinute': perKey,
      'rateLimit.accountPerMinute': ceiling,
      'rateLimit.hammerKeys': keys.length,
      'rateLimit.hammerSent': hammerSent,
      'rateLimit.hammerAllowed': hammerOk,
      'rateLimit.hammerRefused429WithRetryAfter': refusedWithRetryAfter,
      'rateLimit.otherAccountSent': calmSent,
      'rateLimit.otherAccountOk': calmOk,
      'rateLimit.seconds': Math.round(elapsedMinutes * 600) / 10,
      'rateLimit.met': hammerOk <= allowed && hammerOk >= ceiling && calmOk === calmSent,
    };
  } finally {
    await s.close();
  }
}

export async function measure(): Promise<Record<string, Value>> {
  const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createScratchDatabase(server, 'csds_fairness_quota');
  const fake = await startFakeYoutube();
  try {
    const quota = await quotaGroup(db.url, fake);
    const caps = await capsGroup(db.url, fake);
    const rateLimit = await rateLimitGroup(db.url);
    return {
      ...quota,
      ...caps,
      ...rateLimit,
      met: quota['quota.met'] === true && caps['caps.met'] === true && rateLimit['rateLimit.met'] === true,
    };
  } finally {
    await fake.close();
    await db.drop();
  }
}
