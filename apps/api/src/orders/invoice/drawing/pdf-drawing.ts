// Drawing an invoice is CPU work (about 7 ms of pdfkit and fontkit a PDF, docs/performance.md): done on the
// request's thread it holds every other request back. It is done in worker threads instead (piscina, a
// maintained pool over node:worker_threads), so the second core draws while the first serves. The pool is made
// once per app (plugins/app/invoice-drawing.ts) and closed with it; its threads start at the first invoice.
import { Piscina } from 'piscina';
import type { StatementContent } from '../../../receivables/statement/statement-content.ts';
import type { InvoiceContent } from '../content/invoice-shape.ts';

export type DrawInvoice = (content: InvoiceContent) => Promise<Buffer>;
export type DrawStatement = (content: StatementContent) => Promise<Buffer>;

export interface InvoiceDrawer {
  draw: DrawInvoice;
  /** A statement of account, by the worker's `drawStatement` export on the same threads. */
  drawStatement: DrawStatement;
  close(): Promise<void>;
}

/** Two threads for the two cores; a third would only queue on them and hold another heap. */
const THREADS = 2;

/**
 * The compiled server has the worker as its own entry beside it (scripts/build-server.mjs); run from source
 * (tests, `npm run dev`) the worker is the TypeScript file, loaded through tsx as the server is.
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts'))
    return { filename: new URL('./pdf-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] };
  return { filename: new URL('./invoice-pdf-worker.js', import.meta.url).href, execArgv: [] };
}

export function invoiceDrawer(): InvoiceDrawer {
  const pool = new Piscina<InvoiceContent | StatementContent, Uint8Array>({
    ...workerEntry(),
    minThreads: 0,
    maxThreads: THREADS,
    // Kept while invoices are drawn; 5 s after the last one their 45 MB each go back (docs/performance.md,
    // "Invoice PDFs kept by their content"). A thread started again costs the next new invoice about 0.35 s;
    // an invoice already drawn is answered from the cache (pdf-cache.ts) without a thread.
    idleTimeout: 5_000,
    // Each thread's heap: one invoice's document at a time, the parsed fonts and pdfkit (docs/performance.md).
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
  });
  // A Buffer crosses the thread boundary as a plain Uint8Array (structured clone): viewed as one again.
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    draw: async (content) => asBuffer(await pool.run(content)),
    drawStatement: async (content) => asBuffer(await pool.run(content, { name: 'drawStatement' })),
    close: () => pool.destroy(),
  };
}
