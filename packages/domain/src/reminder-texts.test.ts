import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_TEMPLATE,
  REMINDER_PREVIEW_VALUES,
  renderReminder,
  stepTemplate,
  unknownPlaceholders,
} from './reminder-texts.ts';

const values = { ...REMINDER_PREVIEW_VALUES, bank_account: 'BCA 123' };

describe('reminder texts', () => {
  it('fills every placeholder and parts paragraphs at blank lines', () => {
    const rendered = renderReminder(
      {
        subject: 'Peringatan {invoice}  -  {company}',
        body: 'Sisa {balance_due} dari {amount_due}.\nJatuh tempo {due_date}, {days_overdue} hari.\n\n\nBank: {bank_account}',
      },
      values,
    );
    expect(rendered).toEqual({
      subject: 'Peringatan INV/2026/11/0001 - PT Contoh Pelanggan',
      paragraphs: [
        'Sisa Rp. 5.550.000 dari Rp. 11.100.000.\nJatuh tempo 15 November 2026, 7 hari.',
        'Bank: BCA 123',
      ],
    });
  });

  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('{company} {nama} {invoice} {Total} {nama} {}')).toEqual([
      '{nama}',
      '{Total}',
      '{}',
    ]);
    expect(unknownPlaceholders(DEFAULT_REMINDER_TEMPLATE.body)).toEqual([]);
    expect(unknownPlaceholders('a { spaced } brace is text')).toEqual([]);
  });

  it("falls back to today's words for a step without a text of its own", () => {
    expect(stepTemplate([{ subject: 'a', body: 'b' }], 0)).toEqual({ subject: 'a', body: 'b' });
    expect(stepTemplate([{ subject: 'a', body: 'b' }], 2)).toBe(DEFAULT_REMINDER_TEMPLATE);
    expect(renderReminder(DEFAULT_REMINDER_TEMPLATE, values).paragraphs[1]).toBe(
      'Sisa tagihan: Rp. 5.550.000. Pembayaran dapat ditransfer ke BCA 123 dengan mencantumkan nomor invoice INV/2026/11/0001 sebagai berita transfer.',
    );
  });
});
