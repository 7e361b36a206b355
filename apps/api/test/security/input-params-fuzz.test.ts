// Property-based attack on addresses: hostile path parameters on every route with one, hostile queries on
// every GET of the API. Never a 5xx, refusals in the envelope, and nothing changes (a GET never changes data).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helper.ts';
import { accepts, checkProperty, RefusalChecker, targetId, TIMEOUT } from './fuzz-checks.ts';
import { hostileParam, unstorableText } from './hostile.ts';
import { makeRecords, RESOURCES, storeFresh, type Records } from './resources.ts';
import { createInventoriedContext, isGuardedSurface, routeKey, type RouteInfo } from './route-inventory.ts';
import { writeCaseFor, WRITING_GETS } from './write-cases.ts';

/**
 * Other spellings of a real record's id, each of which a coercing parser reads as that record (`0x10` was
 * company 16), and ids past PostgreSQL's integer. Each must be a 404: no record lives at such an address.
 */
const nonCanonical = (id: number) => [
  `0x${id.toString(16)}`,
  `+${id}`,
  `%20${id}`,
  `${id}%20`,
  `${id}%00`,
  `0${id}`,
  `${id}e0`,
  `${id}.0`,
  `-${id}`,
  '0',
  '2147483648',
  '99999999999999999999',
];

const decoded = (param: string) => {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
};

describe('hostile addresses never break the server or change data (ASVS V5.1.3, V13.2.1, V7.4.1; API1:2023, API8:2023)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let r: Records;
  let checker: RefusalChecker;

  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext());
    r = await makeRecords(t);
    checker = new RefusalChecker(t);
  });
  afterAll(() => t.close());

  it(
    'answers hostile path parameters on every write route with one in the envelope, never a 5xx',
    async () => {
      const withParams = routes.filter(
        (route) => route.url.startsWith('/api/') && route.url.includes('/:') && route.method !== 'GET',
      );
      expect(withParams.length).toBeGreaterThan(10);
      const failures: string[] = [];
      for (const route of withParams) {
        const { resource } = writeCaseFor(route);
        const body = resource ? resource.valid(r, `param-${Math.random().toString(36).slice(2, 8)}`) : {};
        const paramName = /:([A-Za-z_]+)/.exec(route.url)![1]!;
        const property = fc.asyncProperty(hostileParam, async (param) => {
          const url = route.url.replace(/:[A-Za-z_]+/, param);
          // Path parameters reach their schema as sent (input-guard.ts rewrites only bodies and queries).
          const paramOk = route.params?.safeParse({ [paramName]: decoded(param) }).success ?? true;
          const ok = paramOk && accepts(route.body, body);
          const send = () =>
            t.request({
              method: route.method as 'POST',
              url,
              ...(route.method === 'DELETE'
                ? {}
                : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
            });
          const problem = await checker.attempt(route, send, ok);
          if (problem) throw new Error(`${problem}\n  param: ${param}`);
        });
        await checkProperty(route, property, failures);
      }
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'answers 404 in the envelope to a non-canonical or too large id on every route with one, changing nothing',
    async () => {
      const withIds = routes.filter(
        (route) => isGuardedSurface(route) && /\/:(id|id_company|moduleId)\b/.test(route.url),
      );
      expect(withIds.map(routeKey)).toEqual(
        expect.arrayContaining([
          'GET /api/companies/:id',
          'PUT /api/companies/update/:id',
          'DELETE /api/companies/delete/:id',
          'PUT /api/users/update/:id_company',
          'GET /admin/pdf/:id',
        ]),
      );
      // A fresh order: the hostile-parameter test before may have voided the first one with a valid id it drew.
      r.order = await storeFresh(t, RESOURCES.order, r, 'canonical-ids');
      checker.forget();
      const failures: string[] = [];
      for (const route of withIds) {
        const { resource } = route.method === 'GET' ? { resource: undefined } : writeCaseFor(route);
        const body = resource ? resource.valid(r, `canon-${Math.random().toString(36).slice(2, 8)}`) : {};
        for (const form of nonCanonical(targetId(route, r))) {
          const url = route.url.replace(/:[A-Za-z_]+/, form);
          // Invoice pages and proofs answer only a signed address; this one is signed, so only the id refuses it.
          const signed = route.public || url.startsWith('/admin/') ? t.app.links.sign(url) : url;
          let status = 0;
          const problem = await checker.attempt(
            route,
            async () => {
              const response = await t.request({
                method: route.method as 'POST',
                url: signed,
                ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body }),
              });
              status = response.statusCode;
              return response;
            },
            false,
          );
          if (problem || status !== 404) failures.push(`${routeKey(route)} at ${url}: ${problem ?? status}`);
        }
      }
      expect(failures).toEqual([]);
      // The record those spellings named is untouched, and the canonical address still finds it.
      const company = await t.request({ method: 'GET', url: `/api/companies/${r.company}` });
      expect(company.statusCode).toBe(200);
      const pdf = await t.request({ method: 'GET', url: t.app.links.sign(`/admin/pdf/${r.order}`) });
      expect(pdf.statusCode).toBe(200);
    },
    TIMEOUT,
  );

  it(
    'answers hostile queries and parameters on every GET of the API without a 5xx and without changing data',
    async () => {
      const reads = routes.filter(
        (route) =>
          route.url.startsWith('/api/') &&
          route.method === 'GET' &&
          !route.url.startsWith('/api/docs') &&
          !WRITING_GETS.includes(routeKey(route)),
      );
      expect(reads.length).toBeGreaterThan(20);
      const failures: string[] = [];
      const queries = fc.dictionary(
        fc.constantFrom('page', 'search', 'variant', 'exp', 'sig', 'x'),
        fc.oneof(hostileParam, fc.string({ maxLength: 200 }), unstorableText),
      );
      for (const route of reads) {
        const property = fc.asyncProperty(fc.tuple(queries, hostileParam), async ([query, param]) => {
          const url = route.url.replace(/:[A-Za-z_]+/g, param);
          const send = () => t.request({ method: 'GET', url, query: query as Record<string, string> });
          // A GET is a read whatever it is sent: it may answer 200, never 5xx, and never change anything.
          const problem = await checker.attempt(route, send, true);
          if (problem)
            throw new Error(
              `${problem}\n  at ${url}?${new URLSearchParams(query as Record<string, string>)}`,
            );
        });
        await checkProperty(route, property, failures);
      }
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );
});
