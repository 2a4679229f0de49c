// Outgoing requests to user-given URLs (webhooks, Slack, Teams) go only to https on public
// addresses: the name is resolved first and every address it gives must be public, so a URL cannot
// reach the server's own loopback, the private network or a cloud metadata address (SSRF).
// `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK=true, tests only) lets http and https reach 127.0.0.1/::1.
import type { LookupAddress, LookupOneOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export class RefusedDestination extends Error {}

type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;
const resolveAll: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it carries. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
const isIn = (list: BlockList, raw: string) => {
  const address = normalise(raw);
  return list.check(address, familyOf(address));
};

/** The URL when it may be called, else a RefusedDestination saying why (a sentence for the user). */
export async function checkOutboundUrl(
  raw: string,
  options: { allowLoopback?: boolean; resolve?: Resolve } = {},
): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedDestination('The address is not a valid URL.');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await (options.resolve ?? resolveAll)(host);
  if (addresses.length === 0) throw new RefusedDestination(`${host} does not resolve.`);
  const allLoopback = addresses.every((a) => isIn(loopback, a.address));
  if (options.allowLoopback && allLoopback && (url.protocol === 'http:' || url.protocol === 'https:'))
    return url;
  if (url.protocol !== 'https:') throw new RefusedDestination('The address must start with https://.');
  for (const { address } of addresses) {
    if (isIn(refused, address)) {
      throw new RefusedDestination(`${host} points to a private or reserved address (${address}).`);
    }
  }
  return url;
}

type LookupCallback = (error: null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` option of an http(s) request that connects to the address the guard checked, so a
 * second resolution cannot lead somewhere else (DNS rebinding); undefined for an IP literal.
 */
export function pinnedLookup(pinned: LookupAddress | undefined) {
  if (!pinned) return undefined;
  return (_host: string, options: LookupOneOptions | { all?: boolean }, callback: LookupCallback) => {
    if ((options as { all?: boolean }).all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}
