import fp from 'fastify-plugin';
import { cachedDrawing } from '../../orders/invoice/drawing/pdf-cache.ts';
import {
  invoiceDrawer,
  type DrawInvoice,
  type DrawStatement,
} from '../../orders/invoice/drawing/pdf-drawing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Draws an invoice's content in the app's drawing threads (orders/invoice/drawing/pdf-drawing.ts), or answers the PDF
     * already drawn from the same content (orders/invoice/drawing/pdf-cache.ts).
     */
    drawInvoice: DrawInvoice;
    /** Draws a statement of account in the same threads (never cached: it prints the day it was made). */
    drawStatement: DrawStatement;
  }
}

/** The invoice drawing threads and the PDFs they drew, one pool and one cache per app, ended with it. */
export default fp(
  async (app) => {
    const drawer = invoiceDrawer();
    app.decorate('drawInvoice', cachedDrawing(drawer.draw));
    app.decorate('drawStatement', drawer.drawStatement);
    app.addHook('onClose', () => drawer.close());
  },
  { name: 'invoice-drawing' },
);
