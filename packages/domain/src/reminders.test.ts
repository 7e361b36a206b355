import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_DAYS,
  invoiceDatesWithStepDue,
  invoiceDueDate,
  reminderStepDue,
} from './reminders.ts';
import { reminderSettingsInputSchema } from './schemas/reminder.ts';

describe('invoiceDueDate: the invoice date + 14 days (WIB calendar days)', () => {
  it('an order stored on 2026-03-05 is due on 2026-03-19', () => {
    expect(invoiceDueDate('2026-03-05')).toBe('2026-03-19');
  });
  it('crosses a month and a leap day: 2028-02-20 -> 2028-03-05 (February 2028 has 29 days)', () => {
    // 20 Feb + 9 days = 29 Feb, + 5 more = 5 Mar.
    expect(invoiceDueDate('2028-02-20')).toBe('2028-03-05');
  });
});

describe('reminderStepDue with the default steps 1, 7, 14 after a due date of 2026-03-19', () => {
  const due = '2026-03-19';
  const step = (today: string) => reminderStepDue(due, today, DEFAULT_REMINDER_DAYS);

  it('nothing before and on the due date itself (overdue by 0 days)', () => {
    expect(step('2026-03-10')).toBeNull();
    expect(step('2026-03-19')).toBeNull();
  });
  it('step 1 on 2026-03-20 (due + 1) and on the days up to the next step', () => {
    expect(step('2026-03-20')).toBe(1);
    expect(step('2026-03-25')).toBe(1); // due + 6
  });
  it('step 7 from 2026-03-26 (due + 7), step 14 from 2026-04-02 (due + 14)', () => {
    expect(step('2026-03-26')).toBe(7);
    expect(step('2026-04-01')).toBe(7); // due + 13
    expect(step('2026-04-02')).toBe(14);
  });
  it('the last step may go up to 7 days late (2026-04-09 = due + 21), then nothing more', () => {
    expect(step('2026-04-09')).toBe(14);
    expect(step('2026-04-10')).toBeNull(); // due + 22: 8 days after step 14
  });
  it('a step missed by more than 7 days is not sent late: steps 30 and 60, today due + 45', () => {
    // 45 - 30 = 15 days late > 7, and 60 has not come: nothing.
    expect(reminderStepDue(due, '2026-05-03', [30, 60])).toBeNull();
  });
});

describe('invoiceDatesWithStepDue: the invoice dates a scan on a day reads', () => {
  it('today 2026-04-09 with steps 1, 7, 14: invoices of 2026-03-05 (14+14+7 back) to 2026-03-25 (14+1 back)', () => {
    expect(invoiceDatesWithStepDue('2026-04-09', [1, 7, 14])).toEqual({
      from: '2026-03-05',
      to: '2026-03-25',
    });
  });
  it('no steps: nothing to read', () => {
    expect(invoiceDatesWithStepDue('2026-04-09', [])).toBeNull();
  });
});

describe("'Setting Pengingat' payload", () => {
  const parse = (days: unknown) => reminderSettingsInputSchema.safeParse({ enabled: true, days });
  const message = (days: unknown) => {
    const result = parse(days);
    return result.success ? null : result.error.issues.map((issue) => issue.message).join(' ');
  };
  it('accepts whole days 1..365 in ascending order', () => {
    expect(parse([1, 7, 14]).success).toBe(true);
    expect(parse([365]).success).toBe(true);
  });
  it('refuses 0, 366, fractions, repeats, a descending list, more than 10 steps and none', () => {
    expect(message([0])).toBe('Hari pengingat harus antara 1 dan 365.');
    expect(message([366])).toBe('Hari pengingat harus antara 1 dan 365.');
    expect(message([1.5])).toBe('Hari pengingat harus bilangan bulat.');
    expect(message([7, 7])).toBe('Hari pengingat harus berurutan naik dan tidak boleh sama.');
    expect(message([14, 7])).toBe('Hari pengingat harus berurutan naik dan tidak boleh sama.');
    expect(message([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toBe('Paling banyak 10 hari pengingat.');
    expect(message([])).toBe('Isi paling sedikit satu hari pengingat.');
  });
});
