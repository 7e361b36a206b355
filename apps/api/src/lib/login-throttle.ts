// Brute-force protection for sign-in: failures are counted per key (the routes count an (e-mail, address) pair
// and an address, each with its own limit). Each failure slows the next answer a little; past a key's limit it
// is refused with 429 until its window ends. Nothing is counted per e-mail alone: guesses from other addresses
// must never keep the owner of an account out. Two stores, one rule: in process (MemoryLoginThrottle, a single
// instance) or in Redis (redis-login-throttle.ts, shared by every instance); both judge with `verdictOf`.
export interface ThrottleVerdict {
  blocked: boolean;
  retryAfterSeconds: number;
  delayMs: number;
}

export interface ThrottleLimit {
  key: string;
  max: number;
}

export interface LoginThrottle {
  /** Blocked when any key has reached its own limit; slowed by the most failures any key has. */
  check(limits: ThrottleLimit[]): Promise<ThrottleVerdict>;
  /** Counts one failure against each key; a key's window starts at its first failure. */
  fail(keys: string[]): Promise<void>;
  /** Forgets the keys' failures. */
  succeed(keys: string[]): Promise<void>;
}

/** A key's failures so far and when its window ends (ms since epoch); count 0 when it has none. */
export interface KeyFailures {
  count: number;
  resetAt: number;
}

/** The verdict for the keys' failures (`failures[i]` belongs to `limits[i]`) at `now`. */
export function verdictOf(limits: ThrottleLimit[], failures: KeyFailures[], now: number): ThrottleVerdict {
  let worst = 0;
  let blockedUntil = 0;
  limits.forEach(({ max }, index) => {
    const entry = failures[index];
    if (!entry || entry.count === 0) return;
    worst = Math.max(worst, entry.count);
    if (entry.count >= max) blockedUntil = Math.max(blockedUntil, entry.resetAt);
  });
  return {
    blocked: blockedUntil > 0,
    retryAfterSeconds: Math.max(1, Math.ceil((blockedUntil - now) / 1000)),
    delayMs: Math.min(1000, worst * 150),
  };
}

export class MemoryLoginThrottle implements LoginThrottle {
  private failures = new Map<string, KeyFailures>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async check(limits: ThrottleLimit[]): Promise<ThrottleVerdict> {
    const failures = limits.map(({ key }) => this.live(key) ?? { count: 0, resetAt: 0 });
    return verdictOf(limits, failures, this.now());
  }

  async fail(keys: string[]): Promise<void> {
    for (const key of keys) {
      const entry = this.live(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
      entry.count += 1;
      this.failures.set(key, entry);
    }
    if (this.failures.size > 50_000) this.sweep();
  }

  async succeed(keys: string[]): Promise<void> {
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
