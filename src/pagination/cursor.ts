// Opaque, URL-safe, tamper-evident page cursors. A cursor carries the sort keys of the last row
// of a page and a fingerprint of the filters it was made with, signed with HMAC-SHA256; reusing it
// with other filters, or altering it in any way, is a 400.
import crypto from 'node:crypto';
import { ApiError } from '../errors.js';

const VERSION = 1;
const MAC_BYTES = 16;

export class CursorCodec {
  /** `key`: SigningKeys.cursors (serviceKeys.ts), the same in every process sharing the database. */
  constructor(private readonly key: Buffer) {}

  private mac(payload: string): Buffer {
    return crypto.createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }

  /** `list` names the collection, `filters` are the query parameters other than cursor and limit. */
  encode(list: string, filters: Record<string, unknown>, keys: string[]): string {
    const payload = Buffer.from(JSON.stringify([VERSION, list, fingerprint(filters), keys])).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  decode(token: string, list: string, filters: Record<string, unknown>, keyCount: number): string[] {
    const dot = token.indexOf('.');
    if (dot <= 0) throw invalid('The cursor is malformed. Pass meta.nextCursor from the previous page unchanged.');
    const payload = token.slice(0, dot);
    const macText = token.slice(dot + 1);
    // Node's base64url decoder skips characters outside the alphabet and ignores the spare low bits of
    // the last character, so several strings decode to the same bytes. Only the canonical text is
    // accepted: any altered character, however decoded, is a 400.
    const given = Buffer.from(macText, 'base64url');
    const expected = this.mac(payload);
    if (
      given.toString('base64url') !== macText ||
      given.length !== expected.length ||
      !crypto.timingSafeEqual(given, expected)
    ) {
      throw invalid('The cursor is not one this service issued, or it was altered. Pass meta.nextCursor unchanged.');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw invalid('The cursor is malformed.');
    }
    if (!Array.isArray(parsed) || parsed[0] !== VERSION || parsed[1] !== list) {
      throw invalid('This cursor belongs to another list.');
    }
    if (parsed[2] !== fingerprint(filters)) {
      throw invalid(
        'This cursor was made with other filters. Repeat the same filters (search, platform, ...) with the cursor, or start again without it.',
      );
    }
    const keys = parsed[3];
    if (!Array.isArray(keys) || keys.length !== keyCount || !keys.every((k) => typeof k === 'string')) {
      throw invalid('The cursor is malformed.');
    }
    return keys;
  }
}

function invalid(detail: string) {
  return new ApiError('invalid_cursor', detail, [{ path: 'query.cursor', message: detail }]);
}

/** A stable digest of the filters: key order and absent-vs-undefined do not matter. */
export function fingerprint(filters: Record<string, unknown>): string {
  const canonical = Object.keys(filters)
    .filter((k) => filters[k] !== undefined && filters[k] !== null)
    .sort()
    .map((k) => [k, filters[k]]);
  return crypto.createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 16);
}
