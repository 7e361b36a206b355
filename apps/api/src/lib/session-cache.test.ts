import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.ts';

const admin = {
  id: 1,
  name: 'Admin',
  email: 'admin@tagih.local',
  role: 'admin' as const,
  must_change_password: false,
};

describe('SessionCache', () => {
  it('trusts a checked session for the TTL only', () => {
    let now = 1_000;
    const cache = new SessionCache(() => now);
    cache.remember('a', admin, now);
    expect(cache.get('a')).toEqual(admin);
    now += SESSION_CACHE_TTL_MS - 1;
    expect(cache.get('a')).toEqual(admin);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses a revoked session at once, and never caches it again (a lookup in flight at logout)', () => {
    const cache = new SessionCache(() => 1_000);
    cache.remember('a', admin, 1_000);
    cache.revoke('a', 60_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.isRevoked('a')).toBe(true);
    cache.remember('a', admin, 1_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.isRevoked('b')).toBe(false);
  });
});
