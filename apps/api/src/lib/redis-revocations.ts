// Revoked login sessions, shared by every instance through Redis: logout writes the token's jti here before
// it revokes the admin_sessions row, and every authenticated request on any instance asks here first, so a
// token logged out on one instance is refused by the very next request to another (an in-process cache of
// the session cannot outlive it). The key lives until the token would have expired anyway.
import type { Redis } from 'ioredis';

export class RedisRevocations {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.redis.exists(this.prefix + jti)) === 1;
  }

  /** `expiresAt`: the token's exp in ms since epoch; a token already past it is refused by its signature check. */
  async revoke(jti: string, expiresAt: number): Promise<void> {
    const until = Math.max(expiresAt, Date.now() + 1_000);
    await this.redis.set(this.prefix + jti, '1', 'PXAT', until);
  }
}

/** The revocations under an instance's key prefix: the server and the admin command must name the same keys. */
export function revocationsUnder(redis: Redis, keyPrefix: string): RedisRevocations {
  return new RedisRevocations(redis, `${keyPrefix}revoked:`);
}
