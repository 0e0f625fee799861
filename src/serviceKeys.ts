// The service's secret keys. One 32-byte key is configured (SERVICE_ENCRYPTION_KEY; on the embedded store by
// default DATA_DIR/encryption.key, made on the first start): it seals callback URLs, secrets and tokens, and every
// other key is derived from it (HKDF-SHA256, one label per purpose). None of the derived keys is stored anywhere,
// so a reader of the database, of its files or of a backup cannot sign a cursor or a download link with them.
import crypto from 'node:crypto';
import path from 'node:path';
import { ConfigError, type Config } from './config.js';
import { loadOrCreateKeyFile, parseEncryptionKey } from './webhooks/secrets.js';

/** The keys derived from the encryption key: HMAC keys, one per purpose, so no two uses share one. */
export interface SigningKeys {
  /** Page cursors (pagination/cursor.ts). */
  cursors: Buffer;
  /** Signed export download links (exports/links.ts DownloadLinks). */
  downloadLinks: Buffer;
  /** The digests that tell an Idempotency-Key's replay from another request (idempotency.ts). */
  requestHashes: Buffer;
}

export interface ServiceKeys extends SigningKeys {
  /** AES-256-GCM key of the sealed callback URLs, secrets and tokens (webhooks/secrets.ts). */
  encryption: Buffer;
}

// The labels are part of the keys: changing one changes every cursor, link and stored digest made with it.
const LABELS: Record<keyof SigningKeys, string> = {
  cursors: 'csds cursor signing v1',
  downloadLinks: 'csds download link signing v1',
  requestHashes: 'csds idempotency request hash v1',
};

/** The signing keys of an encryption key: the same key gives the same keys in every process and after a restart. */
export function deriveSigningKeys(encryptionKey: Buffer): SigningKeys {
  // The encryption key is uniformly random, so HKDF needs no salt (RFC 5869, section 3.1).
  const derive = (label: string) => Buffer.from(crypto.hkdfSync('sha256', encryptionKey, Buffer.alloc(0), label, 32));
  return {
    cursors: derive(LABELS.cursors),
    downloadLinks: derive(LABELS.downloadLinks),
    requestHashes: derive(LABELS.requestHashes),
  };
}

/** The configured encryption key and the keys derived from it. */
export function loadServiceKeys(config: Config, storeKind: 'embedded' | 'postgres'): ServiceKeys {
  const encryption = encryptionKey(config, storeKind);
  return { encryption, ...deriveSigningKeys(encryption) };
}

function encryptionKey(config: Config, storeKind: 'embedded' | 'postgres'): Buffer {
  if (config.encryptionKey) return parseEncryptionKey(config.encryptionKey);
  if (storeKind === 'postgres') {
    throw new ConfigError(
      'SERVICE_ENCRYPTION_KEY is required with DATABASE_URL: 32 bytes as 64 hex characters, e.g. `openssl rand -hex 32`. ' +
        'Every process sharing the database needs the same key.',
    );
  }
  // The embedded default keeps its key beside the data (mode 0600), made on first start.
  return loadOrCreateKeyFile(path.join(config.dataDir, 'encryption.key'));
}
