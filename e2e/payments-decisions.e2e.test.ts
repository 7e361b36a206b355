// Approving a payment is a decision (issue 27): 'Jumlah diterima' starts empty and must be typed, the proof
// opens at its own size from the review (replacing it is a button of its own), and 'publish' on an order
// that owes something asks the amount and the date received: less than the balance is a partial payment
// (Sebagian: the spec's status stays 0, Baru), more is refused under the field, the rest pays it (Lunas).
import { describe, expect, it } from 'vitest';
import { addDays, todayInJakarta } from '../packages/domain/src/dates.ts';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { orderScreens } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('payment decisions', () => {
  const { screens, maker, page, row, stored, storeOneMonthOrder } = orderScreens({
    database: 'postgres',
  });

  /** Tagih Pro 1.000.000 + Paket 10 User 100.000 for one month: Rp. 1.100.000 owed. */

  /** A transfer slip taller and wider than the screen, uploaded as the client's photo would arrive. */
  async function uploadProof(orderId: number, width: number, height: number) {
    const form = new FormData();
    form.set('id', String(orderId));
    const png = new Uint8Array(solidPng(width, height, [30, 90, 160]));
    form.set('file', new Blob([png], { type: 'image/png' }), 'bukti.png');
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

  /** Dialogs open with a transition: a screenshot waits until none is running and every dialog is shown. */
  const settled = () =>
    page().waitForFunction(
      () =>
        document.getAnimations().every((running) => running.effect?.getTiming().iterations === Infinity) &&
        Array.from(document.querySelectorAll('[role="dialog"]')).every(
          (dialog) => getComputedStyle(dialog).opacity === '1',
        ),
    );

  const bookedPayments = (orderId: number) =>
    screens.server.sql<{ amount: string; received_on: string; kind: string }>(
      `select amount::text, received_on::text, kind from payments where order_id = $1 order by id`,
      [orderId],
    );

  it('the proof opens at its own size from the review; replacing it is a separate button', async () => {
    const order = await storeOneMonthOrder();
    await uploadProof(order.id, 1600, 2400);
    const view = await openView(order.invoice_number);
    await view.getByRole('button', { name: 'Lihat bukti bayar ukuran penuh' }).first().click();
    const full = page().getByRole('dialog', { name: 'Bukti bayar (ukuran penuh)' });
    await expect(full).toBeVisible();
    await expect(page().getByRole('dialog', { name: 'Edit Bukti Bayar' })).toHaveCount(0);
    const image = full.getByAltText('Bukti bayar, ukuran penuh');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width, img.height]))
      .toEqual([1600, 1600, 2400]);
    // Larger than the window: the frame scrolls both ways instead of shrinking the slip.
    const frame = full.getByTestId('proof-full-size');
    expect(
      await frame.evaluate((box) => [box.scrollHeight > box.clientHeight, box.scrollWidth > box.clientWidth]),
    ).toEqual([true, true]);
    // Drawn above the order dialog, not behind it: what is under the frame's corner is the slip itself.
    expect(
      await frame.evaluate((box) => {
        const { x, y } = box.getBoundingClientRect();
        return box.contains(document.elementFromPoint(x + 10, y + 10));
      }),
    ).toBe(true);
    await expect(full.getByRole('link', { name: 'Buka di tab baru' })).toHaveAttribute('target', '_blank');
    await settled();
    await screens.ui.screenshot('payment-proof-full-size');
    await page().keyboard.press('Escape'); // closes the full-size window only
    await expect(full).toHaveCount(0);
    await expect(view).toBeVisible();

    // The review below offers the same full-size view, beside the amount it is about.
    await view
      .getByTestId('pending-review')
      .getByRole('button', { name: /ukuran penuh/ })
      .click();
    await expect(full).toBeVisible();
    await full.getByRole('button', { name: /close|tutup/i }).click();
    await expect(full).toHaveCount(0);

    await view.getByRole('button', { name: 'Ganti bukti bayar' }).click();
    await expect(page().getByRole('dialog', { name: 'Edit Bukti Bayar' })).toBeVisible();
    await page().keyboard.press('Escape');
  });

  it("the approval's 'Jumlah diterima' starts empty: approving it empty is a field error and books nothing", async () => {
    const order = await storeOneMonthOrder();
    await uploadProof(order.id, 4, 4);
    const view = await openView(order.invoice_number);
    const amount = view.getByLabel('Jumlah diterima');
    await expect(amount).toHaveValue('');
    await expect(view.getByLabel('Tanggal diterima')).toHaveValue(todayInJakarta());
    await view.getByRole('button', { name: 'Setujui' }).click();
    await expect(view.getByText('Jumlah diterima wajib diisi.')).toBeVisible();
    await view.getByTestId('pending-review').scrollIntoViewIfNeeded();
    await settled();
    await screens.ui.screenshot('payment-approval-empty');
    expect(await bookedPayments(order.id)).toEqual([]);
    await expect(view.getByText('Menunggu verifikasi')).toBeVisible();

    await amount.fill('1100000');
    await view.getByRole('button', { name: 'Setujui' }).click();
    await expect(view.getByTestId('sisa-tagihan')).toHaveText('Sisa tagihan Rp. 0');
    await expect(view.getByText('Lunas', { exact: true })).toBeVisible();
    expect(await bookedPayments(order.id)).toEqual([
      { amount: '1100000', received_on: todayInJakarta(), kind: 'review' },
    ]);
  });

  it('publish asks the amount and date received: empty is refused, over the balance is refused, less is partial, the rest pays', async () => {
    const order = await storeOneMonthOrder();
    const view = await openView(order.invoice_number);
    await view.getByRole('button', { name: 'publish', exact: true }).click();
    const dialog = page().getByRole('dialog', { name: `Publish ${order.invoice_number}` });
    await expect(dialog.getByTestId('publish-balance')).toHaveText('Sisa tagihan Rp. 1.100.000');
    const amount = dialog.getByLabel('Jumlah diterima');
    await expect(amount).toHaveValue('');
    await expect(dialog.getByLabel('Tanggal diterima')).toHaveValue(todayInJakarta());
    const save = dialog.getByRole('button', { name: 'Catat pembayaran' });
    await save.click();
    await expect(dialog.getByText('Jumlah diterima wajib diisi.')).toBeVisible();

    await amount.fill('2000000');
    await save.click();
    await expect(dialog.getByText('Jumlah melebihi sisa tagihan (Rp. 1.100.000).')).toBeVisible();
    expect(await bookedPayments(order.id)).toEqual([]);

    // 400.000 arrived yesterday. Escape in the open calendar closes the calendar only; both dialogs stay.
    const yesterday = addDays(todayInJakarta(), -1);
    await amount.fill('400000');
    await expect(dialog.getByText(/melebihi sisa tagihan/)).toHaveCount(0); // corrected: its message goes
    const date = dialog.getByLabel('Tanggal diterima');
    await date.click();
    await expect(page().locator('.mantine-DateInput-day[data-today]')).toHaveCount(1);
    await page().keyboard.press('Escape');
    await expect(page().locator('.mantine-DateInput-weekday')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await date.fill(yesterday);
    await date.blur();
    await expect(date).toHaveValue(yesterday);
    await expect(dialog.getByTestId('publish-partial')).toBeVisible();
    await settled();
    await screens.ui.screenshot('publish-dialog-partial');
    await save.click();
    await expect(
      page().getByText('Pembayaran sebagian dicatat; order tetap Baru sampai sisa tagihan dibayar.'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(view.getByTestId('sisa-tagihan')).toHaveText('Sisa tagihan Rp. 700.000');
    await expect(view.getByText('Sebagian', { exact: true })).toBeVisible();
    expect((await stored(order.invoice_number)).status).toBe(0);

    await view.getByRole('button', { name: 'publish', exact: true }).click();
    await expect(dialog.getByTestId('publish-balance')).toHaveText('Sisa tagihan Rp. 700.000');
    await dialog.getByLabel('Jumlah diterima').fill('700000');
    await dialog.getByRole('button', { name: 'Catat pembayaran' }).click();
    await expect(view.getByRole('button', { name: 'unpublish' })).toBeVisible();
    await expect(view.getByText('Lunas', { exact: true })).toBeVisible();
    expect((await stored(order.invoice_number)).status).toBe(1);
    expect(await bookedPayments(order.id)).toEqual([
      { amount: '400000', received_on: yesterday, kind: 'publish' },
      { amount: '700000', received_on: todayInJakarta(), kind: 'publish' },
    ]);
  });
});
