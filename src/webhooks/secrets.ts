// Encryption at rest for callback secrets, bearer tokens and URLs: AES-256-GCM with a random 96-bit IV per
// value, sealed as "v1.<iv>.<ciphertext>.<tag>" (base64url parts), plus loading of the 32-byte key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
// Binding the format version into the tag stops a future format from being fed to this one unnoticed.
const AAD = Buffer.from(VERSION);

export function createSecretBox(key: Buffer): SecretBox {
  if (!Buffer.isBuffer(key) || key.length !== KEY_BYTES) {
    throw new Error(`encryption key must be exactly ${KEY_BYTES} bytes`);
  }
  const k = Buffer.from(key); // private copy: later changes to the caller's buffer must not affect us
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', k, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(AAD);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), ciphertext.toString('base64url'), tag.toString('base64url')].join('.');
    },
    open(sealed: string): string {
      const parts = typeof sealed === 'string' ? sealed.split('.') : [];
      if (parts.length !== 4 || parts[0] !== VERSION || !parts.slice(1).every((p) => /^[A-Za-z0-9_-]*$/.test(p))) {
        throw new Error('sealed secret is malformed (expected v1.<iv>.<ciphertext>.<tag>)');
      }
      const iv = Buffer.from(parts[1], 'base64url');
      const ciphertext = Buffer.from(parts[2], 'base64url');
      const tag = Buffer.from(parts[3], 'base64url');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new Error('sealed secret is malformed (bad IV or tag length)');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', k, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(AAD);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('sealed secret could not be decrypted: wrong key or tampered data');
      }
    },
  };
}

const KEY_FORMAT_HINT = `expected ${KEY_BYTES} bytes as 64 hex characters or as base64/base64url (43 or 44 characters)`;

/** Parses a configured key; the error never repeats the value, which is a secret. */
export function parseEncryptionKey(value: string): Buffer {
  const v = typeof value === 'string' ? value.trim() : '';
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new Error(`invalid encryption key: ${KEY_FORMAT_HINT}`);
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readKeyFile(file: string): Buffer {
  // Another process may have just created the file with "wx" and not yet written it; give it a moment.
  for (let attempt = 0; ; attempt++) {
    const text = readFileSync(file, 'utf8');
    if (text.trim() !== '' || attempt >= 20) {
      try {
        return parseEncryptionKey(text);
      } catch {
        throw new Error(`key file ${file} does not hold a valid key: ${KEY_FORMAT_HINT}`);
      }
    }
    sleepSync(25);
  }
}

/** Reads the hex key file, or creates it (mode 0600) with a fresh random key when it does not exist. */
export function loadOrCreateKeyFile(file: string): Buffer {
  try {
    return readKeyFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readKeyFile(file); // lost the race: use the winner's key
  }
}
