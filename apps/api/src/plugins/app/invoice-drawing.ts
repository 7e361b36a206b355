import fp from 'fastify-plugin';
import { invoiceDrawer, type DrawInvoice } from '../../invoices/pdf-drawing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws an invoice's content in the app's drawing threads (invoices/pdf-drawing.ts). */
    drawInvoice: DrawInvoice;
  }
}

/** The invoice drawing threads, one pool per app, ended when the app closes. */
export default fp(
  async (app) => {
    const drawer = invoiceDrawer();
    app.decorate('drawInvoice', drawer.draw);
    app.addHook('onClose', () => drawer.close());
  },
  { name: 'invoice-drawing' },
);
