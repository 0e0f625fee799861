// The client address that per-address limits count (failed sign-ins, failed authentications).
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
