// The order list (GET /orders, its export) and a company's previous orders for 'Select Order'. Registered
// by the order routes, under /orders.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, listEnvelopeSchema } from '@tagih/domain/schemas/common';
import { orderExportColumns } from '@tagih/domain/schemas/export-columns';
import { orderExportQuerySchema, orderListQuerySchema } from '@tagih/domain/schemas/list-columns';
import { orderRowSchema, orderSearchBodySchema } from '@tagih/domain/schemas/order';
import { list, single } from '../../../lib/envelope.ts';
import { searchCompanyOrders } from '../../../orders/read/orders-read.ts';
import { registerListExport } from '../../list-export.ts';
import { withProofLink } from './proof-link.ts';
import { ORDERS_TAG } from './tag.ts';

const tags = [ORDERS_TAG];

export default async function orderListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listOrders = app.orderStatements.list;

  app.get(
    '/',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        description:
          'Newest first; `search` matches the company name, the invoice number or the package name. A search matching more than ' +
          "1,000 orders reports an estimated total with `meta.total_estimated: true`. `sort` (a column's wire field) " +
          'and `dir` order it, ties by id in the same direction; `status`, `canceled`, `has_proof`, `sent`, `upgrade`, ' +
          '`id_company` and the created-on days `from`/`to` (YYYY-MM-DD in WIB, inclusive) filter it; the same ' +
          'past 1,000 matches holds for filters.',
        querystring: orderListQuerySchema,
        response: { 200: listEnvelopeSchema(orderRowSchema) },
      },
    },
    async (request) => {
      const { rows, total, estimated } = await listOrders.page(request.query);
      return list(
        rows.map((row) => withProofLink(app, row)),
        request.query.page,
        total,
        estimated,
      );
    },
  );

  registerListExport(app, {
    permission: 'orders.read',
    tag: ORDERS_TAG,
    name: 'orders',
    columns: orderExportColumns,
    querystring: orderExportQuerySchema,
    rows: listOrders.export,
  });

  app.post(
    '/search',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        description:
          "The company's orders that can be upgraded (not cancelled), newest first, at most 20. `name` narrows by invoice number or package.",
        body: orderSearchBodySchema,
        response: { 200: envelopeSchema(z.array(orderRowSchema)) },
      },
    },
    async (request) =>
      single((await searchCompanyOrders(app.db, request.body)).map((row) => withProofLink(app, row))),
  );
}
