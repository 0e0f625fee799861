// Signed, expiring links to an export's file (an export's downloadUrl): the link is the credential, no key needed.
import crypto from 'node:crypto';

/** Signed, expiring download links: anyone holding one may download that file until it expires, without a key. */
export class DownloadLinks {
  /** `key`: SigningKeys.downloadLinks (serviceKeys.ts), the same in every process sharing the database. */
  constructor(
    private readonly key: Buffer,
    readonly ttlSeconds: number,
  ) {}

  private mac(id: string, expires: number): Buffer {
    return crypto.createHmac('sha256', this.key).update(`export-download\u0000${id}\u0000${expires}`).digest();
  }

  url(id: string, nowMs = Date.now()): { url: string; expiresAt: Date } {
    const expires = Math.floor(nowMs / 1000) + this.ttlSeconds;
    return {
      url: `/v1/exports/${id}/download?expires=${expires}&signature=${this.mac(id, expires).toString('base64url')}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /** 'ok', 'expired' or 'invalid' (altered, or made for another export). */
  check(id: string, expires: number, signature: string, nowMs = Date.now()): 'ok' | 'expired' | 'invalid' {
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(id, expires);
    if (
      given.length !== expected.length ||
      given.toString('base64url') !== signature ||
      !crypto.timingSafeEqual(given, expected)
    )
      return 'invalid';
    return expires * 1000 < nowMs ? 'expired' : 'ok';
  }
}
