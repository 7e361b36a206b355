// Staff roles on the /api scope (issue 33): every route that is not public names the permission it needs
// (`config.permission`, from packages/domain permissions.ts), and the scope's onRequest hook refuses a caller
// whose role lacks it before the body is read or validated, so a refused caller learns nothing of the body's
// rules and nothing is changed. A route that names none fails the server's start (fail closed).
import type { RouteOptions } from 'fastify';
import { allows, refusalMessage, type Permission } from '@tagih/domain/permissions';
import { AppError } from './app-error.ts';
import type { AuthenticatedAdmin } from '../plugins/app/auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a caller's role must allow (packages/domain permissions.ts); every non-public /api route names one. */
    permission?: Permission;
  }
}

export const MUST_CHANGE_PASSWORD =
  'Password Anda sementara: ganti password terlebih dahulu sebelum memakai fitur lain.';

/** The refusal of a signed-in administrator's call, or null when their role allows it. */
export function refusalOf(admin: AuthenticatedAdmin, permission: Permission): AppError | null {
  if (admin.must_change_password && permission !== 'account') return AppError.forbidden(MUST_CHANGE_PASSWORD);
  if (!allows(admin.role, permission)) return AppError.forbidden(refusalMessage(admin.role, permission));
  return null;
}

/** onRoute of the /api scope: a route neither public nor naming a permission stops the start. */
export function requirePermission(route: RouteOptions): void {
  const config = (route.config ?? {}) as { public?: boolean; permission?: Permission };
  if (config.public || config.permission) return;
  throw new Error(`${String(route.method)} ${route.url} names no permission (config.permission, issue 33)`);
}
