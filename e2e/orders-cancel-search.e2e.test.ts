// Orders end to end, the list's actions: another order is cancelled (confirmation, message, badge, no more
// invoice actions), and the search box finds orders by company name and by invoice number. The new order,
// its proof and its upgrade are in orders.e2e.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness.ts';
import { orderScreenCalls, seedOrderCatalogue, type OrderCatalogueIds } from './orders-fixtures.ts';

// Runs against PostgreSQL (TEST_DATABASE_URL), as orders.e2e.test.ts does: the test reads and writes rows.
describe.skipIf(!process.env.TEST_DATABASE_URL)('orders', () => {
  let server: TestServer;
  let ui: TestBrowser;
  let token = '';
  let ids: OrderCatalogueIds;
  // An order of PT Maju Jaya Abadi made before the tests, for the search by invoice number to find.
  let firstInvoice = '';

  beforeAll(async () => {
    server = await startServer({ database: 'postgres' });
    ui = await launchBrowser(server);
    ({ ids, token } = await seedOrderCatalogue(server));
    firstInvoice = await storeOneMonthOrder();
    await ui.login();
  });
  afterAll(async () => {
    await ui?.close();
    await server?.stop();
  });

  const { page, row, stored } = orderScreenCalls(() => ({ server, ui }));

  /** A one-month order of PT Maju Jaya Abadi stored through the API; its invoice number. */
  async function storeOneMonthOrder(): Promise<string> {
    const response = await fetch(`${server.url}/api/orders/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id_company: ids.company,
        id_product_item: ids.product,
        id_user_package: ids.users,
        total_month: 1,
      }),
    });
    return ((await response.json()) as { data: { invoice_number: string } }).data.invoice_number;
  }

  it('cancels another order: confirmation, message, YES badge and no more invoice actions', async () => {
    const other = await storeOneMonthOrder();
    await page().goto('/admin/orders');
    await row(other).getByRole('button', { name: 'Cancel order' }).click();
    const confirm = page().getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(page().getByText('Order berhasil dicancel!')).toBeVisible();
    await expect(row(other).getByText('YES', { exact: true })).toBeVisible();
    await expect(row(other).getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
    await expect(row(other).getByRole('button', { name: 'Send invoice' })).toHaveCount(0);
    await expect(row(other).getByRole('button', { name: 'View' })).toHaveCount(1);
    expect((await stored(other)).is_canceled).toBe(1);
  });

  it('finds orders by company name and by invoice number in the search box', async () => {
    const [sinar] = await server.sql<{ id_company: number }>(
      `insert into companies (code_company, name_company) values ('SK0001', 'CV Sinar Kencana') returning id_company`,
    );
    const sinarInvoices: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const created = await fetch(`${server.url}/api/orders/store`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          id_company: sinar!.id_company,
          id_product_item: ids.product,
          id_user_package: ids.users,
          total_month: 1,
        }),
      });
      sinarInvoices.push(
        ((await created.json()) as { data: { invoice_number: string } }).data.invoice_number,
      );
    }
    await page().goto('/admin/orders');
    await ui.search('sinar kencana');
    await expect(page().getByText('1–2 dari 2 data')).toBeVisible();
    for (const invoice of sinarInvoices) await expect(row(invoice)).toBeVisible();
    await expect(page().getByRole('row', { name: /PT Maju Jaya Abadi/ })).toHaveCount(0);
    await ui.screenshot('orders-search-company');

    await ui.search(firstInvoice);
    await expect(page().getByText('1–1 dari 1 data')).toBeVisible();
    await expect(row(firstInvoice)).toBeVisible();

    await ui.search('Nusantara Raya');
    await expect(page().getByText('Tidak ada data untuk "Nusantara Raya".')).toBeVisible();
  });
});
