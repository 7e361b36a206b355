// The invoice of an order stored while the seller was PKP (its ppn_rate is set): the totals read Harga Jual,
// Potongan, DPP Nilai Lain, PPN and the amount due including PPN; an upgrade's PPN is on its Sisa Bayar.
// Every amount is the order's stored figure (dpp, ppn, total_with_ppn, computed by packages/domain ppn.ts
// when it was stored), so the invoice says what the Coretax export reports. An order without PPN keeps
// the totals it had: this file changes nothing for it.
import { formatRupiah, maxRupiah, toRupiah } from '@tagih/domain/money';
import type { TotalRow } from './invoice-shape.ts';
import type { InvoiceData } from '../data/load-invoice-data.ts';

/** The row every invoice ends with; a paid invoice renames it 'Jumlah Dibayar' (invoice-content.ts). */
const AMOUNT_DUE = 'Jumlah yang Harus Dibayar';

export interface PpnTotals {
  totals: TotalRow[];
  amountDue: bigint;
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
  const amountDue = toRupiah(order.total_with_ppn);
  if (upgradeTotals) {
    const base = maxRupiah(0n, toRupiah(order.sisa_bayar));
    return {
      totals: [
        ...upgradeTotals.filter((row) => row.label !== AMOUNT_DUE),
        ...taxRows('Sisa Bayar', base),
        { label: AMOUNT_DUE, note: 'Sisa Bayar + PPN', amount: formatRupiah(amountDue), strong: true },
      ],
      amountDue,
    };
  }
  const discount = toRupiah(order.voucher_discount);
  const base = toRupiah(order.total_price);
  const voucher = data.voucher?.code;
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
      { label: AMOUNT_DUE, note: 'Total Harga + PPN', amount: formatRupiah(amountDue), strong: true },
    ],
    amountDue,
  };
}
