// The MRR report ('Laporan', issue 32; docs/subscription-metrics.md): `GET /reports/mrr` and its export. Declared
// once here for the route, its OpenAPI document, the export and the console.
import { z } from 'zod';
import { DEFAULT_REPORT_MONTHS, MAX_REPORT_MONTHS } from '../mrr.ts';
import { calendarDate, moneyOutput } from './common.ts';
import { EXPORT_FORMATS, type ListColumnSpec } from './list-query.ts';

const MONTHS_MESSAGE = `Jumlah bulan harus bilangan bulat 1 sampai ${MAX_REPORT_MONTHS}.`;

/** `months` (1..36, default 12) ending with the month of `as_of` (default today in WIB). */
export const mrrReportQuerySchema = z.object({
  months: z.coerce
    .number({ error: MONTHS_MESSAGE })
    .int({ error: MONTHS_MESSAGE })
    .min(1, { error: MONTHS_MESSAGE })
    .max(MAX_REPORT_MONTHS, { error: MONTHS_MESSAGE })
    .default(DEFAULT_REPORT_MONTHS),
  as_of: calendarDate("Tanggal 'as_of' harus YYYY-MM-DD.").optional(),
});
export type MrrReportQuery = z.infer<typeof mrrReportQuerySchema>;

export const mrrReportExportQuerySchema = mrrReportQuerySchema.extend({
  format: z.enum(EXPORT_FORMATS, { error: "Format harus 'csv' atau 'xlsx'." }).default('csv'),
});
export type MrrReportExportQuery = z.infer<typeof mrrReportExportQuerySchema>;

export const mrrMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  new: moneyOutput,
  expansion: moneyOutput,
  contraction: moneyOutput,
  churned: moneyOutput,
  net: moneyOutput,
  /** Orders that ended in the month and were renewed within 30 days, and those that churned. */
  renewed_count: z.number().int(),
  churned_count: z.number().int(),
  /** renewed / (renewed + churned) as a percentage with two decimals ('66.67'); null when none ended. */
  renewal_rate: z.string().nullable(),
});
export type MrrMonth = z.infer<typeof mrrMonthSchema>;

export const mrrReportSchema = z.object({
  /** The day the figures stand on (as_of, or today in WIB). */
  as_of: z.string(),
  mrr: moneyOutput,
  arr: moneyOutput,
  /** Subscriptions (chains) running on as_of. */
  active: z.number().int(),
  months: z.array(mrrMonthSchema),
});
export type MrrReport = z.infer<typeof mrrReportSchema>;

/** The months table, as the screen shows it and the export writes it. */
export const mrrMonthColumns = [
  { field: 'month', label: 'Bulan', kind: 'text', sortable: false },
  { field: 'new', label: 'Baru', kind: 'money', sortable: false },
  { field: 'expansion', label: 'Ekspansi', kind: 'money', sortable: false },
  { field: 'contraction', label: 'Kontraksi', kind: 'money', sortable: false },
  { field: 'churned', label: 'Churn', kind: 'money', sortable: false },
  { field: 'net', label: 'Net MRR', kind: 'money', sortable: false },
  { field: 'renewed_count', label: 'Diperpanjang', kind: 'number', sortable: false },
  { field: 'churned_count', label: 'Tidak Diperpanjang', kind: 'number', sortable: false },
  { field: 'renewal_rate', label: 'Tingkat Perpanjangan (%)', kind: 'text', sortable: false },
] as const satisfies readonly ListColumnSpec[];
