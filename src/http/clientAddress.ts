// The client address that per-address limits count (failed sign-ins, failed authentications, open connections).
import ipaddr from 'ipaddr.js';

/**
 * An IPv4 address as it is (an IPv4-mapped IPv6 form unwrapped); an IPv6 address by its /64 prefix, since one
 * subscriber is usually given a whole /64 and could otherwise walk through 2^64 addresses, one limit each.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  if (addr.kind() === 'ipv4') return addr.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/64`).toString()}/64`;
}

/** TRUST_PROXY's names for address ranges, as Fastify's trustProxy (proxy-addr) reads them. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a socket's remote address is one of the trusted proxies (TRUST_PROXY: addresses, CIDR ranges, range names),
 * an IPv4-mapped IPv6 address compared as the IPv4 address it is.
 */
export function trustedProxies(trust: false | string[]): (ip: string) => boolean {
  if (!trust) return () => false;
  const ranges = trust
    .flatMap((e) => NAMED_RANGES[e] ?? [e])
    .map((e) => (e.includes('/') ? ipaddr.parseCIDR(e) : ([ipaddr.parse(e), e.includes(':') ? 128 : 32] as const)));
  return (ip) => {
    if (!ipaddr.isValid(ip)) return false;
    let addr = ipaddr.parse(ip);
    if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
      addr = (addr as ipaddr.IPv6).toIPv4Address();
    return ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net as never, bits));
  };
}
