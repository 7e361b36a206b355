// 'Webhook' (issue 34): endpoints an integrator registers to learn of changes without polling. Messages follow
// the Standard Webhooks specification (decisions.md "Administrators": headers `webhook-id`,
// `webhook-timestamp`, `webhook-signature`; secret `whsec_` + base64; at-least-once, so receivers dedupe on
// `webhook-id`). One shape per payload for the routes, the OpenAPI `webhooks` section, the typed web client and
// the form; the events and what each one's `data` holds are declared here once.
import { z } from 'zod';
import { envelopeSchema, listEnvelopeSchema, listQuerySchema } from './common.ts';
import { optionalText } from './contact.ts';
import { orderRowSchema } from './order.ts';
import { paymentReviewSchema } from './payment.ts';
import { invoiceSendRecordSchema } from './invoice-send.ts';
import { sentReminderSchema } from './reminder.ts';

export const WEBHOOK_EVENTS = [
  'order.created',
  'order.updated',
  'order.canceled',
  'order.voided',
  'order.paid',
  'order.renewed',
  'invoice.sent',
  'payment.approved',
  'payment.rejected',
  'reminder.sent',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What the console's event picker says of each. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.created': 'Order dibuat',
  'order.updated': 'Order diubah',
  'order.canceled': 'Order dibatalkan',
  'order.voided': 'Order di-void',
  'order.paid': 'Order lunas',
  'order.renewed': 'Order diperpanjang',
  'invoice.sent': 'Invoice dikirim',
  'payment.approved': 'Pembayaran disetujui',
  'payment.rejected': 'Pembayaran ditolak',
  'reminder.sent': 'Pengingat dikirim',
};

/** The order as `GET /orders/show/{id}` answers it, read in the transaction of the change. */
const orderData = z.object({ order: orderRowSchema });

/** Each event's `data`: the same shapes the REST contract answers (decisions.md: same shapes everywhere). */
export const webhookEventDataSchemas = {
  'order.created': orderData,
  'order.updated': orderData,
  'order.canceled': orderData,
  'order.voided': orderData,
  /** The order once it is paid in full (status 1). */
  'order.paid': orderData,
  /** `order` is the new renewal order; `renewed_order_id` the order it renews. */
  'order.renewed': orderData.extend({ renewed_order_id: z.number().int() }),
  'invoice.sent': orderData.extend({ sent: invoiceSendRecordSchema }),
  'payment.approved': orderData.extend({ review: paymentReviewSchema }),
  'payment.rejected': orderData.extend({ review: paymentReviewSchema }),
  'reminder.sent': orderData.extend({ reminder: sentReminderSchema }),
} satisfies Record<WebhookEvent, z.ZodTypeAny>;

/** The body of every message: `{id, type, created_at, data}`; `id` is also the `webhook-id` header. */
export function webhookMessageSchema<Event extends WebhookEvent>(event: Event) {
  return z.object({
    /** `msg_` + a unique id; the same on every retry and redelivery of this message. */
    id: z.string(),
    type: z.literal(event),
    created_at: z.string(),
    data: webhookEventDataSchemas[event],
  });
}

/** 'Kirim tes': a message of this type, `data: {test: true}`, sent once now, outside the retries. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const webhookListQuerySchema = listQuerySchema;

const eventsInput = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Event harus salah satu dari: ${WEBHOOK_EVENTS.join(', ')}.` }), {
    error: 'Pilih minimal satu event.',
  })
  .min(1, 'Pilih minimal satu event.')
  .transform((events) => [...new Set(events)]);

/**
 * 'Tambah/Ubah Webhook'. Only http(s) URLs; the server also refuses loopback, private and link-local hosts
 * (unless WEBHOOK_ALLOW_PRIVATE=1), which a schema cannot know.
 */
export const webhookInputSchema = z.object({
  url: z
    .string({ error: 'Wajib diisi.' })
    .trim()
    .min(1, 'Wajib diisi.')
    .max(2000, 'Maksimal 2000 karakter.')
    .pipe(z.url({ protocol: /^https?$/, error: 'URL harus diawali http:// atau https://.' })),
  description: optionalText(255).transform((value) => value ?? ''),
  events: eventsInput,
  is_active: z.boolean({ error: 'Pilih aktif atau tidak.' }),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Menunggu',
  succeeded: 'Berhasil',
  failed: 'Gagal',
};

export const webhookRowSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The latest delivery's status and time; null before the first. */
  last_delivery_status: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
  last_delivery_at: z.string().nullable(),
});
export type WebhookRow = z.infer<typeof webhookRowSchema>;
export const webhookListSchema = listEnvelopeSchema(webhookRowSchema);
export const webhookEnvelopeSchema = envelopeSchema(webhookRowSchema);

/** The answer of a store: the endpoint and its signing secret, shown this once. */
export const webhookWithSecretSchema = webhookRowSchema.extend({ secret: z.string() });
export const webhookWithSecretEnvelopeSchema = envelopeSchema(webhookWithSecretSchema);

/** One try of a delivery, logged with its answer. */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  attempted_at: z.string(),
  /** The receiver's HTTP status; null when none came (timeout, refused connection, refused address). */
  response_status: z.number().int().nullable(),
  /** The first 2,000 characters of the answer's body, or the error when none came. */
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** One message to one endpoint: its tries so far and, while pending, when the next one is. */
export const webhookDeliveryRowSchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  /** The message's id (`msg_...`), the `webhook-id` header. */
  message_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  last_response_status: z.number().int().nullable(),
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryRowSchema>;
export const webhookDeliveryListQuerySchema = listQuerySchema.extend({
  status: z
    .enum(WEBHOOK_DELIVERY_STATUSES, { error: 'Status harus pending, succeeded atau failed.' })
    .optional(),
});
export const webhookDeliveryListSchema = listEnvelopeSchema(webhookDeliveryRowSchema);

export const webhookDeliverySchema = webhookDeliveryRowSchema.extend({
  /** The message exactly as sent (its JSON body). */
  payload: z.string(),
  attempt_log: z.array(webhookAttemptSchema),
});
export const webhookDeliveryEnvelopeSchema = envelopeSchema(webhookDeliverySchema);
