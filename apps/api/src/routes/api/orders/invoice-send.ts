// 'Send invoice' of an order: what it will do (recipients, the PDF, the last send), every send so far, and the
// send itself. Registered by the invoice routes, under /orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema, messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import { sendInvoiceInputSchema } from '@tagih/domain/schemas/invoice';
import { invoiceSendHistorySchema, invoiceSendPreviewSchema } from '@tagih/domain/schemas/invoice-send';
import { done, single } from '../../../lib/envelope.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sendInvoice } from '../../../orders/invoice/delivery/send-invoice.ts';
import { sendHistory, sendPreview } from '../../../orders/invoice/delivery/send-preview.ts';
import { auditContext } from '../../standard-set.ts';
import { invoiceLinkOf } from './invoice-link.ts';

export const INVOICE_SENT_MESSAGE = 'Inv berhasil dikirim!';

export default async function orderInvoiceSendRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Invoices'];

  app.get(
    '/send-preview/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'What Send invoice will do: the recipients (To, BCC), the PDF and when it was last sent',
        description:
          "To: the company's email and pic_email; BCC: the administrators of Setting Mail (not disabled, not in To). " +
          'An empty To means the send will be refused. `pdf` is a 10-minute signed address of the invoice.',
        params: idParamSchema,
        answers: [409],
        response: { 200: envelopeSchema(invoiceSendPreviewSchema) },
      },
    },
    async (request) => {
      const { preview, order } = await sendPreview(app.db, request.params.id);
      return single({ ...preview, pdf: invoiceLinkOf(app, order) });
    },
  );

  app.get(
    '/send-history/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'Every time the invoice was sent, newest first: when, by whom, to whom',
        params: idParamSchema,
        response: { 200: invoiceSendHistorySchema },
      },
    },
    async (request) => single(await sendHistory(app.db, request.params.id)),
  );

  app.post(
    '/send_inv',
    {
      config: { permission: 'orders.send' },
      schema: {
        tags,
        summary: "E-mails the invoice to the company's email and pic_email, BCC Setting Mail",
        body: sendInvoiceInputSchema,
        // 502: the mail server could not be reached or refused the message.
        answers: [502],
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      try {
        await sendInvoice(
          {
            db: app.db,
            invoices: { reads: app.orderStatements.invoiceReads, draw: app.drawInvoice },
            mailer: app.mailer,
            seller: app.config.seller,
          },
          request.body.order,
          auditContext(request),
        );
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 502)
          request.log.warn({ err: error.cause }, 'invoice mail not delivered');
        throw error;
      }
      return done(INVOICE_SENT_MESSAGE);
    },
  );
}
