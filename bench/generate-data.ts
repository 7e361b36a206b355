// Fills a PostgreSQL database for the benchmark: migrate with the app's own migrations, base seed with the
// bench admin, then the catalogue, vouchers, companies, users and orders in set-based SQL. Secondary
// indexes are dropped during the load and rebuilt after it (much faster than maintaining them row by row),
// triggers are off during the load (session_replication_role = replica), so the maintained row counts are
// set at the end, and everything is VACUUM ANALYZEd so the planner and index-only scans see the real data.
import pg from 'pg';
import { hashPassword, openDatabase, seedBase } from '../packages/db/src/index.ts';
import { BENCH_ADMIN, sizeLabel, type BenchSizes } from './config.ts';
import { generateCatalogue, generateVouchers } from './generate-catalogue.ts';
import { generateCompanies, generateUsers } from './generate-companies.ts';
import { generateOrders, HELPER_FUNCTIONS } from './generate-orders.ts';
import { concentrateStatementCompany, STATEMENT_INVOICES } from './statement.ts';

const LOADED_TABLES = [
  'companies',
  'branches',
  'rbac_roles',
  'group_accesses',
  'roles',
  'client_users',
  'client_user_profiles',
  'user_branches',
  'user_roles',
  'vouchers',
  'orders',
  'order_extra_packages',
  'order_add_ons',
];

type Log = (message: string) => void;

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function serverUrl(url: string): string {
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** True when the database exists and was generated at exactly these sizes. */
export async function isGenerated(url: string, sizes: BenchSizes): Promise<boolean> {
  const name = databaseName(url);
  const rows = await withClient(
    serverUrl(url),
    async (client) =>
      (
        await client.query<{ label: string | null }>(
          `select shobj_description(oid, 'pg_database') as label from pg_database where datname = $1`,
          [name],
        )
      ).rows,
  );
  return rows[0]?.label === sizeLabel(sizes);
}

async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`refusing to drop a database named '${name}': use [a-z0-9_] names for bench databases`);
  await withClient(serverUrl(url), async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

async function timed(log: Log, label: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  await work();
  log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Drops and recreates the database at `url`, then fills it. */
export async function generateData(url: string, sizes: BenchSizes, log: Log = console.log): Promise<void> {
  const started = Date.now();
  log(`Generating ${sizeLabel(sizes)} into ${databaseName(url)}`);
  await recreateDatabase(url);
  const database = await openDatabase({ url, poolSize: 1 });
  await seedBase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    adminName: 'Bench Admin',
  });
  await database.close();
  const passwordHash = await hashPassword('client-user-password');

  await withClient(url, async (client) => {
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set temp_buffers = '256MB'`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    for (const statement of HELPER_FUNCTIONS) await client.query(statement);

    const indexes = (
      await client.query<{ name: string; definition: string }>(
        `select i.indexname as name, i.indexdef as definition from pg_indexes i
         where i.schemaname = 'public' and i.tablename = any($1)
           and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
        [LOADED_TABLES],
      )
    ).rows;
    for (const index of indexes) await client.query(`drop index "${index.name}"`);

    await timed(log, 'catalogue', () => generateCatalogue(client));
    await timed(log, `${sizes.vouchers} vouchers`, () => generateVouchers(client, sizes.vouchers));
    await timed(log, `${sizes.companies} companies with their branches and roles`, () =>
      generateCompanies(client, sizes.companies),
    );
    await timed(log, `${sizes.users} client users with profiles`, () =>
      generateUsers(client, sizes.users, sizes.companies, passwordHash),
    );
    await timed(log, `${sizes.orders} orders with extra charges and add-ons`, () =>
      generateOrders(client, sizes.orders, sizes.companies, sizes.vouchers),
    );
    await timed(log, `one company with ${STATEMENT_INVOICES} invoices (the statement)`, () =>
      concentrateStatementCompany(client, sizes.orders),
    );
    await timed(log, `${indexes.length} indexes rebuilt`, async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    await timed(log, 'sequences and maintained counts', () => syncSequencesAndCounts(client));
    await timed(log, 'vacuum analyze', () => client.query('vacuum (analyze)'));
    await client.query(`comment on database "${databaseName(url)}" is '${sizeLabel(sizes)}'`);
  });
  log(`Generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Every serial sequence past its table's largest id, and what the triggers maintain (order counts, payment day totals, package names, the subscriptions, the words and word pairs of company names) as they would have left it. */
async function syncSequencesAndCounts(client: pg.Client): Promise<void> {
  const serials = (
    await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
    )
  ).rows;
  for (const { table_name, column_name } of serials) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), m) from (select max("${column_name}") as m from "${table_name}") s where m is not null`,
      [table_name, column_name],
    );
  }
  await client.query('delete from order_counts_by_month');
  await client.query(
    `insert into order_counts_by_month (month_utc, row_count)
     select date_trunc('month', created_on at time zone 'UTC')::date, count(*) from orders group by 1`,
  );
  await client.query('delete from company_receivables');
  await client.query(
    `insert into company_receivables (id_company, balance_due, open_invoices)
     select id_company, sum(balance_due), count(*) from orders where balance_due > 0 and is_canceled = 0 group by 1`,
  );
  await client.query('delete from receivables_by_due_date');
  await client.query(
    `insert into receivables_by_due_date (due_date, balance_due, open_invoices)
     select due_date, sum(balance_due), count(*) from orders where balance_due > 0 and is_canceled = 0 group by 1`,
  );
  await client.query('delete from payment_totals_by_day');
  await client.query(
    `insert into payment_totals_by_day (received_on, row_count, amount)
     select received_on, count(*), sum(amount) from payments group by 1`,
  );
  await client.query(
    'insert into package_names (name) select distinct packages from orders on conflict do nothing',
  );
  // One subscriptions row per chain from its current order, as migration 0024's keep_subscription leaves it.
  await client.query('delete from subscriptions');
  await client.query(
    `insert into subscriptions (id, id_company, id_order, invoice_number, id_product_item, product, start_period,
       end_period, total_month, monthly_value, is_renewal)
     select distinct on (id_subscription) id_subscription, id_company, id, invoice_number, id_product_item, packages,
       start_period, end_period, total_month, subscription_monthly_value(total_price, total_month),
       is_auto_order = 1 and id_order is not null
     from orders where is_canceled = 0 order by id_subscription, id desc`,
  );
  await client.query(
    `insert into company_name_words (word)
     select distinct unnest(regexp_split_to_array(lower(name_company), '\\s+')) from companies on conflict do nothing`,
  );
  await client.query('delete from company_name_pairs');
  await client.query(
    `insert into company_name_pairs (pair, id_company, name_lowered)
     select distinct p, id_company, lower(name_company) from companies, unnest(company_name_word_pairs(name_company)) p
     order by 1, 2, 3`,
  );
}
