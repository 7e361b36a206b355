// Maker-checker in the browser (issue 33): the administrator who uploaded a proof sees 'Setujui' disabled with
// the rule's words under it; a finance clerk signs in and approves it. Switched off in 'Setting Persetujuan',
// the uploader may approve their own upload.
import { describe, expect, it } from 'vitest';
import { UPLOADER_REFUSAL } from '../packages/domain/src/approval-rules.ts';
import { solidPng } from '../apps/api/test/fixtures/images.ts';
import { orderScreens } from './orders-fixtures.ts';
import { makeAdministrator } from './proof-maker.ts';
import { ADMIN } from './harness.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('maker-checker: a second pair of eyes on money', () => {
  const { screens, api, page, row, stored, storeOneMonthOrder } = orderScreens({ database: 'postgres' });

  /** The admin uploads the proof: the admin is the maker of this review. */
  async function uploadAsAdmin(orderId: number, shade: number) {
    const form = new FormData();
    form.set('id', String(orderId));
    form.set(
      'file',
      new Blob([new Uint8Array(solidPng(2, 2, [shade, 90, 40]))], { type: 'image/png' }),
      'b.png',
    );
    expect((await api('/orders/payment_proof', { method: 'POST', body: form })).status).toBe(200);
  }
  async function openView(invoice: string) {
    await page().goto('/admin/orders');
    await row(invoice).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    await expect(view.getByTestId('pending-review')).toBeVisible();
    return view;
  }
  async function signInAs(email: string, password: string) {
    await page().evaluate(() => window.localStorage.clear());
    await screens.ui.login(email, password);
  }

  it("disables the uploader's 'Setujui' with the rule, and a finance clerk approves", async () => {
    const clerk = await makeAdministrator(screens.server.url, api, {
      name: 'Kasir Finance',
      email: 'kasir@tagih.local',
      role: 'finance',
    });
    const order = await storeOneMonthOrder();
    await uploadAsAdmin(order.id, 10);

    let view = await openView(order.invoice_number);
    await expect(view.getByText(/^Diunggah oleh /)).toBeVisible();
    const approve = view.getByRole('button', { name: 'Setujui' });
    expect(await approve.isDisabled()).toBe(true);
    await expect(view.getByText(UPLOADER_REFUSAL)).toBeVisible();
    await expect(approve).toHaveAttribute('aria-describedby', 'approval-refusal');
    await approve.scrollIntoViewIfNeeded();
    await screens.ui.screenshot('maker-checker-uploader');

    await signInAs(clerk.email, clerk.password);
    view = await openView(order.invoice_number);
    await expect(view.getByText(UPLOADER_REFUSAL)).toHaveCount(0);
    await view.getByLabel('Jumlah diterima').fill('1100000');
    await view.getByRole('button', { name: 'Setujui' }).click();
    await expect(page().getByText('Pembayaran disetujui.')).toBeVisible();
    await expect(view.getByText('Disetujui', { exact: true })).toBeVisible();
    await screens.ui.screenshot('maker-checker-approved-by-finance');
    expect((await stored(order.invoice_number)).status).toBe(1);
  });

  it("lets the uploader approve once 'Setting Persetujuan' turns the rule off", async () => {
    await signInAs(ADMIN.email, ADMIN.password);
    await page().goto('/admin/setting-background');
    const card = page().locator('.mantine-Card-root', { hasText: 'Setting Persetujuan' });
    const rule = card.getByRole('switch', {
      name: 'Pengunggah bukti bayar tidak boleh menyetujuinya sendiri',
    });
    expect(await rule.isChecked()).toBe(true);
    await rule.uncheck();
    expect(await rule.isChecked()).toBe(false);
    await card.scrollIntoViewIfNeeded();
    await screens.ui.screenshot('maker-checker-setting');
    await card.getByRole('button', { name: 'Simpan Setting Persetujuan' }).click();
    await expect(page().getByText('Setting persetujuan disimpan.')).toBeVisible();

    const order = await storeOneMonthOrder();
    await uploadAsAdmin(order.id, 20);
    const view = await openView(order.invoice_number);
    await expect(view.getByText(UPLOADER_REFUSAL)).toHaveCount(0);
    await view.getByLabel('Jumlah diterima').fill('1100000');
    await view.getByRole('button', { name: 'Setujui' }).click();
    await expect(page().getByText('Pembayaran disetujui.')).toBeVisible();
    expect((await stored(order.invoice_number)).status).toBe(1);
  });
});
