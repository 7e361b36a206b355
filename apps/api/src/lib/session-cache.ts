// Sessions this process has just checked against admin_sessions, so a burst of requests with one token costs
// one database read per TTL instead of one per request (docs/performance.md). Revocation stays immediate
// here: logout marks the jti revoked before it writes to the database, and a revoked jti is refused and never
// cached again, even by a lookup that was already in flight. A session revoked by another instance is refused
// at once when instances share Redis (auth asks lib/redis-revocations.ts before this cache on every request);
// two instances without Redis are not a supported deployment (README, "Several instances").
import type { Role } from '@tagih/domain/permissions';

export interface CachedAdmin {
  id: number;
  name: string;
  email: string;
  /** A changed role or a one-time password ends the administrator's sessions, so a cached one is never stale. */
  role: Role;
  must_change_password: boolean;
}

/** How long a checked session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export class SessionCache {
  private sessions = new Map<string, { admin: CachedAdmin; checkedAt: number }>();
  /** Revoked jtis until their token expires (ms since epoch): a token past its exp fails verification anyway. */
  private revoked = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  get(jti: string): CachedAdmin | undefined {
    const entry = this.sessions.get(jti);
    if (!entry) return undefined;
    if (this.now() - entry.checkedAt >= SESSION_CACHE_TTL_MS) {
      this.sessions.delete(jti);
      return undefined;
    }
    return entry.admin;
  }

  /** Remembers a session the database just confirmed, unless it was revoked meanwhile. */
  remember(jti: string, admin: CachedAdmin, checkedAt: number): void {
    if (this.revoked.has(jti)) return;
    if (this.sessions.size >= MAX_ENTRIES) this.sessions.clear();
    this.sessions.set(jti, { admin, checkedAt });
  }

  isRevoked(jti: string): boolean {
    return this.revoked.has(jti);
  }

  /** Forgets what was read about a session still valid (its one-time password was changed): read it again. */
  recheck(jti: string): void {
    this.sessions.delete(jti);
  }

  /** Call before revoking in the database. `expiresAt`: the token's exp in ms. */
  revoke(jti: string, expiresAt: number): void {
    this.sessions.delete(jti);
    this.revoked.set(jti, expiresAt);
    if (this.revoked.size > MAX_ENTRIES) {
      const now = this.now();
      for (const [key, until] of this.revoked) if (until <= now) this.revoked.delete(key);
    }
  }
}
