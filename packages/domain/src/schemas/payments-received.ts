// Payments received ('Pembayaran', issue 30): every row of the payment book across orders, newest received
// first, filtered by the day received (WIB calendar days, both inclusive) and the company. Reversals are
// listed too, as the negative rows they are, so the totals are what was kept. Declared once for the route,
// its OpenAPI document, the export and the console.
import { z } from 'zod';
import { PAYMENT_KINDS, type PaymentKind } from '../payments.ts';
import { listEnvelopeSchema, listQuerySchema, moneyOutput, pathId } from './common.ts';
import { dayFilter, exportQuerySchema, withDayRange, type ListColumnSpec } from './list-query.ts';

export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  review: 'Bukti bayar disetujui',
  publish: 'Ditandai lunas',
  reversal: 'Pembatalan',
};

/** The book is listed newest received first only: its API takes no sort, so no column is sortable. */
export const paymentReceivedColumns = [
  { field: 'received_on', label: 'Tanggal Diterima', kind: 'date', sortable: false },
  { field: 'name_company', label: 'Nama Perusahaan', kind: 'text', sortable: false },
  { field: 'invoice_number', label: 'Invoice Number', kind: 'text', sortable: false },
  { field: 'amount', label: 'Jumlah', kind: 'money', sortable: false },
  { field: 'kind', label: 'Jenis', kind: 'text', sortable: false },
  { field: 'approved_by', label: 'Disetujui Oleh', kind: 'text', sortable: false },
  { field: 'approved_at', label: 'Waktu Persetujuan', kind: 'datetime', sortable: false },
  { field: 'proof', label: 'Bukti Bayar', kind: 'proof', sortable: false },
] as const satisfies readonly ListColumnSpec[];

const paymentReceivedQueryObject = z.object({
  page: listQuerySchema.shape.page,
  from: dayFilter,
  to: dayFilter,
  id_company: pathId.optional(),
});

/** `GET /payments?page=&from=&to=&id_company=`. */
export const paymentReceivedQuerySchema = withDayRange(paymentReceivedQueryObject);
export type PaymentReceivedQuery = z.infer<typeof paymentReceivedQuerySchema>;
export const paymentReceivedExportQuerySchema = withDayRange(exportQuerySchema(paymentReceivedQueryObject));
export type PaymentReceivedExportQuery = z.infer<typeof paymentReceivedExportQuerySchema>;

export const paymentReceivedRowSchema = z.object({
  id: z.number().int(),
  received_on: z.string(),
  id_company: z.number().int(),
  name_company: z.string(),
  order_id: z.number().int(),
  invoice_number: z.string(),
  /** Whole rupiah; negative for a reversal. */
  amount: moneyOutput,
  kind: z.enum(PAYMENT_KINDS),
  /** Who recorded it (approved the proof, marked the order paid, or reversed it); null once removed. */
  approved_by: z.string().nullable(),
  approved_at: z.string(),
  /** A short-lived signed link to the order's proof image, when the payment came from an approved proof. */
  proof: z.string().nullable(),
});
export type PaymentReceivedRow = z.infer<typeof paymentReceivedRowSchema>;

/** The list envelope plus `totals`: the sum and count over every row the filter matches, not just the page. */
export const paymentReceivedListSchema = listEnvelopeSchema(paymentReceivedRowSchema).extend({
  totals: z.object({ amount: moneyOutput, count: z.number().int() }),
});
export type PaymentReceivedList = z.infer<typeof paymentReceivedListSchema>;
