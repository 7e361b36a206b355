// Fakturs cancelled or replaced end to end (issue 31): an edit of a numbered order's figures is refused with
// the server's words; 'Ganti Faktur' on the view starts a replacement; 'Faktur Pajak' lists what must still be
// done in Coretax, and 'Selesai' closes a replacement with its new number and a cancellation with its date.
import { describe, expect, it } from 'vitest';
import { todayInJakarta } from '../packages/domain/src/dates.ts';
import { orderScreens } from './orders-fixtures.ts';

const PKP = {
  is_pkp: true,
  ppn_rate: 12,
  dpp_rule: '11/12',
  seller_npwp: '0123456789012345',
  seller_nitku: null,
};

describe("'Faktur perlu dibatalkan / diganti'", () => {
  const { screens, api, post, page, row, storeOneMonthOrder } = orderScreens();
  const numbered = async (fakturNumber: string) => {
    await api('/settings/tax', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(PKP),
    });
    const order = await storeOneMonthOrder();
    await post('/orders/faktur-number', { order: order.id, faktur_number: fakturNumber });
    return order;
  };

  it('refuses an edit of the figures with the reason, then lets it through after Ganti Faktur', async () => {
    const order = await numbered('04002600000000101');
    await page().goto(`/admin/orders/edit/${order.id}`);
    const months = page().getByRole('textbox', { name: /^Jumlah Bulan/ });
    await expect(page().getByRole('combobox', { name: /^Select Product/ })).toHaveValue('Tagih Pro');
    await expect(page().getByTestId('total-harga')).toHaveText('Rp. 1.100.000');
    await months.fill('3');
    await expect(page().getByTestId('total-harga')).toHaveText('Rp. 3.300.000');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText(/Mulai penggantian faktur dahulu \('Ganti Faktur'\)/)).toBeVisible();
    await screens.ui.screenshot('faktur-edit-refused');

    await page().goto('/admin/orders');
    await row(order.invoice_number).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await view.getByRole('button', { name: 'Ganti Faktur' }).click();
    await page()
      .getByRole('dialog', { name: 'Ganti Faktur?' })
      .getByRole('button', { name: 'Ganti Faktur' })
      .click();
    await expect(view.getByTestId('view-faktur-replacing')).toBeVisible();
    await screens.ui.screenshot('faktur-replacing-view');
    await page().keyboard.press('Escape');
  });

  it("lists the replacement and a cancellation; 'Selesai' closes each", async () => {
    const cancelled = await numbered('04002600000000201');
    await post('/orders/cancel_order', { order: cancelled.id });
    await page().goto('/admin/faktur-actions');
    await expect(page().getByRole('heading', { name: 'Faktur perlu dibatalkan / diganti' })).toBeVisible();
    const replaceRow = page().getByRole('row', { name: /04002600000000101/ });
    const cancelRow = page().getByRole('row', { name: /04002600000000201/ });
    await expect(replaceRow.getByText('Faktur perlu diganti')).toBeVisible();
    await expect(cancelRow.getByText('Faktur perlu dibatalkan')).toBeVisible();
    await screens.ui.screenshot('faktur-actions-open');

    await replaceRow.getByRole('button', { name: 'Selesai' }).click();
    const dialog = page().getByRole('dialog', { name: 'Faktur perlu diganti' });
    await dialog.getByRole('textbox', { name: /Nomor faktur pengganti/ }).fill('04002600000000101');
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(page().getByText(/harus berbeda dari nomor faktur yang diganti/)).toBeVisible();
    await screens.ui.screenshot('faktur-action-done-dialog');
    await dialog.getByRole('textbox', { name: /Nomor faktur pengganti/ }).fill('04002600000000102');
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(page().getByText('Tindakan faktur dicatat selesai.').first()).toBeVisible();
    await expect(replaceRow).toHaveCount(0);

    await cancelRow.getByRole('button', { name: 'Selesai' }).click();
    const cancelDialog = page().getByRole('dialog', { name: 'Faktur perlu dibatalkan' });
    await cancelDialog.getByRole('button', { name: 'Selesai' }).click();
    await expect(cancelRow).toHaveCount(0);

    await page().goto('/admin/faktur-actions?status=done');
    await expect(page().getByRole('row', { name: /04002600000000102/ })).toBeVisible();
    await screens.ui.screenshot('faktur-actions-done');
    await expect(
      page()
        .getByRole('row', { name: /04002600000000201/ })
        .getByText(todayInJakarta(), { exact: true }),
    ).toBeVisible();
    await screens.ui.screenshot('faktur-actions-done');
  });
});
