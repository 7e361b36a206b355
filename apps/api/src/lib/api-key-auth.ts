// `Authorization: Bearer tgh_...` (issue 34). The key is read by its secret's hash on EVERY request (no cache):
// a key revoked on one instance is refused by the very next request to any other. It acts as the administrator
// who made it (their id, so created_by and the audit stay true) but with the key's role; an unknown, revoked or
// expired key, or one whose creator is disabled, is 401. Each key has its own rate limit (API_KEY_RATE_LIMIT a
// minute, @fastify/rate-limit's store: Redis across instances when REDIS_URL is set), and its last use is
// written at most once a minute.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX } from '@tagih/domain/schemas/api-key';
import { findUsableApiKey, touchApiKey } from '../repositories/api-keys/authenticate.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request came with; null for a console session (a JWT) and for public routes. */
    apiKey: { id: number; name: string } | null;
  }
}

export const API_KEY_ACCOUNT_REFUSAL =
  'API key tidak dapat memakai rute akun (profil, ganti password, logout): rute itu untuk administrator yang masuk.';

const LAST_USED_EVERY_MS = 60_000;

export function isApiKeySecret(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

type Limiter = (request: FastifyRequest) => Promise<{ exceeded: boolean; retryAfterSeconds: number }>;

/** The checker of one key's requests: the limiter of @fastify/rate-limit keyed by key id. */
export function apiKeyLimiter(app: FastifyInstance): Limiter {
  const limiter = app.createRateLimit({
    max: app.config.apiKeyRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? 'none'}`,
  });
  return async (request) => {
    const verdict = await limiter(request);
    // isAllowed: on the limiter's allow list (none is configured), so never limited.
    if (verdict.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
    return { exceeded: verdict.isExceeded, retryAfterSeconds: verdict.ttlInSeconds };
  };
}

/** Authenticates the request by its key, or throws 401 (unusable key) or 429 (the key's limit reached). */
export async function authenticateApiKey(
  app: FastifyInstance,
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  secret: string,
): Promise<void> {
  const caller = await findUsableApiKey(app.db, secret);
  if (!caller) throw AppError.unauthenticated();
  request.apiKey = { id: caller.keyId, name: caller.keyName };
  request.admin = {
    ...caller.admin,
    role: caller.role,
    must_change_password: false,
    jti: `api-key:${caller.keyId}`,
  };
  const verdict = await limiter(request);
  if (verdict.exceeded) {
    const seconds = verdict.retryAfterSeconds;
    reply.header('retry-after', String(seconds));
    throw new AppError(429, `Batas permintaan API key tercapai. Coba lagi dalam ${seconds} detik.`);
  }
  const lastUsed = caller.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed >= LAST_USED_EVERY_MS) await touchApiKey(app.db, caller.keyId);
}
