// Two administrators editing the same record: the second save of a stale version is refused with 409 instead
// of silently overwriting the first, on every update route found by enumeration (generic over write-cases.ts),
// both one after the other and at the same instant. And parallel stores never hand out a generated code twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, hashPassword } from '@tagih/db';
import type { TestContext } from '../helper.ts';
import { createInventoriedContext, routeKey, type RouteInfo } from './route-inventory.ts';
import { differences, snapshot } from './state.ts';
import { makeRecords, RESOURCES, type Payload, type Records, type Resource } from './resources.ts';
import { writeCaseFor } from './write-cases.ts';

describe('concurrent edits and generated codes (ASVS V1.11.3, V11.1.6; API6:2023)', () => {
  let t: TestContext;
  let routes: RouteInfo[];
  let r: Records;
  let secondAdmin: string;

  beforeAll(async () => {
    ({ t, routes } = await createInventoriedContext());
    r = await makeRecords(t);
    await t.database.db.insert(admins).values({
      name: 'Siti Rahayu',
      email: 'siti@tagih.local',
      password_hash: await hashPassword('rahasia-siti-123'),
    });
    secondAdmin = await t.login('siti@tagih.local', 'rahasia-siti-123');
  });
  afterAll(() => t.close());

  const asSecond = (options: Parameters<TestContext['request']>[0]) =>
    t.request({ ...options, headers: { authorization: `Bearer ${secondAdmin}` } });

  async function freshRecord(resource: Resource, tag: string) {
    const stored = await t.request({
      method: 'POST',
      url: `${resource.base}/store`,
      payload: resource.valid(r, tag),
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const id = stored.json().data[resource.idField] as number;
    const shown = (await t.request({ method: 'GET', url: `${resource.base}/${id}` })).json().data as Payload;
    return { id, version: shown.updated_at as string };
  }

  const updateRequest = (resource: Resource, id: number, payload: Payload) =>
    resource.update?.(r, id, payload) ?? { url: `${resource.base}/update/${id}`, payload };

  const updateRoutes = () => routes.filter((route) => writeCaseFor(route).kind === 'update');

  it('refuses the second save of a stale version with 409 on every update route, keeping the first save', async () => {
    expect(updateRoutes().length).toBeGreaterThanOrEqual(10);
    const problems: string[] = [];
    for (const route of updateRoutes()) {
      const resource = writeCaseFor(route).resource!;
      const tag = `stale-${route.url.length}-${Math.random().toString(36).slice(2, 6)}`;
      const { id, version } = await freshRecord(resource, tag);
      expect(version, `${routeKey(route)} answers updated_at`).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const first = updateRequest(resource, id, { ...resource.valid(r, tag), updated_at: version });
      const saved = await t.request({ method: 'PUT', ...first });
      if (saved.statusCode !== 200) {
        problems.push(`${routeKey(route)}: the first save answered ${saved.statusCode} ${saved.body}`);
        continue;
      }
      const before = await snapshot(t);
      const second = updateRequest(resource, id, { ...resource.valid(r, `${tag}-b`), updated_at: version });
      const stale = await asSecond({ method: 'PUT', ...second });
      const changed = differences(before, await snapshot(t));
      if (stale.statusCode !== 409)
        problems.push(`${routeKey(route)}: a stale save answered ${stale.statusCode}`);
      else
        expect(stale.json()).toEqual({
          code: 409,
          message: expect.stringMatching(/diubah oleh pengguna lain/),
        });
      if (changed.length > 0)
        problems.push(`${routeKey(route)}: the refused save changed ${changed.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('lets exactly one of two saves of the same version through when they arrive at once', async () => {
    const problems: string[] = [];
    for (const route of updateRoutes()) {
      const resource = writeCaseFor(route).resource!;
      const tag = `race-${route.url.length}-${Math.random().toString(36).slice(2, 6)}`;
      const { id, version } = await freshRecord(resource, tag);
      const [a, b] = await Promise.all([
        t.request({
          method: 'PUT',
          ...updateRequest(resource, id, { ...resource.valid(r, tag), updated_at: version }),
        }),
        asSecond({
          method: 'PUT',
          ...updateRequest(resource, id, { ...resource.valid(r, tag), updated_at: version }),
        }),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      if (statuses.join() !== '200,409')
        problems.push(`${routeKey(route)}: answered ${statuses.join(' and ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('never gives two companies stored at once the same code', async () => {
    const names = Array.from({ length: 16 }, (_, i) =>
      i % 2 === 0 ? 'PT Maju Jaya Abadi' : `CV Mitra Jaya Abadi ${i}`,
    );
    const responses = await Promise.all(
      names.map((name_company) =>
        t.request({ method: 'POST', url: '/api/companies/store', payload: { name_company } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 200));
    const codes = responses.map((response) => response.json().data.code_company as string);
    expect(new Set(codes).size).toBe(codes.length);
    // Same initials share one sequence: the numbers are contiguous, no gap, no repeat.
    const numbers = codes
      .filter((code) => code.startsWith('MJA'))
      .map((code) => Number(code.slice(3)))
      .sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => numbers[0]! + i));
  });

  it('never gives two master packages, vouchers or orders stored at once the same generated code', async () => {
    const cases: Array<[Resource, string]> = [
      [RESOURCES.masterPackage, 'kode_paket'],
      [RESOURCES.voucher, 'code_voucher'],
      [RESOURCES.order, 'invoice_number'],
    ];
    for (const [resource, field] of cases) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.request({
            method: 'POST',
            url: `${resource.base}/store`,
            payload: resource.valid(r, `par-${i}`),
          }),
        ),
      );
      expect(
        responses.map((response) => response.statusCode),
        resource.base,
      ).toEqual(responses.map(() => 200));
      const codes = responses.map((response) => response.json().data[field] as string);
      expect(new Set(codes).size, `${resource.base} ${field}`).toBe(10);
    }
  });
});
