import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may go (no server-side request forgery): an `https:` address whose host resolves only to public
 * addresses — never loopback, private, link-local, shared (CGNAT), multicast, reserved or documentation ranges, in
 * IPv4 or IPv6 (an IPv4-mapped IPv6 address is judged as its IPv4). The address is resolved at registration and again
 * at every delivery, and the delivery connects to the address it judged (pinned), so a name that changes to a
 * private address between the check and the connection reaches nothing.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-compatible (deprecated, `::127.0.0.1`) and IPv4-translated (`::ffff:0:a.b.c.d`) addresses carry an IPv4
  // address the mapped check does not see: none of them is a public IPv6 destination.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address is one a webhook may reach (public unicast). */
export const isPublicAddress = (address: string): boolean => {
  const mapped = MAPPED_V4.exec(address)?.[1];
  if (mapped) {
    return isPublicAddress(mapped);
  }
  const family = isIP(address);
  if (family === 0) {
    return false;
  }
  return !BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Why an address is refused: not a URL, not HTTPS, or its host resolves (also) to a forbidden address. */
export type AddressRefusal = 'invalid' | 'notHttps' | 'credentials' | 'unresolvable' | 'forbiddenAddress';

/**
 * A webhook address as judged: the URL, the first address its host resolved to, and every judged address (in the
 * resolver's order), which are the only ones the delivery may connect to.
 */
export type PinnedAddress = {
  url: URL;
  address: string;
  family: 4 | 6;
  addresses: readonly { address: string; family: 4 | 6 }[];
};

/** The result of judging an address. */
export type AddressJudgement = { ok: true; pinned: PinnedAddress } | { ok: false; reason: AddressRefusal };

/** How addresses are judged: in test mode only, loopback receivers over plain HTTP are let through. */
export type AddressPolicy = {
  /** Tests start a receiver on 127.0.0.1 (`WEBHOOKS_ALLOW_LOCAL_RECEIVERS` with NODE_ENV=test): allow loopback. */
  allowLoopback: boolean;
  /** Resolves a host name to its addresses (tests give their own). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
};

const resolveAll = (host: string) => lookup(host, { all: true, verbatim: true });

const isLoopback = (address: string, family: 4 | 6) => LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');

/**
 * Judges a webhook address now: parses it, requires `https:` (plain `http:` only to a loopback test receiver),
 * refuses credentials in it, resolves its host and refuses it when any of its addresses is not public.
 */
export const judgeWebhookAddress = async (text: string, policy: AddressPolicy): Promise<AddressJudgement> => {
  // The URL parser drops tabs and line breaks silently: an address with them is not the one its author sees.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point of this pattern.
  if (/[\s\u0000-\u001f\u007f]/.test(text)) {
    return { ok: false, reason: 'invalid' };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'credentials' };
  }
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:')) {
    return { ok: false, reason: 'notHttps' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await (policy.resolve ?? resolveAll)(host);
  } catch {
    return { ok: false, reason: 'unresolvable' };
  }
  if (addresses.length === 0) {
    return { ok: false, reason: 'unresolvable' };
  }
  const judged = addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }) as const);
  const allowed = (entry: { address: string; family: 4 | 6 }) =>
    isPublicAddress(entry.address) || (policy.allowLoopback && isLoopback(entry.address, entry.family));
  if (!judged.every(allowed)) {
    return { ok: false, reason: 'forbiddenAddress' };
  }
  if (url.protocol === 'http:' && !judged.every((entry) => isLoopback(entry.address, entry.family))) {
    return { ok: false, reason: 'notHttps' };
  }
  const [first] = judged;
  if (!first) {
    return { ok: false, reason: 'unresolvable' };
  }
  return { ok: true, pinned: { url, address: first.address, family: first.family, addresses: judged } };
};
