// The everyday faults of issue 27 on the order screens, each as a clerk met it: a voucher refused on save
// and then fixed by choosing the right product shows only its success text (no stale red error beside it);
// the view dialog's status words are the list's (Baru, Lunas: never NEW or PAID); a period is a date, never
// '12:00 AM'; and 'Bukti bayar ada' is shown whole under the status, not cut to 'Bukti'.
import { describe, expect, it } from 'vitest';
import { todayInJakarta } from '../packages/domain/src/dates.ts';
import { VOUCHER_MESSAGES } from '../packages/domain/src/vouchers.ts';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { orderScreens } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('everyday order faults', () => {
  const { screens, api, page, choose, row, storeOneMonthOrder } = orderScreens({
    database: 'postgres',
    // PRO20: Rp 20.000 off Tagih Pro only.
    prepare: ({ server, ids }) =>
      server.sql(
        `insert into vouchers (name_voucher, code_voucher, type_voucher, nominal, is_all_module, id_module, id_product_item, start_date, end_date)
         values ('Potongan Tagih Pro', 'PRO20', 0, '20000', 0, 2, $1, '2020-01-01', '2099-12-31')`,
        [ids.product],
      ),
  });

  /** Dialogs open with a transition: a screenshot waits until none is running and every dialog is shown. */
  const settled = () =>
    page().waitForFunction(
      () =>
        document.getAnimations().every((running) => running.effect?.getTiming().iterations === Infinity) &&
        Array.from(document.querySelectorAll('[role="dialog"]')).every(
          (dialog) => getComputedStyle(dialog).opacity === '1',
        ),
    );

  it('a voucher refused on save, then fixed by the product, shows only its success text', async () => {
    await page().goto('/admin/orders/create');
    await choose(/^Select Company/, 'maju', 'PT Maju Jaya Abadi');
    await choose(/^Select Product/, 'flex', 'Tagih Flex');
    await choose(/^Select User Package/, 'paket', 'Paket 10 User');
    await choose(/^Select Voucher Diskon/, 'pro20', /PRO20/);
    await page().getByRole('button', { name: 'Save' }).click();
    // The server refuses it under the select, in the words the form already shows.
    const voucherField = page().getByRole('combobox', { name: /^Select Voucher Diskon/ });
    await expect(voucherField).toHaveAttribute('aria-invalid', 'true');
    await expect(page().getByText(VOUCHER_MESSAGES.notForProduct)).toHaveCount(2);

    await page()
      .getByRole('combobox', { name: /^Select Product/ })
      .clear();
    await choose(/^Select Product/, 'pro', 'Tagih Pro');
    await expect(page().getByTestId('voucher-message')).toHaveText(
      'kamu mendapat potongan harga produk sebanyak Rp. 20.000',
    );
    await expect(page().getByText(VOUCHER_MESSAGES.notForProduct)).toHaveCount(0);
    expect(await voucherField.getAttribute('aria-invalid')).not.toBe('true'); // read once the message is gone
    await page().getByTestId('voucher-message').scrollIntoViewIfNeeded();
    await screens.ui.screenshot('voucher-fixed-by-product');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
  });

  it("the view dialog says Baru and Lunas as the list does, and its periods are dates without '12:00 AM'", async () => {
    const order = await storeOneMonthOrder();
    await page().goto('/admin/orders');
    await expect(row(order.invoice_number).getByText('Baru', { exact: true })).toBeVisible();
    await row(order.invoice_number).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByText('Baru', { exact: true })).toBeVisible();
    await expect(view.getByText(/^(new|paid|suspend)$/i)).toHaveCount(0);
    await expect(view.getByText(todayInJakarta(), { exact: true })).toBeVisible();
    await expect(view.getByText(order.end_period, { exact: true })).toBeVisible();
    await expect(view.getByText(/\d{1,2}:\d{2}\s*(AM|PM)/)).toHaveCount(0);
    await settled();
    await screens.ui.screenshot('view-dialog-words-and-dates');

    await view.getByRole('button', { name: 'publish', exact: true }).click();
    const publish = page().getByRole('dialog', { name: /^Publish / });
    await publish.getByLabel('Jumlah diterima').fill('1100000');
    await publish.getByRole('button', { name: 'Catat pembayaran' }).click();
    await expect(view.getByText('Lunas', { exact: true })).toBeVisible();
    await expect(view.getByText(/^(new|paid|suspend)$/i)).toHaveCount(0);
    await page().keyboard.press('Escape');
    await expect(row(order.invoice_number).getByText('Lunas', { exact: true })).toBeVisible();
  });

  it("'Bukti bayar ada' is shown whole under the status, at 1366 and at 1280 px", async () => {
    const order = await storeOneMonthOrder();
    const form = new FormData();
    form.set('id', String(order.id));
    form.set(
      'file',
      new Blob([new Uint8Array(solidPng(2, 2, [0, 120, 60]))], { type: 'image/png' }),
      'b.png',
    );
    expect((await api('/orders/payment_proof', { method: 'POST', body: form })).status).toBe(200);
    for (const width of [1366, 1280]) {
      await page().setViewportSize({ width, height: 900 });
      await page().goto('/admin/orders');
      const mark = row(order.invoice_number).getByText('Bukti bayar ada', { exact: true });
      await expect(mark).toBeVisible();
      // Whole: nothing of the words is cut off by its own box or by the cell around it.
      const fits = await mark.evaluate((text) => {
        const cell = text.closest('td')!.getBoundingClientRect();
        const box = text.getBoundingClientRect();
        return (
          text.scrollWidth <= text.clientWidth &&
          box.left >= cell.left &&
          box.right <= cell.right &&
          getComputedStyle(text).textOverflow !== 'ellipsis'
        );
      });
      expect(fits, `at ${width} px`).toBe(true);
      await screens.ui.screenshot(`order-list-proof-mark-${width}`);
    }
    await page().setViewportSize({ width: 1366, height: 900 });
  });
});
