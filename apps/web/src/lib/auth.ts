// The admin session lives in the browser as the bearer token under 'token' (spec section 4 "Session").
// Only this module touches that storage key. The signed-in admin (login's `data.admin`) is stored beside it,
// with the role the console shows and hides by (lib/permissions.ts).
import { isRole } from '@tagih/domain/permissions';
import type { AdminAnswer } from '@tagih/domain/schemas/auth';

const TOKEN_KEY = 'token';
const ADMIN_KEY = 'admin';

/** The login answer's administrator: with their role and whether they signed in with a one-time password. */
export type SignedInAdmin = AdminAnswer;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies): behave as signed out
  }
}

/** Seconds since the epoch at which a JWT expires, or null when the token is not a readable JWT. */
function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The stored token, or null. A token whose own `exp` has passed is dropped here, so '/' and the route
 * guard do not open the console with a session the server will refuse anyway. (The server stays the judge:
 * a revoked token is caught by the first 401.)
 */
export function getToken(): string | null {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  if (!token) return null;
  const exp = jwtExpiry(token);
  if (exp !== null && exp * 1000 <= Date.now()) {
    clearSession();
    return null;
  }
  return token;
}

/**
 * A token and the admin it belongs to, with a role. A session stored before roles existed (no role) counts as
 * signed out: the console would have to guess what to show, so it asks for a sign-in instead.
 */
export function hasSession(): boolean {
  if (getToken() === null) return false;
  if (getSignedInAdmin() !== null) return true;
  clearSession();
  return false;
}

export function storeSession(token: string, admin?: SignedInAdmin): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  if (admin) store?.setItem(ADMIN_KEY, JSON.stringify(admin));
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(ADMIN_KEY);
}

/**
 * The signed-in admin as login returned it (name and e-mail shown, role and the one-time password flag read by
 * the console; the server stays the judge of both), or null when none with a role is stored.
 */
export function getSignedInAdmin(): SignedInAdmin | null {
  const raw = storage()?.getItem(ADMIN_KEY);
  if (!raw) return null;
  try {
    const admin = JSON.parse(raw) as Partial<SignedInAdmin> | null;
    return admin && isRole(admin.role) ? (admin as SignedInAdmin) : null;
  } catch {
    return null;
  }
}

/** The one-time password was replaced: the console opens in full (the server agrees from now on). */
export function markPasswordChanged(): void {
  const admin = getSignedInAdmin();
  if (admin) storage()?.setItem(ADMIN_KEY, JSON.stringify({ ...admin, must_change_password: false }));
}

/** Calls `listener` when another tab signs out (the token disappears from storage). */
export function onSignedOutElsewhere(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if ((event.key === TOKEN_KEY || event.key === null) && !hasSession()) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
