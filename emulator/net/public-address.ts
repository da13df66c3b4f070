// Which hosts the emulator may connect to on a project's behalf (webhook endpoints, SMTP servers). In
// production mode only public addresses: a project admin must not reach the host's own services or its
// private network. In development mode anything goes (developers receive webhooks and mail on localhost).
// Names are checked on what they resolve to, at connect time, and only the checked address is used.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, isIPv4 } from 'node:net';

/** Whether targets must be public (production mode) or may be anything (development mode). */
export interface TargetPolicy {
  publicOnly: boolean;
}

/** Resolves a host name to all its addresses (the system resolver, or one a test injects). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

/** A target refused by the policy; the message is ours and safe to show to the project admin. */
export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      host === address
        ? `${host} is not a public address; production mode connects only to public addresses.`
        : `${host} resolves to ${address}, which is not a public address; production mode connects only to public addresses.`,
    );
    this.name = 'NonPublicAddressError';
  }
}

// [first address, prefix length] of the ranges that are not the public internet.
const NON_PUBLIC_V4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];
const NON_PUBLIC_V6: readonly (readonly [string, number])[] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

function v4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (with `::` and a dotted IPv4 tail). */
function v6Bytes(address: string): number[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const groups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (group.includes('.')) {
            const [a, b, c, d] = v4Bytes(group) as [number, number, number, number];
            return [(a << 8) | b, (c << 8) | d];
          }
          return [parseInt(group, 16)];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const words = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

function inPrefix(bytes: number[], base: number[], length: number): boolean {
  for (let bit = 0; bit < length; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3]! & mask) !== (base[bit >> 3]! & mask)) return false;
  }
  return true;
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped, NAT64, 6to4), if any. */
function embeddedV4(bytes: number[]): number[] | null {
  if (inPrefix(bytes, v6Bytes('::ffff:0:0'), 96) || inPrefix(bytes, v6Bytes('64:ff9b::'), 96)) return bytes.slice(12);
  if (inPrefix(bytes, v6Bytes('2002::'), 16)) return bytes.slice(2, 6);
  return null;
}

/** True for an IP address on the public internet; false for loopback, private, link-local, reserved, or not an IP. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(ip)) return !NON_PUBLIC_V4.some(([base, length]) => inPrefix(v4Bytes(ip), v4Bytes(base), length));
  if (isIP(ip) !== 6) return false;
  const bytes = v6Bytes(ip.replace(/%.*$/, ''));
  if (NON_PUBLIC_V6.some(([base, length]) => inPrefix(bytes, v6Bytes(base), length))) return false;
  const v4 = embeddedV4(bytes);
  return v4 === null || isPublicAddress(v4.join('.'));
}

/** A host as written in a URL or a config: no brackets around IPv6, no trailing dot, lower case. */
function bareHost(host: string): string {
  return host.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
}

/**
 * The refusal for a target that can be judged without DNS (an IP literal, `localhost` and `*.localhost`,
 * which always name the loopback interface), or null. Other names are judged when they are resolved.
 */
export function literalTargetRefusal(host: string, policy: TargetPolicy): NonPublicAddressError | null {
  if (!policy.publicOnly) return null;
  const bare = bareHost(host);
  if (bare === 'localhost' || bare.endsWith('.localhost')) return new NonPublicAddressError(host, '127.0.0.1');
  return isIP(bare) !== 0 && !isPublicAddress(bare) ? new NonPublicAddressError(host, bare) : null;
}

const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * The addresses to connect to for `host`, checked against the policy. Every address the name resolves to
 * must pass (a name that also points inward is refused), and callers connect only to the addresses
 * returned, so a second, different DNS answer (rebinding) is never used.
 */
export async function resolveTarget(host: string, policy: TargetPolicy, resolver: Resolver = systemResolver): Promise<LookupAddress[]> {
  const bare = bareHost(host);
  const literal = literalTargetRefusal(bare, policy);
  if (literal) throw literal;
  const family = isIP(bare);
  if (family !== 0) return [{ address: bare, family }];
  const addresses = await resolver(bare);
  if (addresses.length === 0) throw Object.assign(new Error(`${bare} does not resolve`), { code: 'ENOTFOUND' });
  if (policy.publicOnly) {
    const inward = addresses.find((entry) => !isPublicAddress(entry.address));
    if (inward) throw new NonPublicAddressError(host, inward.address);
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for node:net / node:http that answers only with addresses resolveTarget checked. */
export function guardedLookup(policy: TargetPolicy, resolver: Resolver = systemResolver): (host: string, options: LookupOptions, callback: LookupCallback) => void {
  return (host, options, callback) => {
    resolveTarget(host, policy, resolver).then(
      (entries) => {
        const wanted = options.family === 4 || options.family === 6 ? entries.filter((entry) => entry.family === options.family) : entries;
        if (wanted.length === 0) callback(Object.assign(new Error(`${host} has no IPv${String(options.family)} address`), { code: 'ENOTFOUND' }), '', 0);
        else if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
