// SSRF screening for every request the service makes to a URL a client gave (webhook callbacks, short links): the
// static URL rules (for callbacks: HTTPS only, no credentials, query or fragment) and the address rule (every address
// the host names must be public unicast, unless an operator allowed it).
import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export interface ParsedCidr {
  addr: Address;
  bits: number;
  text: string;
}

export type ScreenRule =
  | 'invalid_url'
  | 'https_required'
  | 'credentials_forbidden'
  | 'query_forbidden'
  | 'fragment_forbidden'
  | 'private_address'
  | 'unresolvable';

export type ScreenFailure = { ok: false; rule: ScreenRule; message: string };
export type ScreenResult = { ok: true; url: URL; addresses: string[] } | ScreenFailure;

export interface ScreenOptions {
  allowedCidrs: ParsedCidr[];
  /** Resolves a host name to its addresses; defaults to the system resolver. Injected by tests. */
  lookup?: (host: string) => Promise<string[]>;
}

export const MAX_CALLBACK_URL_LENGTH = 2048;

/**
 * The address rule's refusal names the rule, never the address: a DNS answer is the service's view of a network
 * the client may not see (that a name resolves to 127.0.0.1 or 10.x inside it), and these messages reach the
 * client in 422s, delivery records and short-link outcomes.
 */
const NOT_PUBLIC = 'a private, loopback, link-local or otherwise non-public address';

/** Parses the operator's allow-list (WEBHOOK_ALLOWED_CIDRS, already split on commas). */
export function parseAllowedCidrs(list: string[]): ParsedCidr[] {
  const out: ParsedCidr[] = [];
  for (const entry of list) {
    const text = entry.trim();
    if (text === '') continue;
    let parsed: [Address, number];
    try {
      // A bare address is accepted as a single-host range.
      parsed = text.includes('/') ? ipaddr.parseCIDR(text) : singleHost(ipaddr.parse(text));
    } catch {
      throw new Error(`invalid CIDR in allowed list: "${text}" (expected e.g. 10.0.0.0/8 or fd00::/8)`);
    }
    const [addr, bits] = parsed;
    out.push({ addr, bits, text: `${addr.toString()}/${bits}` });
  }
  return out;
}

function singleHost(addr: Address): [Address, number] {
  return [addr, addr.kind() === 'ipv4' ? 32 : 128];
}

function inAllowed(addr: Address, allowed: ParsedCidr[]): boolean {
  return allowed.some((c) => c.addr.kind() === addr.kind() && addr.match(c.addr, c.bits));
}

function v4FromWord(hi: number, lo: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

/** The IPv6 global unicast space IANA allocates from; everything outside it is reserved or special. */
const GLOBAL_UNICAST_V6: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('2000::'), 3];

function isPublicAddress(addr: Address): boolean {
  if (addr.kind() === 'ipv4') return addr.range() === 'unicast';
  const v6 = addr as ipaddr.IPv6;
  const p = v6.parts;
  switch (v6.range()) {
    case 'ipv4Mapped':
      return isPublicAddress(v6.toIPv4Address());
    case 'rfc6052':
      // Only the well-known NAT64 prefix 64:ff9b::/96 embeds a routable v4 address; the local-use
      // 64:ff9b:1::/48 (RFC 8215) points into the operator's own network.
      if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) {
        return isPublicAddress(v4FromWord(p[6], p[7]));
      }
      return false;
    case '6to4':
      return isPublicAddress(v4FromWord(p[1], p[2]));
    case 'teredo':
      // The Teredo client's address is stored obfuscated (bitwise inverted) in the last 32 bits.
      return isPublicAddress(v4FromWord(p[6] ^ 0xffff, p[7] ^ 0xffff));
    case 'unicast':
      // ipaddr.js calls the deprecated IPv4-compatible ::/96 and unallocated space "unicast"; only 2000::/3 is.
      return v6.match(GLOBAL_UNICAST_V6);
    default:
      return false;
  }
}

/**
 * True when the address is public unicast (after unwrapping IPv4-mapped, NAT64, 6to4 and Teredo
 * addresses), or lies inside one of the allowed CIDRs. Unparseable input is not public.
 */
export function isPublicUnicast(ip: string, allowed: ParsedCidr[] = []): boolean {
  let addr: Address;
  try {
    addr = ipaddr.parse(stripBrackets(ip));
  } catch {
    return false;
  }
  if (allowed.length > 0) {
    if (inAllowed(addr, allowed)) return true;
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
      if (inAllowed((addr as ipaddr.IPv6).toIPv4Address(), allowed)) return true;
    }
  }
  return isPublicAddress(addr);
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** Parses one IPv4 part the way the WHATWG URL parser does: 0x → hex, leading 0 → octal, else decimal. */
function parseV4Part(part: string): number | null {
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(part)) {
    digits = part.slice(2);
    radix = 16;
    if (digits === '') return 0;
    if (!/^[0-9a-f]+$/i.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(part)) {
    return null;
  }
  // Overlong parts are never valid; cap before parseInt so we never lose precision silently.
  if (digits.length > 40) return Number.POSITIVE_INFINITY;
  return parseInt(digits, radix);
}

function parseV4Literal(host: string): string | null {
  const parts = host.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop(); // trailing dot
  if (parts.length === 0 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const part of parts) {
    if (part === '') return null;
    const n = parseV4Part(part);
    if (n === null) return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - nums.length)) return null;
  let value = last;
  nums.forEach((n, i) => {
    value += n * 256 ** (3 - i);
  });
  return [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].join('.');
}

