// What is owed, kept summed (issue 30 at scale): the open balances (`balance_due > 0`, not cancelled) of the
// orders per company and per due date, kept exact by a trigger on `orders` (migration 0019). The receivables
// page and summary for as_of today read these instead of aging every open order per request.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';

/** Per company: the sum of its open balances and how many open orders there are. */
export const companyReceivables = pgTable(
  'company_receivables',
  {
    id_company: integer('id_company').primaryKey(),
    balance_due: money('balance_due').notNull().default('0'),
    open_invoices: integer('open_invoices').notNull().default(0),
  },
  (t) => [
    index('company_receivables_balance_idx')
      .on(t.balance_due.desc(), t.id_company)
      .where(sql`${t.balance_due} > 0`),
  ],
);

/** Per due date: the sum of the open balances due that day and how many open orders there are. */
export const receivablesByDueDate = pgTable('receivables_by_due_date', {
  due_date: date('due_date', { mode: 'string' }).primaryKey(),
  balance_due: money('balance_due').notNull().default('0'),
  open_invoices: integer('open_invoices').notNull().default(0),
});
