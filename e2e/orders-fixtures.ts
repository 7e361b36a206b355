// Shared setup of the order screens' browser tests (the new order, its proof and its upgrade; cancel and
// search; tax; payments; reminders): the catalogue inserted straight into the server's database, so they
// depend on no other screen, an API token for orders made without the form, and the page calls they make.
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';
import { proofMaker } from './proof-maker.ts';

export interface OrderCatalogueIds {
  company: number;
  product: number;
  users: number;
  storage: number;
  extra: number;
  voucher: number;
  addOn: number;
}

/** PT Maju Jaya Abadi, Tagih Pro (Modul Gudang) and Tagih Flex (Modul Armada), users, storage, an extra
 * charge and the ORDER105 voucher; and the admin's API token. */
export async function seedOrderCatalogue(
  server: TestServer,
): Promise<{ ids: OrderCatalogueIds; token: string }> {
  const one = async (text: string, params: unknown[]) =>
    (await server.sql<{ id: number }>(`${text} returning *`, params))[0]!;
  const ids = { company: 0, product: 0, users: 0, storage: 0, extra: 0, voucher: 0, addOn: 0 };
  const company = await server.sql<{ id_company: number }>(
    `insert into companies (code_company, name_company, email) values ('MJA0001', 'PT Maju Jaya Abadi', 'finance@majujaya.co.id') returning id_company`,
  );
  ids.company = company[0]!.id_company;
  ids.product = (await one(`insert into product_items (name, price) values ('Tagih Pro', 1000000)`, [])).id;
  ids.addOn = (await one(`insert into add_ons (name, price) values ('Modul Gudang', 400000)`, [])).id;
  await server.sql(`insert into product_item_add_ons (product_item_id, add_on_id) values ($1, $2)`, [
    ids.product,
    ids.addOn,
  ]);
  // A second product with an add-on of its own, to switch away from.
  const flex = (await one(`insert into product_items (name, price) values ('Tagih Flex', 750000)`, [])).id;
  const armada = (await one(`insert into add_ons (name, price) values ('Modul Armada', 900000)`, [])).id;
  await server.sql(`insert into product_item_add_ons (product_item_id, add_on_id) values ($1, $2)`, [
    flex,
    armada,
  ]);
  ids.users = (
    await one(`insert into user_packages (name, price, total_user) values ('Paket 10 User', 100000, 10)`, [])
  ).id;
  ids.storage = (
    await one(
      `insert into user_storages (name, storage, type, price) values ('Storage 50 GB', 50, 'GB', 50000)`,
      [],
    )
  ).id;
  ids.extra = (await one(`insert into extra_packages (name, price) values ('Migrasi Data', 3500000)`, [])).id;
  ids.voucher = (
    await one(
      `insert into vouchers (name_voucher, code_voucher, type_voucher, nominal, is_all_module, start_date, end_date)
       values ('Promo Order 10%+5%', 'ORDER105', 1, '10|5', 1, '2020-01-01', '2099-12-31')`,
      [],
    )
  ).id;
  const login = await fetch(`${server.url}/api/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { ids, token };
}

/** What a file of order-screen tests works with once its `beforeAll` has run. */
export interface OrderScreens {
  server: TestServer;
  ui: TestBrowser;
  ids: OrderCatalogueIds;
  /** The admin's API token, for orders made without the form. */
  token: string;
}

/**
 * A server, a signed-in browser and the seeded catalogue for the file's tests (its own `beforeAll` and
 * `afterAll`); `prepare` runs before the sign-in (a company's PIC, orders to list, the window's size).
 * `api` calls the API with the admin's token; `page`, `choose`, `row` and `stored` are the page calls;
 * `storeOneMonthOrder` stores the plainest order.
 */
export function orderScreens(
  options: {
    database?: 'embedded' | 'postgres';
    prepare?: (screens: OrderScreens) => Promise<unknown>;
  } = {},
) {
  const screens = {} as OrderScreens;
  beforeAll(async () => {
    screens.server = await startServer({ database: options.database });
    screens.ui = await launchBrowser(screens.server);
    Object.assign(screens, await seedOrderCatalogue(screens.server));
    await options.prepare?.(screens);
    await screens.ui.login();
  });
  afterAll(async () => {
    await screens.ui?.close();
    await screens.server?.stop();
  });
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${screens.server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${screens.token}`, ...init.headers },
    });
  /** POST of a JSON body. */
  const post = (path: string, body: unknown) =>
    api(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** The sales administrator proofs are uploaded as (maker-checker: the uploader may not approve). */
  const maker = proofMaker(() => screens.server.url, api);
  const page = () => screens.ui.page;
  /** Types into a search-as-you-type select and picks the option. */
  const choose = async (label: RegExp, typed: string, option: string | RegExp) => {
    const input = page().getByRole('combobox', { name: label });
    await input.click();
    await input.pressSequentially(typed, { delay: 20 });
    await page().getByRole('option', { name: option }).click();
  };
  /** The list row of `text` (an invoice number): not the row of the order it upgraded ('Di-upgrade ke ...'). */
  const row = (text: string) =>
    page().getByRole('row', { name: new RegExp(`(?<!Di-upgrade ke )${text.replaceAll('/', '\\/')}`) });
  /** The order's stored row, read straight from the database. */
  const stored = async (invoice: string) =>
    (
      await screens.server.sql<Record<string, string | number>>(
        `select * from orders where invoice_number = $1`,
        [invoice],
      )
    )[0]!;
  /** A one-month order of the seeded company, product and user package, stored through the API. */
  const storeOneMonthOrder = async () =>
    (
      (await (
        await post('/orders/store', {
          id_company: screens.ids.company,
          id_product_item: screens.ids.product,
          id_user_package: screens.ids.users,
          total_month: 1,
        })
      ).json()) as { data: { id: number; invoice_number: string; end_period: string } }
    ).data;
  return { screens, api, post, maker, page, choose, row, stored, storeOneMonthOrder };
}
