import { describe, expect, it } from 'vitest';
import { balanceInWords, buildStatement, type StatementEntry } from './statement.ts';

const entry = (
  date: string,
  kind: StatementEntry['kind'],
  sequence: number,
  debit: bigint,
  credit: bigint,
): StatementEntry => ({
  date,
  kind,
  sequence,
  invoice_number: `INV-${sequence}`,
  description: kind,
  debit,
  credit,
});

describe('buildStatement', () => {
  it('opens with what was owed before the period and runs the balance line by line', () => {
    const entries = [
      // Before the period: 1,000,000 invoiced, 400,000 paid -> opening 600,000.
      entry('2026-09-10', 'invoice', 1, 1_000_000n, 0n),
      entry('2026-09-20', 'payment', 10, 0n, 400_000n),
      // In the period, given out of order: the payment of the 5th comes after the invoice of the 5th.
      entry('2026-10-05', 'payment', 11, 0n, 600_000n),
      entry('2026-10-05', 'invoice', 2, 2_000_000n, 0n),
      entry('2026-10-20', 'reversal', 12, 600_000n, 0n),
      // After the period: left out.
      entry('2026-11-01', 'invoice', 3, 9_000_000n, 0n),
    ];
    const statement = buildStatement(entries, '2026-10-01', '2026-10-31');
    expect(statement.opening_balance).toBe(600_000n);
    expect(statement.lines.map((line) => [line.date, line.kind, line.balance])).toEqual([
      ['2026-10-05', 'invoice', 2_600_000n], // 600,000 + 2,000,000
      ['2026-10-05', 'payment', 2_000_000n], // - 600,000
      ['2026-10-20', 'reversal', 2_600_000n], // + 600,000 (the payment reversed)
    ]);
    // 600,000 + (2,000,000 + 600,000) - 600,000 = 2,600,000
    expect(statement.closing_balance).toBe(2_600_000n);
  });

  it('counts the first and last day of the period in it', () => {
    const entries = [
      entry('2026-10-01', 'invoice', 1, 5n, 0n),
      entry('2026-10-31', 'cancellation', 1, 0n, 5n),
    ];
    const statement = buildStatement(entries, '2026-10-01', '2026-10-31');
    expect(statement.opening_balance).toBe(0n);
    expect(statement.lines.map((line) => line.kind)).toEqual(['invoice', 'cancellation']);
    expect(statement.closing_balance).toBe(0n);
  });

  it('is empty with the opening as closing when nothing moved in the period', () => {
    const statement = buildStatement([entry('2026-01-01', 'invoice', 1, 7n, 0n)], '2026-02-01', '2026-02-28');
    expect(statement).toEqual({ opening_balance: 7n, closing_balance: 7n, lines: [] });
  });
});

describe('PPh 23 withheld on a statement', () => {
  it('is a credit on the day of its payment, after the payment, and owed again when reversed', () => {
    const entries = [
      // 11.100.000 invoiced; the buyer pays 10.900.000 and withholds 200.000 (2% of 10.000.000 before PPN).
      entry('2026-11-02', 'invoice', 1, 11_100_000n, 0n),
      entry('2026-11-20', 'withholding', 5, 0n, 200_000n),
      entry('2026-11-20', 'payment', 5, 0n, 10_900_000n),
      // The payment is reversed on the 25th: both the money and the withholding are owed again.
      entry('2026-11-25', 'reversal', 6, 10_900_000n, 0n),
      entry('2026-11-25', 'reversal', 6, 200_000n, 0n),
    ];
    const statement = buildStatement(entries, '2026-11-01', '2026-11-30');
    expect(statement.lines.map((line) => [line.kind, line.balance])).toEqual([
      ['invoice', 11_100_000n],
      ['payment', 200_000n],
      ['withholding', 0n],
      ['reversal', 10_900_000n],
      ['reversal', 11_100_000n],
    ]);
    expect(buildStatement(entries, '2026-11-01', '2026-11-24').closing_balance).toBe(0n);
  });
});

describe('balanceInWords', () => {
  it('spells the balance as the invoice spells its amount, and a credit as a credit', () => {
    expect(balanceInWords(1_250_000n)).toBe('Satu juta dua ratus lima puluh ribu rupiah');
    expect(balanceInWords(0n)).toBe('Nol rupiah');
    expect(balanceInWords(-500_000n)).toBe('Kredit: lima ratus ribu rupiah');
  });
});
