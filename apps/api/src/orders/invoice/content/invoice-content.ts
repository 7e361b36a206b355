// What an invoice says, decided apart from how it is drawn: the parties, the dates, the lines, the totals and
// every label and sentence, as display text; render-pdf.ts draws them and writes no words of its own. The
// amounts are the order's stored figures (decisions.md, Invoices and The ledger): every printed amount is
// reproducible from the lines above it and the lines add up to the amount due. An upgrade's invoice is built
// in invoice-upgrade.ts; a paid order's invoice says LUNAS with its payment date and asks for nothing.
import { todayInJakarta } from '@tagih/domain/dates';
import { invoiceDueDate } from '@tagih/domain/reminders';
import { formatRupiah, minRupiah, toRupiah } from '@tagih/domain/money';
import { isProratedUpgrade } from '@tagih/domain/proration';
import { formatNpwp } from '@tagih/domain/npwp';
import { terbilangRupiah } from '@tagih/domain/terbilang';
import type { InvoiceData } from '../data/load-invoice-data.ts';
import { periode, tanggal } from './indonesian-dates.ts';
import { buildInvoiceLines, type InvoiceLine } from './invoice-lines.ts';
import { buildUpgradeInvoice } from './invoice-upgrade.ts';
import { ppnTotals } from './invoice-ppn.ts';
import type { InvoiceVariant } from './variant.ts';

export interface Seller {
  name: string;
  address: string;
  npwp: string;
  bankAccount: string;
}

export interface TotalRow {
  label: string;
  /** A smaller line under the label: what the amount is made of, or which order it names. */
  note?: string;
  amount: string;
  strong?: boolean;
}

/** The table's columns: qty x unit price x months, or an upgrade's full-period amount x days / total days. */
export type TableColumns = 'standard' | 'prorated';
export type ColumnKey = 'description' | 'qty' | 'unitPrice' | 'months' | 'amount';

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

/** A line of the payment section: the sentence asking for payment or saying it was received is strong. */
export interface PaymentLine {
  text: string;
  strong?: boolean;
  /** Printed in the paid colour (the LUNAS sentence). */
  paid?: boolean;
}

/**
 * Everything an invoice prints, as plain data (no pdfkit, nothing but strings, numbers and arrays), in the
 * order it is printed; render-pdf.ts only decides where and in which type.
 */
export interface InvoiceContent {
  variant: InvoiceVariant;
  /** The PDF's title and author, as a viewer shows them. */
  document: { title: string; author: string };
  title: string;
  number: string;
  /** Display dates: '14 November 2026', and the period '1 November 2026 s.d. 30 November 2026'. */
  invoiceDate: string;
  dueDate: string;
  period: string;
  seller: Seller;
  /** Under the seller's name: its address and NPWP. */
  sellerLines: string[];
  /** Set on a paid order's invoice: 'LUNAS' and the payment date. */
  paid: { stamp: string; date: string | null } | null;
  buyer: { heading: string; name: string; lines: string[] };
  facts: Array<[label: string, value: string]>;
  /** The box under the parties: the reorder variant's renewal, or the order an upgrade upgrades. */
  box: { title: string; lines: string[] } | null;
  /** The heading of every page after the first. */
  continued: string;
  table: { kind: TableColumns; columns: Array<{ key: ColumnKey; title: string }> };
  lines: InvoiceLine[];
  totals: TotalRow[];
  /** What the invoice asks for: the amount due less the payments approved so far (`balance_due`). */
  amountDue: bigint;
  /** The amount due in words: 'Terbilang: Satu juta dua ratus lima puluh ribu rupiah'. */
  words: string;
  payment: { heading: string; lines: PaymentLine[] };
  footnote: string;
  /** Under every page: the seller and number on the left, the page ('{page}', '{pages}' filled in) on the right. */
  footer: { left: string; page: string };
}

const STATUS_LABELS: Record<number, string> = { 0: 'Belum dibayar', 1: 'LUNAS', 2: 'Ditangguhkan' };

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

function renewalOf(data: InvoiceData): string[] {
  const { order, previous } = data;
  return [
    `Perpanjangan langganan untuk periode ${periode(order.start_period, order.end_period)}.`,
    previous
      ? `Melanjutkan order sebelumnya ${previous.invoice_number} (periode ${periode(previous.start_period, previous.end_period)}).`
      : 'Order sebelumnya: tidak tercatat.',
  ];
}

