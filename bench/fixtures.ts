// What the load run sends, read from the generated database before it starts: search words with their exact
// match counts, order ids to show and print, and valid order payloads for the store scenario.
import type pg from 'pg';

export interface BenchFixtures {
  total: number;
  companyCount: number;
  /** A company's full name without its legal form: a handful of companies, a few dozen orders. */
  selective: { term: string; matches: number };
  /** A word of many package names: more than 10% of the orders. */
  broad: { term: string; matches: number };
  /** Two words of company names, for the company list search. */
  companyTerm: { term: string; matches: number };
  deepPage: number;
  /** Orders to show and print again and again, as staff open the same invoices. */
  orderIds: number[];
  /** Other orders, more than a run can ask for: each of their invoices is drawn, none answered from the cache. */
  unseenOrderIds: number[];
  storePayloads: object[];
}

const MATCHES = `select count(*)::int as n from orders o join companies c on c.id_company = o.id_company
  where c.name_company ilike $1 or o.invoice_number ilike $1 or o.packages ilike $1`;

const like = (term: string) => `%${term}%`;

/** Orders the list search matches for a term, counted directly (stores during a run change it). */
export async function countOrderMatches(pool: pg.Pool, term: string): Promise<number> {
  return ((await pool.query(MATCHES, [like(term)])).rows[0] as { n: number }).n;
}

export async function readFixtures(pool: pg.Pool, deepPage: number): Promise<BenchFixtures> {
  const one = async <T>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows[0] as T;
  const { total } = await one<{ total: number }>('select count(*)::int as total from orders');
  const { companies } = await one<{ companies: number }>('select count(*)::int as companies from companies');
  const { name } = await one<{ name: string }>(
    'select name_company as name from companies where id_company = $1',
    [Math.max(1, Math.round(companies * 0.4242))],
  );
  const selectiveTerm = name.replace(/^(PT|CV) /, '');
  const broadTerm = 'Cloud';
  const companyTerm = selectiveTerm.split(' ').slice(1).join(' ');
  const count = async (text: string, term: string) => (await one<{ n: number }>(text, [like(term)])).n;

  const sampled = (
    await pool.query<{ id: number }>(
      'select id from orders where is_canceled = 0 order by random() limit 5500',
    )
  ).rows.map((r) => r.id);
  const orderIds = sampled.slice(0, 500);
  const unseenOrderIds = sampled.slice(500);
  const catalogue = await one<{
    products: Array<{ id: number; add_ons: number[] }>;
    user_packages: number[];
    storages: number[];
    extras: number[];
    vouchers: number[];
  }>(
    `select (select json_agg(json_build_object('id', p.id, 'add_ons', coalesce((select json_agg(l.add_on_id) from product_item_add_ons l where l.product_item_id = p.id), '[]'))) from product_items p) as products,
            (select json_agg(id) from user_packages) as user_packages, (select json_agg(id) from user_storages) as storages,
            (select json_agg(id) from extra_packages) as extras,
            (select json_agg(id) from (select id from vouchers where is_all_module = 1 and end_date >= current_date order by id limit 50) v) as vouchers`,
  );
  const companyIds = (
    await pool.query<{ id: number }>('select id_company as id from companies order by random() limit 200')
  ).rows.map((r) => r.id);
  const pick = <T>(list: T[], i: number): T => list[i % list.length]!;
  const storePayloads = companyIds.map((id_company, i) => {
    const product = pick(catalogue.products, i * 7);
    return {
      id_company,
      total_month: pick([1, 3, 6, 12], i),
      remarks: i % 5 === 0 ? 'Order benchmark' : '',
      id_product_item: product.id,
      id_user_package: pick(catalogue.user_packages, i * 3),
      qty_user_package: 1 + (i % 4),
      id_storage_package: i % 3 === 0 ? null : pick(catalogue.storages, i),
      qty_storage_package: 1,
      extra_package:
        i % 4 === 0 ? [{ id_extra_package: pick(catalogue.extras, i), disc_extra_package: 0 }] : [],
      array_addon: product.add_ons.slice(0, i % 3),
      id_master_diskon: i % 10 === 0 ? pick(catalogue.vouchers, i) : null,
      is_auto_order: 0,
    };
  });
  return {
    total,
    companyCount: companies,
    selective: { term: selectiveTerm, matches: await count(MATCHES, selectiveTerm) },
    broad: { term: broadTerm, matches: await count(MATCHES, broadTerm) },
    companyTerm: {
      term: companyTerm,
      matches: await count(
        'select count(*)::int as n from companies where name_company ilike $1 or code_company ilike $1',
        companyTerm,
      ),
    },
    deepPage: Math.max(1, Math.min(deepPage, Math.floor(total / 10 / 2))),
    orderIds,
    unseenOrderIds,
    storePayloads,
  };
}