/**
 * Recognises an IP literal in any spelling a URL host can carry (dotted, single integer, octal, hex,
 * shortened, bracketed IPv6) and returns the normalized address, or null when the host is a name.
 */
export function parseIpLiteral(host: string): string | null {
  const h = host.trim().toLowerCase();
  if (h === '') return null;
  const inner = stripBrackets(h);
  if (inner !== h || h.includes(':')) {
    if (!ipaddr.IPv6.isValid(inner)) return null;
    const v6 = ipaddr.IPv6.parse(inner);
    if (v6.zoneId) return null; // zone ids are meaningless for a remote callback
    return v6.toString();
  }
  return parseV4Literal(h);
}

/**
 * Whether a URL carries userinfo. The raw authority is checked too: "https://@host/" parses with an empty
 * username but still carries userinfo. (Also used for the hops of short-link expansion.)
 */
export function carriesCredentials(raw: string, url: URL): boolean {
  const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#\\]/, 1)[0] ?? '';
  return url.username !== '' || url.password !== '' || authority.includes('@');
}

/** The rules that need no DNS: parse, https, no credentials, no query, no fragment, bounded length. */
export function validateCallbackUrl(raw: string): { ok: true; url: URL } | ScreenFailure {
  if (typeof raw !== 'string' || raw.length === 0) {
    return fail('invalid_url', 'callback URL is empty');
  }
  if (raw.length > MAX_CALLBACK_URL_LENGTH) {
    return fail('invalid_url', `callback URL is longer than ${MAX_CALLBACK_URL_LENGTH} characters`);
  }
  // new URL() silently strips these; a URL that needs them stripped is not one we want to store.
  if (/[\u0000-\u0020\u007f]/.test(raw)) {
    return fail('invalid_url', 'callback URL contains whitespace or control characters');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('invalid_url', 'callback URL is not a valid absolute URL');
  }
  if (url.protocol !== 'https:') {
    return fail('https_required', 'callback URL must use https');
  }
  if (carriesCredentials(raw, url)) {
    return fail('credentials_forbidden', 'callback URL must not contain credentials');
  }
  const hashAt = raw.indexOf('#');
  const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt);
  // A bare trailing "?" leaves url.search empty, so look at the raw string.
  if (url.search !== '' || beforeHash.includes('?')) {
    return fail('query_forbidden', 'callback URL must not contain a query string');
  }
  if (url.hash !== '' || hashAt !== -1) {
    return fail('fragment_forbidden', 'callback URL must not contain a fragment');
  }
  if (url.hostname === '') {
    return fail('invalid_url', 'callback URL has no host');
  }
  return { ok: true, url };
}

async function systemLookup(host: string): Promise<string[]> {
  const answers = await dns.lookup(host, { all: true, verbatim: true });
  return answers.map((a) => a.address);
}

const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA', 'EAI_AGAIN', 'ESERVFAIL']);

/** Checks that every address the host names is public unicast (or allowed); returns them for pinning. */
export async function screenHost(
  hostname: string,
  opts: ScreenOptions,
): Promise<{ ok: true; addresses: string[] } | ScreenFailure> {
  const literal = parseIpLiteral(hostname);
  if (literal !== null) {
    if (!isPublicUnicast(literal, opts.allowedCidrs)) {
      return fail('private_address', `the host is ${NOT_PUBLIC}`);
    }
    return { ok: true, addresses: [literal] };
  }
  if (hostname.startsWith('[')) return fail('invalid_url', 'callback URL host is not a valid IP literal');
  const name = hostname.toLowerCase();
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  // RFC 6761: these names are loopback by definition, whatever a resolver says.
  if (bare === 'localhost' || bare.endsWith('.localhost')) {
    if (!isPublicUnicast('127.0.0.1', opts.allowedCidrs)) {
      return fail('private_address', `localhost is ${NOT_PUBLIC}`);
    }
  }
  let answers: string[];
  try {
    answers = await (opts.lookup ?? systemLookup)(name);
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    const detail =
      typeof code === 'string' && code !== '' ? ` (${NOT_FOUND_CODES.has(code) ? 'not found' : code})` : '';
    return fail('unresolvable', `host ${bare} could not be resolved${detail}`);
  }
  if (answers.length === 0) {
    return fail('unresolvable', `host ${bare} has no addresses`);
  }
  const addresses: string[] = [];
  for (const answer of answers) {
    const ip = parseIpLiteral(answer);
    if (ip === null || !isPublicUnicast(ip, opts.allowedCidrs)) {
      return fail('private_address', `host ${bare} resolves to ${NOT_PUBLIC}`);
    }
    if (!addresses.includes(ip)) addresses.push(ip);
  }
  return { ok: true, addresses };
}

/** The whole screen: static rules, then the address rule on the URL's host. */
export async function screenCallbackUrl(raw: string, opts: ScreenOptions): Promise<ScreenResult> {
  const checked = validateCallbackUrl(raw);
  if (!checked.ok) return checked;
  const host = await screenHost(checked.url.hostname, opts);
  if (!host.ok) return host;
  return { ok: true, url: checked.url, addresses: host.addresses };
}

function fail(rule: ScreenRule, message: string): ScreenFailure {
  return { ok: false, rule, message };
}
