// The verdict cache's lookups (auth.ts KeyAuthenticator): requests presenting one key while it is looked up share that
// lookup, and a lookup that began before an invalidation (a revoke) keeps no verdict after it. The warm-up credential
// (warmUp.ts) is good for the read scope until the warm-up ends, and never after.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult } from 'kysely';
import type { Store } from '../../src/db/database.js';
import { isWarmUp, KeyAuthenticator } from '../../src/http/auth.js';
import { createApiKey, findOrCreateAccount, revokeApiKey } from '../../src/keys/apiKeys.js';
import { createTestStore } from '../helpers/store.js';

let store: Store;
before(async () => {
  store = await createTestStore();
});
after(() => store.close());

/**
 * Counts the statements run through it, and holds the first one's result until `gate` resolves (the real database
 * answers); `answered` resolves once that first statement has run in the database.
 */
class Counting implements KyselyPlugin {
  statements = 0;
  private results = 0;
  gate: Promise<void> | null = null;
  private answer!: () => void;
  readonly answered = new Promise<void>((r) => (this.answer = r));
  transformQuery(args: PluginTransformQueryArgs) {
    this.statements++;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<Record<string, unknown>>> {
    if (this.results++ === 0) {
      this.answer();
      if (this.gate) await this.gate;
    }
    return args.result;
  }
}

async function newKey(name: string) {
  const account = await findOrCreateAccount(store.db, `auth-lookups-${name}`);
  return { account, created: await createApiKey(store.db, { accountId: account.id, name, scopes: ['data:read'] }) };
}

test('requests presenting one key together share one lookup', async () => {
  const { created } = await newKey('burst');
  const counting = new Counting();
  const auth = new KeyAuthenticator(store.db.withPlugin(counting), 2_000);
  const checks = await Promise.all(Array.from({ length: 20 }, () => auth.check(created.key)));
  assert.ok(checks.every((c) => c.ok && c.key.id === created.id));
  // One lookup, and one write of the key's last use (at most once a minute a key).
  assert.equal(counting.statements, 2);
  // The verdict is then cached: no statement for the next request.
  assert.ok((await auth.check(created.key)).ok);
  assert.equal(counting.statements, 2);
});

test('a lookup that began before a revoke keeps no verdict after the invalidation', async () => {
  const { account, created } = await newKey('revoked');
  const counting = new Counting();
  const auth = new KeyAuthenticator(store.db.withPlugin(counting), 60_000);
  let release!: () => void;
  counting.gate = new Promise<void>((r) => (release = r));
  // A lookup begins and reads the key while it is good; its answer is held back past the revoke. (The revoke waits for
  // that read: on a pool of connections the two statements would otherwise race, and the read could see the revoke.)
  const before = auth.check(created.key);
  await counting.answered;
  await revokeApiKey(store.db, account.id, created.id);
  auth.invalidate();
  // A request after the revoke waits for no lookup that began before it.
  const afterRevoke = await auth.check(created.key);
  assert.deepEqual(afterRevoke, { ok: false, reason: 'revoked_api_key' });
  release();
  assert.ok((await before).ok, 'the request that arrived before the revoke was judged before it');
  // The earlier lookup's "good" was not kept: the key stays refused.
  assert.deepEqual(await auth.check(created.key), { ok: false, reason: 'revoked_api_key' });
});

test('the warm-up credential is good for reads until the warm-up ends, then refused like any unknown key', async () => {
  const auth = new KeyAuthenticator(store.db, 2_000);
  const token = auth.beginWarmUp();
  const asked = (authorization: string) => {
    const request = { headers: { authorization }, routeOptions: { config: { scope: 'data:read' } } };
    return auth.hook(request as never, {} as never).then(() => (request as unknown as { apiKey: unknown }).apiKey);
  };
  const principal = await asked(`Bearer ${token}`);
  assert.ok(principal && isWarmUp(principal as never));
  assert.deepEqual((principal as { scopes: string[] }).scopes, ['data:read']);
  // Another random credential of the same shape is not it.
  await assert.rejects(asked(`Bearer ${token.slice(0, -2)}xx`), { code: 'invalid_api_key' });
  auth.endWarmUp();
  await assert.rejects(asked(`Bearer ${token}`), { code: 'invalid_api_key' });
});
