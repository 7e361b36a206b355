// The yardstick: the order list served by bare Fastify + pg, with nothing of ours around it (no auth, no
// validation or response schemas, no plugins, no ORM). It runs the same statements as
// apps/api/src/orders/list/orders-list.ts for page 1 and for a search, and answers the same JSON shape, so
// the benchmark can state our throughput as a share of what the database and Node can do at all.
// Started by bench/run.ts: `node --import tsx bench/baseline.ts` with BASELINE_PORT and DATABASE_URL.
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Fastify = require('fastify') as (options?: object) => {
  get(
    path: string,
    handler: (request: { query: Record<string, string | undefined> }) => Promise<unknown>,
  ): void;
  listen(options: { port: number; host: string }): Promise<string>;
};

pg.types.setTypeParser(1082, (value) => value); // dates stay 'YYYY-MM-DD'
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const PAGE_SIZE = 10;
const CAP = 1000;

type Row = Record<string, unknown> & {
  id: number;
  created_on: Date;
  created_at: Date;
  updated_at: Date;
  invoice_sent_at: Date | null;
  paid_at: Date | null;
};

const toRow = (r: Row) => ({
  id: r.id,
  id_company: r.id_company,
  company: { id_company: r.id_company, name_company: r.name_company },
  id_order: r.id_order,
  invoice_number: r.invoice_number,
  start_period: r.start_period,
  end_period: r.end_period,
  created_on: r.created_on.toISOString(),
  total_month: r.total_month,
  is_canceled: r.is_canceled,
  is_billing: r.is_billing,
  is_auto_order: r.is_auto_order,
  status: r.status,
  payment_proof: r.payment_proof,
  image_payment_proof: null,
  total_user: r.total_user,
  remarks: r.remarks,
  packages: { id: r.id_product_item, name: r.packages },
  id_product_item: r.id_product_item,
  price_product_item: r.price_product_item,
  userPackages: { name: r.user_package_name },
  id_user_package: r.id_user_package,
  qty_user_package: r.qty_user_package,
  disc_user_package: r.disc_user_package,
  price_user_package: r.price_user_package,
  id_storage_package: r.id_storage_package,
  qty_storage_package: r.qty_storage_package,
  disc_storage_package: r.disc_storage_package,
  price_storage_package: r.price_storage_package,
  price_extra_package: r.price_extra_package,
  id_master_voucher: r.id_master_voucher,
  voucher_discount: r.voucher_discount,
  total_price: r.total_price,
  previous_total: r.previous_total,
  total_prorate: r.total_prorate,
  sisa_bayar: r.sisa_bayar,
  balance_due: r.balance_due,
  invoice_sent_at: r.invoice_sent_at?.toISOString() ?? null,
  paid_at: r.paid_at?.toISOString() ?? null,
  paid_by: r.paid_by,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const envelope = (rows: Row[], page: number, total: number) => ({
  data: rows.map(toRow),
  meta: {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    per_page: PAGE_SIZE,
    total,
  },
});

async function firstPage() {
  // Named: prepared once per connection, as the server's prepared first-page statement.
  const rows = await pool.query<Row & { total: string }>({
    name: 'baseline_first_page',
    text: `select o.*, c.name_company, u.name as user_package_name, (select coalesce(sum(row_count), 0) from order_counts_by_month) as total
      from orders o join companies c on c.id_company = o.id_company join user_packages u on u.id = o.id_user_package
      where o.id in (select id from orders order by created_on desc, id desc limit 10) order by o.created_on desc, o.id desc`,
  });
  return envelope(rows.rows, 1, Number(rows.rows[0]?.total ?? 0));
}

async function search(text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const names = await pool.query<{ kind: string; value: string }>(
    `(select 'company' as kind, id_company::text as value from companies where name_company ilike $1 limit 201)
     union all
     (with recursive names(name) as ((select packages from orders order by packages limit 1) union all
        select (select packages from orders where packages > names.name order by packages limit 1) from names where names.name is not null)
      select 'package', name from names where name ilike $1)`,
    [pattern],
  );
  const companyIds = names.rows.filter((r) => r.kind === 'company').map((r) => Number(r.value));
  const packageNames = names.rows.filter((r) => r.kind === 'package').map((r) => r.value);
  const filter = `(o2.id_company = any($2::int[]) or o2.invoice_number ilike $1 or o2.packages = any($3::text[]))`;
  const rows = await pool.query<Row & { total: string }>(
    `select o.*, c.name_company, u.name as user_package_name, counted.total
     from (select id, created_on, count(*) over () as total
           from (select o2.id, o2.created_on from orders o2 where ${filter} order by o2.created_on desc, o2.id desc limit ${CAP + 1}) matches
           order by created_on desc, id desc limit 10 offset 0) counted
     join orders o on o.id = counted.id join companies c on c.id_company = o.id_company join user_packages u on u.id = o.id_user_package
     order by o.created_on desc, o.id desc`,
    [pattern, companyIds, packageNames],
  );
  return envelope(rows.rows, 1, Number(rows.rows[0]?.total ?? 0));
}

const app = Fastify({ logger: false });
app.get('/orders', async (request) => (request.query.search ? search(request.query.search) : firstPage()));
await app.listen({ port: Number(process.env.BASELINE_PORT ?? 3111), host: '127.0.0.1' });
