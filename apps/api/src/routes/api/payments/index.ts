// GET /payments and /payments/export (issue 30, 'Pembayaran'): every payment received across orders, newest
// first, with the totals of the filter. Thin handlers over orders/payments/received.
import type { FastifyInstance } from 'fastify';
import type { PaymentReceivedExportQuery } from '@tagih/domain/schemas/payments-received';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  paymentReceivedColumns,
  paymentReceivedExportQuerySchema,
  paymentReceivedListSchema,
  paymentReceivedQuerySchema,
} from '@tagih/domain/schemas/payments-received';
import { list } from '../../../lib/envelope.ts';
import {
  exportPaymentsReceived,
  listPaymentsReceived,
} from '../../../orders/payments/received/payments-received.ts';
import { registerListExport } from '../../list-export.ts';
import { proofLink } from '../orders/proof-link.ts';

const PAYMENTS_TAG = 'Payments received';

export default async function paymentsReceivedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      config: { permission: 'receivables.read' },
      schema: {
        tags: [PAYMENTS_TAG],
        summary: 'Every payment received across orders, newest first',
        description:
          'One page of 10 rows of the payment book, newest received first: the day received, company, invoice, amount, ' +
          'how it was recorded (`review` an approved proof, `publish` marked paid, `reversal` a negative row undoing ' +
          'an earlier one), who recorded it and when, and a short-lived signed link to the proof (null when the payment ' +
          'did not come from a proof). `from`/`to` are days received (YYYY-MM-DD, both inclusive); `id_company` one ' +
          'company. `totals` is the count and net amount of every row the filter matches, not only the page.',
        querystring: paymentReceivedQuerySchema,
        response: { 200: paymentReceivedListSchema },
      },
    },
    async (request) => {
      const { rows, totals } = await listPaymentsReceived(app.db, request.query);
      const signed = rows.map(({ has_proof, ...row }) => ({
        ...row,
        proof: has_proof ? proofLink(app, row.order_id) : null,
      }));
      return { ...list(signed, request.query.page, totals.count), totals };
    },
  );

  registerListExport(app, {
    permission: 'receivables.read',
    tag: PAYMENTS_TAG,
    name: 'payments',
    columns: paymentReceivedColumns,
    querystring: paymentReceivedExportQuerySchema,
    rows: (query: PaymentReceivedExportQuery) => exportPaymentsReceived(app.db, query),
  });
}
