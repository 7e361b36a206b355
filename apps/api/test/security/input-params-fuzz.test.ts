// Property-based attack on addresses: hostile path parameters on every route with one, hostile queries on
// every GET of the API. Never a 5xx, refusals in the envelope, and nothing changes (a GET never changes data).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../helper.ts';
import { accepts, checkProperty, RefusalChecker, TIMEOUT } from './fuzz-checks.ts';
import { hostileParam, unstorableText } from './hostile.ts';
import { makeRecords, type Records } from './resources.ts';
import { createInventoriedContext, routeKey, type RouteInfo } from './route-inventory.ts';
import { writeCaseFor, WRITING_GETS } from './write-cases.ts';

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
          const ok = accepts(route.params, { [paramName]: decoded(param) }) && accepts(route.body, body);
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
