// The in-process index of company names behind order and company searches (repositories/company-names.ts):
// loaded in the background once the app is ready (a search before that takes the database's trigram path),
// reloaded when the database says the names changed, and waited for before the database closes.
import fp from 'fastify-plugin';
import { registerCompanyNames } from '../../repositories/company-names.ts';

export default fp(
  async (app) => {
    const directory = registerCompanyNames(app.db, (error) =>
      app.log.warn({ err: error }, 'company name index: load failed; searches use the database'),
    );
    app.addHook('onReady', async () => {
      void directory.refresh();
    });
    app.addHook('onClose', async () => {
      await directory.idle();
    });
  },
  { name: 'company-names', dependencies: ['db'] },
);
