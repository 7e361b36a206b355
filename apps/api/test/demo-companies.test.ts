import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInputSchema } from '@tagih/domain/schemas/company';
import { seedCompaniesDemo } from '../src/seed/demo-companies.ts';
import { createTestContext, type TestContext } from './helper.ts';

describe('demo companies and users', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await seedCompaniesDemo(t.database.db);
  });
  afterAll(() => t.close());

  it('adds a dozen valid companies with generated codes, each with 2-3 users that the API serves', async () => {
    const companies = (await t.request({ method: 'GET', url: '/api/companies?page=1' })).json();
    expect(companies.meta.total).toBe(12);
    const all = [
      ...companies.data,
      ...(await t.request({ method: 'GET', url: '/api/companies?page=2' })).json().data,
    ];
    expect(new Set(all.map((row: { code_company: string }) => row.code_company)).size).toBe(12);
    for (const company of all) {
      expect(company.code_company).toMatch(/^[A-Z]{1,3}\d{4}$/);
      expect(companyInputSchema.safeParse(company).success, company.name_company).toBe(true);
    }
    const users = (await t.request({ method: 'GET', url: '/api/users' })).json();
    expect(users.meta.total).toBeGreaterThanOrEqual(24);
    const maju = (await t.request({ method: 'GET', url: '/api/users?search=majujaya' })).json();
    expect(maju.meta.total).toBe(3);
    const first = maju.data.find((user: { employee_id: string }) => user.employee_id === 'MJA0001-001');
    expect(first).toMatchObject({
      username_user: 'rina.wijaya@majujaya.co.id',
      roles: [{ role: { name: 'Administrator' } }],
    });
    expect(first.branchs_id).toHaveLength(2);
  });
});
