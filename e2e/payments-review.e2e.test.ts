// Payments that are reviewed, in the order view dialog (issue 21): a proof waits as 'Menunggu verifikasi';
// a partial approval leaves 'Sisa tagihan'; a rejection needs a reason, which the next reviewer sees; the
// last approval (the amount typed, never prefilled) pays the order.
import { todayInJakarta } from '../packages/domain/src/dates.ts';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { orderScreens } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('payments reviewed', () => {
  const { screens, maker, post, page, row, stored } = orderScreens({ database: 'postgres' });

  /** A proof uploaded through the API, as the client's transfer photo would arrive. */
  async function uploadProof(orderId: number, shade: number) {
    const form = new FormData();
    form.set('id', String(orderId));
    form.set(
      'file',
      new Blob([new Uint8Array(solidPng(2, 2, [shade, 90, 40]))], { type: 'image/png' }),
      'bukti.png',
    );
    expect((await (await maker()).api('/orders/payment_proof', { method: 'POST', body: form })).status).toBe(
      200,
    );
  }

  async function openView(invoice: string) {
    await page().goto('/admin/orders');
    await row(invoice).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByTestId('order-payments')).toBeVisible();
    return view;
  }

  it('approves part, rejects with a reason shown to the next reviewer, then approves the balance: Paid', async () => {
    const storedOrder = await post('/orders/store', {
      id_company: screens.ids.company,
      id_product_item: screens.ids.product,
      id_user_package: screens.ids.users,
      total_month: 1,
    });
    const order = ((await storedOrder.json()) as { data: { id: number; invoice_number: string } }).data;
    // Tagih Pro 1.000.000 + Paket 10 User 100.000 for one month.
    await uploadProof(order.id, 10);

    let view = await openView(order.invoice_number);
    await expect(view.getByText('Menunggu verifikasi')).toBeVisible();
    await expect(view.getByTestId('sisa-tagihan')).toHaveText('Sisa tagihan Rp. 1.100.000');
    const amount = view.getByLabel('Jumlah diterima');
    await expect(amount).toHaveValue('');
    // The date received is today by default, picked on the console's Indonesian calendar, today marked.
    const received = view.getByLabel('Tanggal diterima');
    await expect(received).toHaveValue(todayInJakarta());
    await received.click();
    await expect(page().locator('.mantine-DateInput-weekday').first()).toHaveText('Sn');
    await expect(page().locator('.mantine-DateInput-day[data-today]')).toHaveCount(1);
    await screens.ui.screenshot('payments-review-date-received');
    await page().keyboard.press('Escape'); // closes the calendar, not the order dialog
    await expect(page().locator('.mantine-DateInput-weekday')).toHaveCount(0);
    await expect(view).toBeVisible(); // and the approval below runs in it
    await amount.fill('400000');
    await view.getByRole('button', { name: 'Setujui' }).click();
    await expect(page().getByText('Pembayaran disetujui.')).toBeVisible();
    await expect(view.getByTestId('sisa-tagihan')).toHaveText('Sisa tagihan Rp. 700.000');
    await expect(view.getByText('Disetujui')).toBeVisible();
    expect((await stored(order.invoice_number)).status).toBe(0);

    await uploadProof(order.id, 20);
    view = await openView(order.invoice_number);
    await view.getByRole('button', { name: 'Tolak' }).click();
    await view.getByRole('button', { name: 'Tolak' }).click();
    await expect(view.getByText('Alasan wajib diisi.')).toBeVisible();
    await view.getByLabel('Alasan').fill('Foto buram, nominal tidak terbaca.');
    await view.getByRole('button', { name: 'Tolak' }).click();
    await expect(page().getByText('Bukti bayar ditolak.')).toBeVisible();
    await expect(view.getByText('Ditolak', { exact: true })).toBeVisible();

    await uploadProof(order.id, 30);
    view = await openView(order.invoice_number);
    await expect(view.getByTestId('last-rejection')).toHaveText(
      /Alasan: Foto buram, nominal tidak terbaca\./,
    );
    await expect(view.getByLabel('Jumlah diterima')).toHaveValue('');
    await view.getByLabel('Jumlah diterima').fill('700000');
    // The dialog scrolls: bring the waiting review's actions into the picture.
    await view.getByTestId('pending-review').scrollIntoViewIfNeeded();
    await screens.ui.screenshot('payments-review-pending');
    await view.getByRole('button', { name: 'Setujui' }).click();
    await expect(view.getByTestId('sisa-tagihan')).toHaveText('Sisa tagihan Rp. 0');
    await expect(view.getByText('Lunas', { exact: true })).toBeVisible();
    await expect(view.getByRole('button', { name: 'unpublish' })).toBeVisible();
    await screens.ui.screenshot('payments-review-paid');
    expect((await stored(order.invoice_number)).status).toBe(1);
  });
});
