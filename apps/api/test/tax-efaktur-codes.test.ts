// The Coretax export writes each buyer's transaction code (issue 31): 04 to a regular buyer under DPP Nilai
// Lain, 01 under the plain rule, 02 to a government treasurer and 03 to another PPN collector, with DPP still
// 11/12 (PMK 131/2024) and every other element as for a regular buyer. Checked element by element.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInJakarta } from '@tagih/domain/dates';
import {
  children,
  GOOD_SERVICE_ELEMENTS,
  INVOICE_ELEMENTS,
  invoiceFields,
  names,
  taxInvoicesOf,
  text,
  type XmlNode,
} from './coretax-xml-reading.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings, SELLER_NPWP, xmllintErrors } from './tax-fixtures.ts';

const goodService = (invoice: XmlNode[]) => {
  const goods = children(invoice, 'ListOfGoodService');
  expect(names(goods)).toEqual(['GoodService']);
  const good = goods[0]!.GoodService as XmlNode[];
  expect(names(good)).toEqual(GOOD_SERVICE_ELEMENTS);
  return Object.fromEntries(GOOD_SERVICE_ELEMENTS.map((name) => [name, text(good, name)]));
};

describe('tax/efaktur: the TrxCode of each buyer', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const company = async (name_company: string, npwp: string, ppn_buyer_type?: string) => {
    const payload = { name_company, npwp, email: 'pajak@pembeli.test', ppn_buyer_type };
    const response = await t.request({ method: 'POST', url: '/api/companies/store', payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id_company as number;
  };

  it('01, 02, 03 and 04, each element as DJP template has it', async () => {
    const regular = await company('PT Pembeli Biasa', '1000000000000001');
    const treasurer = await company('Dinas Kesehatan Kota', '2000000000000002', 'government');
    const collector = await company('PT Persero Negara', '3000000000000003', 'collector');
    // Tagih Pro, 10 users, 1 month: 1.100.000 each. Under 11/12: DPP 1.008.333,33 -> 1.008.333 and PPN
    // 12% x 1.008.333 = 120.999,96 -> 121.000, whoever the buyer is.
    await putTaxSettings(t, PKP_ON);
    const code04 = await createOrder(t, basePayload(c, { id_company: regular }));
    const code02 = await createOrder(t, basePayload(c, { id_company: treasurer }));
    const code03 = await createOrder(t, basePayload(c, { id_company: collector }));
    // Under 1/1: DPP 1.100.000 and PPN 12% x 1.100.000 = 132.000.
    await putTaxSettings(t, { ...PKP_ON, dpp_rule: '1/1' });
    const code01 = await createOrder(t, basePayload(c, { id_company: regular }));

    const response = await t.request({
      method: 'GET',
      url: `/api/tax/efaktur?month=${todayInJakarta().slice(0, 7)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(xmllintErrors(response.body)).toBe('');
    const invoices = taxInvoicesOf(response.body);
    for (const invoice of invoices) expect(names(invoice)).toEqual(INVOICE_ELEMENTS);
    const byNumber = new Map(invoices.map((invoice) => [text(invoice, 'RefDesc'), invoice]));
    expect([...byNumber.keys()]).toEqual([code04, code02, code03, code01].map((o) => o.invoice_number));

    const header = (trxCode: string, invoiceNumber: string, npwp: string, name: string) => ({
      TaxInvoiceDate: todayInJakarta(),
      TaxInvoiceOpt: 'Normal',
      TrxCode: trxCode,
      AddInfo: '',
      CustomDoc: '',
      CustomDocMonthYear: '',
      RefDesc: invoiceNumber,
      FacilityStamp: '',
      SellerIDTKU: `${SELLER_NPWP}000000`,
      BuyerTin: npwp,
      BuyerDocument: 'TIN',
      BuyerCountry: 'IDN',
      BuyerDocumentNumber: '',
      BuyerName: name,
      BuyerAdress: '',
      BuyerEmail: 'pajak@pembeli.test',
      BuyerIDTKU: `${npwp}000000`,
    });
    const line = (otherTaxBase: string, vat: string) => ({
      Opt: 'B',
      Code: '000000',
      Name: `Langganan Tagih Pro (${code04.start_period} s.d. ${code04.end_period})`,
      Unit: 'UM.0033',
      Price: '1100000',
      Qty: '1',
      TotalDiscount: '0',
      TaxBase: '1100000',
      OtherTaxBase: otherTaxBase,
      VATRate: '12',
      VAT: vat,
      STLGRate: '0',
      STLG: '0',
    });
    const cases = [
      [code04, '04', '1000000000000001', 'PT Pembeli Biasa', line('1008333', '121000')],
      [code02, '02', '2000000000000002', 'Dinas Kesehatan Kota', line('1008333', '121000')],
      [code03, '03', '3000000000000003', 'PT Persero Negara', line('1008333', '121000')],
      [code01, '01', '1000000000000001', 'PT Pembeli Biasa', line('1100000', '132000')],
    ] as const;
    for (const [order, trxCode, npwp, name, expectedLine] of cases) {
      const invoice = byNumber.get(order.invoice_number)!;
      expect(invoiceFields(invoice), trxCode).toEqual(header(trxCode, order.invoice_number, npwp, name));
      expect(goodService(invoice), trxCode).toEqual(expectedLine);
    }
  });
});
