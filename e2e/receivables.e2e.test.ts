// 'Piutang' in the browser (issue 30): the menu entry after the spec's thirteen, one row per company with its
// balance aged by days past due and a totals row equal to the API's summary; the bucket filter narrows it, an
// earlier 'Per tanggal' counts a payment received after it as still owed, and a company's name opens the
// order list at its orders still owing something.
import { describe, expect, it } from 'vitest';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { addDays, todayInJakarta } from '../packages/domain/src/dates.ts';
import { orderScreens } from './orders-fixtures.ts';

const TODAY = todayInJakarta();

describe.skipIf(!process.env.TEST_DATABASE_URL)('Piutang: who owes what and since when', () => {
  const made: Record<'paid' | 'old' | 'other', { id: number; invoice: string }> = {} as never;
  const { screens, api, maker, post, page } = orderScreens({
    database: 'postgres',
    prepare: async ({ ids, server, ui }) => {
      const other = await server.sql<{ id_company: number }>(
        `insert into companies (code_company, name_company) values ('STE0001', 'CV Sinar Terang Elektrik') returning id_company`,
      );
      const store = async (company: number, months: number, age: number) => {
        const response = await post('/orders/store', {
          id_company: company,
          id_product_item: ids.product,
          id_user_package: ids.users,
          total_month: months,
        });
        const { data } = (await response.json()) as { data: { id: number; invoice_number: string } };
        await server.sql(
          `update orders set created_on = created_on - make_interval(days => $2), due_date = due_date - $2::int where id = $1`,
          [data.id, age],
        );
        return { id: data.id, invoice: data.invoice_number };
      };
      made.paid = await store(ids.company, 1, 10); // 1.100.000, not yet due; 500.000 received yesterday
      made.old = await store(ids.company, 2, 120); // 2.200.000, 106 days past due
      made.other = await store(other[0]!.id_company, 3, 50); // 3.300.000, 36 days past due
      const form = new FormData();
      form.set('id', String(made.paid.id));
      form.set(
        'file',
        new Blob([new Uint8Array(solidPng(2, 2, [10, 90, 40]))], { type: 'image/png' }),
        'b.png',
      );
      expect(
        (await (await maker()).api('/orders/payment_proof', { method: 'POST', body: form })).status,
      ).toBe(200);
      const book = (await (await api(`/orders/${made.paid.id}/payments`)).json()) as {
        data: { reviews: Array<{ id: number }> };
      };
      const approved = await post(`/orders/${made.paid.id}/payments/${book.data.reviews[0]!.id}/approve`, {
        amount: '500000',
        received_on: addDays(TODAY, -1),
      });
      expect(approved.status).toBe(200);
      await ui.page.setViewportSize({ width: 1280, height: 900 });
    },
  });
  const row = (name: string) => page().getByRole('row', { name: new RegExp(name) });
  const totals = () => page().getByTestId('list-totals');

  it('is in the menu after Setting and lists each company aged, with the totals row', async () => {
    await page().goto('/admin/dashboard');
    await page().getByRole('link', { name: 'Piutang', exact: true }).waitFor(); // the layout has rendered
    const menu = await page().getByRole('link').allInnerTexts();
    const names = menu.map((text) => text.trim());
    expect(names.indexOf('Piutang')).toBe(names.indexOf('Setting') + 1);
    await page().getByRole('link', { name: 'Piutang', exact: true }).click();
    await page().waitForURL(/\/admin\/receivables/);
    await expect(page().getByRole('heading', { level: 1, name: 'Piutang' })).toBeVisible();
    const maju = row('PT Maju Jaya Abadi');
    await expect(maju.getByText('Rp. 2.800.000', { exact: true })).toBeVisible(); // 600.000 + 2.200.000
    await expect(maju.getByText('Rp. 600.000', { exact: true })).toBeVisible(); // not due
    await expect(maju.getByText(addDays(TODAY, -1), { exact: true })).toBeVisible(); // last payment
    await expect(
      row('CV Sinar Terang Elektrik').getByText('Rp. 3.300.000', { exact: true }).first(),
    ).toBeVisible();
    await expect(totals().getByText('Rp. 6.100.000', { exact: true })).toBeVisible();
    await expect(totals().getByText('Total (2 perusahaan)', { exact: true })).toBeVisible();
    await expect(page().getByTestId('receivables-as-of')).toHaveText(`Posisi per ${TODAY}`);
    await screens.ui.screenshot('receivables-1280');
  });

  it('filters by bucket and reads an earlier day without the payment received after it', async () => {
    await page().goto('/admin/receivables?bucket=days_31_60');
    await expect(row('CV Sinar Terang Elektrik')).toBeVisible();
    await expect(row('PT Maju Jaya Abadi')).toHaveCount(0);
    await expect(page().getByRole('button', { name: /Hapus filter Umur piutang/ })).toBeVisible();
    await page().goto(`/admin/receivables?as_of=${addDays(TODAY, -2)}`);
    await expect(row('PT Maju Jaya Abadi').getByText('Rp. 3.300.000', { exact: true }).first()).toBeVisible();
    await expect(totals().getByText('Rp. 6.600.000', { exact: true })).toBeVisible();
  });

  it("opens a company's open invoices in the order list", async () => {
    await page().goto('/admin/receivables');
    await row('PT Maju Jaya Abadi').getByRole('link', { name: 'PT Maju Jaya Abadi' }).click();
    await page().waitForURL(/\/admin\/orders\?.*open=1/);
    await expect(
      page().getByRole('row', { name: new RegExp(made.old.invoice.replaceAll('/', '\\/')) }),
    ).toBeVisible();
    await expect(
      page().getByRole('row', { name: new RegExp(made.paid.invoice.replaceAll('/', '\\/')) }),
    ).toBeVisible();
    await expect(
      page().getByRole('row', { name: new RegExp(made.other.invoice.replaceAll('/', '\\/')) }),
    ).toHaveCount(0);
  });
});
