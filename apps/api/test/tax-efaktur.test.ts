// GET /api/tax/efaktur?month=YYYY-MM: the month's tax invoices as one Coretax import file. The XML is parsed
// back with element order kept and checked element by element against DJP's TaxInvoiceBulk template.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, orders } from '@tagih/db';
import { todayInJakarta } from '@tagih/domain/dates';
import {
  children,
  GOOD_SERVICE_ELEMENTS,
  INVOICE_ELEMENTS,
  invoiceFields,
  names,
  parseOrdered,
  text,
  type XmlNode as Node,
} from './coretax-xml-reading.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { basePayload, createOrder, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';
import { PKP_ON, putTaxSettings, SELLER_NPWP, xmllintErrors } from './tax-fixtures.ts';

describe('tax/efaktur', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const month = todayInJakarta().slice(0, 7);
  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  const download = (query = `month=${month}`) =>
    t.request({ method: 'GET', url: `/api/tax/efaktur?${query}` });

  it('422 for a month that is not YYYY-MM', async () => {
    for (const query of ['', 'month=2026-13', 'month=2026-1']) {
      const response = await download(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors.month).toEqual(['Bulan harus berformat YYYY-MM.']);
    }
  });

  it('exports the taxed, uncancelled orders of the month, element by element', async () => {
    // Before PKP: an untaxed order (not exported). Then PKP on: three taxed orders, one of them cancelled.
    await createOrder(t, basePayload(c));
    await putTaxSettings(t, PKP_ON);
    const db = t.database.db;
    // The buyer: a 15-digit NPWP stored with its leading 0, a branch NITKU, a name that needs escaping.
    await db
      .update(companies)
      .set({
        name_company: 'PT Maju & Jaya <Abadi>',
        npwp: '0987654321098765',
        nitku: '0987654321098765000001',
        address_company: 'Jl. Sudirman 1\nJakarta',
      })
      .where(eq(companies.id_company, c.maju.id_company));
    await db
      .update(companies)
      .set({ nik: '3171012345670001' })
      .where(eq(companies.id_company, c.sinar.id_company));
    // Tagih Pro 12 months with ORDER105: 13.200.000 - 1.914.000 = 11.286.000; DPP 10.345.500; PPN 1.241.460.
    const first = await createOrder(t, basePayload(c, { total_month: 12, id_master_diskon: c.v.order.id }));
    // CV Sinar (NIK only): 1.100.000; DPP 1.008.333,33 -> 1.008.333; PPN 120.999,96 -> 121.000 (half-up).
    const second = await createOrder(t, basePayload(c, { id_company: c.sinar.id_company }));
    const cancelled = await createOrder(t, basePayload(c));
    await db.update(orders).set({ is_canceled: 1 }).where(eq(orders.id, cancelled.id));

    const response = await download();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="efaktur-${month}.xml"`);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xmllintErrors(response.body)).toBe('');
    expect(response.body).toContain('<BuyerName>PT Maju &amp; Jaya &lt;Abadi&gt;</BuyerName>');

    const parsed = parseOrdered(response.body);
    expect(names(parsed)).toEqual(['?xml', 'TaxInvoiceBulk']);
    const bulkNode = parsed[1]!;
    expect(bulkNode[':@']).toEqual({
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:noNamespaceSchemaLocation': 'TaxInvoice.xsd',
    });
    const bulk = bulkNode.TaxInvoiceBulk as Node[];
    expect(names(bulk)).toEqual(['TIN', 'ListOfTaxInvoice']);
    expect(text(bulk, 'TIN')).toBe(SELLER_NPWP);
    const invoices = children(bulk, 'ListOfTaxInvoice');
    expect(names(invoices)).toEqual(['TaxInvoice', 'TaxInvoice']);

    const [a, b] = invoices.map((node) => node.TaxInvoice as Node[]);
    for (const invoice of [a!, b!]) expect(names(invoice)).toEqual(INVOICE_ELEMENTS);
    const fields = invoiceFields;
    expect(fields(a!)).toEqual({
      TaxInvoiceDate: todayInJakarta(),
      TaxInvoiceOpt: 'Normal',
      TrxCode: '04',
      AddInfo: '',
      CustomDoc: '',
      CustomDocMonthYear: '',
      RefDesc: first.invoice_number,
      FacilityStamp: '',
      SellerIDTKU: `${SELLER_NPWP}000000`,
      BuyerTin: '0987654321098765',
      BuyerDocument: 'TIN',
      BuyerCountry: 'IDN',
      BuyerDocumentNumber: '',
      BuyerName: 'PT Maju & Jaya <Abadi>',
      BuyerAdress: 'Jl. Sudirman 1 Jakarta',
      BuyerEmail: 'finance@majujaya.co.id',
      BuyerIDTKU: '0987654321098765000001',
    });
    expect(fields(b!)).toMatchObject({
      RefDesc: second.invoice_number,
      BuyerTin: '0000000000000000',
      BuyerDocument: 'National ID',
      BuyerDocumentNumber: '3171012345670001',
      BuyerIDTKU: '3171012345670001000000',
    });

    const line = (invoice: Node[]) => {
      const goods = children(invoice, 'ListOfGoodService');
      expect(names(goods)).toEqual(['GoodService']);
      const good = goods[0]!.GoodService as Node[];
      expect(names(good)).toEqual(GOOD_SERVICE_ELEMENTS);
      return Object.fromEntries(GOOD_SERVICE_ELEMENTS.map((name) => [name, text(good, name)]));
    };
    // Price - TotalDiscount = TaxBase; OtherTaxBase = 11/12 TaxBase and VAT = 12% OtherTaxBase, each half-up.
    expect(line(a!)).toEqual({
      Opt: 'B',
      Code: '000000',
      Name: `Langganan Tagih Pro (${first.start_period} s.d. ${first.end_period})`,
      Unit: 'UM.0033',
      Price: '13200000',
      Qty: '1',
      TotalDiscount: '1914000',
      TaxBase: '11286000',
      OtherTaxBase: '10345500',
      VATRate: '12',
      VAT: '1241460',
      STLGRate: '0',
      STLG: '0',
    });
    expect(line(b!)).toMatchObject({
      Price: '1100000',
      TotalDiscount: '0',
      TaxBase: '1100000',
      OtherTaxBase: '1008333',
      VAT: '121000',
    });
  });

  it('409 naming the invoices whose buyer has neither NPWP nor NIK, and when the seller NPWP is missing', async () => {
    const db = t.database.db;
    await db.update(companies).set({ nik: null }).where(eq(companies.id_company, c.sinar.id_company));
    const response = await download();
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Perusahaan tanpa NPWP atau NIK: INV\/.* \(CV Sinar Terang Elektrik\)/,
    );
    await putTaxSettings(t, { ...PKP_ON, is_pkp: false, seller_npwp: null, seller_nitku: null });
    const noSeller = await download();
    expect(noSeller.statusCode).toBe(409);
    expect(noSeller.json().message).toBe('NPWP penjual belum diisi di Setting Pajak.');
  });

  it('an empty month is a 404 that says no tax invoice was issued in it, not an empty file', async () => {
    await putTaxSettings(t, PKP_ON);
    const response = await download('month=2001-01');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 404,
      message: 'Tidak ada faktur pajak yang terbit pada bulan Januari 2001.',
    });
  });
});
