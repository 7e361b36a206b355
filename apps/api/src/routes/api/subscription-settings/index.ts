// 'Setting Langganan' (issue 32): GET/PUT /settings/subscriptions, built as 'Setting Pajak' is, with the
// optimistic `updated_at` of the standard set (a stale save is a 409).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tagih/domain/schemas/common';
import {
  subscriptionSettingsInputSchema,
  subscriptionSettingsSchema,
} from '@tagih/domain/schemas/subscription-settings';
import { single } from '../../../lib/envelope.ts';
import {
  subscriptionSettingsView,
  updateSubscriptionSettings,
} from '../../../repositories/subscription-settings.ts';
import { auditContext } from '../../standard-set.ts';
import { SUBSCRIPTIONS_TAG } from '../subscriptions/tag.ts';

const tags = [SUBSCRIPTIONS_TAG];

export default async function subscriptionSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/settings/subscriptions',
    {
      // The company form shows these defaults to whoever may edit a company, so reading them is a company read.
      config: { permission: 'companies.read' },
      schema: {
        tags,
        summary: "'Setting Langganan': when a subscription is ending, and the automatic renewal's defaults",
        description:
          '`ending_within_days`: a running subscription is `ending` (Segera berakhir) when its last day is within this many days ' +
          '(default 30). `auto_renew` and `renew_days_before` (default false and 14): what a company stored without its own ' +
          'automatic-renewal fields takes. `updated_at` is null while the setting was never saved.',
        response: { 200: envelopeSchema(subscriptionSettingsSchema) },
      },
    },
    async () => single(await subscriptionSettingsView(app.db)),
  );

  app.put(
    '/settings/subscriptions',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: "Save 'Setting Langganan'",
        description:
          'Saves the setting (audited). Each number is a whole number of days from 1 to 365 (422 keyed by field otherwise). ' +
          'Send the `updated_at` read with it: 409 when another save came in between. A change applies to companies ' +
          'stored from now on; a stored company keeps its own automatic-renewal fields.',
        body: subscriptionSettingsInputSchema,
        response: { 200: envelopeSchema(subscriptionSettingsSchema) },
        answers: [409],
      },
    },
    async (request) =>
      single(
        await updateSubscriptionSettings(app.db, request.body, auditContext(request)),
        'Setting langganan disimpan.',
      ),
  );
}
