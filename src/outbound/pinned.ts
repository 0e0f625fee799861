// Connections to an address screened just before (screening.ts): an undici Agent whose lookup returns that pinned
// address whatever the host resolves to now (so a name re-resolving between the check and the connection cannot
// reach inside), while TLS still verifies the URL's hostname; and network failures in words a client may read.
import type { Agent, request } from 'undici';

/**
 * undici, loaded on a process's first outbound request: its modules are about 9 MB of a process's memory, which a
 * process that never makes one (a worker that only exports) does not pay (the exports benchmark's peak RSS).
 */
let undici: Promise<typeof import('undici')> | null = null;
const loadUndici = () => (undici ??= import('undici'));

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

function pinnedLookup(address: string) {
  const family = address.includes(':') ? 6 : 4;
  return (_host: string, options: { all?: boolean } | number, cb: LookupCallback) => {
    if (typeof options === 'object' && options?.all) cb(null, [{ address, family }]);
    else cb(null, address, family);
  };
}

/** A network failure in words safe to show a client (no internals). */
export function describeNetworkError(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    e?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e?.code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    return `timed out after ${timeoutMs} ms`;
  }
  const code = e?.code ?? e?.cause?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection closed by the receiver before a response';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'receiver unreachable';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `TLS certificate not accepted (${code})`;
    default:
      return code ? `network error (${code})` : 'network error';
  }
}

/**
 * An undici Agent that connects only to `address` (screened just before) whatever the URL's host resolves to
 * now, while TLS still verifies the URL's hostname, and undici's `request` to send through it. Webhook deliveries
 * use one per attempt, short-link expansion one per hop; the caller destroys the agent.
 */
export async function pinnedClient(
  address: string,
  timeoutMs: number,
  ca?: string,
): Promise<{ agent: Agent; request: typeof request }> {
  const { Agent, request } = await loadUndici();
  const agent = new Agent({
    connect: {
      lookup: pinnedLookup(address) as never,
      ...(ca ? { ca } : {}),
      timeout: timeoutMs,
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    pipelining: 0,
  });
  return { agent, request };
}
