// Property-based attack on request bodies: every write endpoint found by enumeration gets generated hostile
// payloads (wrong types, huge and odd strings, overflowing numbers, deep nesting, forbidden fields), bodies
// that are not objects, and text the database cannot store. Never a 5xx, always the envelope (422 with
// `errors` for validation), and a refused request changes no table and no file (fuzz-checks.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterMessage } from '@tagih/domain/text-characters';
import type { TestContext } from '../helper.ts';
import {
  accepts,
  checkProperty,
  jsonRequest,
  RefusalChecker,
  short,
  targetId,
  TIMEOUT,
} from './fuzz-checks.ts';
import { hostilePayload, hostileValue, inputFields } from './hostile.ts';
import { makeRecords, type Records } from './resources.ts';
import {
  concreteUrl,
  createInventoriedContext,
  routeKey,
  WRITE_METHODS,
  type RouteInfo,
} from './route-inventory.ts';
import { writeCaseFor } from './write-cases.ts';

const tag = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`;

describe('hostile bodies never break the server or change data (ASVS V5.1.3, V5.1.4, V13.2.2, V13.2.5, V7.4.1; API3:2023, API4:2023, API8:2023)', () => {
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

  // Logout ends the session the other requests use; its body is never read.
  const writeRoutes = () =>
    routes.filter(
      (route) =>
        route.url.startsWith('/api/') && WRITE_METHODS.has(route.method) && route.url !== '/api/logout',
    );

  it(
    'answers every hostile body to every write endpoint with a 4xx envelope and changes nothing',
    async () => {
      expect(writeRoutes().length).toBeGreaterThan(40);
      const failures: string[] = [];
      for (const route of writeRoutes()) {
        const { resource } = writeCaseFor(route);
        const valid = resource ? resource.valid(r, tag('fuzz')) : {};
        const url = concreteUrl(route.url, targetId(route, r));
        const payloads = route.multipart
          ? fc.oneof(hostileValue, hostilePayload(['id', 'file', 'buttonColor'], {}))
          : hostilePayload(inputFields(route.body), valid);
        const property = fc.asyncProperty(payloads, async (payload) => {
          const ok = !route.multipart && accepts(route.body, payload);
          const problem = await checker.attempt(route, () => jsonRequest(t, route, url, payload), ok);
          if (problem) throw new Error(`${problem}\n  payload: ${short(payload)}`);
        });
        await checkProperty(route, property, failures);
      }
      expect(failures).toEqual([]);
    },
    TIMEOUT,
  );

  it('answers a body that is not an object (null, a number, a string, an array, true) on every write route, never a 5xx or silence', async () => {
    const failures: string[] = [];
    for (const route of writeRoutes()) {
      const url = concreteUrl(route.url, targetId(route, r));
      for (const body of [null, 0, 'teks', [], [{}], true]) {
        const send = () =>
          Promise.race([
            jsonRequest(t, route, url, body),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error('no answer within 5 s')), 5_000),
            ),
          ]);
        const ok = !route.multipart && accepts(route.body, body);
        const problem = await checker.attempt(route, send, ok).catch((error: Error) => error.message);
        if (problem) failures.push(`${routeKey(route)} ${JSON.stringify(body)}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses text the database cannot store (NUL, lone surrogates) in every text field of every store and update with 422 under the field, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of writeRoutes()) {
      const { resource } = writeCaseFor(route);
      if (!resource) continue;
      const url = concreteUrl(route.url, targetId(route, r));
      const fields = Object.entries(resource.valid(r, tag('text'))).filter(
        ([, value]) => typeof value === 'string',
      );
      for (const [field, value] of fields) {
        const payload = {
          ...resource.valid(r, tag(`text-${field}`)),
          [field]: `${String(value)}\u0000\ud800`,
        };
        const response = await t.request({ method: route.method as 'POST', url, payload });
        const errors = response.statusCode === 422 ? response.json().errors : undefined;
        if (errors?.[field]?.[0] !== characterMessage(0))
          failures.push(`${routeKey(route)} ${field}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    checker.forget();
    expect(failures).toEqual([]);
  });
});
