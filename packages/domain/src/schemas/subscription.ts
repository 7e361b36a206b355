// 'Langganan' (issue 32, decisions.md "Subscriptions"): one row per chain of orders (a new order and its
// upgrades and renewals), read from its current order. Declared once here for the route, its OpenAPI document,
// the export and the console.
import { z } from 'zod';
import { MAX_SUBSCRIPTION_DAYS, SUBSCRIPTION_STATUSES } from '../subscriptions.ts';
import { listEnvelopeSchema, moneyOutput, pathId } from './common.ts';
import { exportQuerySchema, sortedListQuerySchema, type ListColumnSpec } from './list-query.ts';

/**
 * The list's columns in the screen's order; the export writes the same. `days_left` sorts as `end_period` does
 * (the days left are the end less today), and the status and renewal mark are not sorts.
 */
export const subscriptionListColumns = [
  { field: 'name_company', label: 'Nama Perusahaan', kind: 'text' },
  { field: 'invoice_number', label: 'Invoice Number', kind: 'text', sortable: false },
  { field: 'product', label: 'Produk', kind: 'text', sortable: false },
  { field: 'start_period', label: 'Mulai', kind: 'date' },
  { field: 'end_period', label: 'Berakhir', kind: 'date' },
  { field: 'days_left', label: 'Sisa Hari', kind: 'number' },
  { field: 'monthly_value', label: 'Nilai Bulanan', kind: 'money' },
  { field: 'status_label', label: 'Status', kind: 'text', sortable: false, screenLabel: 'Status' },
  { field: 'auto_renew', label: 'Perpanjang Otomatis', kind: 'flag', sortable: false },
] as const satisfies readonly ListColumnSpec[];

export type SubscriptionSortField = Exclude<
  (typeof subscriptionListColumns)[number],
  { sortable: false }
>['field'];

const optionalId = pathId.optional();

const subscriptionFilters = {
  status: z
    .enum(SUBSCRIPTION_STATUSES, {
      error: `Status harus salah satu dari: ${SUBSCRIPTION_STATUSES.join(', ')}.`,
    })
    .optional(),
  /** Running today and ending within this many days (today counts as 0). */
  ending_within: z.coerce
    .number({ error: 'Harus angka hari.' })
    .int('Harus angka hari.')
    .min(1, 'Minimal 1 hari.')
    .max(MAX_SUBSCRIPTION_DAYS, `Maksimal ${MAX_SUBSCRIPTION_DAYS} hari.`)
    .optional(),
  /** One company's subscriptions (the order form's overlap check). */
  id_company: optionalId,
  /** One product's subscriptions. */
  id_product_item: optionalId,
};

/** `GET /subscriptions`: page, company-name search, sort (newest chain first without one) and the filters. */
export const subscriptionListQuerySchema = sortedListQuerySchema(
  subscriptionListColumns,
  subscriptionFilters,
);
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;
export const subscriptionExportQuerySchema = exportQuerySchema(subscriptionListQuerySchema);
export type SubscriptionExportQuery = z.infer<typeof subscriptionExportQuerySchema>;

export const subscriptionRowSchema = z.object({
  /** The chain's id: its first order's id. */
  id: z.number().int(),
  id_company: z.number().int(),
  name_company: z.string(),
  /** The current order: the latest of the chain not cancelled. */
  id_order: z.number().int(),
  invoice_number: z.string(),
  id_product_item: z.number().int(),
  product: z.string(),
  start_period: z.string(),
  end_period: z.string(),
  total_month: z.number().int(),
  /** Days from today to the last day, 0 on it and after it. */
  days_left: z.number().int(),
  /** The current order's Total Harga / months, half up, whole rupiah. */
  monthly_value: moneyOutput,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The status in the console's words (SUBSCRIPTION_STATUS_LABELS). */
  status_label: z.string(),
  /** The company renews automatically (companies.auto_renew). */
  auto_renew: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const subscriptionListSchema = listEnvelopeSchema(subscriptionRowSchema);
