// Subscriptions (issue 32, decisions.md "Subscriptions"): one route file per concern, registered here under
// /subscriptions.
import type { FastifyInstance } from 'fastify';
import subscriptionListRoutes from './list.ts';
import subscriptionRenewRoutes from './renew.ts';

export default async function subscriptionRoutes(app: FastifyInstance) {
  await app.register(subscriptionListRoutes);
  await app.register(subscriptionRenewRoutes);
}
