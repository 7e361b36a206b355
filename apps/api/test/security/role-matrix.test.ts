// Staff roles (issue 33) over the whole contract: every operation of the OpenAPI document the app serves, sent
// by every role, answers 403 exactly where the permission table (packages/domain permissions.ts) refuses it,
// with the envelope and the table's words, before the body is looked at; and a refused write, sent as the
// request that succeeds for an admin, changes nothing (every table, every stored file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { auditLogs } from '@tagih/db';
import {
  allows,
  PERMISSIONS,
  refusalMessage,
  ROLES,
  type Permission,
  type Role,
} from '@tagih/domain/permissions';
import { createAdmin } from '../../src/repositories/admins.ts';
import type { TestContext } from '../helper.ts';
import {
  concreteUrl,
  createInventoriedContext,
  routeKey,
  WRITE_METHODS,
  type RouteInfo,
} from './route-inventory.ts';
import { actionContext, makeRecords, storeFresh, type Records } from './resources.ts';
import { differences, snapshot } from './state.ts';
import { WRITING_GETS, writeCaseFor } from './write-cases.ts';

interface Operation {
  method: string;
  /** The route's pattern as Fastify has it: /api/orders/:id. */
  url: string;
  permission: Permission;
  roles: string[];
  statuses: string[];
}

type Document = {
  paths: Record<
    string,
    Record<string, { 'x-permission'?: Permission; 'x-roles'?: string[]; responses: object }>
  >;
};

/** The guarded operations of the document, with the route pattern each answers at. */
function guardedOperations(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation['x-permission'])
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        permission: operation['x-permission']!,
        roles: operation['x-roles'] ?? [],
        statuses: Object.keys(operation.responses),
      })),
  );
}

const PASSWORD = 'peran-uji-Tagih-2026';
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

describe('every operation x every role answers as the permission table says (issue 33)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let r: Records;
  let operations: Operation[];
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext());
    r = await makeRecords(t);
    tokens.admin = t.token;
    for (const role of ROLES.filter((candidate) => candidate !== 'admin')) {
      const email = `${role}@peran.tagih.local`;
      await createAdmin(t.database.db, {
        email,
        name: `Uji ${role}`,
        password: PASSWORD,
        role,
        context: { adminId: null, requestId: 'role-matrix' },
      });
      tokens[role] = await t.login(email, PASSWORD);
    }
    const document = await t.request({ method: 'GET', url: '/api/docs/json' });
    operations = guardedOperations(document.json() as Document);
  });
  afterAll(() => t.close());

  const as = (role: Role, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${tokens[role]}` } });

  it("documents every signed-in route with its permission, the table's roles and a 403", () => {
    const signedIn = routes.filter(
      (route) => route.url.startsWith('/api/') && !route.public && !route.url.startsWith('/api/docs'),
    );
    const documented = new Set(operations.map(routeKey));
    // The signed file links are public to the bearer check: their signature is their credential.
    const undocumented = signedIn.map(routeKey).filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
    for (const operation of operations) {
      expect(operation.roles, routeKey(operation)).toEqual([...PERMISSIONS[operation.permission].roles]);
      expect(operation.statuses, routeKey(operation)).toContain('403');
    }
    expect(operations.length).toBeGreaterThan(120);
  });

  it('answers 403 with the refusal exactly where the table refuses, before reading the body', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      for (const role of ROLES) {
        // Sign-out ends the session the rest of the matrix uses; it is every role's (`account`) anyway.
        if (routeKey(operation) === 'POST /api/logout') continue;
        const response = await as(role, {
          method: operation.method as 'GET',
          // An id nothing has: an allowed role's call ends in 404 or 422 and never resets or disables anyone.
          url: concreteUrl(operation.url, 999_999),
          ...(hasBody(operation.method)
            ? { payload: '{}', headers: { 'content-type': 'application/json' } }
            : {}),
        });
        const refused = !allows(role, operation.permission);
        const label = `${role} ${routeKey(operation)}: ${response.statusCode}`;
        if ((response.statusCode === 403) !== refused) mismatches.push(label);
        else if (refused && response.json().message !== refusalMessage(role, operation.permission))
          mismatches.push(`${label} says ${response.body}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  /** The request that succeeds for an admin, for each kind of write (write-cases.ts), made ready as admin. */
  async function succeedingRequest(route: RouteInfo): Promise<InjectOptions | null> {
    const writeCase = writeCaseFor(route);
    const context = actionContext(t, r);
    const tag = `role-${Math.random().toString(36).slice(2, 8)}`;
    const { resource } = writeCase;
    if (writeCase.kind === 'action') return (await writeCase.request!(context)).options;
    if (!resource) return null;
    if (writeCase.kind === 'store')
      return { method: 'POST', url: `${resource.base}/store`, payload: resource.valid(r, tag) };
    const id = await storeFresh(t, resource, r, tag);
    if (writeCase.kind === 'delete') return { method: 'DELETE', url: `${resource.base}/delete/${id}` };
    if (writeCase.kind !== 'update') return null;
    const update = resource.update?.(r, id, resource.valid(r, tag)) ?? {
      url: `${resource.base}/update/${id}`,
      payload: resource.valid(r, tag),
    };
    return { method: 'PUT', ...update };
  }

  it('changes nothing for a refused write sent as the request that succeeds for an admin', async () => {
    const writes = routes.filter(
      (route) =>
        (route.url.startsWith('/api/') && WRITE_METHODS.has(route.method)) ||
        WRITING_GETS.includes(routeKey(route)),
    );
    let refusedWrites = 0;
    for (const route of writes) {
      const operation = operations.find((candidate) => routeKey(candidate) === routeKey(route));
      if (!operation) continue;
      const refusedRoles = ROLES.filter((role) => !allows(role, operation.permission));
      if (refusedRoles.length === 0) continue;
      const options = await succeedingRequest(route);
      if (!options) continue;
      const before = await snapshot(t);
      for (const role of refusedRoles) {
        const response = await as(role, options);
        expect(response.statusCode, `${role} ${routeKey(route)} ${response.body}`).toBe(403);
        refusedWrites += 1;
      }
      expect(differences(before, await snapshot(t)), routeKey(route)).toEqual([]);
    }
    expect(refusedWrites).toBeGreaterThan(60);
  });

  it('records the role each write was made with in its audit row', async () => {
    const stored = await as('sales', {
      method: 'POST',
      url: '/api/companies/store',
      payload: { name_company: 'PT Peran Sales', email: 'sales.peran@uji.co.id' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.request_id, String(stored.headers['x-request-id'])));
    expect(row).toMatchObject({ entity: 'company', action: 'create', admin_role: 'sales' });
  });
});
