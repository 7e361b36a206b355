// The statement of account (issue 30): its period, its JSON, the send and its history. Declared once for the
// routes, the OpenAPI document and the console. Money as digit strings like every other money field.
import { z } from 'zod';
import { STATEMENT_LINE_KINDS } from '../statement.ts';
import { auditAdminSchema } from './audit-log.ts';
import { calendarDate, moneyOutput } from './common.ts';

export const STATEMENT_PERIOD_MESSAGE = "Tanggal 'sampai' tidak boleh sebelum tanggal 'dari'.";

/** `?from=&to=` (and the send's body): two dates of the books, `from` not after `to`. */
export const statementPeriodSchema = z
  .object({
    from: calendarDate('Tanggal harus berformat YYYY-MM-DD.'),
    to: calendarDate('Tanggal harus berformat YYYY-MM-DD.'),
  })
  .refine((period) => period.from <= period.to, { path: ['to'], message: STATEMENT_PERIOD_MESSAGE });
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  invoice_number: z.string(),
  description: z.string(),
  debit: moneyOutput,
  credit: moneyOutput,
  /** What the company owes after this line; negative is a credit in its favour. */
  balance: moneyOutput,
});
export type StatementLineRow = z.infer<typeof statementLineSchema>;

/** GET /companies/{id}/statement. */
export const statementSchema = z.object({
  id_company: z.number().int(),
  name_company: z.string(),
  from: z.string(),
  to: z.string(),
  opening_balance: moneyOutput,
  closing_balance: moneyOutput,
  /** The closing balance in Indonesian words, as the PDF prints it after 'Terbilang'. */
  closing_balance_words: z.string(),
  lines: z.array(statementLineSchema),
});
export type StatementView = z.infer<typeof statementSchema>;

/** What POST /companies/{id}/statement/send did: the addresses it went to. */
export const statementSentSchema = z.object({
  to: z.array(z.string()),
  bcc: z.array(z.string()),
  sent_at: z.string(),
});
export type StatementSent = z.infer<typeof statementSentSchema>;

/** One statement sent, as the company's history lists it (from the audit row of the send). */
export const statementSendRecordSchema = statementSentSchema.extend({
  period_from: z.string(),
  period_to: z.string(),
  admin: auditAdminSchema.nullable(),
});
export type StatementSendRecord = z.infer<typeof statementSendRecordSchema>;
