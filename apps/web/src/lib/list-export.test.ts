import { describe, expect, it } from 'vitest';
import { progressText } from '../components/list-export-button';
import { ApiError } from './api-errors';
import { askUntilServed, BUSY_RETRIES, fileNameFrom } from './list-export';

const busy = (seconds?: number) =>
  new ApiError(429, 'Server sedang sibuk, coba lagi dalam 5 detik.', {}, null, seconds);

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
    expect(progressText({ bytes: 10, rows: 1234, totalRows: 5000 })).toBe(
      'Mengunduh… 1.234 dari 5.000 baris',
    );
    expect(progressText({ bytes: 10, rows: 12 })).toBe('Mengunduh… 12 baris');
    expect(progressText({ bytes: 2_400_000 })).toBe('Mengunduh… 2,4 MB');
    expect(progressText({ waiting: true, bytes: 0 })).toBe('Menunggu giliran export…');
  });

  it('asks again after the Retry-After of a busy server (429), and is served when a turn comes', async () => {
    const waits: number[] = [];
    let asked = 0;
    const served = await askUntilServed(
      async () => {
        asked += 1;
        if (asked < 3) throw busy(asked);
        return 'file';
      },
      undefined,
      async (seconds) => void waits.push(seconds),
    );
    expect(served).toBe('file');
    expect(waits).toEqual([1, 2]);
  });

  it('tells the user when to try again once the retries are spent, and passes other refusals through', async () => {
    const waits: number[] = [];
    const stillBusy = askUntilServed(
      () => Promise.reject(busy(7)),
      undefined,
      async (seconds) => void waits.push(seconds),
    );
    await expect(stillBusy).rejects.toMatchObject({
      status: 429,
      message: 'Server sedang sibuk, coba lagi dalam 7 detik.',
    });
    expect(waits).toHaveLength(BUSY_RETRIES);
    const refused = new ApiError(422, 'The given data was invalid.', { month: ['Bulan tidak valid.'] });
    await expect(askUntilServed(() => Promise.reject(refused))).rejects.toBe(refused);
  });
});
