// The change-status body of an order (spec section 9; docs/order-lifecycle.md): publish (1), unpublish or
// resume (0), suspend (2); a publish may say what was received and when (issue 27).
import { z } from 'zod';
import { paymentAmountInput, receivedOnInput } from './payment.ts';

/**
 * `{status, amount?, received_on?}`. With status 1 (publish) `amount` and `received_on` say what was received
 * and when (docs/decisions-made.md "Publish asks what was received"); without them publish books the whole
 * balance as received today, as it always did for integrators. Only publish takes them.
 */
export const orderStatusInputSchema = z
  .object({
    status: z.preprocess(
      (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Status harus 0, 1 atau 2.' }),
    ),
    amount: paymentAmountInput.optional(),
    received_on: receivedOnInput.optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 1) return;
    for (const field of ['amount', 'received_on'] as const)
      if (body[field] !== undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'Hanya dikirim bersama status 1 (publish).',
        });
  });
export type OrderStatusInput = z.input<typeof orderStatusInputSchema>;
