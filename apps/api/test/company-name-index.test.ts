// The company name search (repositories/company-names.ts): whatever path a text takes (the name word index,
// or the broad paths for a letter or two), the order list and the company list answer exactly what a plain
// ILIKE over the tables answers, and a company added or renamed by any process, even straight in SQL, is
// found at once, because the words table is kept by triggers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, companyNamePairs, orders } from '@tagih/db';
import { containsPattern } from '../src/lib/search.ts';
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

const NAMES = [
  'PT Kencana Sukses Sejati',
  'CV Sukses Kencana',
  'PT Kencana Sukses Sejati Abadi',
  'PT Arta Agung',
  'PT  Dua  Spasi',
  'PT Ödeme Şirket Çelik',
  'CV 100% Jaya_Abadi',
];

describe('company name search', () => {
  let t: TestContext;
  const ids: Record<string, number> = {};
  const searchCompanies = async (text: string, page = 1) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/companies?page=${page}&search=${encodeURIComponent(text)}`,
    });
    expect(response.statusCode, text).toBe(200);
    return response.json() as {
      data: Array<{ id_company: number; name_company: string } & Record<string, unknown>>;
      meta: { total: number; last_page: number };
    };
  };
  const searchOrders = async (text: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/orders?page=1&search=${encodeURIComponent(text)}`,
    });
    expect(response.statusCode, text).toBe(200);
    return (response.json() as { data: Array<{ company: { name_company: string } }> }).data
      .map((order) => order.company.name_company)
      .sort();
  };
  /** What a plain ILIKE answers: companies by name or code, newest first. */
  const expectedCompanies = async (text: string) =>
    (
      await t.database.db
        .select({ id: companies.id_company })
        .from(companies)
        .where(
          sql`${companies.name_company} ilike ${containsPattern(text)} or ${companies.code_company} ilike ${containsPattern(text)}`,
        )
        .orderBy(sql`${companies.id_company} desc`)
    ).map((row) => row.id);
  /** The names of the companies whose orders a search finds by name (each company has one order per test setup). */
  const expectedOrderNames = async (text: string) =>
    (
      await t.database.db
        .select({ name: companies.name_company })
        .from(orders)
        .innerJoin(companies, eq(companies.id_company, orders.id_company))
        .where(
          sql`${companies.name_company} ilike ${containsPattern(text)} or ${orders.invoice_number} ilike ${containsPattern(text)} or ${orders.packages} ilike ${containsPattern(text)}`,
        )
    )
      .map((row) => row.name)
      .sort();
  /** The search box's text is trimmed (the query schema), so ILIKE is asked for the trimmed text. */
  const answersAsIlike = async (text: string) => {
    const all = await expectedCompanies(text.trim());
    const listed = await searchCompanies(text);
    expect(listed.meta.total, text).toBe(all.length);
    expect(
      listed.data.map((c) => c.id_company),
      text,
    ).toEqual(all.slice(0, 10));
    expect(await searchOrders(text), text).toEqual((await expectedOrderNames(text.trim())).slice(0, 10));
  };

  beforeAll(async () => {
    t = await createTestContext();
    for (const name of NAMES) {
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
  });
  afterAll(() => t.close());

  it('answers exactly the companies whose name contains the text, words in that order', async () => {
    expect(await searchOrders('kencana sukses sejati')).toEqual([
      'PT Kencana Sukses Sejati',
      'PT Kencana Sukses Sejati Abadi',
    ]);
    // Both words of 'Sukses Kencana' are in three names, in this order in one.
    expect(await searchOrders('Sukses Kencana')).toEqual(['CV Sukses Kencana']);
    expect(await searchOrders('Nusantara')).toEqual([]);
    const listed = await searchCompanies('Kencana Sukses');
    expect(listed.meta.total).toBe(2);
    expect(listed.data.map((c) => c.name_company)).toEqual([
      'PT Kencana Sukses Sejati Abadi',
      'PT Kencana Sukses Sejati',
    ]);
  });

  it('answers as ILIKE for parts of words, spaces, case, characters beyond ASCII and the user own % and _', async () => {
    for (const text of [
      'ncana sukses sej', // the first and last words are parts of words
      'A SUKSES SEJATI A', // 'Sejati Abadi' only
      'a', // a letter: too many words for the word index
      'pt',
      '  kencana  ',
      'kencana \t sukses', // whitespace other than one space
      'Dua  Spasi', // two spaces, as the name has them
      'Dua Spasi', // one space: not in that name
      'ödeme şirket', // lower-cased by the database, as ILIKE does
      'ŞİRKET ÇELİK',
      '100%',
      '100% Jaya',
      '%',
      'Jaya_Abadi',
      'Jaya_',
      'a_a', // _ is a character, not a wildcard
    ])
      await answersAsIlike(text);
  });

  it('matches codes only where the search asks for them (the company list, not the order list)', async () => {
    const [row] = await t.database.db
      .select({ code: companies.code_company })
      .from(companies)
      .where(eq(companies.id_company, ids['PT Arta Agung']!));
    expect((await searchCompanies(row!.code)).data.map((c) => c.name_company)).toEqual(['PT Arta Agung']);
    expect(await searchOrders(row!.code)).toEqual([]);
  });

  it('finds a company renamed or added straight in SQL at once, with words no name had before', async () => {
    await t.database.db
      .update(companies)
      .set({ name_company: 'PT Arta Mercusuar Kencana' })
      .where(eq(companies.id_company, ids['PT Arta Agung']!));
    await t.database.db.execute(
      sql`insert into companies (code_company, name_company) values ('ZZZ0001', 'PT Baru Mercusuar Kencana')`,
    );
    expect((await searchCompanies('mercusuar kencana')).data.map((c) => c.name_company)).toEqual([
      'PT Baru Mercusuar Kencana',
      'PT Arta Mercusuar Kencana',
    ]);
    expect(await searchOrders('Arta Mercusuar')).toEqual(['PT Arta Mercusuar Kencana']);
    expect(await searchOrders('Arta Agung')).toEqual([]);
    await answersAsIlike('rcusuar kenc');
  });

  it('pages a company search as a plain ILIKE of name and code does, newest first, with the exact total', async () => {
    await t.database.db.execute(sql`insert into companies (code_company, name_company)
      select 'PGN' || lpad(n::text, 4, '0'), 'PT Paging Nusa ' || n from generate_series(1, 23) n`);
    const expected = await expectedCompanies('paging nusa');
    expect(expected).toHaveLength(23);
    for (let page = 1; page <= 4; page += 1) {
      const body = await searchCompanies('paging nusa', page);
      expect(
        body.data.map((c) => c.id_company),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 10, page * 10));
      expect(body.meta).toMatchObject({ total: 23, last_page: 3 });
      for (const row of body.data) expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    }
    // More than the word index lists (200 companies): the broad path, still exact.
    await t.database.db.execute(sql`insert into companies (code_company, name_company)
      select 'MNY' || lpad(n::text, 4, '0'), 'PT Banyak Sekali ' || n from generate_series(1, 230) n`);
    await answersAsIlike('banyak sekali');
    await answersAsIlike('sekali 1');
    expect((await searchCompanies('banyak sekali', 23)).data.map((c) => c.name_company).at(-1)).toBe(
      'PT Banyak Sekali 1',
    );
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
    expect(await invoicesOf('Tagih Pro')).toHaveLength((await expectedOrderNames('Tagih Pro')).length);
    expect(await invoicesOf('ödeme')).toEqual([`INV/T/${ids['PT Ödeme Şirket Çelik']}`, 'INV/T/TR'].sort());
  });

  it('keeps company_name_pairs equal to the word pairs of the names as they stand, whatever writes them', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into companies (code_company, name_company)
      values ('KPT0001', 'PT Pasang Kata Pasang Kata'), ('KPT0002', 'CV Hapus  Nanti'), ('KPT0003', 'Sekata'),
        ('KPT0004', 'PT Mutia Retail Setia Retail')`);
    await db.execute(
      sql`update companies set name_company = 'PT Pasang Baru' where code_company = 'KPT0001'`,
    );
    await db.execute(sql`update companies set city = 'Bandung' where code_company = 'KPT0001'`);
    await db.execute(sql`delete from companies where code_company = 'KPT0002'`);
    const { pair, id_company, name_lowered } = companyNamePairs;
    const kept = await db.select().from(companyNamePairs).orderBy(pair, id_company, name_lowered);
    const fromNames = await db
      .selectDistinct({
        pair: sql<string>`p`,
        id_company: companies.id_company,
        name_lowered: sql<string>`lower(${companies.name_company})`,
      })
      .from(companies)
      .innerJoin(sql`unnest(company_name_word_pairs(${companies.name_company})) p`, sql`true`)
      .orderBy(sql`1, 2, 3`);
    expect(kept).toEqual(fromNames);
    // Two of the text's first pairs ('mutia retail', 'setia retail') in one name: the company once.
    await answersAsIlike('tia retail');
    expect((await searchCompanies('hapus nanti')).meta.total).toBe(0);
    expect((await searchCompanies('pasang kata')).meta.total).toBe(0);
    expect((await searchCompanies('pasang baru')).data.map((c) => c.name_company)).toEqual([
      'PT Pasang Baru',
    ]);
  });
});
