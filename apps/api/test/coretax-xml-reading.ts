// Reading a Coretax TaxInvoiceBulk back as a test checks it: parsed with element order kept, each element's
// name and text, and the element order of DJP's template for a TaxInvoice and its GoodService.
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

/** Element names in document order (preserveOrder keeps them), without the attributes' key. */
export const names = (nodes: XmlNode[]) =>
  nodes.map((node) => Object.keys(node).find((key) => key !== ':@')!);
export const children = (nodes: XmlNode[], name: string) =>
  nodes.find((node) => name in node)![name] as XmlNode[];
/** The text of a leaf element ('' for an empty one). */
export const text = (nodes: XmlNode[], name: string) => {
  const leaf = children(nodes, name);
  return leaf.length === 0 ? '' : String((leaf[0] as { '#text': unknown })['#text']);
};

/** The document as ordered nodes, every text kept as written (no number parsing: '04' stays '04'). */
export const parseOrdered = (xml: string) =>
  new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false }).parse(
    xml,
  ) as XmlNode[];

export const INVOICE_ELEMENTS = [
  'TaxInvoiceDate',
  'TaxInvoiceOpt',
  'TrxCode',
  'AddInfo',
  'CustomDoc',
  'CustomDocMonthYear',
  'RefDesc',
  'FacilityStamp',
  'SellerIDTKU',
  'BuyerTin',
  'BuyerDocument',
  'BuyerCountry',
  'BuyerDocumentNumber',
  'BuyerName',
  'BuyerAdress',
  'BuyerEmail',
  'BuyerIDTKU',
  'ListOfGoodService',
];
export const GOOD_SERVICE_ELEMENTS = [
  'Opt',
  'Code',
  'Name',
  'Unit',
  'Price',
  'Qty',
  'TotalDiscount',
  'TaxBase',
  'OtherTaxBase',
  'VATRate',
  'VAT',
  'STLGRate',
  'STLG',
];

/** A TaxInvoice's header elements (all but its goods) as name -> text. */
export const invoiceFields = (invoice: XmlNode[]) =>
  Object.fromEntries(INVOICE_ELEMENTS.slice(0, -1).map((name) => [name, text(invoice, name)]));

/** The TaxInvoices of a TaxInvoiceBulk document, each as its ordered child nodes. */
export const taxInvoicesOf = (xml: string) => {
  const bulk = parseOrdered(xml)[1]!.TaxInvoiceBulk as XmlNode[];
  return children(bulk, 'ListOfTaxInvoice').map((node) => node.TaxInvoice as XmlNode[]);
};
