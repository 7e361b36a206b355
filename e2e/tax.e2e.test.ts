// PPN end to end (issue 21): 'Setting Pajak' is turned on in Settings, an order is made through the form,
// and its view dialog and its invoice PDF show DPP Nilai Lain, PPN 12% and the total including PPN; the
// faktur number DJP gave is entered in the view dialog and prints on the invoice; the month's Coretax
// e-Faktur XML downloads from Settings.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readInvoice } from '../apps/api/test/invoice-reading.ts';
import { todayInJakarta } from '../packages/domain/src/dates.ts';
import { orderScreens } from './orders-fixtures.ts';

describe('PPN and the Coretax export', () => {
  const { screens, page, choose, row } = orderScreens({
    prepare: ({ server }) =>
      server.sql(`update companies set npwp = '0987654321098765' where code_company = 'MJA0001'`),
  });
  let invoice = '';

  it("turns PKP on in 'Setting Pajak' (a missing seller NPWP is refused under its field)", async () => {
    await page().goto('/admin/setting-background');
    const card = page().locator('.mantine-Card-root', { hasText: 'Setting Pajak' });
    await expect(card).toBeVisible();
    await card.getByRole('switch', { name: 'Pengusaha Kena Pajak (PKP)' }).check({ force: true });
    await card.getByRole('button', { name: 'Simpan Setting Pajak' }).click();
    await expect(card.getByText('NPWP penjual wajib diisi bila PKP.')).toBeVisible();
    await card.getByRole('textbox', { name: 'NPWP Penjual' }).fill('0123456789012345');
    await card.getByRole('textbox', { name: 'NITKU Penjual' }).fill('0123456789012345000000');
    await card.getByRole('button', { name: 'Simpan Setting Pajak' }).click();
    await expect(page().getByText('Setting pajak disimpan.')).toBeVisible();
    await screens.ui.screenshot('tax-settings');
  });

  it('makes an order through the form; the view shows DPP Nilai Lain, PPN and the total with PPN', async () => {
    await page().goto('/admin/orders/create');
    const invoiceField = page().getByRole('textbox', { name: 'Invoice Number' });
    await expect
      .poll(() => invoiceField.inputValue(), { timeout: 15_000 })
      .toMatch(/^INV\/\d{4}\/\d{2}\/0001$/);
    invoice = await invoiceField.inputValue();
    await choose(/^Select Company/, 'maju', 'PT Maju Jaya Abadi');
    await choose(/^Select Product/, 'pro', 'Tagih Pro');
    await choose(/^Select User Package/, 'paket', 'Paket 10 User');
    // Tagih Pro 1.000.000 + 10 users 100.000 = 1.100.000 for one month.
    await expect(page().getByTestId('total-harga')).toHaveText('Rp. 1.100.000');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();

    await row(invoice).getByRole('button', { name: 'View' }).click();
    const view = page().getByRole('dialog', { name: 'Data Order' });
    // Half-up to the rupiah (PER-11/PJ/2025 Art. 129(3)): DPP = 11/12 x 1.100.000 = 1.008.333,33 -> 1.008.333;
    // PPN = 12% x 1.008.333 = 120.999,96 -> 121.000; total 1.221.000.
    await expect(view.getByTestId('view-dpp')).toHaveText('Rp. 1.008.333');
    await expect(view.getByTestId('view-ppn')).toHaveText('Rp. 121.000');
    await expect(view.getByTestId('view-total-with-ppn')).toHaveText('Rp. 1.221.000');
    const faktur = view.getByRole('textbox', { name: 'Nomor Faktur Pajak (dari Coretax)' });
    await faktur.fill('1234');
    await view.getByRole('button', { name: 'Simpan' }).click();
    await expect(view.getByText('Nomor faktur pajak harus 17 digit angka.')).toBeVisible();
    await faktur.fill('04002600000000007');
    await view.getByRole('button', { name: 'Simpan' }).click();
    await expect(page().getByText('Nomor faktur pajak disimpan.')).toBeVisible();
    await screens.ui.screenshot('tax-order-view');
    await page().keyboard.press('Escape');
  });

  it('prints DPP Nilai Lain, PPN 12%, the total with PPN in figures and words, and the faktur number', async () => {
    const [tab] = await Promise.all([
      screens.ui.context.waitForEvent('page'),
      row(invoice).getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    await tab.waitForURL(/\/admin\/pdf(_flexmod|_reorder)?\/\d+\?exp=\d+&sig=[\w-]+$/);
    const pdf = await fetch(tab.url());
    await tab.close();
    const read = await readInvoice(Buffer.from(await pdf.arrayBuffer()));
    expect(read.total('Harga Jual')).toBe(1_100_000n);
    expect(read.total('DPP Nilai Lain')).toBe(1_008_333n);
    expect(read.total('PPN 12%')).toBe(121_000n);
    expect(read.total('Jumlah yang Harus Dibayar')).toBe(1_221_000n);
    expect(read.flat).toContain('Terbilang: Satu juta dua ratus dua puluh satu ribu rupiah');
    expect(read.flat).toMatch(/No\. Faktur Pajak\s*:?\s*04002600000000007/);
  });

  it("downloads the month's e-Faktur XML from Settings", async () => {
    await page().goto('/admin/setting-background');
    // The export is its own card on the Setting screen (it is offered on 'Faktur Pajak' too).
    const card = page().locator('.mantine-Card-root', { hasText: 'e-Faktur (Coretax)' });
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      card.getByRole('button', { name: 'Unduh e-Faktur (XML Coretax)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`efaktur-${todayInJakarta().slice(0, 7)}.xml`);
    const xml = readFileSync(await download.path(), 'utf8');
    expect(xml).toContain('<TIN>0123456789012345</TIN>');
    expect(xml).toContain(`<RefDesc>${invoice}</RefDesc>`);
    expect(xml).toContain('<OtherTaxBase>1008333</OtherTaxBase>');
    expect(xml).toContain('<VAT>121000</VAT>');
  });

  it("takes the buyer's NIK and NITKU on the company form, refusing a NITKU of another NPWP", async () => {
    await page().goto('/admin/companies/create');
    await page().getByLabel('Nama Perusahaan').fill('CV Pajak Tertib');
    await page().getByLabel('NPWP').fill('123456789012345');
    await page().getByLabel('NIK').fill('3171012345670001');
    await page().getByLabel('NITKU').fill('9999999999999999000000');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('NITKU harus diawali NPWP (atau NIK) perusahaan ini.')).toBeVisible();
    await screens.ui.screenshot('tax-company-form');
    await page().getByLabel('NITKU').fill('0123456789012345000000');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(page().getByText('Data berhasil ditambahkan!')).toBeVisible();
    const [company] = await screens.server.sql<{ npwp: string; nik: string; nitku: string }>(
      `select npwp, nik, nitku from companies where name_company = 'CV Pajak Tertib'`,
    );
    expect(company).toEqual({
      npwp: '0123456789012345',
      nik: '3171012345670001',
      nitku: '0123456789012345000000',
    });
  });

  it('refuses a hidden control character pasted into a company name, under the field, and stores nothing', async () => {
    // A character that would make the month's Coretax file unreadable (issue 27).
    await page().goto('/admin/companies/create');
    await page().getByLabel('Nama Perusahaan').fill('PT Tersembunyi\u0001Jaya');
    await page().getByRole('button', { name: 'Save' }).click();
    await expect(
      page().getByText(
        'Berisi karakter tersembunyi yang tidak diizinkan (U+0001). Hapus karakter itu, lalu simpan lagi.',
      ),
    ).toBeVisible();
    await screens.ui.screenshot('company-form-control-character');
    const stored = await screens.server.sql(
      `select id_company from companies where name_company like 'PT Tersembunyi%'`,
    );
    expect(stored).toEqual([]);
  });
});
