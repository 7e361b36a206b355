// Every prepared order statement has this one home. drizzle renders a statement's SQL when it is built, and
// the order row alone is some 45 columns over three joins, so building it on every request cost more server
// time than running it (docs/performance.md, "Seventh round"). `orderStatementsOn(db)` builds each statement
// on first use and keeps it for the handle: plugins/app/statements.ts makes one for app.db (app.orderStatements,
// which the routes hand to the order modules as an explicit argument), and a transaction makes its own with
// `statements.on(tx)`, since a statement prepared on the pool cannot run inside it. The SQL of each statement
// stays beside the code that reads its rows (read/, list/, write/, invoice/data/); only its preparation is here.
import type { Db } from '@tagih/db';
import { prepareInvoiceReads, type InvoiceReads } from './invoice/data/load-invoice-data.ts';
import { orderListOn, prepareOrderListPages } from './list/orders-list.ts';
import { firstSortedPages } from './list/orders-list-sorted.ts';
import { narrowSearchOn } from './list/orders-search-narrow.ts';
import { prepareOrderDetail, type OrderDetailStatement } from './read/orders-detail.ts';
import {
  prepareOrderRowById,
  prepareOrderRowsByIds,
  type OrderRowById,
  type OrderRowsByIds,
} from './read/orders-read.ts';
import { prepareOrderStore, type OrderStoreStatement } from './write/orders-invoice-number.ts';
import { preparePricingSources, type PricingSourcesStatement } from './write/orders-pricing-input.ts';

export class OrderStatements {
  #rowById?: OrderRowById;
  #rowsById?: OrderRowsByIds;
  #detail?: OrderDetailStatement;
  #pricingSources?: PricingSourcesStatement;
  #store?: OrderStoreStatement;
  #invoiceReads?: InvoiceReads;
  #list?: ReturnType<typeof orderListOn>;

  constructor(readonly db: Db) {}

  /** The same statements on another handle (a transaction or a savepoint); this one for its own handle. */
  on(db: Db): OrderStatements {
    return db === this.db ? this : new OrderStatements(db);
  }

  /** One order's row by id (`order_row_by_id`). */
  get rowById(): OrderRowById {
    return (this.#rowById ??= prepareOrderRowById(this.db));
  }

  /** The rows of a page of ids, newest first (`orders_rows_by_id`). */
  get rowsById(): OrderRowsByIds {
    return (this.#rowsById ??= prepareOrderRowsByIds(this.db));
  }

  /** One order with what its view and edit form show (`order_detail`). */
  get detail(): OrderDetailStatement {
    return (this.#detail ??= prepareOrderDetail(this.db));
  }

  /** What an order is priced from (`order_pricing_sources`). */
  get pricingSources(): PricingSourcesStatement {
    return (this.#pricingSources ??= preparePricingSources(this.db));
  }

  /** A new order with its number, child rows and audit row, in one statement (`order_store`). */
  get store(): OrderStoreStatement {
    return (this.#store ??= prepareOrderStore(this.db));
  }

  /** What an invoice prints (`invoice_reads`). */
  get invoiceReads(): InvoiceReads {
    return (this.#invoiceReads ??= prepareInvoiceReads(this.db));
  }

  /** The order list and its export: page 1, the searches, the first sorted pages (list/). */
  get list(): ReturnType<typeof orderListOn> {
    return (this.#list ??= orderListOn({
      db: this.db,
      ...prepareOrderListPages(this.db),
      rowsById: this.rowsById,
      narrow: narrowSearchOn(this.db),
      firstSortedPage: firstSortedPages(this.db),
    }));
  }
}

/** The order statements on `db`, each prepared on first use and kept with the returned object. */
export const orderStatementsOn = (db: Db) => new OrderStatements(db);
