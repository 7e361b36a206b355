// GET /orders/{id}/whatsapp: what the view dialog's 'Kirim via WhatsApp' opens (orders/invoice/delivery/invoice-share.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamSchema } from '@tagih/domain/schemas/common';
import { whatsappShareSchema } from '@tagih/domain/schemas/reminder';
import { single } from '../../../lib/envelope.ts';
import { whatsappShare } from '../../../orders/invoice/delivery/invoice-share.ts';

export default async function orderWhatsappRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:id/whatsapp',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['Invoices'],
        summary: "The wa.me address for the company's PIC with the invoice's 30-day client link",
        description:
          '`phone`: the PIC phone as international digits (08xx -> 628xx); `url`: a public link to the invoice PDF, ' +
          'signed for 30 days and refused once the order is cancelled; `message`: the Indonesian text; `wa_url`: ' +
          'https://wa.me/{phone}?text=... . 422 on `pic_phone` when the company has no usable PIC phone, 409 for a ' +
          'cancelled order.',
        params: idParamSchema,
        answers: [409],
        response: { 200: envelopeSchema(whatsappShareSchema) },
      },
    },
    async (request) => {
      const origin = app.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      const share = await whatsappShare(
        {
          reads: app.orderStatements.invoiceReads,
          links: app.links,
          seller: app.config.seller,
          now: app.now(),
        },
        request.params.id,
        origin,
      );
      return single(share);
    },
  );
}
