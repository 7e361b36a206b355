// Reads an invoice PDF back as a reader would check it: the line table's amounts (the Jumlah column only, found
// by position in `pdftotext -layout`, so amounts inside notes are never counted) and the totals by label.
import { toRupiah } from '@tagih/domain/money';
import { pdfText } from './pdf-text.ts';

/** 'Rp. -1.250.000' -> -1250000n */
export const rupiah = (text: string): bigint => toRupiah(text.replace(/^Rp\. /, '').replace(/\./g, ''));

export interface TableRow {
  text: string;
  amount: bigint;
  /** An upgrade's line: its full-period amount and 'remaining/total' days, when printed. */
  full?: bigint;
  days?: [number, number];
}

export interface InvoiceReading {
  flat: string;
  rows: TableRow[];
  /** The amount printed beside a totals label, e.g. total('Total Harga'). */
  total: (label: string) => bigint;
}

const AMOUNT_AT_END = /(Rp\. -?[\d.]+)\s*$/;
const PRORATED_AT_END = /(Rp\. -?[\d.]+)\s+(\d+)\/(\d+)\s+(Rp\. -?[\d.]+)\s*$/;

export async function readInvoice(pdf: Buffer): Promise<InvoiceReading> {
  const { pages, flat } = await pdfText(pdf);
  const rows: TableRow[] = [];
  for (const page of pages) {
    const lines = page.split('\n');
    const headerIndex = lines.findIndex((line) => /Deskripsi/.test(line) && /Jumlah\s*$/.test(line));
    if (headerIndex < 0) continue;
    const header = lines[headerIndex]!;
    // The description column (and its notes) ends well before 60% of the width; amounts sit at the right.
    const amountColumn = header.length * 0.6;
    for (const line of lines.slice(headerIndex + 1)) {
      // The totals start under the table, indented to the right (a note starting with these words is not).
      if (/^\s{20,}(Subtotal|Harga Jual|Total Harga|Total Prorate)\b/.test(line)) break;
      const prorated = PRORATED_AT_END.exec(line);
      if (prorated && prorated.index + prorated[0].indexOf(prorated[4]!) > amountColumn) {
        rows.push({
          text: line.trim().replace(/\s+/g, ' '),
          amount: rupiah(prorated[4]!),
          full: rupiah(prorated[1]!),
          days: [Number(prorated[2]), Number(prorated[3])],
        });
        continue;
      }
      const match = AMOUNT_AT_END.exec(line);
      if (match && match.index > amountColumn)
        rows.push({ text: line.trim().replace(/\s+/g, ' '), amount: rupiah(match[1]!) });
    }
  }
  const total = (label: string) => {
    const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const match = new RegExp(`^${escaped} (Rp\\. -?[\\d.]+)$`, 'm').exec(flat);
    if (!match) throw new Error(`no total '${label}' in:\n${flat}`);
    return rupiah(match[1]!);
  };
  return { flat, rows, total };
}

export const sum = (rows: { amount: bigint }[]) => rows.reduce((total, row) => total + row.amount, 0n);
