import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  companyInitials,
  formatCompanyCode,
  formatInvoiceNumber,
  formatKodePaket,
  invoicePrefix,
  parseCompanyCode,
  parseInvoiceNumber,
  parseKodePaket,
  yearMonthOf,
} from './codes.ts';

describe('companyInitials', () => {
  it('drops legal forms and takes up to three initials', () => {
    expect(companyInitials('PT Maju Jaya Abadi')).toBe('MJA');
    expect(companyInitials('PT. Bank Rakyat Indonesia (Persero) Tbk.')).toBe('BRI');
    expect(companyInitials('pt. maju jaya')).toBe('MJ');
    expect(companyInitials('PT.Maju Jaya')).toBe('MJ'); // no space after the dot
    expect(companyInitials('P.T. Sinar Terang')).toBe('ST');
    expect(companyInitials('CV Sumber Rejeki Makmur Sentosa')).toBe('SRM'); // 4 words -> first 3
    expect(companyInitials('UD Berkah')).toBe('B');
    expect(companyInitials('Telkom Indonesia Tbk')).toBe('TI');
    expect(companyInitials('PERSERO Angkasa Pura')).toBe('AP');
  });

  it('keeps letters only, upper case', () => {
    expect(companyInitials('3M Indonesia')).toBe('MI');
    expect(companyInitials("D'Cost Seafood")).toBe('DS');
    expect(companyInitials('Éclair Nusantara')).toBe('EN');
    expect(companyInitials('  kopi   kenangan  ')).toBe('KK');
  });

  it("falls back to 'CMP' when nothing is left", () => {
    expect(companyInitials('')).toBe('CMP');
    expect(companyInitials('PT Tbk')).toBe('CMP');
    expect(companyInitials('123 456')).toBe('CMP');
  });

  it('always yields 1-3 capital letters', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(companyInitials(name)).toMatch(/^[A-Z]{1,3}$/);
      }),
    );
  });
});

describe('company code', () => {
  it("formats 'MJA' + 4-digit sequence and reads it back", () => {
    expect(formatCompanyCode('MJA', 1)).toBe('MJA0001');
    expect(formatCompanyCode('B', 42)).toBe('B0042');
    expect(formatCompanyCode('MJA', 12345)).toBe('MJA12345'); // grows past 9999
    expect(parseCompanyCode('MJA0001')).toEqual({ initials: 'MJA', seq: 1 });
    expect(parseCompanyCode('MJA01')).toBeNull();
    expect(() => formatCompanyCode('MJA', 0)).toThrow(RangeError);
  });
});

describe('invoice number', () => {
  it("is 'INV/YYYY/MM/NNNN'", () => {
    expect(formatInvoiceNumber(2026, 11, 1)).toBe('INV/2026/11/0001');
    expect(formatInvoiceNumber(2027, 1, 123)).toBe('INV/2027/01/0123');
    expect(invoicePrefix(2026, 3)).toBe('INV/2026/03/');
    expect(parseInvoiceNumber('INV/2026/11/0001')).toEqual({ year: 2026, month: 11, seq: 1 });
    expect(parseInvoiceNumber('INV/2026/13/0001')).toBeNull();
    expect(() => formatInvoiceNumber(2026, 13, 1)).toThrow(RangeError);
  });

  it('round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 10 ** 7 }),
        (y, m, s) => {
          expect(parseInvoiceNumber(formatInvoiceNumber(y, m, s))).toEqual({ year: y, month: m, seq: s });
        },
      ),
    );
  });
});

describe('kode_paket', () => {
  it("is 'PKG-YYYYMM-NNNN'", () => {
    expect(formatKodePaket('202611', 1)).toBe('PKG-202611-0001');
    expect(formatKodePaket(202701, 15)).toBe('PKG-202701-0015');
    expect(yearMonthOf('2026-11-15')).toBe('202611');
    expect(parseKodePaket('PKG-202611-0001')).toEqual({ yyyymm: '202611', seq: 1 });
    expect(parseKodePaket('PAKET-MANUAL')).toBeNull();
    expect(() => formatKodePaket('202613', 1)).toThrow(RangeError);
    expect(() => formatKodePaket('2026-11', 1)).toThrow(RangeError);
  });
});
