// The hot order statements, prepared once per app: drizzle renders a statement's SQL when it is built, and
// the order row alone is some 45 columns over three joins, so building it on every request cost more server
// time than running it (docs/performance.md, "Seventh round"). plugins/app/statements.ts builds them from
// app.db and decorates the app with them; the routes hand them to the repositories as an explicit argument.
// A transaction cannot use them (they run on the pool): it builds its own.
import type { Db } from '@tagih/db';
import { prepareInvoiceReads } from './invoice/data/load-invoice-data.ts';
import { prepareOrderDetail } from './read/orders-detail.ts';
import { prepareOrderStore } from './write/orders-invoice-number.ts';
import { preparePricingSources } from './write/orders-pricing-input.ts';
import { prepareOrderRowById } from './read/orders-read.ts';

export function prepareOrderStatements(db: Db) {
  return {
    rowById: prepareOrderRowById(db),
    detail: prepareOrderDetail(db),
    pricingSources: preparePricingSources(db),
    store: prepareOrderStore(db),
    invoiceReads: prepareInvoiceReads(db),
  };
}
export type OrderStatements = ReturnType<typeof prepareOrderStatements>;
