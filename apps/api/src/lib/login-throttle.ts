// Brute-force protection for sign-in: failures are counted per key (the routes count an (e-mail, address) pair
// and an address, each with its own limit). Each failure slows the next answer a little; past a key's limit it
// is refused with 429 until its window ends. Nothing is counted per e-mail alone: guesses from other addresses
// must never keep the owner of an account out.
export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
  delayMs: number;
}

export class LoginThrottle {
  private failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Blocked when any key has reached its own limit; slowed by the most failures any key has. */
  check(limits: Array<{ key: string; max: number }>): ThrottleVerdict {
    let worst = 0;
    let blockedUntil = 0;
    for (const { key, max } of limits) {
      const entry = this.live(key);
      if (!entry) continue;
      worst = Math.max(worst, entry.count);
      if (entry.count >= max) blockedUntil = Math.max(blockedUntil, entry.resetAt);
    }
    return {
      blocked: blockedUntil > 0,
      retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil - this.now()) / 1000)),
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
