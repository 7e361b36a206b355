// Invoices of orders (spec 2.8 and section 7): the PDF for API clients, a short-lived signed address for
// the browser's 'Download invoice', and 'Send invoice'. Registered by the order routes, under /orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema, messageEnvelopeSchema } from '@tagih/domain/schemas/common';
import {
  invoiceLinkSchema,
  invoicePdfQuerySchema,
  type InvoiceLink,
  sendInvoiceInputSchema,
} from '@tagih/domain/schemas/invoice';
import { invoiceSendHistorySchema, invoiceSendPreviewSchema } from '@tagih/domain/schemas/invoice-send';
import { done, single } from '../../../lib/envelope.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createInvoicePdf } from '../../../orders/invoice/invoice-pdf.ts';
import { findInvoiceableOrder, type OrderRecord } from '../../../orders/invoice/data/load-invoice-data.ts';
import { PDF_HELMET, replyWithPdf } from '../../../orders/invoice/delivery/pdf-reply.ts';
import { sendInvoice } from '../../../orders/invoice/delivery/send-invoice.ts';
import { sendHistory, sendPreview } from '../../../orders/invoice/delivery/send-preview.ts';
import { invoicePagePath, invoiceVariantOf } from '../../../orders/invoice/content/variant.ts';
import { auditContext } from '../../standard-set.ts';

/** How long the browser address of an invoice stays valid. */
export const INVOICE_LINK_TTL_SECONDS = 600;
export const INVOICE_SENT_MESSAGE = 'Inv berhasil dikirim!';

export default async function orderInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Invoices'];
  /** A short-lived signed browser address of the order's invoice variant. */
  const invoiceLink = (order: OrderRecord): InvoiceLink => {
    const variant = invoiceVariantOf(order);
    const url = app.links.sign(invoicePagePath(variant, order.id), INVOICE_LINK_TTL_SECONDS);
    const expiresAt = new Date(Date.now() + INVOICE_LINK_TTL_SECONDS * 1000).toISOString();
    return { url, variant, expires_at: expiresAt };
  };

  app.get(
    '/pdf/:id',
    {
      config: { helmet: PDF_HELMET },
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
      return single(invoiceLink(order), 'Tautan invoice berlaku 10 menit.');
    },
  );

  app.get(
    '/send-preview/:id',
    {
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
      return single({ ...preview, pdf: invoiceLink(order) });
    },
  );

  app.get(
    '/send-history/:id',
    {
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
