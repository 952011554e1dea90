import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type ParsedAddress = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * A client address parsed once, for everything a page view takes from it (its network, its country). IPv4-mapped
 * IPv6 counts as IPv4. Anything that is not an address answers null (node's check is strict: no `127.1`
 * shorthands, no leading zeros), so a dotted IPv4 address is read straight from its four decimal numbers,
 * without ipaddr's general parser and its regular expressions (the beacon's hot path).
 */
export function parseAddress(address: string): ParsedAddress | null {
  const version = isIP(address);
  if (version === 0) return null;
  if (version === 4) return new ipaddr.IPv4(address.split('.').map(Number));
  return ipaddr.process(address);
}

/**
 * The address as it may be stored: IPv4 cut to its /24 (`203.0.113.0`), IPv6 to its /48 (`2001:db8:abcd::`), in
 * canonical form. Enough to tell networks apart, not people.
 */
export function truncatedNetwork(address: ParsedAddress): string {
  if (address.kind() === 'ipv4') {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${String(a)}.${String(b)}.${String(c)}.0`;
  }
  const [a, b, c] = (address as ipaddr.IPv6).parts;
  return new ipaddr.IPv6([a ?? 0, b ?? 0, c ?? 0, 0, 0, 0, 0, 0]).toString();
}

/** `truncatedNetwork` of an address not parsed yet (sign-in records, log lines); null for anything that is not one. */
export function truncateAddress(address: string): string | null {
  const parsed = parseAddress(address);
  return parsed === null ? null : truncatedNetwork(parsed);
}
