// GET /invoice-register?month=YYYY-MM: the month's invoice numbers as books, live and void (decisions.md
// "The ledger"). Read-only; the numbers are given by the order store and kept by its void.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInJakarta } from '@tagih/domain/dates';
import { invoiceRegisterQuerySchema, invoiceRegisterSchema } from '@tagih/domain/schemas/invoice-register';
import { single } from '../../../lib/envelope.ts';
import { invoiceRegister } from '../../../orders/list/invoice-register.ts';

export default async function invoiceRegisterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['Orders'],
        summary: "A month's invoice numbers, live and void, 1 to N",
        description:
          'Every invoice number of the month (`INV/{YYYY}/{MM}/{N}`, this WIB month when `month` is absent) in order, 1..N with no hole: ' +
          "the live orders and the voided ones (`void: true`, with `voided_at` and the administrator's id in `voided_by`).",
        querystring: invoiceRegisterQuerySchema,
        response: { 200: invoiceRegisterSchema },
      },
    },
    async (request) =>
      single(await invoiceRegister(app.db, request.query.month ?? todayInJakarta().slice(0, 7))),
  );
}
