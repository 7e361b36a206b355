// GET /public/invoices/{id}.pdf?exp=&sig=: the client's link to an invoice (issue 21, 'Kirim via WhatsApp').
// No sign-in: the HMAC signature over the path and expiry (30 days) is the key. Revocation is checked at every
// access: a cancelled order's link answers 403 whatever its signature says.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '@tagih/db';
import { AppError } from '../../../lib/app-error.ts';
import { createInvoicePdf } from '../../../orders/invoice/invoice-pdf.ts';
import { PDF_HELMET, replyWithPdf } from '../../../orders/invoice/delivery/pdf-reply.ts';

export const LINK_REVOKED_MESSAGE = 'Tautan sudah tidak berlaku.';

export default async function publicInvoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/invoices/:file',
    {
      config: {
        public: true,
        helmet: PDF_HELMET,
      },
      // Checked before anything else: without a valid signature nothing about the order is said.
      onRequest: async (request) =>
        app.links.verify(
          new URL(request.url, 'http://invoice.local').pathname,
          request.query as { exp?: unknown; sig?: unknown },
        ),
      schema: {
        tags: ['Public'],
        security: [],
        summary: "An invoice PDF behind the client's 30-day signed link",
        description:
          'The address GET /orders/{id}/whatsapp hands out. 401 without a signature, 403 when it is altered or ' +
          'expired, or when the order was cancelled (the link is revoked); 404 when the order is gone.',
        params: z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.pdf$/) }),
        querystring: z.object({ exp: z.string(), sig: z.string() }),
        produces: ['application/pdf'],
        answers: [401, 403],
      },
    },
    async (request, reply) => {
      const id = Number(request.params.file.slice(0, -'.pdf'.length));
      const [order] = await app.db
        .select({ is_canceled: orders.is_canceled })
        .from(orders)
        .where(eq(orders.id, id));
      if (!order) throw AppError.notFound('Invoice');
      if (order.is_canceled === 1) throw new AppError(403, LINK_REVOKED_MESSAGE);
      const invoice = await createInvoicePdf(
        { reads: app.orderStatements.invoiceReads, draw: app.drawInvoice },
        app.config.seller,
        id,
      );
      return replyWithPdf(reply, invoice);
    },
  );
}
