// 'Pembayaran' in the browser (issue 30): every payment received across orders, newest first, with the totals
// of the whole filter; the date and company filters narrow it and its totals, the proof opens from its link,
// and the export holds the rows the screen shows.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { addDays, todayInJakarta } from '../packages/domain/src/dates.ts';
import { orderScreens } from './orders-fixtures.ts';

const TODAY = todayInJakarta();

describe.skipIf(!process.env.TEST_DATABASE_URL)('Pembayaran: the payments received', () => {
  const invoices: string[] = [];
  const { screens, api, maker, post, page } = orderScreens({
    database: 'postgres',
    prepare: async ({ ids, server, ui }) => {
      const other = await server.sql<{ id_company: number }>(
        `insert into companies (code_company, name_company) values ('STE0001', 'CV Sinar Terang Elektrik') returning id_company`,
      );
      /** An order of `company` with `amount` of it received `age` days ago through an approved proof. */
      const paid = async (company: number, months: number, amount: string, age: number) => {
        const stored = await post('/orders/store', {
          id_company: company,
          id_product_item: ids.product,
          id_user_package: ids.users,
          total_month: months,
        });
        const { data } = (await stored.json()) as { data: { id: number; invoice_number: string } };
        const form = new FormData();
        form.set('id', String(data.id));
        form.set(
          'file',
          new Blob([new Uint8Array(solidPng(2, 2, [age, 90, 40]))], { type: 'image/png' }),
          'b.png',
        );
        expect(
          (await (await maker()).api('/orders/payment_proof', { method: 'POST', body: form })).status,
        ).toBe(200);
        const book = (await (await api(`/orders/${data.id}/payments`)).json()) as {
          data: { reviews: Array<{ id: number }> };
        };
        const approved = await post(`/orders/${data.id}/payments/${book.data.reviews[0]!.id}/approve`, {
          amount,
          received_on: addDays(TODAY, -age),
        });
        expect(approved.status).toBe(200);
        invoices.push(data.invoice_number);
      };
      await paid(ids.company, 1, '1100000', 1);
      await paid(other[0]!.id_company, 2, '700000', 3);
      await paid(ids.company, 3, '250000', 40);
      await ui.page.setViewportSize({ width: 1280, height: 900 });
    },
  });
  const shownInvoices = async () =>
    (await page().locator('tbody tr').allInnerTexts()).map((text) => /INV\S+/.exec(text)?.[0] ?? text);
  const totals = () => page().getByTestId('list-totals');

  it('lists every payment newest received first, with the totals row', async () => {
    await page().goto('/admin/dashboard');
    await page().getByRole('link', { name: 'Pembayaran', exact: true }).click();
    await page().waitForURL(/\/admin\/payments/);
    await expect(page().getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
    await expect.poll(shownInvoices).toEqual(invoices);
    await expect(totals().getByText('Total (3 pembayaran)', { exact: true })).toBeVisible();
    await expect(totals().getByText('Rp. 2.050.000', { exact: true })).toBeVisible();
    const first = page().getByRole('row', { name: new RegExp(invoices[0]!.replaceAll('/', '\\/')) });
    await expect(first.getByText('Bukti bayar disetujui')).toBeVisible();
    await expect(first.getByText(addDays(TODAY, -1), { exact: true })).toBeVisible();
    await screens.ui.screenshot('payments-received-1280');
    const proof = await first.getByRole('link', { name: 'Lihat' }).getAttribute('href');
    expect((await fetch(`${screens.server.url}${proof}`)).headers.get('content-type')).toBe('image/png');
  });

  it('filters by days received and by company, and the totals follow the filter', async () => {
    await page().goto(`/admin/payments?from=${addDays(TODAY, -10)}`);
    await expect.poll(shownInvoices).toEqual(invoices.slice(0, 2));
    await expect(totals().getByText('Rp. 1.800.000', { exact: true })).toBeVisible();
    await page().goto(`/admin/payments?id_company=${screens.ids.company}`);
    await expect.poll(shownInvoices).toEqual([invoices[0], invoices[2]]);
    await expect(totals().getByText('Rp. 1.350.000', { exact: true })).toBeVisible();
    await expect(
      page().getByRole('button', { name: /Hapus filter Perusahaan: PT Maju Jaya Abadi/ }),
    ).toBeVisible();
  });

  it('exports what the screen shows', async () => {
    await page().goto(`/admin/payments?id_company=${screens.ids.company}`);
    await expect.poll(shownInvoices).toEqual([invoices[0], invoices[2]]);
    await page().getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    ]);
    const [header, ...lines] = parse(readFileSync((await download.path())!, 'utf8'), {
      bom: true,
    }) as string[][];
    expect(header![2]).toBe('Invoice Number');
    expect(lines.map((cells) => cells[2])).toEqual([invoices[0], invoices[2]]);
  });
});
