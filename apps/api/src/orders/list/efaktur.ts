// The month's tax invoices for the Coretax export (GET /tax/efaktur): every order of the month (by its
// invoice date, WIB) that carries PPN and charges something, not cancelled, paid or not. Voided orders left
// the table (voided_invoices) and are never exported. The figures are the stored ones: the export never
// re-prices. An order whose faktur is being replaced (issue 31) is left out: Coretax makes a faktur pengganti
// from the original faktur in Coretax itself (the import file has no element naming a replaced faktur), and
// importing the new figures would make a second, normal faktur for the same sale.
import { and, asc, eq, gt, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { companies, orders, type Db } from '@tagih/db';
import { fakturReplacementFields } from '../faktur/faktur-action-fields.ts';
import { addMonths, jakartaDateTimeToUtc } from '@tagih/domain/dates';

/** `month` is 'YYYY-MM'; the month runs from its first midnight to the next month's, in WIB. */
export async function taxInvoicesOfMonth(db: Db, month: string) {
  const from = jakartaDateTimeToUtc(`${month}-01`, '00:00');
  const to = jakartaDateTimeToUtc(addMonths(`${month}-01`, 1), '00:00');
  return db
    .select({
      id: orders.id,
      invoice_number: orders.invoice_number,
      invoice_date: sql<string>`to_char(${orders.created_on} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`,
      id_order: orders.id_order,
      packages: orders.packages,
      start_period: orders.start_period,
      end_period: orders.end_period,
      total_price: orders.total_price,
      voucher_discount: orders.voucher_discount,
      previous_total: orders.previous_total,
      total_prorate: orders.total_prorate,
      sisa_bayar: orders.sisa_bayar,
      dpp: orders.dpp,
      ppn: orders.ppn,
      total_with_ppn: orders.total_with_ppn,
      ppn_rate: orders.ppn_rate,
      dpp_rule: orders.dpp_rule,
      ppn_buyer_type: orders.ppn_buyer_type,
      company: {
        name_company: companies.name_company,
        npwp: companies.npwp,
        nik: companies.nik,
        nitku: companies.nitku,
        address_company: companies.address_company,
        email: companies.email,
      },
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id_company, orders.id_company))
    .where(
      and(
        gte(orders.created_on, from),
        lt(orders.created_on, to),
        ne(orders.is_canceled, 1),
        isNotNull(orders.ppn_rate),
        gt(orders.total_with_ppn, '0'),
        sql`not ${fakturReplacementFields(orders.id).faktur_replacing}`,
      ),
    )
    .orderBy(asc(orders.created_on), asc(orders.id));
}
export type TaxInvoiceRow = Awaited<ReturnType<typeof taxInvoicesOfMonth>>[number];
