import fp from 'fastify-plugin';
import { orderStatementsOn, type OrderStatements } from '../../orders/statements.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The order statements on app.db, each prepared once on first use (orders/statements.ts says why). */
    orderStatements: OrderStatements;
  }
}

/** The order statements of this app, after the db plugin; held here, never in module state. */
export default fp(
  async (app) => {
    app.decorate('orderStatements', orderStatementsOn(app.db));
  },
  { name: 'statements', dependencies: ['db'] },
);
