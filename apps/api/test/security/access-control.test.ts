// Access control over the whole surface: every route the app registered is tried without a credential and
// with each kind of bad one. Only the reviewed allow-list answers without a token; the signed file links
// answer 401/403 to anything but their own signature. A new public route fails here until it is reviewed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helper.ts';
import {
  concreteUrl,
  createInventoriedContext,
  isGuardedSurface,
  routeKey,
  type RouteInfo,
} from './route-inventory.ts';
import { authorization, badCredentials } from './tokens.ts';

/** Answer without a token, by decision (decisions.md "Sessions and security"; docs/security.md). */
const PUBLIC_ROUTES = [
  'POST /api/login-admin',
  'GET /api/public/settings',
  'GET /api/public/settings/:image',
  'GET /api/public/release-notes',
];
/** The OpenAPI document and its viewer: the contract, no data (docs/security.md, "Knowingly left open"). */
const isApiDocs = (route: RouteInfo) => route.url === '/api/docs' || route.url.startsWith('/api/docs/');
/** Guarded by a short-lived HMAC signature in the query instead of a bearer token (signed-links.ts). */
const SIGNED_ROUTES = [
  'GET /api/orders/proof/:id',
  'GET /api/withholdings/pdf/:id',
  'GET /admin/pdf/:id',
  'GET /admin/pdf_flexmod/:id',
  'GET /admin/pdf_reorder/:id',
  'GET /api/public/invoices/:file',
];
/** Outside /api and /admin: the probes only (the console's files join them when WEB_DIST is set). */
const PROBES = ['GET /healthz', 'GET /readyz'];

describe('access control on every registered route (ASVS V4.1.1, V4.1.3, V3.5.2, V3.5.3; API2:2023, API5:2023, API9:2023)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let credentials: Record<string, string | undefined>;

  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext());
    const revoked = await t.login();
    await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${revoked}` },
    });
    credentials = badCredentials({ secret: t.config.jwtSecret, validToken: t.token, revokedToken: revoked });
  });
  afterAll(() => t.close());

  const send = (route: RouteInfo, credential: string | undefined) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concreteUrl(route.url),
      headers: {
        ...authorization(credential),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { 'content-type': 'application/json' }),
      },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
    });

  it('enumerates the surface from the app itself (sanity: the resources are there)', () => {
    const keys = routes.map(routeKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/extra-packages/store',
        'GET /api/orders/proof/:id',
        'GET /admin/pdf/:id',
        ...PUBLIC_ROUTES,
      ]),
    );
    expect(routes.filter(isGuardedSurface).length).toBeGreaterThan(60);
  });

  it('has exactly the reviewed routes outside /api and /admin', () => {
    expect(routes.filter((route) => !isGuardedSurface(route)).map(routeKey)).toEqual(PROBES);
  });

  it('marks exactly the allow-list and the signed links as public (config.public)', () => {
    const marked = routes
      .filter((route) => route.public)
      .map(routeKey)
      .sort();
    expect(marked).toEqual(
      [
        ...PUBLIC_ROUTES,
        'GET /api/orders/proof/:id',
        'GET /api/withholdings/pdf/:id',
        'GET /api/public/invoices/:file',
      ].sort(),
    );
  });

  it('answers without a token only on the allow-list: everything else is 401 in the envelope', async () => {
    const open: string[] = [];
    for (const route of routes.filter(isGuardedSurface)) {
      const response = await send(route, undefined);
      if (response.statusCode === 401) {
        const body = response.json();
        const expected = SIGNED_ROUTES.includes(routeKey(route))
          ? 'Tautan tidak bertanda tangan.'
          : 'Unauthenticated.';
        expect(body, routeKey(route)).toEqual({ code: 401, message: expected });
      } else open.push(routeKey(route));
    }
    expect(open.filter((key) => !isApiDocs(routes.find((route) => routeKey(route) === key)!)).sort()).toEqual(
      [...PUBLIC_ROUTES].sort(),
    );
  });

  it('refuses every kind of bad bearer credential on every guarded route', async () => {
    const guarded = routes.filter(
      (route) => isGuardedSurface(route) && !isApiDocs(route) && !PUBLIC_ROUTES.includes(routeKey(route)),
    );
    const failures: string[] = [];
    for (const [name, credential] of Object.entries(credentials)) {
      if (credential === undefined) continue;
      for (const route of guarded) {
        const response = await send(route, credential);
        if (response.statusCode !== 401)
          failures.push(`${name}: ${routeKey(route)} answered ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still accepts the real token (the refusals above are about the credential, not the route)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/extra-packages' });
    expect(response.statusCode).toBe(200);
  });

  it('does not let a bearer token open a signed link: the signature is the only key (ASVS V4.2.1)', async () => {
    for (const key of SIGNED_ROUTES) {
      const route = routes.find((candidate) => routeKey(candidate) === key)!;
      expect((await send(route, t.token)).statusCode, key).toBe(401);
    }
  });
});
