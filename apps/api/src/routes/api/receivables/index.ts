// GET /receivables, /receivables/summary and /receivables/export (issue 30, 'Piutang'): what each company owes
// on a day, aged by days past due. Thin handlers over receivables/receivables.ts.
import type { FastifyInstance } from 'fastify';
import type { ReceivableExportQuery } from '@tagih/domain/schemas/receivables';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInJakarta } from '@tagih/domain/dates';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import {
  receivableExportQuerySchema,
  receivableListColumns,
  receivableListQuerySchema,
  receivableListSchema,
  receivableSummaryQuerySchema,
  receivableSummarySchema,
} from '@tagih/domain/schemas/receivables';
import { list, single } from '../../../lib/envelope.ts';
import {
  exportReceivables,
  listReceivables,
  summarizeReceivables,
} from '../../../receivables/receivables.ts';
import { registerListExport } from '../../list-export.ts';

export const RECEIVABLES_TAG = 'Receivables';

const AGING_WORDS =
  "`as_of` (YYYY-MM-DD, default today in WIB) is the day the figures stand on: an order's balance that day is its " +
  'amount due less the payments received on or before it (later ones are not counted); orders stored after it and ' +
  'cancelled orders are left out. Buckets count days past the due date on as_of: `not_due` (0 or less), ' +
  '`days_1_30`, `days_31_60`, `days_61_90`, `days_over_90`. Money is whole rupiah as digit strings.';

export default async function receivableRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dayOf = (asOf: string | undefined) => asOf ?? todayInJakarta(app.now());

  app.get(
    '/',
    {
      config: { permission: 'receivables.read' },
      schema: {
        tags: [RECEIVABLES_TAG],
        summary: 'What each company owes on a day, aged by days past due',
        description:
          'One page of 10 companies with an open balance, largest balance first unless `sort` says otherwise. ' +
          '`search` is a part of the company name; `bucket` keeps the companies owing something in that bucket. ' +
          AGING_WORDS,
        querystring: receivableListQuerySchema,
        response: { 200: receivableListSchema },
      },
    },
    async (request) => {
      const asOf = dayOf(request.query.as_of);
      const { rows, total } = await listReceivables(app.db, request.query, asOf);
      return { ...list(rows, request.query.page, total), as_of: asOf };
    },
  );

  app.get(
    '/summary',
    {
      config: { permission: 'receivables.read' },
      schema: {
        tags: [RECEIVABLES_TAG],
        summary: 'The receivables summed over every company',
        description:
          'The figures of the list summed over every company with an open balance (or those `search` and `bucket` ' +
          'leave), the number of companies and of open invoices; `last_payment_on` is the last payment of any ' +
          `company received on or before as_of. ${AGING_WORDS}`,
        querystring: receivableSummaryQuerySchema,
        response: { 200: envelopeSchema(receivableSummarySchema) },
      },
    },
    async (request) => single(await summarizeReceivables(app.db, request.query, dayOf(request.query.as_of))),
  );

  registerListExport(app, {
    permission: 'receivables.read',
    tag: RECEIVABLES_TAG,
    name: 'receivables',
    columns: receivableListColumns,
    querystring: receivableExportQuerySchema,
    rows: (query: ReceivableExportQuery) => exportReceivables(app.db, query, dayOf(query.as_of)),
  });
}
