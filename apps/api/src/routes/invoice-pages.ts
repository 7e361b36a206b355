// The browser addresses of invoices (spec section 7): /admin/pdf/{id}, /admin/pdf_flexmod/{id} and
// /admin/pdf_reorder/{id}. A navigation cannot carry a bearer header, so each answers only with the signed
// link the API handed to a signed-in admin (decisions.md, Sessions and security): 401 unsigned, 403 altered
// or expired. Registered before the console, whose fallback would otherwise answer with index.html.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tagih/domain/schemas/common';
import { INVOICE_VARIANTS, signedLinkQuerySchema } from '@tagih/domain/schemas/invoice';
import { createInvoicePdf } from '../orders/invoice/invoice-pdf.ts';
import { PDF_HELMET, replyWithPdf } from '../orders/invoice/delivery/pdf-reply.ts';
import { INVOICE_PAGE_PREFIX } from '../orders/invoice/content/variant.ts';

export default async function invoicePages(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const variant of INVOICE_VARIANTS) {
    app.get(
      `${INVOICE_PAGE_PREFIX[variant]}/:id`,
      {
        config: { helmet: PDF_HELMET },
        schema: {
          tags: ['Invoices'],
          summary: `The ${variant} invoice PDF behind a signed link`,
          security: [],
          params: idParamSchema,
          querystring: signedLinkQuerySchema,
          produces: ['application/pdf'],
          // 409: a cancelled order has no invoice.
          answers: [401, 403, 409],
        },
        // Checked before anything else is parsed: without a valid signature nothing about the order is said.
        onRequest: async (request) =>
          app.links.verify(
            new URL(request.url, 'http://invoice.local').pathname,
            request.query as { exp?: unknown; sig?: unknown },
          ),
      },
      async (request, reply) =>
        replyWithPdf(
          reply,
          await createInvoicePdf(
            { reads: app.orderStatements.invoiceReads, draw: app.drawInvoice },
            app.config.seller,
            request.params.id,
            variant,
          ),
        ),
    );
  }
}
