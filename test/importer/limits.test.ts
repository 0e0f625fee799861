// The import's bounds: YouTube's own limits on titles, descriptions and tags (a longer value is cut, the line
// warned, the cut value served), and a line longer than the maximum line length (reported and skipped unread, every
// other line imported), through `csds import` in a real child process.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { openStore } from '../../src/db/database.js';
import { cutToCharacters, tagsLength } from '../../src/importer/fields.js';
import { importFile } from '../../src/importer/index.js';
import { bearer, createTestApp, type TestApp } from '../helpers/app.js';
import { ROOT, serviceArgs } from '../helpers/processes.js';
import { createTestStore, prepareDataDir, storeKind } from '../helpers/store.js';

let tmp: string;
before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-import-limits-'));
});
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

let fileNo = 0;
function writeLines(lines: unknown[]): string {
  const f = path.join(tmp, `in-${++fileNo}.jsonl`);
  fs.writeFileSync(f, lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  return f;
}

function ytVideo(id: string, snippet: Record<string, unknown> = {}) {
  return {
    kind: 'youtube#video',
    id,
    snippet: {
      publishedAt: '2024-06-01T08:00:00Z',
      channelId: 'UClimits0000000000000000',
      channelTitle: 'Limits',
      title: `Video ${id}`,
      description: '',
      ...snippet,
    },
    contentDetails: { duration: 'PT5M' },
  };
}

const codePoints = (s: string) => [...s].length;

describe('YouTube limits at import', () => {
  let t: TestApp;
  let H: Record<string, string>;
  before(async () => {
    t = await createTestApp();
    H = bearer(await t.key(['data:read']));
  });
  after(() => t.close());
  const served = async (videoId: string) => {
    const res = await t.app.inject({ url: `/v1/videos/${videoId}`, headers: H });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { title: string; description: string; keywords: string[] };
  };

  test('[review 30.7] a 20 MB title is cut to 100 characters, the line warned, the cut title served', async () => {
    const title = 'Sponsored by NordVPN '.repeat(Math.ceil(20_000_000 / 21)).slice(0, 20_000_000);
    const f = writeLines([ytVideo('lim-ok'), ytVideo('lim-title', { title })]);
    // The line is over 16 MiB, the default longest line (which would refuse it whole): raised to read it.
    const r = await importFile(t.db, 'videos', f, { maxLineBytes: 32 << 20 });
    assert.equal(r.imported, 2);
    assert.deepEqual(r.errors, []);
    assert.deepEqual(r.warnings, [
      { line: 2, message: "snippet.title cut from 20000000 to 100 characters (YouTube's limit)" },
    ]);
    assert.equal((await served('lim-title')).title, title.slice(0, 100));
    const stored = await sql<{ n: number }>`select length(title)::int as n from videos
      where video_id = 'lim-title'`.execute(t.db);
    assert.equal(stored.rows[0].n, 100, 'the cut value is what is stored, never the whole');
    assert.equal((await served('lim-ok')).title, 'Video lim-ok');
  });

  test('[review 30.7] a description over 5,000 characters is cut between graphemes; 5,000 of any script are kept', async () => {
    // 4,999 characters, then a family emoji (one grapheme of 7 code points) across the limit: it goes whole.
    const family = '👨‍👩‍👧‍👦';
    const long = 'd'.repeat(4_999) + family + 'tail'.repeat(10_000);
    // 5,000 Cyrillic characters are 10,000 UTF-8 bytes: within YouTube's limit counted in characters, so kept.
    const cyrillic = 'ж'.repeat(5_000);
    const f = writeLines([ytVideo('lim-desc', { description: long }), ytVideo('lim-cyr', { description: cyrillic })]);
    const r = await importFile(t.db, 'videos', f);
    assert.equal(r.imported, 2);
    assert.deepEqual(r.warnings, [
      { line: 1, message: `snippet.description cut from ${codePoints(long)} to 5000 characters (YouTube's limit)` },
    ]);
    assert.equal((await served('lim-desc')).description, 'd'.repeat(4_999), 'the emoji is not split');
    assert.equal((await served('lim-cyr')).description, cyrillic);
    // A surrogate pair is never split, even where a grapheme alone is longer than the limit.
    assert.equal(cutToCharacters('a😀b', 2), 'a😀');
    assert.equal(cutToCharacters('😀😀😀', 1), '😀');
    assert.equal(cutToCharacters('e\u0301e\u0301', 3), 'e\u0301', 'an accent stays with its letter');
  });

  test('[review 30.7] tags over 500 characters in all (as YouTube counts them) keep the first tags that fit', async () => {
    // A tag with a space counts the quotation marks YouTube puts around it; the commas between tags count.
    assert.equal(tagsLength(['Foo-Baz']), 7);
    assert.equal(tagsLength(['Foo Baz']), 9);
    assert.equal(tagsLength(['a', 'b c']), 1 + 1 + 5);
    const tags = Array.from({ length: 60 }, (_, i) => `tag number ${String(i).padStart(2, '0')}`); // 15 each
    const f = writeLines([ytVideo('lim-tags', { tags }), ytVideo('lim-tags-ok', { tags: tags.slice(0, 3) })]);
    const r = await importFile(t.db, 'videos', f);
    assert.equal(r.imported, 2);
    assert.deepEqual(r.warnings, [
      { line: 1, message: `snippet.tags cut from ${tagsLength(tags)} to 500 characters (YouTube's limit)` },
    ]);
    // 31 tags: 31 × 15 + 30 commas = 495; a 32nd would make 511.
    assert.deepEqual((await served('lim-tags')).keywords, tags.slice(0, 31));
    assert.deepEqual((await served('lim-tags-ok')).keywords, tags.slice(0, 3));
  });

  test('[review 30.7] a channel: title, description (1,000) and keywords cut, one warning naming each field', async () => {
    const channel = {
      kind: 'youtube#channel',
      id: 'UClimitschannel000000000',
      snippet: { title: 'T'.repeat(150), description: 'x'.repeat(1_500) },
      brandingSettings: { channel: { keywords: Array.from({ length: 200 }, (_, i) => `kw${i}`).join(' ') } },
    };
    const r = await importFile(t.db, 'channels', writeLines([channel]));
    assert.equal(r.imported, 1);
    assert.equal(r.warnings.length, 1);
    assert.equal(r.warnings[0].line, 1);
    assert.match(r.warnings[0].message, /^snippet\.title cut from 150 to 100 characters; /);
    assert.match(r.warnings[0].message, /snippet\.description cut from 1500 to 1000 characters; /);
    assert.match(r.warnings[0].message, /brandingSettings\.channel\.keywords cut from 1089 to 500 characters/);
    const res = await t.app.inject({ url: `/v1/creators/${channel.id}`, headers: H });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as { title: string }).title, 'T'.repeat(100));
    const stored = await sql<{ description: string; keywords: string[] }>`select description, keywords
      from creators where channel_id = ${channel.id}`.execute(t.db);
    assert.equal(stored.rows[0].description, 'x'.repeat(1_000));
    assert.ok(stored.rows[0].keywords.length > 0 && tagsLength(stored.rows[0].keywords) <= 500);
  });
});

