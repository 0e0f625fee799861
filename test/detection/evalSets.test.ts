// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// The labeled sets themselves (no detection here): both load, the held-out set is what its sources generate,
// and the two sets share no videos or channels, so the held-out figures are not a re-run of the development set.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { EVAL_SETS, HELDOUT_DIR, SPONSORSHIP_TYPES, loadEvalSet } from '../../scripts/eval.js';

const channelIds = (dir: string) =>
  new Set(
    fs
      .readFileSync(path.join(dir, 'channels.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { id: string }).id),
  );

test('both labeled sets load with a label list for every video', () => {
  for (const dir of Object.values(EVAL_SETS)) {
    const set = loadEvalSet(dir);
    assert.ok(set.videoIds.length > 0, dir);
    assert.equal(new Set(set.videoIds).size, set.videoIds.length, `${dir}: video ids are unique`);
    for (const p of set.labeled) assert.ok(set.titles.has(p.videoId), `${dir}: label for an unknown video ${p.videoId}`);
  }
});

test('the held-out set has the size and mix the issue asks for', () => {
  const set = loadEvalSet(HELDOUT_DIR);
  assert.ok(set.videoIds.length >= 200, `${set.videoIds.length} videos`);
  for (const t of SPONSORSHIP_TYPES) assert.ok(set.labeled.some((p) => p.type === t), `no ${t} label`);
  const labeledVideos = new Set(set.labeled.map((p) => p.videoId));
  const negatives = set.videoIds.filter((id) => !labeledVideos.has(id));
  assert.ok(negatives.length >= 50, `${negatives.length} videos without a sponsor`);
  assert.ok(new Set(set.labeled.map((p) => p.domain)).size >= 60, 'at least 60 sponsor domains');
  // Some sponsors are not in the set's brand directory, so detection has to create them.
  assert.ok(set.labeled.some((p) => !set.brands.has(p.domain)), 'every sponsor is already a brand');
  // One label per (video, domain).
  const keys = set.labeled.map((p) => `${p.videoId} ${p.domain}`);
  assert.equal(new Set(keys).size, keys.length);
});

test('the held-out files are what their sources generate', () => {
  const r = spawnSync(process.execPath, [path.join(HELDOUT_DIR, 'source/generate.mjs'), '--verify'], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr || r.stdout);
});

test('the held-out set shares no video or channel with the development set', () => {
  const dev = loadEvalSet(EVAL_SETS.development);
  const held = loadEvalSet(EVAL_SETS['held-out']);
  const devVideos = new Set(dev.videoIds);
  assert.deepEqual(held.videoIds.filter((id) => devVideos.has(id)), []);
  const devChannels = channelIds(EVAL_SETS.development);
  assert.deepEqual([...channelIds(EVAL_SETS['held-out'])].filter((id) => devChannels.has(id)), []);
});
