import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/** The client's network as limits count it: the address, IPv6 by its /64 (one customer's whole allocation). */
function networkOf(address: string): string {
  const version = isIP(address);
  // Node's check is strict (no shorthands, no leading zeros): a dotted IPv4 address is already in canonical form.
  if (version === 0 || version === 4) return address;
  const parsed = ipaddr.process(address);
  return parsed.kind() === 'ipv4'
    ? parsed.toString()
    : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString();
}

/**
 * The key of one limit for a request: each limit counts apart (a shared Redis would otherwise add the sign-in
 * attempts of an address to its page views).
 */
export function limitKey(limit: string): (req: FastifyRequest) => string {
  return (req) => `${limit}:${networkOf(req.ip)}`;
}
