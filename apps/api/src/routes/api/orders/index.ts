// Orders (spec section 7 "Orders", decisions.md "Orders"): show and the next invoice number here; every
// other /orders route is in a file beside this one: the list and 'Select Order' (list.ts), store and update
// (write.ts), the invoice PDF, its signed link and sending it (invoices.ts), payment proofs (proof.ts), their
// reviews and payments (payments.ts), state changes (status.ts), the faktur number and WhatsApp sharing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInJakarta } from '@tagih/domain/dates';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { orderDetailSchema } from '@tagih/domain/schemas/order';
import { single } from '../../../lib/envelope.ts';
import { findOrderDetail } from '../../../orders/read/orders-detail.ts';
import { previewInvoiceNumber } from '../../../orders/write/orders-invoice-number.ts';
import orderInvoiceRoutes from './invoices.ts';
import orderListRoutes from './list.ts';
import orderPaymentRoutes from './payments.ts';
import orderProofRoutes from './proof.ts';
import orderStatusRoutes from './status.ts';
import orderFakturNumberRoutes from './faktur-number.ts';
import orderWhatsappRoutes from './whatsapp.ts';
import orderWithholdingRoutes from './withholding.ts';
import orderWriteRoutes from './write.ts';
import { withProofLink } from './proof-link.ts';
import { ORDERS_TAG } from './tag.ts';

const tags = [ORDERS_TAG];

export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Registered in the order the document lists them: list, export and search first, then show, then writes.
  await app.register(orderListRoutes);

  app.get(
    '/get_invoice_number',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        description:
          'The invoice number the next order would get this month (WIB). Not reserved: store assigns the number and says so when it differs.',
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async () => single(await previewInvoiceNumber(app.db, todayInJakarta())),
  );

  app.get(
    '/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'One order with its lines, by id',
        params: idParamSchema,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (request) =>
      single(withProofLink(app, await findOrderDetail(app.orderStatements.detail, request.params.id))),
  );

  await app.register(orderWriteRoutes);
  await app.register(orderInvoiceRoutes);
  await app.register(orderProofRoutes);
  await app.register(orderStatusRoutes);
  await app.register(orderPaymentRoutes);
  await app.register(orderWithholdingRoutes);
  await app.register(orderFakturNumberRoutes);
  await app.register(orderWhatsappRoutes);
}
