// Issue 30 in the browser: 'Laporan Rekening' on a company row (the statement as the PDF prints it, the PDF
// downloaded, 'Kirim' mailing it and the send listed), and 'Setting Pengingat' with a subject and text per step,
// an unknown placeholder refused with the server's words, the API's preview and the last step's notice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderScreens } from './orders-fixtures.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('statement of account and reminder texts', () => {
  const { screens, post, page } = orderScreens({
    database: 'postgres',
    prepare: ({ server, ids }) =>
      server.sql(
        `update companies set pic_name = 'Budi Santoso', pic_email = 'budi@majujaya.co.id' where id_company = $1`,
        [ids.company],
      ),
  });
  const newOrder = async () => {
    const { ids } = screens;
    const response = await post('/orders/store', {
      id_company: ids.company,
      id_product_item: ids.product,
      id_user_package: ids.users,
      total_month: 1,
    });
    return ((await response.json()) as { data: { id: number; invoice_number: string } }).data;
  };

  it("'Laporan Rekening': the statement, its PDF, and 'Kirim' with the send in its history", async () => {
    const first = await newOrder();
    const second = await newOrder();
    // 300.000 of the second received: 1.100.000 + 1.100.000 - 300.000 = 1.900.000 owed.
    expect((await post(`/orders/change-status/${second.id}`, { status: 1, amount: '300000' })).status).toBe(
      200,
    );

    await page().goto('/admin/companies');
    await page()
      .getByRole('row', { name: /PT Maju Jaya Abadi/ })
      .getByRole('button', { name: 'Laporan Rekening' })
      .click();
    const dialog = page().getByRole('dialog', { name: 'Laporan Rekening - PT Maju Jaya Abadi' });
    const table = dialog.getByRole('table', { name: 'Laporan rekening' });
    await expect(table.getByRole('row', { name: /Saldo Awal/ })).toHaveText(/Rp\. 0/);
    await expect(
      table.getByRole('row', { name: new RegExp(first.invoice_number.replaceAll('/', '\\/')) }),
    ).toHaveCount(1);
    await expect(table.getByRole('row', { name: /Pembayaran diterima/ })).toHaveText(/Rp\. 300\.000/);
    await expect(table.getByRole('row', { name: /Saldo Akhir/ })).toHaveText(/Rp\. 1\.900\.000/);
    await expect(dialog.getByText('Terbilang: Satu juta sembilan ratus ribu rupiah')).toBeVisible();
    await expect(dialog.getByText('Laporan rekening belum pernah dikirim.')).toBeVisible();
    // Escape in the open calendar of 'Dari tanggal' closes the calendar only; the statement stays open.
    await dialog.getByLabel('Dari tanggal').click();
    await expect(page().locator('.mantine-DateInput-weekday').first()).toBeVisible();
    await page().keyboard.press('Escape');
    await expect(page().locator('.mantine-DateInput-weekday')).toHaveCount(0);
    await expect(dialog).toBeVisible();

    const download = page().waitForEvent('download');
    await dialog.getByRole('button', { name: 'Unduh PDF' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download).suggestedFilename()).toMatch(
      /^Laporan-Rekening-MJA0001-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/,
    );

    await dialog.getByRole('button', { name: 'Kirim' }).click();
    await expect(page().getByText('Laporan rekening berhasil dikirim.')).toBeVisible();
    await expect(dialog.getByText(/ke finance@majujaya\.co\.id, budi@majujaya\.co\.id oleh /)).toBeVisible();
    const outbox = path.join(screens.server.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((name) => readFileSync(path.join(outbox, name), 'utf8'));
    expect(mails.filter((mail) => /^Subject: Laporan Rekening PT Maju Jaya Abadi/m.test(mail))).toHaveLength(
      1,
    );
    await screens.ui.screenshot('company-statement');
    await page().keyboard.press('Escape');
  });

  it("'Setting Pengingat': a text per step, an unknown placeholder refused, the preview, the admins' notice", async () => {
    await page().goto('/admin/setting-background');
    const card = page().locator('.mantine-Card-root', { hasText: 'Setting Pengingat' });
    const last = card.getByRole('group', { name: 'Pengingat ke-3 (hari ke-14 setelah jatuh tempo)' });
    await expect(last.getByLabel('Subjek')).toHaveValue('Pengingat pembayaran invoice {invoice}');
    await last.getByLabel('Subjek').fill('PERINGATAN TERAKHIR {invoice} untuk {nama}');
    await card.getByRole('button', { name: 'Simpan Setting Pengingat' }).click();
    await expect(last.getByText(/Placeholder tidak dikenal: \{nama\}\./)).toBeVisible();

    await last.getByLabel('Subjek').fill('PERINGATAN TERAKHIR {invoice}');
    await last
      .getByLabel('Isi email')
      .fill('Sudah {days_overdue} hari.\n\nSisa tagihan {balance_due} dari {amount_due}.');
    await last.getByRole('button', { name: 'Pratinjau pengingat ke-3' }).click();
    const preview = last.getByLabel('Pratinjau pengingat ke-3');
    await expect(preview).toHaveText(/PERINGATAN TERAKHIR INV\/2026\/11\/0001/);
    await expect(preview).toHaveText(/Sisa tagihan Rp\. 5\.550\.000 dari Rp\. 11\.100\.000\./);
    await card.getByLabel('Pengingat terakhir juga diberitahukan ke admin Setting Mail').check();
    await card.getByRole('button', { name: 'Simpan Setting Pengingat' }).click();
    await expect(page().getByText('Setting pengingat disimpan.')).toBeVisible();
    const [saved] = await screens.server.sql<{
      templates: Array<{ subject: string }>;
      notify_admins_last: boolean;
    }>(`select templates, notify_admins_last from reminder_settings`);
    expect(saved!.templates.map((template) => template.subject)).toEqual([
      'Pengingat pembayaran invoice {invoice}',
      'Pengingat pembayaran invoice {invoice}',
      'PERINGATAN TERAKHIR {invoice}',
    ]);
    expect(saved!.notify_admins_last).toBe(true);
    await last.scrollIntoViewIfNeeded();
    await screens.ui.screenshot('settings-reminder-steps');
  });
});
