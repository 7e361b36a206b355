// The month's tax invoices as one Coretax import file (DJP's "TaxInvoiceBulk" XML template for Faktur
// Keluaran). Element names and their order follow DJP's template as the maintained exporters mirror it
// (docs/decisions-made.md, "PPN and the Coretax export"): a TaxInvoice's header fields, then one GoodService
// per order. Built with fast-xml-parser's XMLBuilder, which escapes every text (a company called
// "A & B <Jaya>" stays data), from an object whose key order is the element order. Escaping cannot carry a
// control character (XML 1.0 has no &#1;): every text goes through `xmlSafeText` first, so a name stored
// before the input rule (text-characters.ts) becomes a space there and the month's file stays well-formed.
import { XMLBuilder } from 'fast-xml-parser';
import { toRupiah } from '@tagih/domain/money';
import { coretaxTrxCode } from '@tagih/domain/ppn-buyer';
import { xmlSafeText } from '@tagih/domain/text-characters';
import { AppError } from '../lib/app-error.ts';
import { bulan } from '../orders/invoice/content/indonesian-dates.ts';
import type { TaxInvoiceRow } from '../orders/list/efaktur.ts';

/** Coretax's generic goods/services code and the unit 'Lainnya' (DJP's reference tables). */
export const SERVICE_CODE = '000000';
export const UNIT_OTHER = 'UM.0033';
/** BuyerTin of a buyer identified by NIK: sixteen zeros, the NIK in BuyerDocumentNumber. */
const NO_TIN = '0000000000000000';
const HEAD_OFFICE = '000000';

export interface CoretaxSeller {
  npwp: string;
  nitku: string | null;
}

function buyerOf(row: TaxInvoiceRow) {
  const { npwp, nik, nitku } = row.company;
  const id = npwp ?? nik;
  return {
    BuyerTin: npwp ?? NO_TIN,
    BuyerDocument: npwp ? 'TIN' : 'National ID',
    BuyerCountry: 'IDN',
    BuyerDocumentNumber: npwp ? '' : (nik ?? ''),
    BuyerName: row.company.name_company,
    // One line: its line breaks and any character XML cannot carry (a row stored before the rule) as spaces.
    BuyerAdress: xmlSafeText(row.company.address_company ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
    BuyerEmail: row.company.email ?? '',
    BuyerIDTKU: nitku ?? `${id}${HEAD_OFFICE}`,
  };
}

/** One line for the order: the subscription (a new order, less its voucher) or the upgrade's Sisa Bayar. */
function goodServiceOf(row: TaxInvoiceRow) {
  const upgrade = row.id_order !== null && toRupiah(row.sisa_bayar) !== 0n;
  const base = upgrade ? toRupiah(row.sisa_bayar) : toRupiah(row.total_price);
  const discount = upgrade ? 0n : toRupiah(row.voucher_discount);
  const period = `${row.start_period} s.d. ${row.end_period}`;
  return {
    Opt: 'B',
    Code: SERVICE_CODE,
    Name: `${upgrade ? 'Upgrade langganan' : 'Langganan'} ${row.packages} (${period})`,
    Unit: UNIT_OTHER,
    Price: (base + discount).toString(),
    Qty: '1',
    TotalDiscount: discount.toString(),
    TaxBase: base.toString(),
    OtherTaxBase: row.dpp ?? '0',
    VATRate: String(row.ppn_rate ?? 0),
    VAT: row.ppn ?? '0',
    STLGRate: '0',
    STLG: '0',
  };
}

/** 404: the month has no tax invoice, so there is no file to import (an empty one would import nothing). */
export function noTaxInvoiceIn(month: string): AppError {
  return new AppError(404, `Tidak ada faktur pajak yang terbit pada bulan ${bulan(month)}.`);
}

/**
 * The XML, or 409 naming what stops it: no seller NPWP in 'Setting Pajak', or buyers with neither NPWP nor
 * NIK (Coretax refuses a tax invoice without the buyer's identity).
 */
export function coretaxXml(rows: TaxInvoiceRow[], seller: CoretaxSeller | null): string {
  if (!seller) throw AppError.conflict('NPWP penjual belum diisi di Setting Pajak.');
  const unidentified = rows.filter((row) => !row.company.npwp && !row.company.nik);
  if (unidentified.length > 0) {
    const names = unidentified.map((row) => `${row.invoice_number} (${row.company.name_company})`);
    throw AppError.conflict(
      `Perusahaan tanpa NPWP atau NIK: ${names.join(', ')}. Lengkapi data perusahaan lalu ekspor ulang.`,
    );
  }
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    TaxInvoiceBulk: {
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:noNamespaceSchemaLocation': 'TaxInvoice.xsd',
      TIN: seller.npwp,
      ListOfTaxInvoice: {
        TaxInvoice: rows.map((row) => ({
          TaxInvoiceDate: row.invoice_date,
          TaxInvoiceOpt: 'Normal',
          // The buyer's code (02 treasurer, 03 other collector) as the order stored it, else 04/01 by the rule.
          TrxCode: coretaxTrxCode(row.dpp_rule ?? '11/12', row.ppn_buyer_type),
          AddInfo: '',
          CustomDoc: '',
          CustomDocMonthYear: '',
          RefDesc: row.invoice_number,
          FacilityStamp: '',
          SellerIDTKU: seller.nitku ?? `${seller.npwp}${HEAD_OFFICE}`,
          ...buyerOf(row),
          ListOfGoodService: { GoodService: [goodServiceOf(row)] },
        })),
      },
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    format: true,
    suppressEmptyNode: true,
    // Every element's text, whatever column it came from; the builder escapes &, < and > after this.
    tagValueProcessor: (_name: string, value: unknown) => xmlSafeText(String(value)),
  });
  return builder.build(document) as string;
}
