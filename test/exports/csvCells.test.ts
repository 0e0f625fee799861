// Every CSV cell as docs/api.md "Exports" says, on both stores: PostgreSQL writes the file from COPY's own CSV
// finished by CopyCsvRewriter (src/exports/copyCsv.ts), the embedded store from csv_cell() lines; both must give
// the bytes of the rule, written out here once: null empty, arrays joined by spaces, a text cell quoted when it
// holds `"`, `,`, CR or LF (quotes doubled), and with the formula guard quoted with a leading apostrophe when it
// starts with =, +, -, @, tab or CR. Values that sit on the edges of those rules, with the guard on and off.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { bearer, createTestApp, waitFor, type TestApp } from '../helpers/app.js';
import { insertCreator, walkPages } from '../helpers/factories.js';

const EDGES = [
  '',
  '=1+2',
  '-minus',
  '+plus',
  '@at',
  '\ttab first',
  '\rCR first',
  'comma, inside',
  'a "quote" inside',
  '"=quote first',
  "'=apostrophe first",
  ' =space first',
  'line\nbreak',
  'CRLF\r\ninside',
  'back\\slash \\N \\.',
  '\\.',
  '""',
  '"',
  'é 🎉 ü',
  'tab\tinside',
];
const TEXT = new Set(['channelId', 'platform', 'handle', 'title', 'shorteners']);

let t: TestApp;
let H: Record<string, string>;

before(async () => {
  t = await createTestApp({ EXPORT_BATCH_ROWS: '4' }, { worker: true });
  H = bearer(await t.key());
  for (const [i, title] of EDGES.entries()) {
    const c = await insertCreator(t.db, {
      title,
      handle: EDGES[(i + 7) % EDGES.length],
      subscriberCount: i % 3 === 0 ? null : i * 1000,
    });
    await sql`update creators set shorteners = ${[EDGES[(i + 3) % EDGES.length], EDGES[(i + 11) % EDGES.length]]}
      where channel_id = ${c.channelId}`.execute(t.db);
  }
  await insertCreator(t.db, { title: null as unknown as string, handle: null as unknown as string });
});
after(() => t?.close());

function cell(name: string, v: unknown, guard: boolean): string {
  if (v === null) return '';
  const s = Array.isArray(v) ? v.join(' ') : String(v);
  if (!TEXT.has(name)) return s;
  if (guard && /^[=+\-@\t\r]/.test(s)) return `"'${s.replaceAll('"', '""')}"`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

test('the file is the rule applied to the list, byte for byte, with the guard and without', async () => {
  const { rows } = await walkPages((o) => t.app.inject(o), '/v1/creators', H, { limit: 200 });
  assert.ok(rows.length > EDGES.length);
  const names = Object.keys(rows[0]);
  for (const guard of [true, false]) {
    const expected =
      names.join(',') + '\r\n' + rows.map((r) => names.map((n) => cell(n, r[n], guard)).join(',') + '\r\n').join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/exports',
      headers: H,
      payload: { dataset: 'creators', format: 'csv', csvFormulaGuard: guard },
    });
    assert.equal(res.statusCode, 201, res.body);
    const e = await waitFor(async () => {
      const r = (await t.app.inject({ url: `/v1/exports/${res.json().id}`, headers: H })).json();
      if (r.status === 'failed') throw new Error(JSON.stringify(r));
      return r.status === 'completed' ? r : null;
    });
    const body = (await t.app.inject({ url: e.downloadUrl })).rawPayload.toString();
    assert.equal(body, expected, `guard ${guard}`);
    assert.equal(e.rowCount, rows.length);
  }
});
