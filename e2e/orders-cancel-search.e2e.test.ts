// Orders end to end, the list's actions: another order is cancelled (confirmation, message, badge, no more
// invoice actions), and the search box finds orders by company name and by invoice number. The new order,
// its proof and its upgrade are in orders.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { orderScreens } from './orders-fixtures.ts';

// Runs against PostgreSQL (TEST_DATABASE_URL), as orders.e2e.test.ts does: the test reads and writes rows.
describe.skipIf(!process.env.TEST_DATABASE_URL)('orders', () => {
  // An order of PT Maju Jaya Abadi made before the tests, for the search by invoice number to find.
  let firstInvoice = '';
  const { screens, post, page, row, stored } = orderScreens({
    database: 'postgres',
    prepare: async () => {
      firstInvoice = await storeOneMonthOrder();
    },
  });

  /** A one-month order stored through the API (PT Maju Jaya Abadi unless `company`); its invoice number. */
  async function storeOneMonthOrder(company = screens.ids.company): Promise<string> {
    const response = await post('/orders/store', {
      id_company: company,
      id_product_item: screens.ids.product,
      id_user_package: screens.ids.users,
      total_month: 1,
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
    const [sinar] = await screens.server.sql<{ id_company: number }>(
      `insert into companies (code_company, name_company) values ('SK0001', 'CV Sinar Kencana') returning id_company`,
    );
    const sinarInvoices: string[] = [];
    for (let i = 0; i < 2; i += 1) sinarInvoices.push(await storeOneMonthOrder(sinar!.id_company));
    await page().goto('/admin/orders');
    await screens.ui.search('sinar kencana');
    await expect(page().getByText('1–2 dari 2 data')).toBeVisible();
    for (const invoice of sinarInvoices) await expect(row(invoice)).toBeVisible();
    await expect(page().getByRole('row', { name: /PT Maju Jaya Abadi/ })).toHaveCount(0);
    await screens.ui.screenshot('orders-search-company');

    await screens.ui.search(firstInvoice);
    await expect(page().getByText('1–1 dari 1 data')).toBeVisible();
    await expect(row(firstInvoice)).toBeVisible();

    await screens.ui.search('Nusantara Raya');
    await expect(page().getByText('Tidak ada data untuk "Nusantara Raya".')).toBeVisible();
  });
});
