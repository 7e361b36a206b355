// What a statement of account PDF says (issue 30), decided apart from how it is drawn, as the invoice does
// (invoices/invoice-content.ts): plain data, every label in Indonesian, every amount already written.
// statement-render.ts only places it. The figures are the statement's own (company-statement.ts), so the PDF,
// the JSON and the mail agree.
import { formatNpwp } from '@tagih/domain/npwp';
import { formatNumberId, formatRupiah } from '@tagih/domain/money';
import type { CalendarDate } from '@tagih/domain/dates';
import type { Seller } from '../../orders/invoice/content/invoice-shape.ts';
import { periode, tanggal } from '../../orders/invoice/content/indonesian-dates.ts';
import type { CompanyStatement } from './company-statement.ts';

export const STATEMENT_TITLE = 'LAPORAN REKENING';

/** The table's columns in order; the description takes the width the others leave. */
export const STATEMENT_COLUMNS = [
  { key: 'date', title: 'Tanggal' },
  { key: 'invoice', title: 'No. Invoice' },
  { key: 'description', title: 'Keterangan' },
  { key: 'debit', title: 'Debit (Rp)' },
  { key: 'credit', title: 'Kredit (Rp)' },
  { key: 'balance', title: 'Saldo (Rp)' },
] as const;
export type StatementColumnKey = (typeof STATEMENT_COLUMNS)[number]['key'];

export type StatementRow = Record<StatementColumnKey, string> & { strong?: boolean };

export interface StatementContent {
  document: { title: string; author: string };
  title: string;
  seller: Seller;
  sellerLines: string[];
  buyer: { heading: string; name: string; lines: string[] };
  facts: Array<[label: string, value: string]>;
  rows: StatementRow[];
  totals: Array<{ label: string; amount: string; strong?: boolean }>;
  words: string;
  notes: string[];
  footnote: string;
  continued: string;
  footer: { left: string; page: string };
}

function buyerLines(company: CompanyStatement['company']): string[] {
  const place = [company.city, company.province, company.country].filter((part) => part?.trim()).join(', ');
  const pic = [company.pic_name, company.pic_email].filter((part) => part?.trim()).join(' - ');
  return [
    ...(company.address_company?.trim() ? company.address_company.trim().split(/\r?\n/) : []),
    ...(place ? [place] : []),
    ...(pic ? [`PIC: ${pic}`] : []),
    ...(company.email?.trim() ? [`Email: ${company.email.trim()}`] : []),
  ];
}

const money = (value: bigint) => (value === 0n ? '' : formatNumberId(value));
/** A table date, short enough for its column: '01/09/2026'. */
const shortDate = (date: CalendarDate) => date.split('-').reverse().join('/');

export function buildStatementContent(
  { company, period, statement, words }: CompanyStatement,
  seller: Seller,
  printedOn: CalendarDate,
): StatementContent {
  const { lines, opening_balance: opening, closing_balance: closing } = statement;
  const debits = lines.reduce((sum, line) => sum + line.debit, 0n);
  const credits = lines.reduce((sum, line) => sum + line.credit, 0n);
  const edge = (date: CalendarDate, label: string, balance: bigint): StatementRow => ({
    date: shortDate(date),
    invoice: '',
    description: label,
    debit: '',
    credit: '',
    balance: formatNumberId(balance),
    strong: true,
  });
  const number = `${company.code_company} ${period.from} s.d. ${period.to}`;
  return {
    document: { title: `Laporan Rekening ${company.name_company} ${number}`, author: seller.name },
    title: STATEMENT_TITLE,
    seller,
    sellerLines: [seller.address, `NPWP: ${formatNpwp(seller.npwp)}`],
    buyer: { heading: 'KEPADA', name: company.name_company, lines: buyerLines(company) },
    facts: [
      ['Kode Perusahaan', company.code_company],
      ['Periode', periode(period.from, period.to)],
      ['Tanggal Cetak', tanggal(printedOn)],
      ['Saldo Awal', formatRupiah(opening)],
      ['Saldo Akhir', formatRupiah(closing)],
    ],
    rows: [
      edge(period.from, 'Saldo Awal', opening),
      ...lines.map((line) => ({
        date: shortDate(line.date),
        invoice: line.invoice_number,
        description: line.description,
        debit: money(line.debit),
        credit: money(line.credit),
        balance: formatNumberId(line.balance),
      })),
      edge(period.to, 'Saldo Akhir', closing),
    ],
    totals: [
      { label: 'Saldo Awal', amount: formatRupiah(opening) },
      { label: 'Total Debit', amount: formatRupiah(debits) },
      { label: 'Total Kredit', amount: formatRupiah(credits) },
      { label: 'Saldo Akhir', amount: formatRupiah(closing), strong: true },
    ],
    words: `Terbilang: ${words}`,
    notes: [
      'Saldo adalah jumlah yang masih harus dibayar; saldo negatif adalah kelebihan bayar (kredit) Anda.',
      closing > 0n
        ? `Mohon lunasi saldo akhir melalui transfer ke ${seller.bankAccount} dengan mencantumkan nomor invoice sebagai berita transfer.`
        : 'Tidak ada saldo yang perlu dibayar pada akhir periode ini.',
    ],
    footnote: 'Laporan rekening ini dibuat secara elektronik dan sah tanpa tanda tangan.',
    continued: `Laporan Rekening ${company.name_company} (lanjutan)`,
    footer: { left: `${seller.name} - Laporan Rekening ${number}`, page: 'Halaman {page} dari {pages}' },
  };
}

/** 'Laporan-Rekening-ABC001-2026-10-01-2026-10-31.pdf': the code and the period, safe in any file system. */
export function statementFileName(company: CompanyStatement['company'], period: CompanyStatement['period']) {
  const code = company.code_company.replace(/[^A-Za-z0-9-]+/g, '-');
  return `Laporan-Rekening-${code}-${period.from}-${period.to}.pdf`;
}
