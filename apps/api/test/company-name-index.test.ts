// The in-process company name index behind order and company searches: what it answers is what the
// database's ILIKE answers, and a rename, a new company or a new code is found at once, by any process,
// because the statement that checks the candidates also reads the names version the triggers move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, orders, searchVersions } from '@tagih/db';
import { companyNamesOf, nameCandidates } from '../src/repositories/company-names.ts';
import { seedOrderCatalogue } from './orders-fixtures.ts';
import { createTestContext, type TestContext } from './helper.ts';

const company = (name_company: string) => ({
  name_company,
  phone_company: '0215551234',
  email: 'info@example.co.id',
  pic_email: 'pic@example.co.id',
  pic_name: 'Budi',
  pic_phone: '081234567890',
  fax_number: '',
  city: 'Jakarta',
  province: 'DKI Jakarta',
  country: 'Indonesia',
  npwp: '',
  address_company: 'Jl. Sudirman 1',
  status_type_job_order: 1,
});

describe('company name index', () => {
  let t: TestContext;
  const ids: Record<string, number> = {};
  const version = async () =>
    Number(
      (await t.database.db.select().from(searchVersions).where(eq(searchVersions.name, 'companies')))[0]
        ?.version,
    );
  const searchCompanies = async (text: string) =>
    (
      await t.request({ method: 'GET', url: `/api/companies?page=1&search=${encodeURIComponent(text)}` })
    ).json() as {
      data: Array<{ name_company: string }>;
      meta: { total: number };
    };
  const searchOrders = async (text: string) =>
    (
      ((r) => (r.statusCode === 200 ? r : (console.log(r.body), r)))(
        await t.request({ method: 'GET', url: `/api/orders?page=1&search=${encodeURIComponent(text)}` }),
      ).json() as { data: Array<{ company: { name_company: string } }> }
    ).data.map((order) => order.company.name_company);
  const indexAnswers = (text: string) => nameCandidates(t.database.db, text) !== null;
  const current = async () => {
    await companyNamesOf(t.database.db)!.refresh();
  };

  beforeAll(async () => {
    t = await createTestContext();
    for (const name of [
      'PT Kencana Sukses Sejati',
      'CV Sukses Kencana',
      'PT Kencana Sukses Sejati Abadi',
      'PT Arta Agung',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/companies/store',
        payload: company(name),
      });
      ids[name] = response.json().data.id_company;
    }
    const c = await seedOrderCatalogue(t.database.db);
    // One order per company, straight into the table (the order routes are tested elsewhere).
    await t.database.db.execute(sql`
      insert into orders (id_company, invoice_number, start_period, end_period, packages, id_product_item, id_user_package)
      select id_company, 'INV/T/' || id_company, current_date, current_date, 'Tagih Pro', ${c.pro.id}, ${c.users10.id} from companies`);
    await current();
  });
  afterAll(() => t.close());

  it('answers exactly the companies whose name contains the text, checked by the database', async () => {
    expect(indexAnswers('kencana sukses sejati')).toBe(true);
    // 'CV Sukses Kencana' holds both words of 'kencana sukses', in another order: a candidate the database drops.
    expect(nameCandidates(t.database.db, 'kencana sukses')!.ids).toContain(ids['CV Sukses Kencana']);
    expect((await searchOrders('kencana sukses sejati')).sort()).toEqual([
      'PT Kencana Sukses Sejati',
      'PT Kencana Sukses Sejati Abadi',
    ]);
    expect(await searchOrders('Sukses Kencana')).toEqual(['CV Sukses Kencana']);
    expect(await searchOrders('Nusantara')).toEqual([]);
    const listed = await searchCompanies('Kencana Sukses');
    expect(listed.meta.total).toBe(2);
    expect(listed.data.map((c) => c.name_company)).toEqual([
      'PT Kencana Sukses Sejati Abadi',
      'PT Kencana Sukses Sejati',
    ]);
  });

  it('matches codes only where the search asks for them (the company list, not the order list)', async () => {
    const [row] = await t.database.db
      .select({ code: companies.code_company })
      .from(companies)
      .where(eq(companies.id_company, ids['PT Arta Agung']!));
    expect(indexAnswers(row!.code)).toBe(true);
    expect((await searchCompanies(row!.code)).data.map((c) => c.name_company)).toEqual(['PT Arta Agung']);
    expect(await searchOrders(row!.code)).toEqual([]);
  });

  it('moves the names version on a new company and a rename, not on an edit that keeps the name', async () => {
    const before = await version();
    await t.database.db
      .update(companies)
      .set({ city: 'Bandung' })
      .where(eq(companies.id_company, ids['PT Arta Agung']!));
    expect(await version()).toBe(before);
    await t.database.db
      .update(companies)
      .set({ name_company: 'PT Arta Kencana Sukses Sejati' })
      .where(eq(companies.id_company, ids['PT Arta Agung']!));
    expect(await version()).toBe(before + 1);
    await t.database.db.execute(
      sql`insert into companies (code_company, name_company) values ('ZZZ0001', 'PT Baru Kencana Sukses Sejati')`,
    );
    expect(await version()).toBe(before + 2);
  });

  it('finds a company renamed or added behind its back at once, then answers from the reloaded index', async () => {
    // The renamed and the added company of the test before are not in the loaded index: the version check
    // sends this search to the database, whose trigram search finds them.
    expect(indexAnswers('Kencana Sukses Sejati')).toBe(true);
    const found = await searchCompanies('Kencana Sukses Sejati');
    expect(found.data.map((c) => c.name_company).sort()).toEqual([
      'PT Arta Kencana Sukses Sejati',
      'PT Baru Kencana Sukses Sejati',
      'PT Kencana Sukses Sejati',
      'PT Kencana Sukses Sejati Abadi',
    ]);
    expect((await searchOrders('Kencana Sukses Sejati')).sort()).toEqual([
      'PT Arta Kencana Sukses Sejati',
      'PT Kencana Sukses Sejati',
      'PT Kencana Sukses Sejati Abadi',
    ]);
    await companyNamesOf(t.database.db)!.idle();
    expect(indexAnswers('Kencana Sukses Sejati')).toBe(true);
    expect((await searchCompanies('Kencana Sukses Sejati')).meta.total).toBe(4);
  });

  it('pages a company search as a plain ILIKE of name and code does, newest first, with the exact total', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into companies (code_company, name_company)
      select 'PGN' || lpad(n::text, 4, '0'), 'PT Paging Nusa ' || n from generate_series(1, 23) n`);
    await current();
    const expected = (
      (await db.execute(
        sql`select id_company from companies where name_company ilike '%paging nusa%' or code_company ilike '%paging nusa%' order by id_company desc`,
      )) as unknown as { rows: Array<{ id_company: number }> }
    ).rows.map((row) => row.id_company);
    expect(expected).toHaveLength(23);
    for (let page = 1; page <= 4; page += 1) {
      const response = await t.request({
        method: 'GET',
        url: `/api/companies?page=${page}&search=paging%20nusa`,
      });
      const body = response.json() as {
        data: Array<Record<string, unknown>>;
        meta: { total: number; last_page: number };
      };
      expect(
        body.data.map((c) => c.id_company),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 10, page * 10));
      expect(body.meta).toMatchObject({ total: 23, last_page: 3 });
      for (const row of body.data) {
        expect(row).not.toHaveProperty('names_version');
        expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
      }
    }
    expect(indexAnswers('paging nusa')).toBe(true);
  });

  it('finds the orders of a package name stored behind its back at once, and only packages ILIKE matches', async () => {
    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id_company, ids['CV Sukses Kencana']!));
    // Stored by another process, straight into the table: a new package name, and one beyond ASCII.
    const insertOrder = (invoice: string, packages: string) =>
      db.execute(sql`insert into orders (id_company, invoice_number, start_period, end_period, packages, id_product_item, id_user_package)
        values (${order!.id_company}, ${invoice}, current_date, current_date, ${packages}, ${order!.id_product_item}, ${order!.id_user_package})`);
    await insertOrder('INV/T/ENT', 'Tagih Enterprise Plus');
    await insertOrder('INV/T/TR', 'Paket Ödeme Şirket');
    const invoicesOf = async (text: string) =>
      (
        (
          await t.request({ method: 'GET', url: `/api/orders?page=1&search=${encodeURIComponent(text)}` })
        ).json() as { data: Array<{ invoice_number: string }> }
      ).data
        .map((row) => row.invoice_number)
        .sort();
    expect(await invoicesOf('Enterprise Plus')).toEqual(['INV/T/ENT']);
    expect(await invoicesOf('Tagih Pro')).not.toContain('INV/T/TR');
    expect(await invoicesOf('Tagih Pro')).toHaveLength(6);
    expect(await invoicesOf('ödeme')).toEqual(['INV/T/TR']);
  });
});
