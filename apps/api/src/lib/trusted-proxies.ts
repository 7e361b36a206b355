// Which peers may speak for the client through X-Forwarded-* headers: the proxies named in TRUST_PROXY
// (addresses, CIDR ranges or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`), none by default
// (decisions.md "Several instances"). Fastify uses the list for the client's address (`request.ip`); its
// `request.protocol` believes X-Forwarded-Proto from any peer once a list is set, so whether a request arrived
// over TLS is decided here, with the same list, from the peer's own address.
import type { FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';

/** The entries of TRUST_PROXY ('10.0.0.2, 10.1.0.0/16'); empty when unset. */
export function trustedProxyList(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Fastify's `trustProxy`: the list, or false (believe no forwarded header) when it is empty. */
export function fastifyTrustProxy(list: string[]): string | false {
  return list.length > 0 ? list.join(',') : false;
}

/** Whether a request arrived over TLS: directly, or through a trusted proxy that says https. */
export function tlsCheck(list: string[]): (request: FastifyRequest) => boolean {
  const trusted = list.length > 0 ? proxyAddr.compile(list) : () => false;
  return (request) => {
    const socket = request.raw.socket as { encrypted?: boolean; remoteAddress?: string };
    if (socket.encrypted) return true;
    const forwarded = request.headers['x-forwarded-proto'];
    if (typeof forwarded !== 'string' || !socket.remoteAddress) return false;
    const last = forwarded.split(',').at(-1)?.trim().toLowerCase();
    return last === 'https' && trusted(socket.remoteAddress, 0);
  };
}
