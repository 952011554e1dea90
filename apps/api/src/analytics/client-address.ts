import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The client address as it may be stored: IPv4 cut to its /24 (`203.0.113.0`), IPv6 to its /48
 * (`2001:db8:abcd::`), in canonical form. Enough to tell networks apart, not people. IPv4-mapped IPv6 counts
 * as IPv4. Anything that is not an address answers null (node's check is strict: no `127.1` shorthands).
 */
export function truncateAddress(address: string): string | null {
  if (isIP(address) === 0) return null;
  const parsed = ipaddr.process(address);
  const network =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/24`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/48`);
  return network.toString();
}
