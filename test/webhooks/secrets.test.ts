// @store-independent (no store is opened: the PostgreSQL pass of npm test leaves this file out)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecretBox, loadOrCreateKeyFile, parseEncryptionKey } from '../../src/webhooks/secrets.js';

const key = randomBytes(32);

function flipChar(s: string, index: number): string {
  const c = s[index];
  return s.slice(0, index) + (c === 'A' ? 'B' : 'A') + s.slice(index + 1);
}

describe('createSecretBox', () => {
  it('round-trips text, including empty and non-ASCII strings', () => {
    const box = createSecretBox(key);
    for (const text of ['whsec_abc', '', 'Zoë ✓ 🚀', 'x'.repeat(10_000)]) {
      assert.equal(box.open(box.seal(text)), text);
    }
  });

  it('produces the v1.<iv>.<ciphertext>.<tag> format without the plaintext', () => {
    const sealed = createSecretBox(key).seal('super-secret-token');
    const parts = sealed.split('.');
    assert.equal(parts.length, 4);
    assert.equal(parts[0], 'v1');
    assert.equal(Buffer.from(parts[1], 'base64url').length, 12);
    assert.equal(Buffer.from(parts[3], 'base64url').length, 16);
    assert.ok(!sealed.includes('super-secret-token'));
  });

  it('uses a fresh IV for every seal', () => {
    const box = createSecretBox(key);
    const ivs = new Set<string>();
    const sealed = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const s = box.seal('same plaintext');
      sealed.add(s);
      ivs.add(s.split('.')[1]);
    }
    assert.equal(ivs.size, 200);
    assert.equal(sealed.size, 200);
  });

  it('throws on tampering, without echoing the plaintext', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('super-secret-token');
    const [v, iv, ct, tag] = sealed.split('.');
    const tampered = [
      [v, iv, flipChar(ct, 0), tag].join('.'),
      [v, flipChar(iv, 0), ct, tag].join('.'),
      [v, iv, ct, flipChar(tag, 0)].join('.'),
      [v, iv, ct.slice(0, -2), tag].join('.'),
      ['v2', iv, ct, tag].join('.'),
      [v, iv, ct].join('.'),
      [v, iv, ct, tag, 'x'].join('.'),
      [v, iv, ct, tag.slice(0, 10)].join('.'),
      'not sealed at all',
      '',
    ];
    for (const t of tampered) {
      assert.throws(
        () => box.open(t),
        (err: Error) => {
          assert.ok(!err.message.includes('super-secret-token'));
          assert.match(err.message, /sealed secret/);
          return true;
        },
        t,
      );
    }
  });

  it('throws with the wrong key', () => {
    const sealed = createSecretBox(key).seal('super-secret-token');
    assert.throws(() => createSecretBox(randomBytes(32)).open(sealed), /wrong key or tampered/);
  });

  it('requires a 32-byte key', () => {
    assert.throws(() => createSecretBox(randomBytes(16)), /32 bytes/);
    assert.throws(() => createSecretBox(Buffer.alloc(0)), /32 bytes/);
  });
});

describe('parseEncryptionKey', () => {
  it('accepts 64 hex characters', () => {
    assert.deepEqual(parseEncryptionKey(key.toString('hex')), key);
    assert.deepEqual(parseEncryptionKey(key.toString('hex').toUpperCase()), key);
    assert.deepEqual(parseEncryptionKey(`  ${key.toString('hex')}\n`), key);
  });

  it('accepts base64 and base64url of 32 bytes', () => {
    assert.deepEqual(parseEncryptionKey(key.toString('base64')), key);
    assert.deepEqual(parseEncryptionKey(key.toString('base64url')), key);
    assert.deepEqual(parseEncryptionKey(key.toString('base64').replace(/=+$/, '')), key);
  });

  it('rejects anything else without echoing the value', () => {
    const bad = [
      '',
      'short',
      key.toString('hex').slice(0, 62),
      key.toString('hex') + 'ab',
      'g'.repeat(64),
      randomBytes(16).toString('base64'),
      randomBytes(48).toString('base64'),
      `${key.toString('base64').slice(0, 40)}!!!=`,
      'correct horse battery staple correct horse battery',
    ];
    for (const value of bad) {
      assert.throws(
        () => parseEncryptionKey(value),
        (err: Error) => {
          assert.match(err.message, /64 hex characters/);
          if (value.length > 0) assert.ok(!err.message.includes(value), 'message echoes the value');
          return true;
        },
      );
    }
  });
});

describe('loadOrCreateKeyFile', () => {
  it('creates a 0600 key file in a new directory and returns the same key later', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'csds-key-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'nested', 'deeper', 'webhook.key');

    const first = loadOrCreateKeyFile(file);
    assert.equal(first.length, 32);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(readFileSync(file, 'utf8').trim(), first.toString('hex'));

    const second = loadOrCreateKeyFile(file);
    assert.deepEqual(second, first);

    const box = createSecretBox(first);
    assert.equal(createSecretBox(second).open(box.seal('x')), 'x');
  });

  it('reads an existing key file and refuses an invalid one without echoing it', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'csds-key-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const good = join(dir, 'good.key');
    writeFileSync(good, key.toString('hex'));
    assert.deepEqual(loadOrCreateKeyFile(good), key);

    const badFile = join(dir, 'bad.key');
    writeFileSync(badFile, 'definitely-not-a-key');
    assert.throws(
      () => loadOrCreateKeyFile(badFile),
      (err: Error) => !err.message.includes('definitely-not-a-key') && /does not hold a valid key/.test(err.message),
    );
  });
});
