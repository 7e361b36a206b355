import { describe, expect, it } from 'vitest';
import { periode, tanggal } from './indonesian-dates.ts';
import { invoiceFileName, invoicePagePath, invoiceVariantOf } from './variant.ts';

describe('invoice variant (spec section 4)', () => {
  it.each([
    [0, 0, 'standard'],
    [1, 0, 'flexmod'],
    [1, 1, 'flexmod'], // is_billing wins whatever is_auto_order says
    [0, 1, 'reorder'],
  ] as const)('is_billing %i, is_auto_order %i -> %s', (is_billing, is_auto_order, variant) => {
    expect(invoiceVariantOf({ is_billing, is_auto_order })).toBe(variant);
  });

  it('names the browser address and the file of each invoice', () => {
    expect(invoicePagePath('standard', 7)).toBe('/admin/pdf/7');
    expect(invoicePagePath('flexmod', 7)).toBe('/admin/pdf_flexmod/7');
    expect(invoicePagePath('reorder', 7)).toBe('/admin/pdf_reorder/7');
    expect(invoiceFileName('INV/2026/11/0001')).toBe('Invoice-INV-2026-11-0001.pdf');
    expect(invoiceFileName('"a\r\nb"')).toBe('Invoice-a-b.pdf'); // nothing that could break the header
    expect(invoiceFileName('///')).toBe('Invoice-order.pdf');
  });

  it('writes dates the Indonesian way', () => {
    expect(tanggal('2026-11-14')).toBe('14 November 2026');
    expect(tanggal('2027-02-01')).toBe('1 Februari 2027');
    expect(periode('2026-12-01', '2027-11-30')).toBe('1 Desember 2026 s.d. 30 November 2027');
  });
});
