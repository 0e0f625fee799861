// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
// BlockWriter (both export storages write through it), and a local export file's writer around it.
import assert from 'node:assert/strict';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { BlockWriter } from '../../src/exports/blocks.js';
import { DirectoryStorage } from '../../src/exports/storage.js';

/** A sink whose sends answer when the test says, recording each block's bytes as it gets them and as they stay. */
function slowSink() {
  const got: Buffer[] = [];
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let most = 0;
  const send = async (block: Buffer) => {
    inFlight++;
    most = Math.max(most, inFlight);
    const copy = Buffer.from(block);
    await new Promise<void>((resolve) => waiting.push(resolve));
    // The block's bytes must not have changed while it was on its way.
    assert.deepEqual(block, copy);
    got.push(copy);
    inFlight--;
  };
  const answer = () => {
    for (const w of waiting.splice(0)) w();
  };
  return { send, got, answer, most: () => most };
}

test('blocks go out whole, in order, one at a time, and the caller may reuse its chunk at once', async () => {
  const sink = slowSink();
  const w = new BlockWriter(8, sink.send);
  const chunk = Buffer.alloc(3);
  const all: number[] = [];
  let answering = true;
  // Answers every pending send on each turn of the loop until the writes are done.
  const pump = (async () => {
    while (answering) {
      sink.answer();
      await new Promise((r) => setImmediate(r));
    }
  })();
  for (let i = 0; i < 10; i++) {
    chunk.fill(i);
    for (let k = 0; k < 3; k++) all.push(i);
    await w.write(chunk);
  }
  await w.write('ab');
  all.push(0x61, 0x62);
  await w.finish();
  answering = false;
  await pump;
  assert.equal(w.size, 32);
  assert.deepEqual(
    sink.got.map((b) => b.length),
    [8, 8, 8, 8],
  );
  assert.deepEqual([...Buffer.concat(sink.got)], all);
  assert.equal(sink.most(), 1);
});

test('the next block fills while one is on its way, and waits for it only when full', async () => {
  const sink = slowSink();
  const w = new BlockWriter(4, sink.send);
  await w.write(Buffer.from('abcd')); // the first block goes out, not answered yet
  let second = false;
  await w.write(Buffer.from('efg')); // fills the spare without waiting
  const full = w.write(Buffer.from('h')).then(() => (second = true));
  await new Promise((r) => setImmediate(r));
  assert.equal(second, false, 'a full block waits for the one on its way');
  sink.answer();
  await full;
  sink.answer();
  const done = w.finish();
  await new Promise((r) => setImmediate(r));
  sink.answer();
  await done;
  assert.deepEqual(
    sink.got.map((b) => b.toString()),
    ['abcd', 'efgh'],
  );
});

test('a failed send surfaces at the next block or at finish, and settle ignores it', async () => {
  const w = new BlockWriter(2, async () => {
    throw new Error('disk full');
  });
  await w.write('ab'); // sent; its failure is not seen yet
  await assert.rejects(w.write('cd'), /disk full/);
  const v = new BlockWriter(2, async () => {
    throw new Error('refused');
  });
  await v.write('x');
  await assert.rejects(v.finish(), /refused/);
  await v.settle();
});

test('pending holds what was taken and not sent', async () => {
  const w = new BlockWriter(4, async () => {});
  await w.write('abcdef');
  assert.equal(w.pending.toString(), 'ef');
  assert.equal(w.size, 6);
});

test('a file committed or abandoned takes no more bytes, and what it took stays as it was', async () => {
  const sent: string[] = [];
  const sink = async (b: Buffer) => void sent.push(b.toString());
  const finished = new BlockWriter(4, sink);
  await finished.write('abcdef');
  await finished.finish();
  await assert.rejects(finished.write('g'), /already committed or abandoned/);
  assert.deepEqual(sent, ['abcd', 'ef']);
  assert.equal(finished.size, 6);

  const small = new BlockWriter(4, sink);
  await small.write('xy');
  small.close(); // a file smaller than a block: its owner sends `pending` whole
  await assert.rejects(small.write('z'), /already committed or abandoned/);
  assert.equal(small.pending.toString(), 'xy');

  const abandoned = new BlockWriter(4, sink);
  await abandoned.write('q');
  await abandoned.settle();
  await assert.rejects(abandoned.write('r'), /already committed or abandoned/);
});

test('a local export file refuses writes after its commit and after its abort, and keeps what was committed', async () => {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'csds-blocks-'));
  try {
    const storage = new DirectoryStorage(dir);
    const w = await storage.create('done.csv');
    await w.write('a,b\n');
    assert.equal(await w.commit(), 4);
    await assert.rejects(w.write('c,d\n'), /already committed or abandoned/);
    assert.equal(await fsp.readFile(path.join(dir, 'done.csv'), 'utf8'), 'a,b\n');

    const gone = await storage.create('gone.csv');
    await gone.write('x\n');
    await gone.abort();
    await assert.rejects(gone.write('y\n'), /already committed or abandoned/);
    assert.deepEqual(await fsp.readdir(dir), ['done.csv']);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
});
