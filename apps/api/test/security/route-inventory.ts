// The whole surface of the server, collected from the app itself as routes register (buildApp's onRoute), so
// the security tests cover every route that lands later without anyone editing a list of them.
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { createTestContext, type TestContext } from '../helper.ts';

export interface RouteInfo {
  method: string;
  /** The registered pattern, e.g. /api/orders/update/:id. */
  url: string;
  public: boolean;
  /** The route's zod body schema (fastify-type-provider-zod keeps the schema object itself). */
  body: ZodType | undefined;
  params: ZodType | undefined;
  querystring: ZodType | undefined;
  /** Declares multipart/form-data (uploads). */
  multipart: boolean;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const routeKey = (route: Pick<RouteInfo, 'method' | 'url'>) => `${route.method} ${route.url}`;

function collect(routes: RouteInfo[]) {
  return (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as
      | { body?: ZodType; params?: ZodType; querystring?: ZodType; consumes?: string[] }
      | undefined;
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET; it answers exactly as the GET does.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        public: Boolean((route.config as { public?: boolean } | undefined)?.public),
        body: schema?.body,
        params: schema?.params,
        querystring: schema?.querystring,
        multipart: schema?.consumes?.includes('multipart/form-data') ?? false,
      });
    }
  };
}

/** A test context whose app reported every route it registered. */
export async function createInventoriedContext(
  env: Record<string, string> = {},
): Promise<{ t: TestContext; routes: RouteInfo[] }> {
  const routes: RouteInfo[] = [];
  const t = await createTestContext(env, { onRoute: collect(routes) });
  const unique = new Map(routes.map((route) => [routeKey(route), route]));
  return { t, routes: [...unique.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b))) };
}

/** A concrete address for a pattern: every parameter gets `id` (a number), wildcards a harmless name. */
export function concreteUrl(pattern: string, id: number | string = 1): string {
  return pattern
    .replace(/:image\b/, 'background')
    .replace(/:[A-Za-z_]+/g, String(id))
    .replace(/\*$/, 'index.html');
}

/** The routes of the API and of the invoice addresses (everything an attacker can aim a request at). */
export const isGuardedSurface = (route: RouteInfo) =>
  route.url.startsWith('/api') || route.url.startsWith('/admin/');
