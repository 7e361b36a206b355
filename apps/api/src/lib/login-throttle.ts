// Brute-force protection for sign-in: failures are counted per e-mail and per client address. Each failure
// slows the next answer a little; past the limit the key is refused with 429 until its window ends.
export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
  delayMs: number;
}

export class LoginThrottle {
  private failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(keys: string[]): ThrottleVerdict {
    let worst = 0;
    let resetAt = 0;
    for (const key of keys) {
      const entry = this.live(key);
      if (entry && entry.count > worst) {
        worst = entry.count;
        resetAt = entry.resetAt;
      }
    }
    return {
      blocked: worst >= this.maxAttempts,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - this.now()) / 1000)),
      delayMs: Math.min(1000, worst * 150),
    };
  }

  fail(keys: string[]) {
    for (const key of keys) {
      const entry = this.live(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
      entry.count += 1;
      this.failures.set(key, entry);
    }
    if (this.failures.size > 50_000) this.sweep();
  }

  succeed(keys: string[]) {
    for (const key of keys) this.failures.delete(key);
  }

  private live(key: string) {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    for (const key of [...this.failures.keys()]) this.live(key);
  }
}
