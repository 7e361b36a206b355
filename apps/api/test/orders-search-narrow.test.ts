// The one-statement order search (orders-search-narrow.ts): what it answers is what a plain ILIKE over the
// joined tables answers, page by page, including invoice numbers the server did not give; the texts it cannot
// answer by construction go to the general search; a rename is found at once; and PostgreSQL runs it on one
// generic plan.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, openDatabase } from '@tagih/db';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { prepareOrderRowsByIds } from '../src/orders/read/orders-read.ts';
import { narrowSearchOn } from '../src/orders/list/orders-search-narrow.ts';
import { containsPattern } from '../src/lib/search.ts';
import { createTestContext, queryRows, type TestContext } from './helper.ts';
import { seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';

describe('narrow order search', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const ids: Record<string, number> = {};
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);

  /** The orders a search must answer, newest first: company name, invoice number or package name, by ILIKE. */
  const expected = async (text: string) =>
    (
      await rows<{ id: number }>(sql`select o.id from orders o join companies c on c.id_company = o.id_company
        where c.name_company ilike ${containsPattern(text)} or o.invoice_number ilike ${containsPattern(text)} or o.packages ilike ${containsPattern(text)}
        order by o.created_on desc, o.id desc`)
    ).map((row) => row.id);
  const listed = async (text: string, page: number) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/orders?page=${page}&search=${encodeURIComponent(text)}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: Array<{ id: number }>;
      meta: { total: number; total_estimated?: boolean };
    };
  };
  const narrow = (text: string, page = 1) =>
    narrowSearchOn(t.database.db)(text, containsPattern(text), (page - 1) * PAGE_SIZE);
  /** `count` orders of a company straight into the table, one every `hours` back from now; some share a time. */
  const insertOrders = (company: string, count: number, invoice: string, packages = 'Tagih Pro') =>
    t.database.db.execute(sql`
      insert into orders (id_company, invoice_number, start_period, end_period, created_on, packages, id_product_item, id_user_package)
      select ${ids[company]!}, ${invoice} || n, current_date, current_date, date_trunc('hour', now()) - (n / 2) * interval '1 hour',
             ${packages}, ${c.pro.id}, ${c.users10.id}
      from generate_series(1, ${count}::int) n`);

  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
    for (const name of [
      'PT Kencana Sukses Sejati',
      'CV Kencana Jaya',
      'PT Sukses Kencana',
      'PT Arta Agung',
      'PT Kencana Çelik',
    ]) {
      const [row] = await t.database.db
        .insert(companies)
        .values({ code_company: `K${Object.keys(ids).length}0001`, name_company: name })
        .returning();
      ids[name] = row!.id_company;
    }
    await insertOrders('PT Kencana Sukses Sejati', 23, 'INV/2026/01/');
    await insertOrders('CV Kencana Jaya', 7, 'INV/2026/02/');
    await insertOrders('PT Sukses Kencana', 5, 'INV/2026/03/');
    // Numbers the server did not give (imported): the invoice number matches where the company name does not.
    await insertOrders('PT Arta Agung', 3, 'IMPORT/KENCANA-');
    await insertOrders('PT Arta Agung', 4, 'INV/2026/04/', 'Paket Gudang Khusus');
    // A name beyond ASCII.
    await insertOrders('PT Kencana Çelik', 2, 'INV/2026/05/');
  });
  afterAll(() => t.close());

  it('answers every page of a company search as a plain ILIKE over the joined tables does', async () => {
    for (const text of [
      'Kencana',
      'kencana sukses',
      'Sukses Kencana',
      'Kencana Jaya',
      'encana-',
      'Arta Agung',
      'Nusantara Raya',
      'kencana ç',
      'KENCANA ÇELİK',
      'ncana Suk',
    ]) {
      const all = await expected(text);
      expect(await narrow(text), text).not.toBeNull();
      for (let page = 1; page <= Math.ceil(all.length / PAGE_SIZE) + 1; page += 1) {
        const answer = await listed(text, page);
        expect(
          answer.data.map((row) => row.id),
          `${text}, page ${page}`,
        ).toEqual(all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
        expect(answer.meta.total, text).toBe(all.length);
        expect(answer.meta.total_estimated).toBeUndefined();
      }
    }
    // 'Kencana' finds four companies' orders and the imported numbers of a fifth: 23 + 7 + 5 + 2 + 3.
    expect((await narrow('Kencana'))!.total).toBe(40);
  });

  it('answers its rows in the same statement, as JSON, equal to the order rows the select reads', async () => {
    // A paid order, with a payment proof and a voucher-free price: every kind of value of the row is set.
    await t.database.db.execute(
      sql`update orders set status = 1, paid_at = now(), is_auto_order = 1, payment_proof = 'proofs/x.png',
        total_price = '9007199254740993', invoice_sent_at = now() where invoice_number = 'INV/2026/03/1'`,
    );
    const page = (await narrow('Sukses Kencana'))!;
    expect(page.rows).toHaveLength(5);
    const selected = await prepareOrderRowsByIds(t.database.db).execute({
      ids: page.rows.map((row) => row.id),
    });
    expect(page.rows).toEqual(selected);
    // Money past 2^53 stays exact: text in the JSON, as the driver reads the column.
    expect(page.rows.map((row) => row.total_price)).toContain('9007199254740993');
    expect(page.rows.find((row) => row.status === 1)).toMatchObject({ is_auto_order: 1, is_canceled: 0 });
  });

  it('leaves to the general search what one fixed plan cannot answer well, and the answers stay right', async () => {
    const general = [
      'INV/2026', // generated invoice numbers: may match most orders
      '2026 01',
      'ka', // no trigram for the invoice number index
      'Gudang Khusus', // a package name: a third of all orders can carry one
    ];
    for (const text of general) {
      expect(await narrow(text), text).toBeNull();
      const all = await expected(text);
      const answer = await listed(text, 1);
      expect(
        answer.data.map((row) => row.id),
        text,
      ).toEqual(all.slice(0, PAGE_SIZE));
      expect(answer.meta.total, text).toBe(all.length);
    }
    // Beyond the pages counted exactly, and any text within a package name.
    expect(await narrow('Kencana', 101)).toBeNull();
    expect(await narrow('Khusus')).toBeNull();
  });

  it('finds a company renamed straight in SQL at once, by a word no name had before', async () => {
    await t.database.db.execute(
      sql`update companies set name_company = 'PT Arta Mercusuar' where id_company = ${ids['PT Arta Agung']!}`,
    );
    const answer = await listed('Arta Mercusuar', 1);
    expect(answer.meta.total).toBe(7);
    expect(answer.data.map((row) => row.id)).toEqual((await expected('Arta Mercusuar')).slice(0, PAGE_SIZE));
    expect((await narrow('Arta Mercusuar'))!.total).toBe(7);
    expect((await listed('Arta Agung', 1)).meta.total).toBe(0);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs on one generic plan, not a plan made for each search',
    async () => {
      const [current] = await rows<{ name: string }>(sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${current!.name}`;
      const single = await openDatabase({ url: url.toString(), poolSize: 1 });
      try {
        const narrowSearch = narrowSearchOn(single.db);
        const texts = [
          'Kencana',
          'Sukses',
          'Kencana Jaya',
          'Arta',
          'Sejati',
          'Kencana Sukses',
          'Jaya',
          'Nusantara',
        ];
        for (const text of texts)
          expect(await narrowSearch(text, containsPattern(text), 0), text).not.toBeNull();
        const query = <T>(text: SQL) => queryRows<T>(single.db, text);
        const [statement] = await query<{ generic: number; custom: number; types: string }>(
          sql`select generic_plans::int as generic, custom_plans::int as custom, parameter_types::text as types
          from pg_prepared_statements where name = 'orders_search_narrow'`,
        );
        // PostgreSQL tries five custom plans first, then keeps the generic one when it costs no more.
        expect(statement).toMatchObject({ generic: texts.length - 5, custom: 5 });
        // It costs no more because a plan made for any values costs the same: the planner cannot see them.
        const planCost = async (text: string) => {
          const values = statement!.types
            .replace(/[{}]/g, '')
            .split(',')
            .map((type) => (type === 'integer' ? '0' : `'${containsPattern(text)}'`));
          const [plan] = await query<{ 'QUERY PLAN': Array<{ Plan: { 'Total Cost': number } }> }>(
            sql.raw(`explain (format json) execute orders_search_narrow(${values.join(', ')})`),
          );
          return plan!['QUERY PLAN'][0]!.Plan['Total Cost'];
        };
        await single.db.execute(sql`set plan_cache_mode = force_custom_plan`);
        expect(await planCost('a')).toBe(await planCost('Kencana Jaya'));
      } finally {
        await single.close();
      }
    },
  );
});