function payment(
  data: InvoiceData,
  seller: Seller,
  amountDue: bigint,
  dueDate: string,
  paidOn: string | null,
): InvoiceContent['payment'] {
  const { order } = data;
  if (order.status === 1) {
    return {
      heading: 'Status Pembayaran',
      lines: [
        {
          text: paidOn
            ? `LUNAS: pembayaran invoice ini telah diterima pada ${paidOn}.`
            : 'LUNAS: pembayaran invoice ini telah diterima.',
          strong: true,
          paid: true,
        },
        { text: 'Terima kasih. Tidak ada pembayaran yang perlu dilakukan untuk invoice ini.' },
      ],
    };
  }
  if (amountDue > 0n) {
    return {
      heading: 'Cara Pembayaran',
      lines: [
        {
          text: `Mohon lakukan pembayaran sebesar ${formatRupiah(amountDue)} paling lambat ${tanggal(dueDate)} ke rekening:`,
        },
        { text: seller.bankAccount, strong: true },
        { text: `Cantumkan nomor invoice ${order.invoice_number} sebagai berita transfer.` },
      ],
    };
  }
  const credit = -toRupiah(order.sisa_bayar);
  return {
    heading: 'Cara Pembayaran',
    lines: [
      { text: 'Tidak ada pembayaran yang perlu dilakukan untuk invoice ini.' },
      ...(credit > 0n && isProratedUpgrade(order)
        ? [{ text: `Kredit sebesar ${formatRupiah(credit)} akan diperhitungkan pada tagihan berikutnya.` }]
        : []),
    ],
  };
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
  // An order stored under PPN (invoice-ppn.ts) asks for its total including PPN; any other keeps its own.
  const taxed = ppnTotals(data, upgrade?.totals ?? null);
  const amountDue = taxed?.amountDue ?? (upgrade ? upgrade.amountDue : toRupiah(order.total_price));
  const paid = order.status === 1;
  const paidOn = paid && order.paid_at ? tanggal(todayInJakarta(order.paid_at)) : null;
  const totals = taxed?.totals ?? (upgrade ? upgrade.totals : orderTotals(data));
  // A paid invoice records what was paid; it asks for nothing.
  // Payments approved so far (issue 21, read from the payment book) are subtracted below the amount due;
  // what is left (the order's balance_due) is what the invoice asks for.
  const paidSoFar = paid ? 0n : minRupiah(toRupiah(data.paid), amountDue);
  const asked = amountDue - paidSoFar;
  const closing = paid
    ? totals.map((row) =>
        row.label === 'Jumlah yang Harus Dibayar' ? { ...row, label: 'Jumlah Dibayar' } : row,
      )
    : paidSoFar > 0n
      ? [
          ...totals.map((row) => ({ ...row, strong: false })),
          { label: 'Sudah Dibayar', amount: formatRupiah(-paidSoFar) },
          { label: 'Sisa Tagihan', amount: formatRupiah(asked), strong: true },
        ]
      : totals;

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
    paid: paid ? { stamp: 'LUNAS', date: paidOn } : null,
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
      ['Status', paidSoFar > 0n ? 'Dibayar sebagian' : (STATUS_LABELS[order.status] ?? String(order.status))],
      ...(order.faktur_number ? [['No. Faktur Pajak', order.faktur_number] as [string, string]] : []),
    ],
    box,
    continued: `${variant === 'reorder' ? 'Invoice Perpanjangan' : 'Invoice'} ${order.invoice_number} (lanjutan)`,
    table: { kind: columns, columns: TABLES[columns] },
    lines: upgrade ? upgrade.lines : buildInvoiceLines(data, variant),
    totals: closing,
    amountDue: asked,
    words: `Terbilang: ${capitalise(terbilangRupiah(asked))}`,
    payment: payment(data, seller, asked, dueDate, paidOn),
    footnote: 'Invoice ini dibuat secara elektronik dan sah tanpa tanda tangan.',
    footer: { left: `${seller.name} - ${order.invoice_number}`, page: 'Halaman {page} dari {pages}' },
  };
}
