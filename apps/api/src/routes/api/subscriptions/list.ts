// GET /subscriptions and /subscriptions/export (issue 32, 'Langganan'): one row per chain of orders, its current
// order's period, monthly value and status today. Thin handlers over subscriptions/subscription-list.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInJakarta } from '@tagih/domain/dates';
import {
  subscriptionExportQuerySchema,
  subscriptionListColumns,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  type SubscriptionExportQuery,
} from '@tagih/domain/schemas/subscription';
import { list } from '../../../lib/envelope.ts';
import { readSubscriptionSettings } from '../../../repositories/subscription-settings.ts';
import type { SubscriptionClock } from '../../../subscriptions/subscription-filter.ts';
import { exportSubscriptions, listSubscriptions } from '../../../subscriptions/subscription-list.ts';
import { registerListExport } from '../../list-export.ts';
import { SUBSCRIPTIONS_TAG } from './tag.ts';

export default async function subscriptionListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clock = async (): Promise<SubscriptionClock> => ({
    today: todayInJakarta(app.now()),
    endingWithin: (await readSubscriptionSettings(app.db)).ending_within_days,
  });

  app.get(
    '/',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: [SUBSCRIPTIONS_TAG],
        summary: "Every subscription (chain of orders) and its state today ('Langganan')",
        description:
          'One page of 10 subscriptions, newest chain first unless `sort` says otherwise (`days_left` sorts as ' +
          '`end_period`). A subscription is a new order and its upgrades and renewals; its row is its current order ' +
          '(the latest not cancelled). `status` on today (WIB): `renewed` its current order starts after today, `ended` ' +
          'it ended before today, `ending` running and its last day within N days (Setting Langganan, default 30), ' +
          'else `active`. `ending_within` (1-365): running and ending within that many days. `search` is a part of ' +
          'the company name; `id_company` / `id_product_item` keep one company or product. The total is exact up to ' +
          '1,000 rows and an estimate past that (`meta.total_estimated`). Money is whole rupiah as digit strings.',
        querystring: subscriptionListQuerySchema,
        response: { 200: subscriptionListSchema },
      },
    },
    async (request) => {
      const { rows, total, estimated } = await listSubscriptions(app.db, request.query, await clock());
      return list(rows, request.query.page, total, estimated);
    },
  );

  registerListExport(app, {
    permission: 'orders.read',
    tag: SUBSCRIPTIONS_TAG,
    name: 'langganan',
    columns: subscriptionListColumns,
    querystring: subscriptionExportQuerySchema,
    rows: async (query: SubscriptionExportQuery) => exportSubscriptions(app.db, query, await clock()),
  });
}
