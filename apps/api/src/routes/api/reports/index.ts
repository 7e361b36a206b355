// GET /reports/mrr and /reports/mrr/export (issue 32, 'Laporan'): MRR, ARR, the running subscriptions and each
// month's movements. Thin handlers over reports/mrr.ts; the definitions are docs/subscription-metrics.md.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInJakarta } from '@tagih/domain/dates';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import {
  mrrMonthColumns,
  mrrReportExportQuerySchema,
  mrrReportQuerySchema,
  mrrReportSchema,
  type MrrReportExportQuery,
} from '@tagih/domain/schemas/mrr-report';
import { single } from '../../../lib/envelope.ts';
import { mrrReport } from '../../../reports/mrr.ts';
import { registerListExport } from '../../list-export.ts';

export const REPORTS_TAG = 'Reports';

const MRR_WORDS =
  '`months` (1 to 36, default 12) months ending with the month of `as_of` (YYYY-MM-DD, default today in WIB), ' +
  'oldest first. A subscription is a chain of orders (a new order, its upgrades and renewals); cancelled orders ' +
  'count for nothing. MRR = the monthly values (Total Harga / months, rounded half up) of the chains running on ' +
  'as_of, each at its latest live order covering the day; ARR = 12 x MRR; `active` = those chains. A month: ' +
  '`new` = chains whose first order started in it; `expansion` / `contraction` = upgrades starting in it, the ' +
  "upgrade's monthly value less the upgraded order's; `churned` = orders ending in it, not upgraded and not " +
  'renewed by a renewal made within 30 days of the end, counted once those 30 days have passed before as_of; ' +
  '`net` = new + expansion - contraction - churned; `renewal_rate` = renewed / (renewed + churned) orders of the ' +
  'month as a percentage with two decimals, null when none ended. Money is whole rupiah as digit strings ' +
  '(net may be negative). docs/subscription-metrics.md has worked examples.';

/** Registered at /reports/mrr. */
export default async function mrrReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dayOf = (asOf: string | undefined) => asOf ?? todayInJakarta(app.now());

  app.get(
    '/',
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: [REPORTS_TAG],
        summary: 'MRR, ARR, active subscriptions and the monthly MRR movements',
        description: MRR_WORDS,
        querystring: mrrReportQuerySchema,
        response: { 200: envelopeSchema(mrrReportSchema) },
      },
    },
    async (request) => single(await mrrReport(app.db, dayOf(request.query.as_of), request.query.months)),
  );

  registerListExport(app, {
    permission: 'reports.read',
    tag: REPORTS_TAG,
    name: 'mrr',
    columns: mrrMonthColumns,
    querystring: mrrReportExportQuerySchema,
    rows: async (query: MrrReportExportQuery) => {
      const report = await mrrReport(app.db, dayOf(query.as_of), query.months);
      return { total: report.months.length, chunks: oneChunk(report.months) };
    },
  });
}

async function* oneChunk<Row>(rows: Row[]) {
  yield rows;
}
