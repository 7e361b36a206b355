// 'Bukti Potong' (issue 31): every PPh 23 withholding a buyer made, with its bukti potong (Coretax BPPU)
// number, date and PDF, which buyers often send weeks later; `missing=1` lists those still to be collected.
// And the later recording of a bukti potong (POST /orders/{id}/payments/{paymentId}/withholding). Declared
// once for the routes, their OpenAPI document, the export and the console.
import { z } from 'zod';
import { listEnvelopeSchema, listQuerySchema, moneyOutput, pathId } from './common.ts';
import { dayFilter, exportQuerySchema, flagFilter, withDayRange, type ListColumnSpec } from './list-query.ts';
import { withholdingDateInput, withholdingNumberInput } from './payment.ts';

/** The list is newest payment first only: no column is sortable. */
export const withholdingColumns = [
  { field: 'received_on', label: 'Tanggal Bayar', kind: 'date', sortable: false },
  { field: 'name_company', label: 'Nama Perusahaan', kind: 'text', sortable: false },
  { field: 'invoice_number', label: 'Invoice Number', kind: 'text', sortable: false },
  { field: 'withheld', label: 'PPh 23 Dipotong', kind: 'money', sortable: false },
  { field: 'number', label: 'Nomor Bukti Potong', kind: 'text', sortable: false },
  { field: 'slip_date', label: 'Tanggal Bukti Potong', kind: 'date', sortable: false },
  { field: 'pdf', label: 'PDF', kind: 'proof', sortable: false },
] as const satisfies readonly ListColumnSpec[];

const withholdingQueryObject = z.object({
  page: listQuerySchema.shape.page,
  /** 1: only the withholdings whose bukti potong number or PDF is still missing. */
  missing: flagFilter,
  from: dayFilter,
  to: dayFilter,
});

/** `GET /withholdings?page=&missing=1&from=&to=` (from/to: the payment's day received, both inclusive). */
export const withholdingQuerySchema = withDayRange(withholdingQueryObject);
export type WithholdingQuery = z.infer<typeof withholdingQuerySchema>;
export const withholdingExportQuerySchema = withDayRange(exportQuerySchema(withholdingQueryObject));
export type WithholdingExportQuery = z.infer<typeof withholdingExportQuerySchema>;

export const withholdingRowSchema = z.object({
  /** The payment the PPh 23 was withheld from (the row's id). */
  payment_id: z.number().int(),
  order_id: z.number().int(),
  invoice_number: z.string(),
  id_company: z.number().int(),
  name_company: z.string(),
  received_on: z.string(),
  withheld: moneyOutput,
  number: z.string().nullable(),
  slip_date: z.string().nullable(),
  /** A short-lived signed link to the bukti potong's PDF; null until uploaded. */
  pdf: z.string().nullable(),
  /** True while the number or the PDF is still to be collected. */
  missing: z.boolean(),
});
export type WithholdingRow = z.infer<typeof withholdingRowSchema>;

export const withholdingListSchema = listEnvelopeSchema(withholdingRowSchema);

/** `/orders/{id}/payments/{paymentId}/withholding` */
export const withholdingParamsSchema = z.object({ id: pathId, paymentId: pathId });

/**
 * The multipart fields beside the PDF (`file`): the number and date, each optional so a missing one can be
 * recorded alone; a field sent empty leaves what is recorded.
 */
export const withholdingFieldsSchema = z.object({
  number: z.preprocess((value) => (value === '' ? undefined : value), withholdingNumberInput.optional()),
  date: z.preprocess((value) => (value === '' ? undefined : value), withholdingDateInput.optional()),
});
export type WithholdingFields = z.infer<typeof withholdingFieldsSchema>;
