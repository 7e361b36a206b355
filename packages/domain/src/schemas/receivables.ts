// Receivables ('Piutang', issue 30): one row per company with an open balance on a day (`as_of`, WIB), the
// balance aged by days past each invoice's due date (decisions.md "What is owed": not due <= 0, 1-30, 31-60,
// 61-90, over 90). Declared once here for the route, its OpenAPI document, the export and the console.
import { z } from 'zod';
import { calendarDate, listEnvelopeSchema, moneyOutput } from './common.ts';
import { exportQuerySchema, sortedListQuerySchema, type ListColumnSpec } from './list-query.ts';

/** The aging buckets, each the wire field of its figure; `bucket=` filters companies owing something in it. */
export const AGING_BUCKETS = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  not_due: 'Belum Jatuh Tempo',
  days_1_30: '1-30 Hari',
  days_31_60: '31-60 Hari',
  days_61_90: '61-90 Hari',
  days_over_90: '> 90 Hari',
};

/** The list's columns in the screen's order; the export writes the same. */
export const receivableListColumns = [
  { field: 'name_company', label: 'Nama Perusahaan', kind: 'text' },
  { field: 'balance_due', label: 'Sisa Tagihan', kind: 'money' },
  { field: 'not_due', label: AGING_BUCKET_LABELS.not_due, kind: 'money' },
  { field: 'days_1_30', label: AGING_BUCKET_LABELS.days_1_30, kind: 'money' },
  { field: 'days_31_60', label: AGING_BUCKET_LABELS.days_31_60, kind: 'money' },
  { field: 'days_61_90', label: AGING_BUCKET_LABELS.days_61_90, kind: 'money' },
  { field: 'days_over_90', label: AGING_BUCKET_LABELS.days_over_90, kind: 'money' },
  { field: 'oldest_due_date', label: 'Jatuh Tempo Terlama', kind: 'date' },
  { field: 'last_payment_on', label: 'Pembayaran Terakhir', kind: 'date' },
  { field: 'open_invoices', label: 'Invoice Terbuka', kind: 'number' },
] as const satisfies readonly ListColumnSpec[];

export type ReceivableSortField = (typeof receivableListColumns)[number]['field'];

/** The day the aging is read on; the route takes today in WIB when it is absent. */
const asOfFilter = calendarDate("Tanggal 'as_of' harus YYYY-MM-DD.").optional();

const receivableFilters = {
  bucket: z
    .enum(AGING_BUCKETS, { error: `Bucket harus salah satu dari: ${AGING_BUCKETS.join(', ')}.` })
    .optional(),
  as_of: asOfFilter,
};

/** `GET /receivables`: page, company search, sort (largest balance first without one), bucket, as_of. */
export const receivableListQuerySchema = sortedListQuerySchema(receivableListColumns, receivableFilters);
export type ReceivableListQuery = z.infer<typeof receivableListQuerySchema>;
export const receivableExportQuerySchema = exportQuerySchema(receivableListQuerySchema);
export type ReceivableExportQuery = z.infer<typeof receivableExportQuerySchema>;

/** `GET /receivables/summary`: as_of, and optionally the list's search and bucket (every company without). */
export const receivableSummaryQuerySchema = z.object({
  search: receivableListQuerySchema.shape.search,
  ...receivableFilters,
});
export type ReceivableSummaryQuery = z.infer<typeof receivableSummaryQuerySchema>;

/** The figures a row and the summary share: money as digit strings. */
const agingFigures = {
  balance_due: moneyOutput,
  not_due: moneyOutput,
  days_1_30: moneyOutput,
  days_31_60: moneyOutput,
  days_61_90: moneyOutput,
  days_over_90: moneyOutput,
  /** The earliest due date of an invoice still open on as_of; null when nothing is open (summary only). */
  oldest_due_date: z.string().nullable(),
  /** The latest day a payment was received on or before as_of; null when none was. */
  last_payment_on: z.string().nullable(),
  open_invoices: z.number().int(),
};

export const receivableRowSchema = z.object({
  id_company: z.number().int(),
  name_company: z.string(),
  ...agingFigures,
});
export type ReceivableRow = z.infer<typeof receivableRowSchema>;

export const receivableListSchema = listEnvelopeSchema(receivableRowSchema).extend({
  /** The day the figures stand on (as_of, or today in WIB). */
  as_of: z.string(),
});

export const receivableSummarySchema = z.object({
  as_of: z.string(),
  /** Companies with an open balance (under the search and bucket when given). */
  companies: z.number().int(),
  ...agingFigures,
});
export type ReceivableSummary = z.infer<typeof receivableSummarySchema>;
