import fp from 'fastify-plugin';
import { prepareOrderStatements, type OrderStatements } from '../../orders/statements.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hot order statements, prepared once on app.db (repositories/order-statements.ts says why). */
    orderStatements: OrderStatements;
  }
}

/** Prepares the hot statements once per app, after the db plugin; held here, never in module state. */
export default fp(
  async (app) => {
    app.decorate('orderStatements', prepareOrderStatements(app.db));
  },
  { name: 'statements', dependencies: ['db'] },
);
