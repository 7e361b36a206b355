// The month's invoice register: every number INV/{YYYY}/{MM}/{N} given, from the live orders and the voided
// ones together, in the order of N. Numbers come from one gap-free sequence and a voided order keeps its
// number (voided_invoices), so the register runs 1..N with no hole.
import { sql } from 'drizzle-orm';
import { companies, orders, voidedInvoices, type Db } from '@tagih/db';
import { invoicePrefix } from '@tagih/domain/codes';
import type { InvoiceRegisterEntry } from '@tagih/domain/schemas/invoice-register';
import { rawRows } from './raw-rows.ts';

/** `month` is 'YYYY-MM'. */
export async function invoiceRegister(db: Db, month: string): Promise<InvoiceRegisterEntry[]> {
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const prefix = invoicePrefix(year, monthNumber);
  // The prefix narrows through the invoice number's trigram index; the pattern keeps the sequence's own numbers.
  const like = `${prefix}%`;
  const pattern = `^${prefix.replace(/[/]/g, '\\/')}[0-9]+$`;
  const rows = await rawRows<Omit<InvoiceRegisterEntry, 'is_canceled'> & { is_canceled: number }>(
    db,
    sql`select * from (
        select ${orders.invoice_number} as invoice_number, ${orders.id} as id, ${orders.id_company} as id_company,
               ${companies.name_company} as name_company, ${orders.total_price}::text as total_price, ${orders.status} as status,
               ${orders.is_canceled} as is_canceled, false as void, null::text as voided_at, null::int as voided_by
        from ${orders} join ${companies} on ${companies.id_company} = ${orders.id_company}
        where ${orders.invoice_number} like ${like} and ${orders.invoice_number} ~ ${pattern}
        union all
        select ${voidedInvoices.invoice_number}, ${voidedInvoices.order_id}, ${voidedInvoices.id_company},
               ${voidedInvoices.name_company}, ${voidedInvoices.total_price}::text, ${voidedInvoices.status},
               ${voidedInvoices.is_canceled}, true,
               to_char(${voidedInvoices.voided_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ${voidedInvoices.voided_by}
        from ${voidedInvoices}
        where ${voidedInvoices.invoice_number} like ${like} and ${voidedInvoices.invoice_number} ~ ${pattern}
      ) as register
      order by substr(invoice_number, ${prefix.length + 1})::bigint`,
  );
  return rows.map((row) => ({ ...row, is_canceled: row.is_canceled === 1 ? 1 : 0 }));
}
