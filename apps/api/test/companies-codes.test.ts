import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { clientUsers, codeSequences, companies, orders, productItems, userPackages } from '@tagih/db';
import { createTestContext, type TestContext } from './helper.ts';

describe('companies: generated codes and the delete guard', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const preview = (name: unknown) =>
    t.request({ method: 'POST', url: '/api/companies/get_company_number', payload: { name } });
  const store = (name_company: string) =>
    t.request({ method: 'POST', url: '/api/companies/store', payload: { name_company } });

  it('previews initials plus the next number without reserving it', async () => {
    expect((await preview('PT Maju Jaya Abadi')).json()).toEqual({
      code: 200,
      message: 'OK',
      data: 'MJA0001',
    });
    expect((await preview('PT Maju Jaya Abadi')).json().data).toBe('MJA0001');
    expect((await t.database.db.select().from(codeSequences)).length).toBe(0);
    expect((await preview('PT. Bank Rakyat Indonesia (Persero) Tbk.')).json().data).toBe('BRI0001');
    expect((await preview('')).json().data).toBe('CMP0001');
    expect((await preview('x'.repeat(151))).statusCode).toBe(422);
    expect((await preview(12)).json().errors.name).toBeDefined();

    await store('PT Maju Jaya Abadi');
    expect((await preview('CV Mitra Jasa Andalan')).json().data).toBe('MJA0002');
    expect((await preview('PT Sumber Rejeki')).json().data).toBe('SR0001');
  });

  it('gives 20 parallel stores of the same name 20 distinct consecutive codes', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => store('PT Maju Jaya Abadi')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const codes = responses.map((response) => response.json().data.code_company as string).sort();
    // MJA0001 was taken by the previous test.
    expect(codes).toEqual(Array.from({ length: 20 }, (_, i) => `MJA${String(i + 2).padStart(4, '0')}`));
    expect((await preview('PT Maju Jaya Abadi')).json().data).toBe('MJA0022');
  });

  it('skips a number whose code is already taken (a code written outside the sequence)', async () => {
    await t.database.db
      .insert(companies)
      .values({ code_company: 'SR0001', name_company: 'Sumber Rejeki (impor)' });
    expect((await preview('PT Sumber Rejeki')).json().data).toBe('SR0002');
    expect((await store('PT Sumber Rejeki')).json().data.code_company).toBe('SR0002');
  });

  it('refuses to delete a company that still has orders or users, with a clear message, and keeps it', async () => {
    const company = (await store('PT Punya Order')).json().data;
    const [product] = await t.database.db.insert(productItems).values({ name: 'Tagih Basic' }).returning();
    const [userPackage] = await t.database.db
      .insert(userPackages)
      .values({ name: '10 User', price: '100000' })
      .returning();
    await t.database.db.insert(orders).values({
      id_company: company.id_company,
      invoice_number: 'INV/2026/01/0001',
      start_period: '2026-01-01',
      end_period: '2026-01-31',
      id_product_item: product!.id,
      id_user_package: userPackage!.id,
    });
    await t.database.db
      .insert(clientUsers)
      .values({ id_company: company.id_company, username_user: 'rina@punyaorder.co.id' });

    const refused = await t.request({ method: 'DELETE', url: `/api/companies/delete/${company.id_company}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message: 'Company PT Punya Order masih memiliki 1 order dan 1 user, sehingga tidak dapat dihapus.',
    });
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(companies)
      .where(eq(companies.id_company, company.id_company));
    expect(Number(kept?.n)).toBe(1);

    await t.database.db.delete(orders).where(eq(orders.id_company, company.id_company));
    const usersOnly = await t.request({
      method: 'DELETE',
      url: `/api/companies/delete/${company.id_company}`,
    });
    expect(usersOnly.json().message).toBe(
      'Company PT Punya Order masih memiliki 1 user, sehingga tidak dapat dihapus.',
    );
  });
});
