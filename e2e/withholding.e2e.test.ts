// PPh 23 withheld by the buyer, in the browser (issue 31): the approve form proposes 2% of the amount before
// PPN, the clerk approves what was received with it, and the order is Lunas with the withheld amount shown;
// 'Bukti Potong' lists the withholding as still missing its PDF, and recording the PDF completes it.
import { describe, expect, it } from 'vitest';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { tinyPdf } from '../apps/api/test/withholding-fixtures.ts';
import { orderScreens } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('PPh 23 withheld by the buyer', () => {
  const { screens, maker, page, row, storeOneMonthOrder } = orderScreens({ database: 'postgres' });

  /** Dialogs open with a transition: a screenshot waits until none is running and every dialog is shown. */
  const settled = () =>
    page().waitForFunction(
      () =>
        document.getAnimations().every((running) => running.effect?.getTiming().iterations === Infinity) &&
        Array.from(document.querySelectorAll('[role="dialog"]')).every(
          (dialog) => getComputedStyle(dialog).opacity === '1',
        ),
    );

  it('approves a payment with PPh 23 withheld: proposed, approved, Lunas with the withheld amount', async () => {
    // Tagih Pro 1.000.000 + Paket 10 User 100.000 for one month: Rp. 1.100.000 owed, no PPN.
    const order = await storeOneMonthOrder();
    const form = new FormData();
    form.set('id', String(order.id));
    form.set(
      'file',
      new Blob([new Uint8Array(solidPng(4, 4, [30, 90, 160]))], { type: 'image/png' }),
      'b.png',
    );
    expect((await (await maker()).api('/orders/payment_proof', { method: 'POST', body: form })).status).toBe(
      200,
    );

    await page().goto('/admin/orders');
    await row(order.invoice_number).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    const review = view.getByTestId('pending-review');
    await review.getByLabel('Pembeli memotong PPh 23').check();
    // 2% x 1.100.000 = 22.000, proposed; the clerk types what arrived: 1.078.000.
    await expect(review.getByLabel('PPh 23 dipotong')).toHaveValue('22.000');
    await expect(review.getByText('Usulan: 2% x jumlah sebelum PPN = Rp. 22.000')).toBeVisible();
    await review.getByLabel('Jumlah diterima').fill('1078000');
    await review.getByLabel('Nomor bukti potong').fill('BP-E2E-0001');
    await review.scrollIntoViewIfNeeded();
    await settled();
    await screens.ui.screenshot('pph23-approve-dialog');
    await review.getByRole('button', { name: 'Setujui' }).click();

    await expect(view.getByTestId('sisa-tagihan')).toHaveText('Sisa tagihan Rp. 0');
    await expect(view.getByTestId('pph23-withheld')).toHaveText('PPh 23 dipotong Rp. 22.000');
    await expect(view.getByText('Lunas', { exact: true })).toBeVisible();
    await expect(view.getByTestId('payments-table').getByText('Bukti potong BP-E2E-0001')).toBeVisible();
    const [stored] = await screens.server.sql<{ status: number; withheld: string; balance_due: string }>(
      'select status, withheld::text, balance_due::text from orders where id = $1',
      [order.id],
    );
    expect(stored).toEqual({ status: 1, withheld: '22000', balance_due: '0' });
    await settled();
    await screens.ui.screenshot('pph23-order-paid');
  });

  it("'Bukti Potong' lists it as missing its PDF; recording the PDF completes it", async () => {
    await page().goto('/admin/withholdings?missing=1');
    const listed = page().getByRole('row').filter({ hasText: 'BP-E2E-0001' });
    await expect(listed).toBeVisible();
    await expect(listed.getByText('Belum ada')).toBeVisible();
    await screens.ui.screenshot('pph23-bukti-potong-missing');

    await listed.getByRole('button', { name: 'Catat bukti potong' }).click();
    const dialog = page().getByRole('dialog', { name: 'Catat bukti potong' });
    await expect(dialog.getByLabel('Nomor bukti potong')).toHaveValue('BP-E2E-0001');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'bukti-potong.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await settled();
    await screens.ui.screenshot('pph23-record-slip-dialog');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toHaveCount(0);
    // Complete now: no longer among the missing ones; the whole list shows its PDF.
    await expect(page().getByRole('row').filter({ hasText: 'BP-E2E-0001' })).toHaveCount(0);
    await page().goto('/admin/withholdings');
    const complete = page().getByRole('row').filter({ hasText: 'BP-E2E-0001' });
    await expect(complete.getByRole('link', { name: 'Lihat PDF' })).toBeVisible();
    await screens.ui.screenshot('pph23-bukti-potong');
  });

  it("'Setting Pajak' edits the PPh 23 rate; a rate out of range is refused under the field", async () => {
    await page().goto('/admin/setting-background');
    const rate = page().getByLabel('Tarif PPh 23 (%)');
    await expect(rate).toHaveValue('2');
    const save = page().getByRole('button', { name: 'Simpan Setting Pajak' });
    await rate.fill('100');
    await save.click();
    await expect(page().getByText(/Tarif PPh 23 harus persen di atas 0 dan di bawah 100/)).toBeVisible();
    await rate.fill('2,5');
    await save.click();
    await expect(rate).toHaveValue('2.5');
    const [stored] = await screens.server.sql<{ pph23_rate_bp: number }>(
      'select pph23_rate_bp from tax_settings',
    );
    expect(stored).toEqual({ pph23_rate_bp: 250 });
    await rate.scrollIntoViewIfNeeded();
    await screens.ui.screenshot('pph23-setting-pajak');
  });
});
