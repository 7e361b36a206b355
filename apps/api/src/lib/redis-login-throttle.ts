// The sign-in throttle's Redis store, shared by every instance: a guess counted on one counts on all. A
// failure is INCR plus PEXPIRE NX in one MULTI, so concurrent failures on several instances each count and
// the window starts at the first one (NX keeps later failures from stretching it). Keys are hashed: Redis
// holds no e-mail address or client address.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  verdictOf,
  type KeyFailures,
  type LoginThrottle,
  type ThrottleLimit,
  type ThrottleVerdict,
} from './login-throttle.ts';

type PipelineResults = Array<[error: Error | null, result: unknown]> | null;

/** The replies of a pipeline or MULTI, or the first error among them. */
export function repliesOf(results: PipelineResults): unknown[] {
  if (!results) throw new Error('Redis transaction aborted');
  return results.map(([error, result]) => {
    if (error) throw error;
    return result;
  });
}

export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {}

  async check(limits: ThrottleLimit[]): Promise<ThrottleVerdict> {
    const pipeline = this.redis.pipeline();
    for (const { key } of limits) pipeline.get(this.keyOf(key)).pttl(this.keyOf(key));
    const replies = repliesOf(await pipeline.exec());
    const now = Date.now();
    const failures = limits.map((_limit, index): KeyFailures => {
      const count = Number(replies[index * 2] ?? 0);
      const ttl = Number(replies[index * 2 + 1]);
      // -2: gone (expired between the two reads); -1: no expiry, which fail() never leaves: a full window.
      if (ttl === -2) return { count: 0, resetAt: 0 };
      return { count, resetAt: now + (ttl === -1 ? this.windowMs : ttl) };
    });
    return verdictOf(limits, failures, now);
  }

  async fail(keys: string[]): Promise<void> {
    const multi = this.redis.multi();
    for (const key of keys) multi.incr(this.keyOf(key)).pexpire(this.keyOf(key), this.windowMs, 'NX');
    repliesOf(await multi.exec());
  }

  async succeed(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return this.prefix + createHash('sha256').update(key).digest('base64url');
  }
}
