// POST /subscriptions/renew (issue 32): renew the chosen orders, each in its own transaction, optionally mailing
// each renewal's invoice. A thin handler over subscriptions/renew-orders.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import { renewAnswerSchema, renewInputSchema } from '@tagih/domain/schemas/subscription-renew';
import { single } from '../../../lib/envelope.ts';
import { renewOrders, renewSummary } from '../../../subscriptions/renew-orders.ts';
import {
  IDEMPOTENCY_DESCRIPTION,
  idempotencyHeadersSchema,
  withIdempotency,
} from '../../../lib/idempotency.ts';
import { auditContext } from '../../standard-set.ts';
import { SUBSCRIPTIONS_TAG } from './tag.ts';

export default async function subscriptionRenewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/renew',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags: [SUBSCRIPTIONS_TAG],
        summary:
          'Renew orders: a renewal order of each, at today’s catalogue prices, optionally mailing its invoice',
        description:
          'Each order in `orders` (1-100 ids) is renewed in its own transaction: a renewal order (`is_auto_order` 1 naming it ' +
          'by `id_order`, the invoice variant Perpanjangan) with the same product, packages, quantities, discounts, extra ' +
          'charges, add-ons and months, priced at today’s catalogue without a voucher, running from the day after its ' +
          'end_period, numbered in this month. `send: true` mails each renewal’s invoice as `POST /orders/send_inv` does; ' +
          'a mail that fails leaves the renewal made (`sent: false`, the message says why). With exactly one order asked and ' +
          'refused, the answer is that refusal (404 no such order; 409 superseded by an upgrade or renewed already, naming ' +
          'it; 422 another company’s or cancelled). Otherwise 200 with every order’s outcome. A replay under an ' +
          '`Idempotency-Key` mails nothing again.' +
          IDEMPOTENCY_DESCRIPTION,
        headers: idempotencyHeadersSchema,
        body: renewInputSchema,
        response: { 200: envelopeSchema(renewAnswerSchema) },
      },
    },
    async (request, reply) =>
      withIdempotency(app, request, reply, async () => {
        const deps = {
          db: app.db,
          statements: app.orderStatements,
          invoices: { reads: app.orderStatements.invoiceReads, draw: app.drawInvoice },
          mailer: app.mailer,
          seller: app.config.seller,
        };
        const { orders, send } = request.body;
        const answer = await renewOrders(deps, orders, auditContext(request), send);
        return single(answer, renewSummary(answer.renewed, answer.refused));
      }),
  );
}
