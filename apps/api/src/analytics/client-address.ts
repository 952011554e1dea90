import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address as it may be stored: IPv4 cut to its /24 (`203.0.113.0`), IPv6 to its /48
 * (`2001:db8:abcd::`). Enough to tell networks apart, not people. IPv4-mapped IPv6 counts as IPv4.
 * Anything that is not an address answers null.
 */
export function truncateAddress(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const candidate = mapped ?? address;
  if (isIPv4(candidate)) return `${candidate.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(candidate)) return `${expandIPv6(candidate).slice(0, 3).join(':')}::`;
  return null;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (`2001:db8:0:...`). */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (`::1.2.3.4`) stands for two groups; it never reaches the first three.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailLength).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => (group.includes('.') ? group : parseInt(group, 16).toString(16)));
}
