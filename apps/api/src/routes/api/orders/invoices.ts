// Invoices of orders (spec 2.8 and section 7): the PDF for API clients, a short-lived signed address for
// the browser's 'Download invoice', and 'Send invoice' (invoice-send.ts). Registered by the order routes,
// under /orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { invoiceLinkSchema, invoicePdfQuerySchema } from '@tagih/domain/schemas/invoice';
import { single } from '../../../lib/envelope.ts';
import { createInvoicePdf } from '../../../orders/invoice/invoice-pdf.ts';
import { findInvoiceableOrder } from '../../../orders/invoice/data/load-invoice-data.ts';
import { PDF_HELMET, replyWithPdf } from '../../../orders/invoice/delivery/pdf-reply.ts';
import { invoiceLinkOf } from './invoice-link.ts';
import orderInvoiceSendRoutes from './invoice-send.ts';

export default async function orderInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Invoices'];

  app.get(
    '/pdf/:id',
    {
      config: { permission: 'orders.read', helmet: PDF_HELMET },
      schema: {
        tags,
        summary: 'Invoice PDF (application/pdf); the variant follows the order unless ?variant= says',
        params: idParamSchema,
        querystring: invoicePdfQuerySchema,
        produces: ['application/pdf'],
        // A cancelled order has no invoice.
        answers: [409],
      },
    },
    async (request, reply) =>
      replyWithPdf(
        reply,
        await createInvoicePdf(
          { reads: app.orderStatements.invoiceReads, draw: app.drawInvoice },
          app.config.seller,
          request.params.id,
          request.query.variant,
        ),
      ),
  );

  app.get(
    '/invoice-link/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'A 10-minute signed browser address of the invoice',
        params: idParamSchema,
        answers: [409],
        response: { 200: envelopeSchema(invoiceLinkSchema) },
      },
    },
    async (request) => {
      const order = await findInvoiceableOrder(app.db, request.params.id);
      return single(invoiceLinkOf(app, order), 'Tautan invoice berlaku 10 menit.');
    },
  );

  await app.register(orderInvoiceSendRoutes);
}
