// Shared setup of the two invoice PDF test files (the variants and their figures; access and signed browser
// addresses): the catalogue and eight orders whose stored figures a test looks for on the PDF, and the calls
// both files make. Each file keeps its own context and reads it through `get` when a test runs.
import { expect } from 'vitest';
import { vouchers, type Db } from '@tagih/db';
import type { TestContext } from './helper.ts';
import { addAddOn, addExtra, insertCatalogue, insertCompany, insertOrder } from './invoice-fixtures.ts';
import { pdfText } from './pdf-text.ts';

/**
 * One company's orders, one per thing an invoice prints differently: the standard order (with an extra and
 * an add-on), a flexmod one with a product voucher, a reorder, an upgrade owing money and one left in
 * credit, a long one (45 extras), a cancelled one and one stored late at night in UTC.
 */
export async function insertInvoiceOrders(db: Db) {
  const id = { standard: 0, flexmod: 0, reorder: 0, credit: 0, due: 0, long: 0, canceled: 0, lateNight: 0 };
  const catalogue = await insertCatalogue(db);
  const company = await insertCompany(db);
  const companyId = company.id_company;

  const standard = await insertOrder(db, catalogue, companyId);
  await addExtra(db, standard.id, catalogue.migration, '3500000', '500000');
  await addAddOn(db, standard.id, catalogue.addOn);
  id.standard = standard.id;

  // A product voucher of 500.000 came off the product line: 1.500.000 x 12 - 500.000 = 17.500.000.
  const [productVoucher] = await db
    .insert(vouchers)
    .values({
      name_voucher: 'Potongan Produk',
      code_voucher: 'PRODUK50',
      type_voucher: 0,
      nominal: '500000',
      id_module: 2,
      id_product_item: 0,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    })
    .returning();
  id.flexmod = (
    await insertOrder(db, catalogue, companyId, {
      invoice_number: 'INV/2026/11/0002',
      is_billing: 1,
      price_product_item: '17500000',
      id_master_voucher: productVoucher!.id,
      voucher_discount: '0',
      price_extra_package: '0',
      total_price: '24200000',
    })
  ).id;

  id.reorder = (
    await insertOrder(db, catalogue, companyId, {
      invoice_number: 'INV/2027/11/0003',
      is_auto_order: 1,
      id_order: standard.id,
      start_period: '2027-11-14',
      end_period: '2028-11-13',
      created_on: new Date('2027-11-01T03:00:00Z'),
      price_extra_package: '0',
      id_master_voucher: null,
      voucher_discount: '0',
      total_price: '24700000',
    })
  ).id;

  const upgrade = {
    id_order: standard.id,
    start_period: '2027-02-01',
    end_period: '2027-11-13',
    id_master_voucher: null,
    voucher_discount: '0',
    price_extra_package: '0',
    total_price: '24700000',
  };
  id.credit = (
    await insertOrder(db, catalogue, companyId, {
      ...upgrade,
      invoice_number: 'INV/2027/02/0004',
      previous_total: '27700000',
      total_prorate: '26000000',
      sisa_bayar: '-1700000',
    })
  ).id;
  // Here the user-package line was stored prorated (below 250.000 x 2 x 12 - 500.000): the invoice says so.
  id.due = (
    await insertOrder(db, catalogue, companyId, {
      ...upgrade,
      invoice_number: 'INV/2027/02/0005',
      price_user_package: '4400000',
      previous_total: '27700000',
      total_prorate: '28950000',
      sisa_bayar: '1250000',
    })
  ).id;

  const long = await insertOrder(db, catalogue, companyId, { invoice_number: 'INV/2026/12/0006' });
  for (let i = 1; i <= 45; i += 1)
    await addExtra(db, long.id, catalogue.training, String(100_000 * i), '0', i);
  id.long = long.id;

  id.canceled = (
    await insertOrder(db, catalogue, companyId, {
      invoice_number: 'INV/2026/11/0007',
      is_canceled: 1,
      canceled_at: new Date(),
    })
  ).id;
  // 18:00 UTC on 30 November is 01:00 WIB on 1 December: the invoice is dated in Jakarta.
  id.lateNight = (
    await insertOrder(db, catalogue, companyId, {
      invoice_number: 'INV/2026/12/0008',
      created_on: new Date('2026-11-30T18:00:00Z'),
    })
  ).id;
  return { catalogue, id };
}

export type InvoiceOrders = Awaited<ReturnType<typeof insertInvoiceOrders>>;

export function invoiceCalls(get: () => TestContext) {
  const pdf = (orderId: number, query = '') =>
    get().request({ method: 'GET', url: `/api/orders/pdf/${orderId}${query}` });
  const textOf = async (orderId: number, query = '') => {
    const response = await pdf(orderId, query);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return pdfText(response.rawPayload);
  };
  return { pdf, textOf };
}
