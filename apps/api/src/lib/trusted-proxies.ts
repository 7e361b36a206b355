// Which peers may speak for the client through X-Forwarded-* headers. Fastify uses the list for the client's
// address (`request.ip`); its `request.protocol` believes X-Forwarded-Proto from any peer once a list is set,
// so whether a request arrived over TLS is decided here, with the same list, from the peer's own address.
import type { FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';

/** A proxy on this host or a private network (a reverse proxy or a container network). */
export const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

const trusted = proxyAddr.compile(TRUSTED_PROXIES.split(',').map((entry) => entry.trim()));

/** True when the client reached us over TLS: directly, or through a trusted proxy that says https. */
export function arrivedOverTls(request: FastifyRequest): boolean {
  const socket = request.raw.socket as { encrypted?: boolean; remoteAddress?: string };
  if (socket.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !socket.remoteAddress) return false;
  const last = forwarded.split(',').at(-1)?.trim().toLowerCase();
  return last === 'https' && trusted(socket.remoteAddress, 0);
}
