// `NODE_OPTIONS='--max-semi-space-size=4 --max-old-space-size=160' npx tsx bench/pdf-render.ts`: invoice PDFs
// drawn in this process, with no HTTP and no database in the measured loop, on the server's memory settings
// (SERVER_ENV). The content of PDF_RENDER_ORDERS random orders of the bench database (300) is loaded first and
// then drawn round and round, PDF_RENDER_COUNT times (2,000) after 200 to warm up. Prints wall and CPU time a
// PDF (CPU includes V8's helper threads) and the average size. Rounds of the same machine differ by 10-20%.
import pg from 'pg';
import { openDatabase } from '../packages/db/src/index.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { buildInvoiceContent } from '../apps/api/src/orders/invoice/content/invoice-content.ts';
import type { InvoiceContent } from '../apps/api/src/orders/invoice/content/invoice-shape.ts';
import {
  loadInvoiceData,
  prepareInvoiceReads,
} from '../apps/api/src/orders/invoice/data/load-invoice-data.ts';
import { renderInvoicePdf } from '../apps/api/src/orders/invoice/drawing/render-pdf.ts';
import { invoiceVariantOf } from '../apps/api/src/orders/invoice/content/variant.ts';
import { DEFAULT_BENCH_URL } from './config.ts';

const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const orders = Number(process.env.PDF_RENDER_ORDERS ?? 300);
const count = Number(process.env.PDF_RENDER_COUNT ?? 2000);
// The seller the server prints when none is configured.
const { seller } = loadConfig({});

const pool = new pg.Pool({ connectionString: url, max: 1 });
const ids = (
  await pool.query<{ id: number }>('select id from orders where is_canceled = 0 order by random() limit $1', [
    orders,
  ])
).rows.map((row) => row.id);
await pool.end();
const database = await openDatabase({ url, poolSize: 2 });
const contents: InvoiceContent[] = [];
const invoiceReads = prepareInvoiceReads(database.db);
for (const id of ids) {
  const data = await loadInvoiceData(invoiceReads, id);
  contents.push(buildInvoiceContent(data, invoiceVariantOf(data.order), seller));
}
await database.close();

const draw = (index: number) => renderInvoicePdf(contents[index % contents.length]!);
for (let index = 0; index < 200; index += 1) await draw(index);
const cpuBefore = process.cpuUsage();
const started = performance.now();
let bytes = 0;
for (let index = 0; index < count; index += 1) bytes += (await draw(index)).length;
const wall = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `${count} PDFs of ${contents.length} orders: ${(wall / count).toFixed(2)} ms wall, ` +
    `${((cpu.user + cpu.system) / 1000 / count).toFixed(2)} ms CPU a PDF, ${(bytes / count / 1024).toFixed(1)} KB on average`,
);
