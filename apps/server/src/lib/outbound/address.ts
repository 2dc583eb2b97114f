import { isIP } from 'node:net';

/**
 * Which IP addresses an outbound request of the server may connect to (decision 024). Only
 * addresses a stranger on the internet could reach count as public; everything that names this
 * machine, the operator's network or a special-purpose range is refused — including IPv6 forms
 * that carry an internal IPv4 address (mapped, compatible, NAT64, 6to4).
 */
export type AddressVerdict = 'public' | 'internal';

/** [first address, prefix length] of each IPv4 range that is not public (RFC 6890 and friends). */
const INTERNAL_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

const V4_RANGES = INTERNAL_V4.map(([base, bits]) => {
  const size = 2 ** (32 - bits);
  const start = v4ToInt(base);
  return { start, end: start + size - 1 };
});

function classifyV4(n: number): AddressVerdict {
  return V4_RANGES.some((r) => n >= r.start && n <= r.end) ? 'internal' : 'public';
}

/** An IPv6 text (any valid form, with or without an embedded dotted IPv4 tail) as a 128-bit number. */
export function v6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A dotted IPv4 tail (`::ffff:127.0.0.1`) becomes two hex groups.
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const n = v4ToInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill('0'), ...tailGroups];
  return groups.reduce((n, g) => (n << 16n) | BigInt(Number.parseInt(g || '0', 16)), 0n);
}

const v6 = (text: string) => v6ToBigInt(text);
const inV6 = (n: bigint, base: string, bits: number) =>
  n >> BigInt(128 - bits) === v6(base) >> BigInt(128 - bits);
const lowV4 = (n: bigint) => Number(n & 0xffffffffn);

function classifyV6(n: bigint): AddressVerdict {
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, also :: and ::1) and the
  // IPv4-translated form (::ffff:0:a.b.c.d): never needed for a public site, refused whatever the v4 part.
  if (n >> 32n === 0n || n >> 32n === 0xffffn || n >> 32n === 0xffff0000n) return 'internal';
  // NAT64 well-known prefix: the IPv4 address behind it decides.
  if (inV6(n, '64:ff9b::', 96)) return classifyV4(lowV4(n));
  // 6to4 carries an IPv4 address in bits 16..48.
  if (inV6(n, '2002::', 16)) return classifyV4(Number((n >> 80n) & 0xffffffffn));
  // Only global unicast (2000::/3) is public, minus its special blocks.
  if (!inV6(n, '2000::', 3)) return 'internal'; // ::/8 rest, fc00::/7, fe80::/10, ff00::/8, 64:ff9b:1::/48, 100::/64, …
  if (inV6(n, '2001::', 32)) return 'internal'; // Teredo (tunnels to anything)
  if (inV6(n, '2001:db8::', 32)) return 'internal'; // documentation
  if (inV6(n, '2001:10::', 28)) return 'internal'; // ORCHID
  if (inV6(n, '2001:20::', 28)) return 'internal'; // ORCHIDv2
  if (inV6(n, '3fff::', 20)) return 'internal'; // documentation (RFC 9637)
  return 'public';
}

/** `public` only for an address anyone on the internet could reach; anything unparsable is `internal`. */
export function classifyAddress(address: string): AddressVerdict {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare.split('%')[0] ?? '');
  if (family === 4) return classifyV4(v4ToInt(bare));
  if (family === 6) return classifyV6(v6ToBigInt(bare));
  return 'internal';
}
