// What an invoice says, decided apart from how it is drawn: the parties, the dates, the lines, the totals and
// every label and sentence, as display text; render-pdf.ts draws them and writes no words of its own. The
// amounts are the order's stored figures (decisions.md, Invoices and The ledger): every printed amount is
// reproducible from the lines above it and the lines add up to the amount due. An upgrade's invoice is built
// in invoice-upgrade.ts; a paid order's invoice says LUNAS with its payment date and asks for nothing
// (invoice-payment.ts). The shape all of it fills is invoice-shape.ts.
import { todayInJakarta } from '@tagih/domain/dates';
import { invoiceDueDate } from '@tagih/domain/reminders';
import { formatRupiah, minRupiah, toRupiah } from '@tagih/domain/money';
import { isProratedUpgrade } from '@tagih/domain/proration';
import { formatNpwp } from '@tagih/domain/npwp';
import { invoiceStatusWord, ORDER_STATUS } from '@tagih/domain/order-status';
import { terbilangRupiah } from '@tagih/domain/terbilang';
import type { InvoiceData } from '../data/load-invoice-data.ts';
import { periode, tanggal } from './indonesian-dates.ts';
import { buildInvoiceLines } from './invoice-lines.ts';
import { buildUpgradeInvoice } from './invoice-upgrade.ts';
import { ppnTotals } from './invoice-ppn.ts';
import type { InvoiceVariant } from './variant.ts';
import type { InvoiceContent, Seller, TableColumns, ColumnKey, TotalRow } from './invoice-shape.ts';
import { payment } from './invoice-payment.ts';

