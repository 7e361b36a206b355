// `POST /api/subscriptions/renew` (issue 32, decisions.md "Subscriptions"): the orders to renew and whether to
// mail each renewal's invoice, and the answer: each order's outcome. The console's 'Perpanjang' and the API
// share this contract; the route validates with it and the OpenAPI document is generated from it.
import { z } from 'zod';
import { moneyOutput } from './common.ts';
import { idValue } from './order-fields.ts';

/** The most orders one call renews: each is its own transaction, and the answer lists every one. */
export const MAX_RENEW_ORDERS = 100;

export const renewInputSchema = z.object({
  orders: z
    .array(idValue, { error: 'Pilih order yang akan diperpanjang.' })
    .min(1, 'Pilih minimal satu order.')
    .max(MAX_RENEW_ORDERS, `Maksimal ${MAX_RENEW_ORDERS} order sekali perpanjang.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Order yang sama dipilih lebih dari sekali.'),
  /** Mail each renewal's invoice at once (as 'Kirim Invoice' does). */
  send: z.boolean({ error: 'Pilih ya atau tidak.' }).default(false),
});
export type RenewInput = z.input<typeof renewInputSchema>;

export const renewResultSchema = z.object({
  /** The order asked to be renewed. */
  id_order: z.number().int(),
  /** 200 renewed; else the refusal: 404 no such order, 409 superseded or renewed already, 422 unusable. */
  status: z.union([z.literal(200), z.literal(404), z.literal(409), z.literal(422)]),
  /** 'Diperpanjang: INV/...' or why not, in Indonesian. */
  message: z.string(),
  renewal: z
    .object({
      id: z.number().int(),
      invoice_number: z.string(),
      start_period: z.string(),
      end_period: z.string(),
      total_price: moneyOutput,
    })
    .nullable(),
  /** The renewal's invoice was mailed. */
  sent: z.boolean(),
});
export type RenewResult = z.infer<typeof renewResultSchema>;

export const renewAnswerSchema = z.object({
  renewed: z.number().int(),
  refused: z.number().int(),
  results: z.array(renewResultSchema),
});
export type RenewAnswer = z.infer<typeof renewAnswerSchema>;
