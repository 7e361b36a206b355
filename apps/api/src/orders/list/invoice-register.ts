// The month's invoice register: every number INV/{YYYY}/{MM}/{N} given, from the live orders and the voided
// ones together, in the order of N. Numbers come from one gap-free sequence and a voided order keeps its
// number (voided_invoices), so the register runs 1..N with no hole.
import { eq, sql } from 'drizzle-orm';
import { companies, orders, voidedInvoices, type Db } from '@tagih/db';
import { invoicePrefix } from '@tagih/domain/codes';
import type { InvoiceRegisterEntry } from '@tagih/domain/schemas/invoice-register';
import { flagOf, isoText } from '../../repositories/sql-values.ts';

/** `month` is 'YYYY-MM'. */
export async function invoiceRegister(db: Db, month: string): Promise<InvoiceRegisterEntry[]> {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const prefix = invoicePrefix(year, monthNumber);
  // The prefix narrows through the invoice number's trigram index; the pattern keeps the sequence's own numbers.
  const like = `${prefix}%`;
  const pattern = `^${prefix.replace(/[/]/g, '\\/')}[0-9]+$`;
  /** N of INV/YYYY/MM/N: the register's order (a union is ordered by its output columns). */
  const sequenceOf = (column: typeof orders.invoice_number | typeof voidedInvoices.invoice_number) =>
    sql`substr(${column}, ${prefix.length + 1})::bigint`.as('sequence');
  const live = db
    .select({
      invoice_number: orders.invoice_number,
      id: orders.id,
      id_company: orders.id_company,
      name_company: companies.name_company,
      total_price: orders.total_price,
      status: orders.status,
      is_canceled: flagOf(orders.is_canceled),
      void: sql<boolean>`false`,
      voided_at: sql<string | null>`null::text`,
      voided_by: sql<number | null>`null::int`,
      sequence: sequenceOf(orders.invoice_number),
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .where(sql`${orders.invoice_number} like ${like} and ${orders.invoice_number} ~ ${pattern}`);
  const voided = db
    .select({
      invoice_number: voidedInvoices.invoice_number,
      id: voidedInvoices.order_id,
      id_company: voidedInvoices.id_company,
      name_company: voidedInvoices.name_company,
      total_price: voidedInvoices.total_price,
      status: voidedInvoices.status,
      is_canceled: flagOf(voidedInvoices.is_canceled),
      void: sql<boolean>`true`,
      voided_at: isoText(voidedInvoices.voided_at),
      voided_by: voidedInvoices.voided_by,
      sequence: sequenceOf(voidedInvoices.invoice_number),
    })
    .from(voidedInvoices)
    .where(
      sql`${voidedInvoices.invoice_number} like ${like} and ${voidedInvoices.invoice_number} ~ ${pattern}`,
    );
  return live.unionAll(voided).orderBy(sql`sequence`);
}
