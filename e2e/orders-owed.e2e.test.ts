// Issue 27 in the browser: the order list shows what is owed (Jumlah Tagihan, Sisa Tagihan with what was
// received, Jatuh Tempo with the days past it, the badge from payment_status), sorts by Sisa Tagihan and
// filters by Pembayaran and Lewat jatuh tempo; at 1280 px the table still fits its box, and on a 390 px phone
// a row's status, amount and Aksi are on screen without scrolling sideways.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { todayInJakarta } from '../packages/domain/src/dates.ts';
import { orderScreens } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('order list: what is owed', () => {
  const made: Record<'partial' | 'overdue' | 'fresh', { id: number; invoice: string }> = {} as never;
  const { screens, api, maker, post, page, row } = orderScreens({
    database: 'postgres',
    prepare: async ({ ids, ui, server }) => {
      const store = async (months: number) => {
        const response = await post('/orders/store', {
          id_company: ids.company,
          id_product_item: ids.product,
          id_user_package: ids.users,
          total_month: months,
        });
        const { data } = (await response.json()) as { data: { id: number; invoice_number: string } };
        return { id: data.id, invoice: data.invoice_number };
      };
      made.partial = await store(1); // 1.100.000
      made.overdue = await store(2); // 2.200.000
      made.fresh = await store(3); // 3.300.000
      // 500.000 of the first received: a proof, approved for part of the balance.
      const form = new FormData();
      form.set('id', String(made.partial.id));
      form.set(
        'file',
        new Blob([new Uint8Array(solidPng(2, 2, [10, 90, 40]))], { type: 'image/png' }),
        'b.png',
      );
      expect(
        (await (await maker()).api('/orders/payment_proof', { method: 'POST', body: form })).status,
      ).toBe(200);
      const book = (await (await api(`/orders/${made.partial.id}/payments`)).json()) as {
        data: { reviews: Array<{ id: number }> };
      };
      const approved = await post(`/orders/${made.partial.id}/payments/${book.data.reviews[0]!.id}/approve`, {
        amount: '500000',
        received_on: todayInJakarta(),
      });
      expect(approved.status).toBe(200);
      // The second was stored 30 days ago: due 16 days ago and unpaid.
      await server.sql(
        `update orders set created_on = created_on - interval '30 days', due_date = due_date - 30 where id = $1`,
        [made.overdue.id],
      );
      await ui.page.setViewportSize({ width: 1280, height: 900 });
    },
  });

  const header = (name: string) =>
    page().locator('th', { has: page().getByRole('button', { name, exact: true }) });
  const shownInvoices = async () =>
    (await page().locator('tbody tr').allInnerTexts()).map((text) => /INV\S+/.exec(text)?.[0] ?? text);

  it('shows Jumlah Tagihan, Sisa Tagihan and Jatuh Tempo, the partial badge and the days overdue', async () => {
    await page().goto('/admin/orders');
    const partial = row(made.partial.invoice);
    await expect(partial.getByText('Sebagian', { exact: true })).toBeVisible();
    await expect(partial.getByText('Rp. 600.000', { exact: true })).toBeVisible();
    await expect(partial.getByText('Dibayar Rp. 500.000')).toBeVisible();
    await expect(row(made.overdue.invoice).getByText('Lewat 16 hari')).toBeVisible();
    await expect(row(made.fresh.invoice).getByText('Baru', { exact: true })).toBeVisible();
    for (const name of ['Jumlah Tagihan', 'Sisa Tagihan', 'Jatuh Tempo'])
      await expect(header(name)).toHaveAttribute('aria-sort', 'none');
    await screens.ui.screenshot('order-list-owed-1280');
  });

  it('sorts by Sisa Tagihan, filters by Pembayaran and by Lewat jatuh tempo', async () => {
    await page().goto('/admin/orders');
    await page().getByRole('button', { name: 'Sisa Tagihan', exact: true }).click();
    await page().waitForURL(/sort=balance_due&dir=asc/);
    await expect(header('Sisa Tagihan')).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(shownInvoices)
      .toEqual([made.partial.invoice, made.overdue.invoice, made.fresh.invoice]); // 600.000, 2,2 jt, 3,3 jt

    await page().goto('/admin/orders');
    await page()
      .getByRole('button', { name: /^Filter/ })
      .click();
    await page().getByRole('combobox', { name: 'Pembayaran' }).click();
    await page().getByRole('option', { name: 'Sebagian' }).click();
    await page().waitForURL(/payment_status=partial/);
    await expect.poll(shownInvoices).toEqual([made.partial.invoice]);
    await page().getByRole('button', { name: 'Hapus filter Pembayaran' }).click();
    await page().getByRole('combobox', { name: 'Lewat jatuh tempo' }).click();
    await page().getByRole('option', { name: 'Ya' }).click();
    await page().waitForURL(/overdue=1/);
    await expect.poll(shownInvoices).toEqual([made.overdue.invoice]);
  });

  it('fits the order table, Aksi included, in its box at 1280 px', async () => {
    await page().goto('/admin/orders');
    await expect.poll(async () => (await shownInvoices()).length).toBe(3);
    const fit = await page().evaluate(() => {
      const table = document.querySelector('table')!;
      return {
        tableWidth: table.scrollWidth,
        boxWidth: table.parentElement!.clientWidth,
        pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(fit.tableWidth).toBeLessThanOrEqual(fit.boxWidth);
    expect(fit.pageScroll).toBe(0);
  });

  it('on a 390 px phone, a row shows its status, what is left to pay and Aksi without scrolling sideways', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    try {
      await page().goto('/admin/orders');
      // On a phone the row has no invoice number column: it is found by its badge.
      const target = page().locator('tbody tr', { hasText: 'Sebagian' });
      await expect(target).toHaveCount(1);
      await screens.ui.screenshot('order-list-390');
      const inView = async (name: string, locator: Locator) => {
        await expect(locator).toBeVisible();
        const box = (await locator.boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(390);
      };
      await inView('status', target.getByText('Sebagian', { exact: true }));
      await inView('amount', target.getByText('Rp. 600.000', { exact: true }));
      await inView('Aksi', target.getByRole('button', { name: 'Aksi' }));
      const scroll = await page().evaluate(() => {
        const table = document.querySelector('table')!;
        return {
          table: table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(scroll).toEqual({ table: 0, page: 0 });
      await target.getByRole('button', { name: 'Aksi' }).click();
      const view = page().getByRole('button', { name: 'View' });
      await inView('View', view);
      await screens.ui.screenshot('order-list-390-actions');
    } finally {
      await page().setViewportSize({ width: 1280, height: 900 });
    }
  });
});
