// Subscriptions (issue 32, decisions.md "Subscriptions"): one route file per concern, registered here under
// /subscriptions.
import type { FastifyInstance } from 'fastify';
import subscriptionRenewRoutes from './renew.ts';

export default async function subscriptionRoutes(app: FastifyInstance) {
  await app.register(subscriptionRenewRoutes);
}
