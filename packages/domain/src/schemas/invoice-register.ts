// GET /invoice-register?month=YYYY-MM (decisions.md "The ledger"): every invoice number of a month, in order,
// live or void. Declared once here for the route, its OpenAPI document and any client.
import { z } from 'zod';
import { calendarMonth, moneyOutput } from './common.ts';

export const invoiceRegisterQuerySchema = z.object({
  /** The month of the numbers (INV/{YYYY}/{MM}/...); this WIB month when absent. */
  month: calendarMonth().optional(),
});

export const invoiceRegisterEntrySchema = z.object({
  invoice_number: z.string(),
  /** The order's id; a voided order's id answers 404 elsewhere. */
  id: z.number().int(),
  id_company: z.number().int(),
  name_company: z.string(),
  total_price: moneyOutput,
  status: z.number().int(),
  is_canceled: z.union([z.literal(0), z.literal(1)]),
  void: z.boolean(),
  /** When and by which administrator (id) the order was voided; null for a live number. */
  voided_at: z.string().nullable(),
  voided_by: z.number().int().nullable(),
});
export type InvoiceRegisterEntry = z.infer<typeof invoiceRegisterEntrySchema>;

export const invoiceRegisterSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.array(invoiceRegisterEntrySchema),
});
