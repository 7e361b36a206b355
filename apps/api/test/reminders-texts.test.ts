// Reminders that escalate (issue 30): each step of 'Setting Pengingat' mails its own subject and text with the
// order's figures in its placeholders, the balance still due of a partly paid invoice (never its whole
// amount); the last step can also tell the Setting Mail administrators; the preview renders as the mail does;
// an unknown placeholder is a 422 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '@tagih/domain/money';
import { DEFAULT_REMINDER_TEMPLATE } from '@tagih/domain/reminder-texts';
import { todayInJakarta } from '@tagih/domain/dates';
import { createTestContext, type TestContext } from './helper.ts';
import { addMailRecipient } from './invoice-fixtures.ts';
import { basePayload, createOrder, seedOrderCatalogue } from './orders-fixtures.ts';
import { paymentCalls } from './payments-fixtures.ts';
import { partsOf } from './smtp-sink.ts';
import { dueDayOf, movingClock, outboxMails } from './reminders-fixtures.ts';

const STEPS = [
  {
    subject: 'Pengingat ramah: {invoice}',
    body: 'Halo {company}.\n\nSisa {balance_due} dari {amount_due}, jatuh tempo {due_date} ({days_overdue} hari).',
  },
  {
    subject: 'PERINGATAN TERAKHIR {invoice}',
    body: 'Sudah {days_overdue} hari. Sisa tagihan {balance_due}; transfer ke {bank_account}.',
  },
];

describe('reminder steps with their own words', () => {
  let t: TestContext;
  const clock = movingClock();
  const pay = paymentCalls(() => t);
  let partial: { id: number; invoice_number: string };
  let total = 0n;
  let balance = 0n;
  const put = (payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: '/api/settings/reminders', payload });
  const textOf = (raw: string) =>
    partsOf(raw)
      .find((part) => part.headers.get('content-type')?.startsWith('text/plain'))!
      .body.toString()
      .replace(/\r\n/g, '\n');

  beforeAll(async () => {
    t = await createTestContext({}, { now: clock.now });
    const c = await seedOrderCatalogue(t.database.db);
    await addMailRecipient(t.database.db, 'Siti Rahma', 'siti.rahma@tagih.test');
    partial = await createOrder(t, basePayload(c));
    await pay.uploadProof(partial.id);
    const review = (await pay.book(partial.id)).reviews[0]!;
    total = BigInt((await pay.book(partial.id)).amount_due);
    const approved = await pay.approve(partial.id, review.id, {
      amount: '400000',
      received_on: todayInJakarta(),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    balance = total - 400_000n;
  });
  afterAll(() => t.close());

  it("answers today's words for every step until texts are saved", async () => {
    const settings = (await t.request({ method: 'GET', url: '/api/settings/reminders' })).json().data;
    expect(settings.templates).toEqual([
      DEFAULT_REMINDER_TEMPLATE,
      DEFAULT_REMINDER_TEMPLATE,
      DEFAULT_REMINDER_TEMPLATE,
    ]);
    expect(settings.notify_admins_last).toBe(false);
    expect(settings.placeholders).toContain('{balance_due}');
  });

  it('refuses unknown placeholders and a text count that is not the day count with 422, changing nothing', async () => {
    const unknown = await put({
      enabled: true,
      days: [1, 7],
      templates: [STEPS[0], { subject: 'Tagihan {nomor}', body: 'Total {total} dan {nama}, lagi {total}.' }],
    });
    expect(unknown.statusCode).toBe(422);
    const errors = JSON.stringify(unknown.json().errors);
    expect(errors).toContain('Placeholder tidak dikenal: {nomor}.');
    expect(errors).toContain('Placeholder tidak dikenal: {total}, {nama}.');
    const uneven = await put({ enabled: true, days: [1, 7], templates: [STEPS[0]] });
    expect(uneven.statusCode).toBe(422);
    expect(Object.keys(uneven.json().errors)).toEqual(['templates']);
    const settings = (await t.request({ method: 'GET', url: '/api/settings/reminders' })).json().data;
    expect(settings.days).toEqual([1, 7, 14]);
  });

  it('previews a step as the mail reads, and refuses an unknown placeholder there too', async () => {
    const preview = await t.request({
      method: 'POST',
      url: '/api/settings/reminders/preview',
      payload: STEPS[0],
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      subject: 'Pengingat ramah: INV/2026/11/0001',
      text: expect.stringContaining(
        'Yth. Bapak/Ibu,\n\nHalo PT Contoh Pelanggan.\n\nSisa Rp. 5.550.000 dari Rp. 11.100.000, jatuh tempo 15 November 2026 (7 hari).',
      ),
    });
    const refused = await t.request({
      method: 'POST',
      url: '/api/settings/reminders/preview',
      payload: { subject: 'x {y}', body: 'ok' },
    });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json().errors)).toContain('Placeholder tidak dikenal: {y}.');
  });

  it("mails each step's words with the balance still due; the last step also tells the administrators", async () => {
    const saved = await put({ enabled: true, days: [1, 7], templates: STEPS, notify_admins_last: true });
    expect(saved.statusCode, saved.body).toBe(200);
    // Saved without texts (an older client): the texts stay.
    expect((await put({ enabled: true, days: [1, 7] })).json().data.templates).toEqual(STEPS);

    clock.at(dueDayOf(1));
    expect(await t.app.reminders.runNow()).toMatchObject({ sent: 1, failed: 0 });
    const [first] = outboxMails(t.config.dataDir).filter((mail) =>
      mail.subject.startsWith('Pengingat ramah'),
    );
    expect(first!.subject).toBe(`Pengingat ramah: ${partial.invoice_number}`);
    expect(textOf(first!.raw)).toContain(
      `Halo PT Maju Jaya Abadi.\n\nSisa ${formatRupiah(balance)} dari ${formatRupiah(total)}, jatuh tempo`,
    );
    expect(textOf(first!.raw)).toContain('(1 hari).');
    expect(outboxMails(t.config.dataDir).some((mail) => mail.subject.startsWith('Pengingat terakhir'))).toBe(
      false,
    );

    clock.at(dueDayOf(7));
    expect(await t.app.reminders.runNow()).toMatchObject({ sent: 1, failed: 0 });
    const mails = outboxMails(t.config.dataDir);
    const last = mails.find((mail) => mail.subject.startsWith('PERINGATAN TERAKHIR'))!;
    expect(last.to).toBe('finance@majujaya.co.id');
    expect(last.bcc).toBe('siti.rahma@tagih.test');
    expect(textOf(last.raw)).toContain(`Sudah 7 hari. Sisa tagihan ${formatRupiah(balance)}; transfer ke`);
    expect(textOf(last.raw)).not.toContain(formatRupiah(total));
    const notice = mails.find((mail) => mail.subject.startsWith('Pengingat terakhir terkirim'))!;
    expect(notice.subject).toBe(
      `Pengingat terakhir terkirim: invoice ${partial.invoice_number} - PT Maju Jaya Abadi`,
    );
    expect(notice.to).toBe('siti.rahma@tagih.test');
    expect(textOf(notice.raw)).toContain(`Sisa tagihan ${formatRupiah(balance)} dari ${formatRupiah(total)}`);
  });
});