/** Each table's columns, in order, with their titles; the description comes first. */
const TABLES: Record<TableColumns, Array<{ key: ColumnKey; title: string }>> = {
  standard: [
    { key: 'description', title: 'Deskripsi' },
    { key: 'qty', title: 'Qty' },
    { key: 'unitPrice', title: 'Harga Satuan' },
    { key: 'months', title: 'Bulan' },
    { key: 'amount', title: 'Jumlah' },
  ],
  // An upgrade: each line's full-period amount x the days it is prorated for / the period's days = Jumlah.
  prorated: [
    { key: 'description', title: 'Deskripsi' },
    { key: 'unitPrice', title: 'Harga 1 Periode' },
    { key: 'months', title: 'Hari' },
    { key: 'amount', title: 'Jumlah' },
  ],
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function buyerLines(company: InvoiceData['company']): string[] {
  const place = [company.city, company.province, company.country]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const pic = [company.pic_name, company.pic_email].filter((part) => part && part.trim() !== '').join(' - ');
  return [
    ...(company.address_company?.trim() ? company.address_company.trim().split(/\r?\n/) : []),
    ...(place ? [place] : []),
    `NPWP: ${formatNpwp(company.npwp)}`,
    ...(pic ? [`PIC: ${pic}`] : []),
    ...(company.email?.trim() ? [`Email: ${company.email.trim()}`] : []),
  ];
}

/** A new order's (or renewal's) totals: the lines' sum, less the order-level voucher by its code, is Total Harga. */
function orderTotals(data: InvoiceData): TotalRow[] {
  const { order } = data;
  const voucherDiscount = toRupiah(order.voucher_discount);
  const total = toRupiah(order.total_price);
  if (voucherDiscount === 0n) return [{ label: 'Total Harga', amount: formatRupiah(total), strong: true }];
  return [
    { label: 'Subtotal', amount: formatRupiah(total + voucherDiscount) },
    {
      label: `Voucher ${data.voucher?.code ?? ''}`.trim(),
      note: 'Potongan seluruh order',
      amount: formatRupiah(-voucherDiscount),
    },
    { label: 'Total Harga', amount: formatRupiah(total), strong: true },
  ];
}

/** The faktur's number, and the one it replaced (a faktur pengganti says which faktur it replaces). */
function fakturFacts(fakturNumber: string | null, replaced: string | null): Array<[string, string]> {
  if (!fakturNumber) return [];
  const facts: Array<[string, string]> = [['No. Faktur Pajak', fakturNumber]];
  if (replaced) facts.push(['Pengganti Faktur', replaced]);
  return facts;
}

function renewalOf(data: InvoiceData): string[] {
  const { order, previous } = data;
  return [
    `Perpanjangan langganan untuk periode ${periode(order.start_period, order.end_period)}.`,
    previous
      ? `Melanjutkan order sebelumnya ${previous.invoice_number} (periode ${periode(previous.start_period, previous.end_period)}).`
      : 'Order sebelumnya: tidak tercatat.',
  ];
}

/** The line of PPh 23 the buyer withheld, naming its bukti potong when known. */
const withheldRow = (withheld: bigint, numbers: string | null): TotalRow => ({
  label: 'PPh 23 dipotong pembeli',
  ...(numbers ? { note: `Bukti potong ${numbers}` } : {}),
  amount: formatRupiah(-withheld),
});

/** The totals closing the invoice: what was paid, withheld and is left below the amount due. */
function settledTotals(
  totals: TotalRow[],
  figures: { paid: boolean; paidSoFar: bigint; withheld: bigint; asked: bigint; amountDue: bigint },
  numbers: string | null,
): TotalRow[] {
  const { paid, paidSoFar, withheld, asked, amountDue } = figures;
  if (paid && withheld === 0n)
    return totals.map((row) =>
      row.label === 'Jumlah yang Harus Dibayar' ? { ...row, label: 'Jumlah Dibayar' } : row,
    );
  if (paid)
    return [
      ...totals.map((row) => ({ ...row, strong: false })),
      withheldRow(withheld, numbers),
      { label: 'Jumlah Dibayar', amount: formatRupiah(amountDue - withheld), strong: true },
    ];
  if (paidSoFar === 0n && withheld === 0n) return totals;
  return [
    ...totals.map((row) => ({ ...row, strong: false })),
    ...(paidSoFar > 0n ? [{ label: 'Sudah Dibayar', amount: formatRupiah(-paidSoFar) }] : []),
    ...(withheld > 0n ? [withheldRow(withheld, numbers)] : []),
    { label: 'Sisa Tagihan', amount: formatRupiah(asked), strong: true },
  ];
}

export function buildInvoiceContent(
  data: InvoiceData,
  variant: InvoiceVariant,
  seller: Seller,
): InvoiceContent {
  const { order } = data;
  const upgrade = isProratedUpgrade(order) ? buildUpgradeInvoice(data) : null;
  const invoiceDate = todayInJakarta(order.created_on);
  // The reminders read the same due date (packages/domain reminders.ts: 14 days, the house term).
  const dueDate = invoiceDueDate(invoiceDate);
  // An order stored under PPN (invoice-ppn.ts) asks for its total including PPN (without it from a buyer who
  // collects the PPN itself); any other keeps its own.
  const taxed = ppnTotals(data, upgrade?.totals ?? null);
  const amountDue = taxed?.amountDue ?? (upgrade ? upgrade.amountDue : toRupiah(order.total_price));
  const paid = order.status === 1;
  const paidOn = paid && order.paid_at ? tanggal(todayInJakarta(order.paid_at)) : null;
  const totals = taxed?.totals ?? (upgrade ? upgrade.totals : orderTotals(data));
  // A paid invoice records what was paid; it asks for nothing.
  // Payments approved so far (issue 21, read from the payment book) and PPh 23 the buyer withheld (issue 31)
  // are subtracted below the amount due; what is left (the order's balance_due) is what the invoice asks for.
  const withheld = minRupiah(toRupiah(order.withheld), amountDue);
  const paidSoFar = paid ? 0n : minRupiah(toRupiah(data.paid), amountDue - withheld);
  // Paid: what was received (the amount due less what was withheld), as the words and 'Jumlah Dibayar' say.
  const asked = amountDue - paidSoFar - withheld;
  const closing = settledTotals(
    totals,
    { paid, paidSoFar, withheld, asked, amountDue },
    data.withholdingNumbers,
  );

  const period = periode(order.start_period, order.end_period);
  const box =
    variant === 'reorder'
      ? { title: 'Invoice Perpanjangan', lines: renewalOf(data) }
      : upgrade
        ? { title: 'Invoice Upgrade', lines: upgrade.intro }
        : null;
  const title = variant === 'reorder' ? 'INVOICE PERPANJANGAN' : 'INVOICE';
  const columns = upgrade ? 'prorated' : 'standard';
  return {
    variant,
    document: { title: `Invoice ${order.invoice_number}`, author: seller.name },
    title,
    number: order.invoice_number,
    invoiceDate: tanggal(invoiceDate),
    dueDate: tanggal(dueDate),
    period,
    seller,
    sellerLines: [seller.address, `NPWP: ${formatNpwp(data.sellerNpwp ?? seller.npwp)}`],
    paid: paid ? { stamp: ORDER_STATUS[1].onInvoice, date: paidOn } : null,
    buyer: {
      heading: 'DITAGIHKAN KEPADA',
      name: data.company.name_company,
      lines: buyerLines(data.company),
    },
    facts: [
      ['No. Invoice', order.invoice_number],
      ['Tanggal Invoice', tanggal(invoiceDate)],
      paid ? ['Tanggal Lunas', paidOn ?? '-'] : ['Jatuh Tempo', tanggal(dueDate)],
      ['Periode', period],
      ['Status', paidSoFar + withheld > 0n && !paid ? 'Dibayar sebagian' : invoiceStatusWord(order.status)],
      ...fakturFacts(order.faktur_number, data.replacedFakturNumber),
    ],
    box,
    continued: `${variant === 'reorder' ? 'Invoice Perpanjangan' : 'Invoice'} ${order.invoice_number} (lanjutan)`,
    table: { kind: columns, columns: TABLES[columns] },
    lines: upgrade ? upgrade.lines : buildInvoiceLines(data, variant),
    totals: closing,
    amountDue: asked,
    ppnCollectedByBuyer: taxed?.collectedByBuyer ?? null,
    words: `Terbilang: ${capitalise(terbilangRupiah(asked))}`,
    payment: payment(data, seller, asked, dueDate, paidOn),
    footnote: 'Invoice ini dibuat secara elektronik dan sah tanpa tanda tangan.',
    footer: { left: `${seller.name} - ${order.invoice_number}`, page: 'Halaman {page} dari {pages}' },
  };
}
