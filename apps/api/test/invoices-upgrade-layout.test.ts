// An upgrade's invoice as a client reads it (issue 27): an extra charge is prorated with the package and its
// line says so with the day counts (never 'Biaya satu kali'); a typical upgrade (a few lines, with or without
// PPN) is one A4 page; and one too long for a page never leaves the amount in words and the payment
// instructions alone on the last page, away from the totals. Read back with pdftotext, page by page.
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ceilDiv } from '@tagih/domain/money';
import { createTestContext, type TestContext } from './helper.ts';
import { readInvoice } from './invoice-reading.ts';
import { seedOrderCatalogue, storeOrderOn, type OrderCatalogue } from './orders-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import { PKP_ON, putTaxSettings } from './tax-fixtures.ts';

describe('the upgrade invoice: prorated extra charges, and its pages', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const pdfOf = async (id: number, name: string) => {
    const response = await t.request({ method: 'GET', url: `/api/orders/pdf/${id}` });
    expect(response.statusCode).toBe(200);
    // Kept for a person to look at (pdftoppm -png); the assertions read the text.
    if (process.env.INVOICE_PDF_DIR) {
      await mkdir(process.env.INVOICE_PDF_DIR, { recursive: true });
      await writeFile(`${process.env.INVOICE_PDF_DIR}/${name}.pdf`, response.rawPayload);
    }
    return response.rawPayload;
  };

  /** A 12-month order from 2026-01-01 with storage, an extra charge and add-ons, upgraded on 2026-07-01. */
  const typicalUpgrade = async (extras: { id_extra_package: number; disc_extra_package?: string }[]) => {
    const order = {
      total_month: 12,
      id_storage_package: c.storage50.id,
      array_addon: [c.gudang.id, c.hrd.id],
      extra_package: [{ id_extra_package: c.onsite.id }],
    };
    const previous = await storeOrderOn(t, c, order, '2026-01-01');
    const upgrade = await storeOrderOn(
      t,
      c,
      {
        ...order,
        id_order: previous.row.id,
        qty_user_package: 3,
        qty_storage_package: 2,
        extra_package: extras,
      },
      '2026-07-01',
    );
    return upgrade.row;
  };

  it('prorates an extra charge with the package and says so, with its day counts', async () => {
    const row = await typicalUpgrade([
      { id_extra_package: c.onsite.id },
      { id_extra_package: c.migrasi.id, disc_extra_package: '500000' },
    ]);
    const read = await readInvoice(await pdfOf(row.id, 'upgrade-extras'));
    // 184 of 365 days left: onsite ceil(7.500.000 x 184 / 365) = ceil(3.780.821,9) = 3.780.822;
    // Migrasi Data (3.500.000 - 500.000) = 3.000.000: ceil(1.512.328,7) = 1.512.329
    expect(ceilDiv(7_500_000n * 184n, 365n)).toBe(3_780_822n);
    expect(read.flat).toContain(
      'Biaya Tambahan: Implementasi & Training Onsite Rp. 7.500.000 184/365 Rp. 3.780.822',
    );
    expect(read.flat).toContain('Biaya tambahan Rp. 7.500.000, prorata 184 dari 365 hari');
    expect(read.flat).toContain('Biaya Tambahan: Migrasi Data Rp. 3.000.000 184/365 Rp. 1.512.329');
    expect(read.flat).toContain('Rp. 3.500.000 - diskon Rp. 500.000, prorata 184 dari 365 hari');
    expect(read.flat).not.toContain('satu kali');
  });

  it('fits a typical upgrade on one A4 page, with and without PPN', async () => {
    const plain = await pdfText(
      await pdfOf((await typicalUpgrade([{ id_extra_package: c.onsite.id }])).id, 'upgrade'),
    );
    expect(plain.pages).toHaveLength(1);
    expect(plain.flat).toContain('Terbilang:');
    await putTaxSettings(t, PKP_ON);
    try {
      const taxed = await pdfText(
        await pdfOf((await typicalUpgrade([{ id_extra_package: c.onsite.id }])).id, 'upgrade-ppn'),
      );
      expect(taxed.flat).toContain('DPP Nilai Lain');
      expect(taxed.pages).toHaveLength(1);
    } finally {
      await putTaxSettings(t, { ...PKP_ON, is_pkp: false });
    }
  });

  it('keeps the words and the payment instructions with the totals, however long the table grows', async () => {
    // From 2 to 9 extra charges the table grows a line at a time past the point where the totals still fit
    // under it but the words and instructions would not: whatever the length, the last page holds all three.
    const pageCounts = new Set<number>();
    for (let count = 2; count <= 9; count += 1) {
      const many = Array.from({ length: count }, (_, index) => ({
        id_extra_package: index % 2 === 0 ? c.onsite.id : c.migrasi.id,
      }));
      const { pages } = await pdfText(await pdfOf((await typicalUpgrade(many)).id, `upgrade-${count}`));
      pageCounts.add(pages.length);
      const last = pages.at(-1)!;
      expect(last, `${count} extra charges`).toContain('Terbilang:');
      expect(last, `${count} extra charges`).toMatch(/Mohon lakukan pembayaran/);
      expect(last, `${count} extra charges`).toMatch(/Jumlah yang Harus Dibayar/);
      expect(last, `${count} extra charges`).toMatch(/Total Prorate/);
    }
    expect([...pageCounts].sort()).toEqual([1, 2]);
  });
});
