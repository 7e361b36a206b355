// What an invoice says, decided apart from how it is drawn: the parties, the dates, one line per priced item
// and the totals, all as display text. The amounts are the order's stored figures (decisions.md, Invoices);
// the unit price column shows the catalogue price, and a line whose stored amount is below
// unit x qty x months says why (its stored discount, a voucher, or proration on an upgrade).
import { addDays, todayInJakarta } from '@tagih/domain/dates';
import { formatRupiah, maxRupiah, toRupiah } from '@tagih/domain/money';
import { isProratedUpgrade } from '@tagih/domain/proration';
import { terbilangRupiah } from '@tagih/domain/terbilang';
import type { InvoiceData } from './load-invoice-data.ts';
import { periode, tanggal } from './indonesian-dates.ts';
import { buildInvoiceLines, type InvoiceLine } from './invoice-lines.ts';
import type { InvoiceVariant } from './variant.ts';

/** Days between the invoice date and its due date (the spec is silent; 14 days is the house term). */
export const PAYMENT_TERM_DAYS = 14;

export interface Seller {
  name: string;
  address: string;
  npwp: string;
  bankAccount: string;
}

export interface TotalRow {
  label: string;
  amount: string;
  strong?: boolean;
}

export interface InvoiceContent {
  variant: InvoiceVariant;
  title: string;
  number: string;
  /** Display dates: '14 November 2026', and the period '1 November 2026 s.d. 30 November 2026'. */
  invoiceDate: string;
  dueDate: string;
  period: string;
  facts: Array<[label: string, value: string]>;
  seller: Seller;
  buyer: { name: string; lines: string[] };
  /** The reorder variant's box naming the renewed period and the previous order. */
  renewal: string[] | null;
  lines: InvoiceLine[];
  totals: TotalRow[];
  amountDue: bigint;
  /** The amount due in words, first letter capitalised: 'Satu juta dua ratus lima puluh ribu rupiah'. */
  inWords: string;
  payment: string[];
}

const STATUS_LABELS: Record<number, string> = { 0: 'Belum dibayar', 1: 'Lunas', 2: 'Ditangguhkan' };

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function buyerLines(company: InvoiceData['company']): string[] {
  const place = [company.city, company.province, company.country].filter((part) => part && part.trim() !== '').join(', ');
  const pic = [company.pic_name, company.pic_email].filter((part) => part && part.trim() !== '').join(' - ');
  return [
    ...(company.address_company?.trim() ? company.address_company.trim().split(/\r?\n/) : []),
    ...(place ? [place] : []),
    `NPWP: ${company.npwp?.trim() || '-'}`,
    ...(pic ? [`PIC: ${pic}`] : []),
    ...(company.email?.trim() ? [`Email: ${company.email.trim()}`] : []),
  ];
}

function totalsOf(data: InvoiceData, prorated: boolean): { rows: TotalRow[]; amountDue: bigint } {
  const { order } = data;
  const rows: TotalRow[] = [];
  const voucherDiscount = toRupiah(order.voucher_discount);
  if (voucherDiscount > 0n) {
    const name = data.voucher ? ` (${data.voucher.code})` : '';
    rows.push({ label: `Diskon Voucher${name}`, amount: formatRupiah(-voucherDiscount) });
  }
  rows.push({ label: 'Total Harga', amount: formatRupiah(order.total_price), strong: !prorated });
  if (!prorated) return { rows, amountDue: toRupiah(order.total_price) };

  const sisaBayar = toRupiah(order.sisa_bayar);
  const amountDue = maxRupiah(0n, sisaBayar);
  rows.push({ label: 'Total Harga Sebelumnya', amount: formatRupiah(order.previous_total) });
  rows.push({ label: 'Total Prorate', amount: formatRupiah(order.total_prorate) });
  rows.push({ label: 'Sisa Bayar', amount: formatRupiah(sisaBayar) });
  if (sisaBayar < 0n) rows.push({ label: 'Kredit Pelanggan', amount: formatRupiah(-sisaBayar) });
  rows.push({ label: 'Jumlah yang Harus Dibayar', amount: formatRupiah(amountDue), strong: true });
  return { rows, amountDue };
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

export function buildInvoiceContent(data: InvoiceData, variant: InvoiceVariant, seller: Seller): InvoiceContent {
  const { order } = data;
  const prorated = isProratedUpgrade(order);
  const invoiceDate = todayInJakarta(order.created_on);
  const dueDate = addDays(invoiceDate, PAYMENT_TERM_DAYS);
  const { rows, amountDue } = totalsOf(data, prorated);
  const credit = toRupiah(order.sisa_bayar) < 0n && prorated ? -toRupiah(order.sisa_bayar) : 0n;

  const payment =
    amountDue > 0n
      ? [
          `Mohon lakukan pembayaran sebesar ${formatRupiah(amountDue)} paling lambat ${tanggal(dueDate)} ke rekening:`,
          seller.bankAccount,
          `Cantumkan nomor invoice ${order.invoice_number} sebagai berita transfer.`,
        ]
      : [
          'Tidak ada pembayaran yang perlu dilakukan untuk invoice ini.',
          ...(credit > 0n ? [`Kredit sebesar ${formatRupiah(credit)} akan diperhitungkan pada tagihan berikutnya.`] : []),
        ];

  const period = periode(order.start_period, order.end_period);
  return {
    variant,
    title: variant === 'reorder' ? 'INVOICE PERPANJANGAN' : 'INVOICE',
    number: order.invoice_number,
    invoiceDate: tanggal(invoiceDate),
    dueDate: tanggal(dueDate),
    period,
    facts: [
      ['No. Invoice', order.invoice_number],
      ['Tanggal Invoice', tanggal(invoiceDate)],
      ['Jatuh Tempo', tanggal(dueDate)],
      ['Periode', period],
      ['Status', STATUS_LABELS[order.status] ?? String(order.status)],
    ],
    seller,
    buyer: { name: data.company.name_company, lines: buyerLines(data.company) },
    renewal: variant === 'reorder' ? renewalOf(data) : null,
    lines: buildInvoiceLines(data, variant, prorated),
    totals: rows,
    amountDue,
    inWords: capitalise(terbilangRupiah(amountDue)),
    payment,
  };
}
