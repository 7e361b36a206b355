import { describe, expect, it } from 'vitest';
import { progressText } from '../components/list-export-button';
import { fileNameFrom } from './list-export';

describe('export download', () => {
  it("takes the file's name from Content-Disposition, the UTF-8 form first", () => {
    expect(fileNameFrom('attachment; filename="orders-2026-11-24.csv"', 'x.csv')).toBe(
      'orders-2026-11-24.csv',
    );
    expect(
      fileNameFrom(`attachment; filename="order.csv"; filename*=UTF-8''order%20%C3%A9.csv`, 'x.csv'),
    ).toBe('order é.csv');
    expect(fileNameFrom(null, 'orders-2026-11-24.xlsx')).toBe('orders-2026-11-24.xlsx');
    expect(fileNameFrom('attachment', 'fallback.csv')).toBe('fallback.csv');
  });

  it('says how far it is in rows when it can, in megabytes otherwise', () => {
    expect(progressText({ bytes: 10, rows: 1234, totalRows: 5000 })).toBe('1.234 dari 5.000 baris');
    expect(progressText({ bytes: 10, rows: 12 })).toBe('12 baris');
    expect(progressText({ bytes: 2_400_000 })).toBe('2,4 MB');
  });
});
