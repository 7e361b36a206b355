// Sessions the command ended in the database, marked revoked in Redis too (with REDIS_URL), so every running
// instance refuses them on their next request (lib/redis-revocations.ts).
import type { Config } from '../config.ts';
import type { RevokedSession } from '../repositories/admin-sessions.ts';
import { revocationsUnder } from '../lib/redis-revocations.ts';
import { connectRedis } from '../plugins/app/shared-state.ts';

export async function revokeShared(config: Config, ended: RevokedSession[]): Promise<void> {
  if (!config.redisUrl || ended.length === 0) return;
  const redis = await connectRedis(config.redisUrl, () => {});
  try {
    const revocations = revocationsUnder(redis, config.redisKeyPrefix);
    for (const session of ended) await revocations.revoke(session.id, session.expires_at.getTime());
  } finally {
    await redis.quit();
  }
}

export const plural = (sessions: number) => `${sessions} session${sessions === 1 ? '' : 's'}`;
