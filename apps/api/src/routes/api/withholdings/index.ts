// GET /withholdings and /withholdings/export (issue 31, 'Bukti Potong'): every PPh 23 withholding with its
// bukti potong, and the PDF behind a signed link. Thin handlers over orders/payments/withholding.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@tagih/domain/schemas/common';
import {
  withholdingColumns,
  withholdingExportQuerySchema,
  withholdingListSchema,
  withholdingQuerySchema,
  type WithholdingExportQuery,
} from '@tagih/domain/schemas/withholding';
import { AppError } from '../../../lib/app-error.ts';
import { list } from '../../../lib/envelope.ts';
import {
  exportWithholdings,
  listWithholdings,
} from '../../../orders/payments/withholding/withholding-list.ts';
import { findWithholdingPdfKey } from '../../../orders/payments/withholding/withholding-slips.ts';
import { registerListExport } from '../../list-export.ts';
import { withholdingPdfLink, withholdingPdfPath } from './pdf-link.ts';

const WITHHOLDINGS_TAG = 'Withholdings';

export default async function withholdingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      config: { permission: 'receivables.read' },
      schema: {
        tags: [WITHHOLDINGS_TAG],
        summary: "Every PPh 23 withholding and its bukti potong ('Bukti Potong')",
        description:
          'One page of 10 rows, newest payment first: every payment from which the buyer withheld PPh 23 and that was not ' +
          'reversed, with its company, invoice, the day the payment was received, the amount withheld, the bukti potong ' +
          'number and date, and a short-lived signed link to its PDF (null until uploaded). `missing=1`: only those whose ' +
          'number or PDF is still missing. `from`/`to`: days the payment was received (YYYY-MM-DD, both inclusive).',
        querystring: withholdingQuerySchema,
        response: { 200: withholdingListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listWithholdings(app.db, request.query);
      const signed = rows.map(({ has_pdf, ...row }) => ({
        ...row,
        pdf: has_pdf ? withholdingPdfLink(app, row.payment_id) : null,
      }));
      return list(signed, request.query.page, total);
    },
  );

  registerListExport(app, {
    permission: 'receivables.read',
    tag: WITHHOLDINGS_TAG,
    name: 'bukti-potong',
    columns: withholdingColumns,
    querystring: withholdingExportQuerySchema,
    rows: (query: WithholdingExportQuery) => exportWithholdings(app.db, query),
  });

  app.get(
    '/pdf/:id',
    {
      config: { public: true },
      schema: {
        tags: [WITHHOLDINGS_TAG],
        description:
          'The bukti potong PDF of payment `id`. Public route guarded by the signature the API handed out (`exp`, `sig`): ' +
          '401 without one, 403 when altered or expired, 404 when no PDF is recorded.',
        params: idParamSchema,
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
        produces: ['application/pdf'],
        answers: [401, 403, 404],
      },
    },
    async (request, reply) => {
      app.links.verify(withholdingPdfPath(request.params.id), request.query);
      const key = await findWithholdingPdfKey(app.db, request.params.id);
      const bytes = key ? await app.storage.get(key) : undefined;
      if (!bytes) throw AppError.notFound('Bukti potong');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="bukti-potong.pdf"')
        .send(bytes);
    },
  );
}
