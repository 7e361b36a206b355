import fp from 'fastify-plugin';
import { exportSlots, type ExportSlots } from '../../lib/export-slots.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The places for exports on this instance (EXPORT_CONCURRENCY running, EXPORT_QUEUE waiting). */
    exportSlots: ExportSlots;
  }
}

/** One set of export places per app: every export route (lists, audit log, e-Faktur) takes its turn here. */
export default fp(
  async (app) => {
    app.decorate(
      'exportSlots',
      exportSlots({ concurrency: app.config.exportConcurrency, queueSize: app.config.exportQueue }),
    );
  },
  { name: 'export-slots', dependencies: ['config'] },
);
