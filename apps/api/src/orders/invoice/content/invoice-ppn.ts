// The invoice of an order stored while the seller was PKP (its ppn_rate is set): the totals read Harga Jual,
// Potongan, DPP Nilai Lain, PPN and the amount due including PPN; an upgrade's PPN is on its Sisa Bayar.
// Every amount is the order's stored figure (dpp, ppn, total_with_ppn, computed by packages/domain ppn.ts
// when it was stored), so the invoice says what the Coretax export reports. An order without PPN keeps
// the totals it had: this file changes nothing for it. A buyer who collects the PPN itself (TrxCode 02/03,
// packages/domain ppn-buyer.ts) still reads DPP and PPN, then 'PPN dipungut oleh pembeli' taking the PPN
// back out, and is asked for the amount without PPN, as payments.ts amountDue asks it.
import { formatRupiah, maxRupiah, toRupiah } from '@tagih/domain/money';
import { coretaxTrxCode, PPN_COLLECTED_BY_BUYER_NOTE, ppnCollectedByBuyer } from '@tagih/domain/ppn-buyer';
import type { TotalRow } from './invoice-shape.ts';
import type { InvoiceData } from '../data/load-invoice-data.ts';

/** The row every invoice ends with; a paid invoice renames it 'Jumlah Dibayar' (invoice-content.ts). */
const AMOUNT_DUE = 'Jumlah yang Harus Dibayar';

export interface PpnTotals {
  totals: TotalRow[];
  amountDue: bigint;
  /** Set when the buyer collects the PPN: the sentence the mail says it with (invoice-mail.ts). */
  collectedByBuyer: string | null;
}

/**
 * The closing rows of a taxed invoice: the amount with PPN, or, when the buyer collects the PPN itself, the
 * PPN taken back out and the amount before PPN (`base`), so the rows still add up to what is asked.
 */
function closingRows(data: InvoiceData, baseName: string, base: bigint) {
  const { order } = data;
  const ppn = toRupiah(order.ppn!);
  if (!ppnCollectedByBuyer(order.ppn_buyer_type)) {
    const amountDue = toRupiah(order.total_with_ppn!);
    const row = {
      label: AMOUNT_DUE,
      note: `${baseName} + PPN`,
      amount: formatRupiah(amountDue),
      strong: true,
    };
    return { rows: [row], amountDue, collectedByBuyer: null };
  }
  const code = coretaxTrxCode(order.dpp_rule ?? '11/12', order.ppn_buyer_type);
  const rows: TotalRow[] = [
    { label: PPN_COLLECTED_BY_BUYER_NOTE, note: `kode transaksi ${code}`, amount: formatRupiah(-ppn) },
    { label: AMOUNT_DUE, note: `${baseName}, tanpa PPN`, amount: formatRupiah(base), strong: true },
  ];
  const collectedByBuyer =
    `${PPN_COLLECTED_BY_BUYER_NOTE} (kode transaksi ${code}): PPN ${order.ppn_rate}% sebesar ${formatRupiah(ppn)} ` +
    `atas DPP ${formatRupiah(toRupiah(order.dpp!))} disetor sendiri oleh pembeli, sehingga tidak termasuk dalam jumlah yang harus dibayar.`;
  return { rows, amountDue: base, collectedByBuyer };
}

/** The totals and amount due of a taxed order; null for an order stored without PPN. */
export function ppnTotals(data: InvoiceData, upgradeTotals: TotalRow[] | null): PpnTotals | null {
  const { order } = data;
  if (order.ppn_rate === null || order.dpp === null || order.ppn === null || order.total_with_ppn === null)
    return null;
  const nilaiLain = order.dpp_rule === '11/12';
  const dppLabel = nilaiLain ? 'DPP Nilai Lain' : 'DPP';
  const taxRows = (baseName: string, base: bigint): TotalRow[] => [
    {
      label: dppLabel,
      note: nilaiLain ? `11/12 x ${baseName} ${formatRupiah(base)}` : baseName,
      amount: formatRupiah(order.dpp!),
    },
    {
      label: `PPN ${order.ppn_rate}%`,
      note: `${order.ppn_rate}% x ${dppLabel}`,
      amount: formatRupiah(order.ppn!),
    },
  ];
  if (upgradeTotals) {
    const base = maxRupiah(0n, toRupiah(order.sisa_bayar));
    const closing = closingRows(data, 'Sisa Bayar', base);
    return {
      totals: [
        ...upgradeTotals.filter((row) => row.label !== AMOUNT_DUE),
        ...taxRows('Sisa Bayar', base),
        ...closing.rows,
      ],
      amountDue: closing.amountDue,
      collectedByBuyer: closing.collectedByBuyer,
    };
  }
  const discount = toRupiah(order.voucher_discount);
  const base = toRupiah(order.total_price);
  const voucher = data.voucher?.code;
  const closing = closingRows(data, 'Total Harga', base);
  return {
    totals: [
      { label: 'Harga Jual', amount: formatRupiah(base + discount) },
      {
        label: 'Potongan',
        ...(discount > 0n && voucher ? { note: `Voucher ${voucher}` } : {}),
        amount: formatRupiah(-discount),
      },
      { label: 'Total Harga', note: 'Harga Jual - Potongan', amount: formatRupiah(base) },
      ...taxRows('Total Harga', base),
      ...closing.rows,
    ],
    amountDue: closing.amountDue,
    collectedByBuyer: closing.collectedByBuyer,
  };
}
