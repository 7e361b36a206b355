// A buyer who collects PPN itself, in the console (issue 31): the company form's 'Peran PPN Pembeli' select
// saves and reloads the role, and the e-Faktur export of a month with no tax invoice says so instead of
// downloading an empty file.
import { describe, expect, it } from 'vitest';
import { orderScreens } from './orders-fixtures.ts';

describe("the buyer's PPN role and the empty e-Faktur month", () => {
  const { screens, page } = orderScreens();

  it("saves 'Peran PPN Pembeli' on the company form and shows it again when the company is opened", async () => {
    const [company] = await screens.server.sql<{ id_company: number }>(
      `select id_company from companies where code_company = 'MJA0001'`,
    );
    await page().goto(`/admin/companies/edit/${company!.id_company}`);
    await expect(page().getByLabel('Nama Perusahaan')).toHaveValue('PT Maju Jaya Abadi');
    const role = page().getByRole('combobox', { name: 'Peran PPN Pembeli', exact: true });
    await expect(role).toHaveValue('Biasa (PPN dibayar ke penjual)');
    await role.click();
    await page().getByRole('option', { name: 'Instansi pemerintah (pemungut PPN, kode 02)' }).click();
    await screens.ui.screenshot('company-form-ppn-buyer-type');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil di update!')).toBeVisible();
    const [stored] = await screens.server.sql<{ ppn_buyer_type: string }>(
      `select ppn_buyer_type from companies where id_company = ${company!.id_company}`,
    );
    expect(stored).toEqual({ ppn_buyer_type: 'government' });

    await page().goto(`/admin/companies/edit/${company!.id_company}`);
    await expect(page().getByRole('combobox', { name: 'Peran PPN Pembeli', exact: true })).toHaveValue(
      'Instansi pemerintah (pemungut PPN, kode 02)',
    );
  });

  it('says no tax invoice was issued in an empty month, and downloads nothing', async () => {
    await page().goto('/admin/setting-background');
    const card = page().locator('.mantine-Card-root', { hasText: 'e-Faktur (Coretax)' });
    await card.getByRole('textbox', { name: 'Bulan e-Faktur (YYYY-MM)' }).fill('2001-01');
    let downloads = 0;
    page().on('download', () => (downloads += 1));
    await card.getByRole('button', { name: 'Unduh e-Faktur (XML Coretax)' }).click();
    await expect(
      page().getByText('Tidak ada faktur pajak yang terbit pada bulan Januari 2001.'),
    ).toBeVisible();
    await screens.ui.screenshot('efaktur-empty-month');
    expect(downloads).toBe(0);
  });
});
