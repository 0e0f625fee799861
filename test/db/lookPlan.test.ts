// The read cache's look (directory_changes_since(), src/directory/readCache.ts) runs before every cached answer, so
// its cost is every hit's latency. A SQL function's statement is planned without its argument's value: the planner
// guesses that `xid >= pg_snapshot_xmax(prev)` keeps a third of the change log, and on a log of a few hundred
// thousand rows (an hour of detection writes) that guess passes jit_above_cost, so every look compiled its
// expressions with LLVM (15–30 ms) to read a few hundred rows (migration 081; docs/decisions.md "The look compiled
// itself"). The check: auto_explain reports the function's own statement with JIT forced on for any cost; the plan
// must show no JIT. PostgreSQL only: the embedded store has no JIT.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import type { Store } from '../../src/db/database.js';
import { createTestStore, storeKind } from '../helpers/store.js';

if (storeKind() === 'postgres') {
  let store: Store & { url?: string };
  let client: pg.Client;

  before(async () => {
    store = await createTestStore();
    client = new pg.Client({ connectionString: store.url });
    await client.connect();
  });
  after(async () => {
    await client.end();
    await store.close();
  });

  /** The plans auto_explain reports for the statements `text` runs, its own and the functions' (nested). */
  async function plansOf(text: string): Promise<string[]> {
    const plans: string[] = [];
    const onNotice = (n: { message?: string }) => {
      if (n.message?.includes('Query Text')) plans.push(n.message);
    };
    client.on('notice', onNotice);
    try {
      await client.query(text);
    } finally {
      client.off('notice', onNotice);
    }
    return plans;
  }

  test('a look never compiles its statement with JIT, whatever the planner guesses it costs', async () => {
    await client.query(
      `insert into directory_changes (tags) select array['s', 'v:' || i] from generate_series(1, 200) i`,
    );
    const snapshot = (await client.query<{ s: string }>('select pg_current_snapshot()::text as s')).rows[0].s;
    await client.query(`insert into directory_changes (tags) values (array['s.b:one'])`);
    await client.query(`load 'auto_explain'`);
    for (const setting of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_analyze = on',
      'auto_explain.log_nested_statements = on',
      'auto_explain.log_level = notice',
      'jit = on',
      'jit_above_cost = 0',
      'jit_inline_above_cost = -1',
      'jit_optimize_above_cost = -1',
    ])
      await client.query(`set ${setting}`);

    // The settings take: a statement of this session that is not the look is compiled, on a server with JIT (a
    // server built without LLVM compiles nothing, and the look's plan shows no JIT either way).
    const control = await plansOf(`select count(*) from directory_changes where xid >= '0'::xid8`);
    const jitAvailable = (await client.query<{ j: boolean }>('select pg_jit_available() as j')).rows[0].j;
    if (jitAvailable)
      assert.ok(
        control.some((p) => /JIT:/.test(p)),
        control.join('\n'),
      );
    const look = await plansOf(`select directory_changes_since('${snapshot}'::pg_snapshot) as tags`);
    const nested = look.filter((p) => p.includes('directory_changes where xid'));
    assert.ok(nested.length > 0, `the function's statement is reported: ${look.join('\n---\n')}`);
    for (const p of nested) assert.doesNotMatch(p, /JIT:/, p);
    const tags = (
      await client.query<{ tags: string[] }>(`select directory_changes_since('${snapshot}'::pg_snapshot) as tags`)
    ).rows[0].tags;
    assert.deepEqual(tags, ['s.b:one'], 'the look still returns what committed since the snapshot');
  });
}
