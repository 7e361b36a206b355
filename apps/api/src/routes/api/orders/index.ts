// Orders (spec section 7 "Orders", decisions.md "Orders"): list, show, a company's previous orders, the next
// invoice number, store and update. Every other /orders route is in a file beside this one: the invoice PDF,
// its signed link and sending it (invoices.ts), payment proofs (proof.ts), their reviews and payments (payments.ts) and state changes (status.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInJakarta } from '@tagih/domain/dates';
import { envelopeSchema, idParamSchema, listEnvelopeSchema } from '@tagih/domain/schemas/common';
import { orderExportColumns } from '@tagih/domain/schemas/export-columns';
import { orderExportQuerySchema, orderListQuerySchema } from '@tagih/domain/schemas/list-columns';
import {
  orderDetailSchema,
  orderInputSchema,
  orderRowSchema,
  orderSearchBodySchema,
} from '@tagih/domain/schemas/order';
import { list, MESSAGES, single } from '../../../lib/envelope.ts';
import { findOrderDetail } from '../../../orders/read/orders-detail.ts';
import { previewInvoiceNumber } from '../../../orders/write/orders-invoice-number.ts';
import { searchCompanyOrders } from '../../../orders/read/orders-read.ts';
import { storeOrder, updateOrder } from '../../../orders/write/orders-write.ts';
import { registerListExport } from '../../list-export.ts';
import { auditContext } from '../../standard-set.ts';
import orderInvoiceRoutes from './invoices.ts';
import orderPaymentRoutes from './payments.ts';
import orderProofRoutes from './proof.ts';
import orderStatusRoutes from './status.ts';
import orderFakturNumberRoutes from './faktur-number.ts';
import orderWhatsappRoutes from './whatsapp.ts';
import { withProofLink } from './proof-link.ts';

export const ORDERS_TAG = 'Orders';
const tags = [ORDERS_TAG];

export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listOrders = app.orderStatements.list;

  app.get(
    '/',
    {
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
    tag: ORDERS_TAG,
    name: 'orders',
    columns: orderExportColumns,
    querystring: orderExportQuerySchema,
    rows: listOrders.export,
  });

  app.post(
    '/search',
    {
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

  app.get(
    '/get_invoice_number',
    {
      schema: {
        tags,
        description:
          'The invoice number the next order would get this month (WIB). Not reserved: store assigns the number and says so when it differs.',
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async () => single(await previewInvoiceNumber(app.db, todayInJakarta())),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One order with its lines, by id',
        params: idParamSchema,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (request) =>
      single(withProofLink(app, await findOrderDetail(app.orderStatements.detail, request.params.id))),
  );

  app.post(
    '/store',
    {
      schema: {
        tags,
        summary: 'Store an order (new or an upgrade), priced on the server',
        description:
          'Prices the order from the catalogue and the voucher as stored (price_* fields sent are ignored), assigns the invoice number and ' +
          'the period. When the previewed invoice_number sent was taken meanwhile, the message names the number the order got.',
        body: orderInputSchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request) => {
      const { row, invoiceNote } = await storeOrder(
        app.db,
        app.orderStatements,
        request.body,
        auditContext(request),
      );
      return single(
        withProofLink(app, row),
        invoiceNote ? `${MESSAGES.created} ${invoiceNote}` : MESSAGES.created,
      );
    },
  );

  app.put(
    '/update/:id',
    {
      schema: {
        tags,
        description:
          'Re-prices the order as store does, on the day it was made, and keeps its invoice number. Refused (409) once cancelled or paid with a proof.',
        params: idParamSchema,
        body: orderInputSchema,
        response: { 200: envelopeSchema(orderRowSchema) },
      },
    },
    async (request) =>
      single(
        withProofLink(
          app,
          await updateOrder(
            app.db,
            app.orderStatements,
            request.params.id,
            request.body,
            auditContext(request),
          ),
        ),
        MESSAGES.updated,
      ),
  );

  await app.register(orderInvoiceRoutes);
  await app.register(orderProofRoutes);
  await app.register(orderStatusRoutes);
  await app.register(orderPaymentRoutes);
  await app.register(orderFakturNumberRoutes);
  await app.register(orderWhatsappRoutes);
}
