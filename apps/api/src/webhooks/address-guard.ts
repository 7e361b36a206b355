// The SSRF guard of webhooks (docs/security.md "Webhooks"): an endpoint is a URL an administrator types, and the
// server POSTs to it, so without a guard it could be pointed at the database, the metadata service or anything
// else on the server's own networks. Only http(s); the host is resolved and EVERY address it resolves to must
// be public unicast (ipaddr.js classifies: loopback, RFC 1918, ULA, link-local, CGNAT, unspecified, multicast,
// reserved and the IPv4-mapped forms of these are refused). Checked when the URL is stored and again before
// every send (DNS may have changed), and the send connects to the address checked (http-send.ts), so a second
// resolution cannot swap in another. WEBHOOK_ALLOW_PRIVATE=1 lifts the address rule (a receiver on the LAN).
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** Why a URL is refused, in the words the form shows (Indonesian). */
export class RefusedWebhookUrl extends Error {}

/** True when the address is public unicast (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's host without the brackets of an IPv6 literal. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Resolves the URL's host and answers the address to connect to, or throws RefusedWebhookUrl. With
 * `allowPrivate`, any resolved address is taken.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<CheckedAddress> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedWebhookUrl('URL tidak valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedWebhookUrl('URL harus diawali http:// atau https://.');
  if (url.username || url.password)
    throw new RefusedWebhookUrl('URL tidak boleh memuat nama pengguna atau kata sandi.');
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await lookup(hostOf(url), { all: true, verbatim: true });
  } catch {
    throw new RefusedWebhookUrl('Host URL tidak dapat ditemukan (DNS).');
  }
  const first = addresses[0];
  if (!first) throw new RefusedWebhookUrl('Host URL tidak dapat ditemukan (DNS).');
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address)))
    throw new RefusedWebhookUrl(
      'URL mengarah ke alamat lokal, privat atau khusus (loopback, jaringan internal, link-local); ' +
        'webhook hanya dapat dikirim ke alamat publik.',
    );
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
