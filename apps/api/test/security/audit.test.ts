// Every write leaves an audit row: who (admin_id), what (entity, id, action, before and after), when
// (created_at) and which request (request_id = the answer's x-request-id). Generic over every write route
// found by enumeration, using the valid examples of write-cases.ts.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { auditLogs, type AuditRow } from '@tagih/db';
import type { TestContext } from '../helper.ts';
import { createInventoriedContext, routeKey, WRITE_METHODS, type RouteInfo } from './route-inventory.ts';
import { actionContext, makeRecords, type Records, type Resource } from './resources.ts';
import { WRITING_GETS, writeCaseFor } from './write-cases.ts';

describe('audit trail of every write (ASVS V7.1.3, V7.1.4, V7.2.2)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let r: Records;
  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext());
    r = await makeRecords(t);
  });
  afterAll(() => t.close());

  /** Sends a write and returns the audit rows it left (matched by request id). */
  async function auditedWrite(options: InjectOptions) {
    const response = await t.request(options);
    expect(response.statusCode, `${options.method} ${options.url} ${response.body}`).toBe(200);
    const requestId = String(response.headers['x-request-id']);
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.request_id, requestId))
      .orderBy(desc(auditLogs.id));
    return { response, rows };
  }

  function expectWho(rows: AuditRow[], label: string) {
    expect(rows.length, `${label} left no audit row`).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.admin_id, label).toBe(r.admin);
      expect(Date.now() - row.created_at.getTime(), label).toBeLessThan(120_000);
    }
  }

  const find = (rows: AuditRow[], entity: string, action: string, entityId: string) =>
    rows.find(
      (row) =>
        row.entity === entity && row.action === action && (entityId === '*' || row.entity_id === entityId),
    );

  async function storeAudited(resource: Resource, tag: string) {
    const { response, rows } = await auditedWrite({
      method: 'POST',
      url: `${resource.base}/store`,
      payload: resource.valid(r, tag),
    });
    const id = response.json().data[resource.idField] as number;
    return { id, rows };
  }

  it('has a valid example for every write route (a new route without one fails here)', () => {
    const writes = routes.filter((route) => route.url.startsWith('/api/') && WRITE_METHODS.has(route.method));
    expect(() => writes.forEach((route) => writeCaseFor(route))).not.toThrow();
  });

  it('records create, update and delete of every resource with who, what, when, before and after', async () => {
    const exercised: string[] = [];
    for (const route of routes) {
      const { kind, resource } = writeCaseFor(route);
      if (!resource || !['store', 'update', 'delete'].includes(kind)) continue;
      const tag = `audit-${kind}-${route.url.length}-${Math.random().toString(36).slice(2, 6)}`;
      const label = routeKey(route);
      if (kind === 'store') {
        const { id, rows } = await storeAudited(resource, tag);
        expectWho(rows, label);
        const row = find(rows, resource.entity, 'create', String(id));
        expect(row, `${label}: no create row for ${resource.entity} ${id}`).toBeDefined();
        expect(row!.after, label).toMatchObject({
          [resource.idField === 'id_company' ? 'id_company' : 'id']: id,
        });
      } else if (kind === 'update') {
        const { id } = await storeAudited(resource, tag);
        const request = resource.update?.(r, id, resource.valid(r, tag)) ?? {
          url: `${resource.base}/update/${id}`,
          payload: resource.valid(r, tag),
        };
        const { rows } = await auditedWrite({ method: 'PUT', ...request });
        expectWho(rows, label);
        const row = find(rows, resource.entity, 'update', String(id));
        expect(row, `${label}: no update row for ${resource.entity} ${id}`).toBeDefined();
        expect(row!.before, label).not.toBeNull();
        expect(row!.after, label).not.toBeNull();
      } else {
        const { id } = await storeAudited(resource, tag);
        const { rows } = await auditedWrite({ method: 'DELETE', url: `${resource.base}/delete/${id}` });
        expectWho(rows, label);
        const row = find(rows, resource.entity, 'delete', String(id));
        expect(row, `${label}: no delete row for ${resource.entity} ${id}`).toBeDefined();
        expect(row!.before, label).not.toBeNull();
      }
      exercised.push(label);
    }
    expect(exercised.length).toBeGreaterThanOrEqual(30);
  });

  it('records every other write (status changes, uploads, mail, settings, sessions of clients)', async () => {
    const actionRoutes = [
      ...routes.filter(
        (route) =>
          route.url.startsWith('/api/') &&
          WRITE_METHODS.has(route.method) &&
          writeCaseFor(route).kind === 'action',
      ),
      ...routes.filter((route) => WRITING_GETS.includes(routeKey(route))),
    ];
    expect(actionRoutes.length).toBeGreaterThanOrEqual(9);
    const context = actionContext(t, r);
    for (const route of actionRoutes) {
      const { options, entity, entityId, action } = await writeCaseFor(route).request!(context);
      const { rows } = await auditedWrite(options);
      expectWho(rows, routeKey(route));
      expect(
        find(rows, entity, action, entityId),
        `${routeKey(route)}: no ${action} row for ${entity} ${entityId}`,
      ).toBeDefined();
    }
  });

  it('writes no audit row for a refused write (the audit is part of the write transaction)', async () => {
    const before = (await t.database.db.select().from(auditLogs)).length;
    const refused = await t.request({
      method: 'POST',
      url: '/api/companies/store',
      payload: { name_company: '' },
    });
    expect(refused.statusCode).toBe(422);
    const missing = await t.request({ method: 'DELETE', url: '/api/companies/delete/999999' });
    expect(missing.statusCode).toBe(404);
    expect((await t.database.db.select().from(auditLogs)).length).toBe(before);
  });
});