describe('csds import: a line longer than the maximum (child process)', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let pg: Awaited<ReturnType<typeof createTestStore>> | null = null;
  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csds-import-long-'));
    await prepareDataDir(dataDir);
    const { DATABASE_URL, ...rest } = process.env;
    env = { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', IMPORT_MAX_LINE_BYTES: String(1 << 20) };
    if (storeKind() === 'postgres') {
      pg = await createTestStore();
      env.DATABASE_URL = pg.url!;
    }
  });
  after(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg?.close();
  });

  const cli = (...args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, serviceArgs(...args), { cwd: ROOT, env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  /** Good lines 1–3, line 4 a 64 MiB video (its title fills it), good lines 5–7; the long line's length in bytes. */
  function fileWithLongLine(): { file: string; longBytes: number } {
    const file = path.join(tmp, 'long-line.jsonl');
    const fd = fs.openSync(file, 'w');
    const good = (id: string) => fs.writeSync(fd, JSON.stringify(ytVideo(id)) + '\n');
    ['good-1', 'good-2', 'good-3'].forEach(good);
    const whole = JSON.stringify(ytVideo('huge', { title: '' }));
    const at = whole.indexOf('"title":"') + '"title":"'.length;
    const mib = 'x'.repeat(1 << 20);
    let longBytes = fs.writeSync(fd, whole.slice(0, at));
    for (let i = 0; i < 64; i++) longBytes += fs.writeSync(fd, mib);
    longBytes += fs.writeSync(fd, whole.slice(at) + '\n') - 1;
    ['good-5', 'good-6', 'good-7'].forEach(good);
    fs.closeSync(fd);
    return { file, longBytes };
  }

  async function importedIds(): Promise<string[]> {
    const store = pg ?? (await openStore({ dataDir }));
    try {
      const r = await sql<{ video_id: string }>`select video_id from videos order by video_id`.execute(store.db);
      return r.rows.map((x) => x.video_id);
    } finally {
      if (!pg) await store.close();
    }
  }

  test('[review 30.7] a 64 MiB line over a 1 MiB maximum is reported and skipped, every good line imported', async () => {
    const { file, longBytes } = fileWithLongLine();
    assert.ok(longBytes > 64 * (1 << 20));
    const r = await cli('import', 'videos', file);
    assert.equal(r.code, 2, r.stderr);
    assert.equal(
      r.stderr.trim(),
      `line 4: line too long: ${longBytes} bytes; the longest line read is 1048576 bytes ` +
        '(IMPORT_MAX_LINE_BYTES, --max-line-bytes); skipped unread',
    );
    assert.match(r.stdout, /^6 imported, 1 rejected, 0 cut to YouTube's limits$/m);
    // Every good line landed, those before the long one and those after it.
    assert.deepEqual(await importedIds(), ['good-1', 'good-2', 'good-3', 'good-5', 'good-6', 'good-7']);
  });

  test('[review 30.7] --max-line-bytes wins over IMPORT_MAX_LINE_BYTES; a cut is a warning, exit code 0', async () => {
    const title = 't'.repeat(3_000);
    const file = writeLines([ytVideo('flag-1'), ytVideo('flag-long', { title }), ytVideo('flag-3')]);
    const strict = await cli('import', 'videos', file, '--max-line-bytes', '2048');
    assert.equal(strict.code, 2, strict.stderr);
    assert.match(strict.stderr, /^line 2: line too long: \d+ bytes; the longest line read is 2048 bytes/m);
    assert.match(strict.stdout, /^2 imported, 1 rejected, 0 cut to YouTube's limits$/m);
    // Under the variable's 1 MiB the line is read: its title is cut, a warning rather than an error.
    const loose = await cli('import', 'videos', file);
    assert.equal(loose.code, 0, loose.stderr);
    assert.equal(
      loose.stderr.trim(),
      "line 2: warning: snippet.title cut from 3000 to 100 characters (YouTube's limit)",
    );
    assert.match(loose.stdout, /^3 imported, 0 rejected, 1 cut to YouTube's limits$/m);
    assert.ok((await importedIds()).includes('flag-long'));
  });
});
