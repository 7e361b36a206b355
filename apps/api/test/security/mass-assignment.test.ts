// Mass assignment: a client adding fields it must never set (ids, generated codes, status, timestamps,
// computed prices) to a store or an update changes none of them. Every store and update route found by
// enumeration is tried with its valid example (write-cases.ts) twice, plain and with the extra fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helper.ts';
import { FORBIDDEN_FIELDS, inputFields } from './hostile.ts';
import { createInventoriedContext, routeKey, type RouteInfo } from './route-inventory.ts';
import { makeRecords, type Payload, type Records, type Resource } from './resources.ts';
import { writeCaseFor } from './write-cases.ts';

/** Fields the server assigns anew on each store: only "not the client's value" can be asserted. */
const PER_RECORD = new Set([
  'id',
  'id_company',
  'created_at',
  'updated_at',
  'created_on',
  'code_company',
  'invoice_number',
  'code_voucher',
  'kode_paket',
]);

describe('unknown and server-owned fields never change stored data (ASVS V5.1.2; API3:2023, API6:2023)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let r: Records;
  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext());
    r = await makeRecords(t);
  });
  afterAll(() => t.close());

  /** The forbidden fields that are not a legitimate input of this route (plus the ones it ignores anyway). */
  const injectedFor = (route: RouteInfo, resource: Resource) => {
    const legitimate = new Set(
      inputFields(route.body).filter((field) => !resource.serverAssigned?.includes(field)),
    );
    return Object.fromEntries(Object.entries(FORBIDDEN_FIELDS).filter(([field]) => !legitimate.has(field)));
  };

  const show = async (resource: Resource, id: number) => {
    const response = await t.request({ method: 'GET', url: `${resource.base}/${id}` });
    expect(response.statusCode, `${resource.base}/${id}`).toBe(200);
    return response.json().data as Payload;
  };

  const store = async (resource: Resource, payload: Payload) => {
    const response = await t.request({ method: 'POST', url: `${resource.base}/store`, payload });
    expect(response.statusCode, `${resource.base}/store ${response.body}`).toBe(200);
    return show(resource, response.json().data[resource.idField] as number);
  };

  it('covers every store and update route of the API', () => {
    const covered = routes
      .filter((route) => ['store', 'update'].includes(writeCaseFor(route).kind))
      .map(routeKey);
    expect(covered.length).toBeGreaterThanOrEqual(20);
  });

  it('store: the extra fields are ignored; the record equals one stored without them', async () => {
    const problems: string[] = [];
    let compared = 0;
    for (const route of routes.filter((candidate) => writeCaseFor(candidate).kind === 'store')) {
      const resource = writeCaseFor(route).resource!;
      const injected = injectedFor(route, resource);
      const plain = await store(resource, resource.valid(r, `ma-plain-${route.url.length}`));
      const attacked = await store(resource, {
        ...resource.valid(r, `ma-hack-${route.url.length}`),
        ...injected,
      });
      for (const [field, value] of Object.entries(injected)) {
        if (!(field in attacked)) continue;
        compared += 1;
        if (PER_RECORD.has(field)) {
          if (JSON.stringify(attacked[field]) === JSON.stringify(value))
            problems.push(`${routeKey(route)} took ${field}=${JSON.stringify(value)}`);
        } else if (JSON.stringify(attacked[field]) !== JSON.stringify(plain[field])) {
          problems.push(
            `${routeKey(route)} stored ${field}=${JSON.stringify(attacked[field])}, without the extra field ${JSON.stringify(plain[field])}`,
          );
        }
      }
      expect(
        (await t.request({ method: 'GET', url: `${resource.base}/${FORBIDDEN_FIELDS.id}` })).statusCode,
        `${resource.base} id taken from the client`,
      ).toBe(404);
    }
    expect(problems).toEqual([]);
    // Sanity: the records really carry the fields an attacker would aim at (prices, codes, status, ids).
    expect(compared).toBeGreaterThan(30);
  });

  it('update: the extra fields are ignored; server-owned fields keep their stored values', async () => {
    const problems: string[] = [];
    let compared = 0;
    for (const route of routes.filter((candidate) => writeCaseFor(candidate).kind === 'update')) {
      const resource = writeCaseFor(route).resource!;
      const injected = injectedFor(route, resource);
      const tag = `ma-upd-${route.url.length}`;
      const before = await store(resource, resource.valid(r, tag));
      const id = before[resource.idField] as number;
      const { url, payload } = resource.update?.(r, id, resource.valid(r, tag)) ?? {
        url: `${resource.base}/update/${id}`,
        payload: resource.valid(r, tag),
      };
      // The route's own id field (users: the body's `id`) is legitimate here, so it is not overwritten.
      const attack = {
        ...payload,
        ...Object.fromEntries(Object.entries(injected).filter(([field]) => !(field in payload))),
      };
      const response = await t.request({ method: 'PUT', url, payload: attack });
      expect(response.statusCode, `${routeKey(route)} ${response.body}`).toBe(200);
      const after = await show(resource, id);
      for (const field of Object.keys(attack).filter(
        (key) => key in injected && key in after && key !== 'updated_at',
      )) {
        compared += 1;
        if (JSON.stringify(after[field]) !== JSON.stringify(before[field])) {
          problems.push(
            `${routeKey(route)} changed ${field} from ${JSON.stringify(before[field])} to ${JSON.stringify(after[field])}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    expect(compared).toBeGreaterThan(30);
  });
});
