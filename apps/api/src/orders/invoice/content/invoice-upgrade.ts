// The upgrade's invoice, top to bottom (decisions.md "The ledger"): the new package for the remaining days
// line by line (each full-period line x remaining / total days, rounded up, the order-level voucher by its
// code, a 'Pembulatan' line when needed), their sum, the previous order's use for the used days, then Total
// Prorate, less Total Harga Sebelumnya and Sisa Bayar. The breakdown is recomputed with the domain's
// prorateUpgrade from what was stored (the line figures, the voucher discount, both orders' periods and the
// stored Total Harga Sebelumnya), and printed only when it gives the stored Total Prorate and Sisa Bayar back
// exactly; otherwise the stored figures are printed as two lines, which still add up.
import { addDays } from '@tagih/domain/dates';
import { formatRupiah, maxRupiah, toRupiah } from '@tagih/domain/money';
import { newPackageLines } from '@tagih/domain/order-figures';
import { prorateUpgrade, type ProratedLine, type UpgradeFigures } from '@tagih/domain/proration';
import type { TotalRow } from './invoice-shape.ts';
import { extraCharges, lineParts, partsText, pricedItems, type PricedItem } from './invoice-items.ts';
import { addOnLines, DASH, type InvoiceLine } from './invoice-lines.ts';
import type { InvoiceData } from '../data/load-invoice-data.ts';
import { periode } from './indonesian-dates.ts';

export interface UpgradeInvoice {
  lines: InvoiceLine[];
  totals: TotalRow[];
  amountDue: bigint;
  /** The box under the parties naming the order it upgrades. */
  intro: string[];
}

/** The domain's figures from the stored order, or null when they do not give its stored figures back. */
export function recomputedUpgrade(data: InvoiceData): UpgradeFigures | null {
  const { order, previous } = data;
  if (!previous) return null;
  const items = pricedItems(data);
  const figures = prorateUpgrade({
    previous: {
      start_period: previous.start_period,
      end_period: previous.end_period,
      total_month: previous.total_month,
      total_price: toRupiah(order.previous_total),
    },
    today: order.start_period,
    newLines: newPackageLines({
      product: items.product.stored,
      userPackage: items.userPackage?.stored ?? null,
      storage: items.storage?.stored ?? null,
      extras: extraCharges(data).map((extra) => extra.net),
    }),
    orderDiscount: toRupiah(order.voucher_discount),
  });
  const agrees =
    figures.is_prorated &&
    figures.new_total === toRupiah(order.total_price) &&
    figures.total_prorate === toRupiah(order.total_prorate) &&
    figures.sisa_bayar === toRupiah(order.sisa_bayar);
  return agrees ? figures : null;
}

function proratedLine(
  data: InvoiceData,
  line: ProratedLine,
  days: string,
  figures: UpgradeFigures,
): InvoiceLine {
  const items = pricedItems(data);
  const item = (priced: PricedItem, included = ''): InvoiceLine => ({
    description: priced.description,
    note: partsText(priced, lineParts(priced)) + included,
    qty: '',
    unitPrice: formatRupiah(line.full),
    months: days,
    amount: formatRupiah(line.amount),
  });
  // The product's own add-ons are part of it, not billed: named on its line, not as lines of their own (an
  // upgrade's table is long enough already to push the totals off the page).
  if (line.key === 'product') return item(items.product, includedAddOns(data));
  if (line.key === 'user_package' && items.userPackage) return item(items.userPackage);
  if (line.key === 'storage' && items.storage) return item(items.storage);
  if (line.key === 'voucher') {
    return {
      description: `Voucher ${data.voucher?.code ?? ''}`.trim(),
      note: 'Potongan seluruh order',
      qty: '',
      unitPrice: formatRupiah(line.full),
      months: days,
      amount: formatRupiah(line.amount),
    };
  }
  if (line.key === 'pembulatan') {
    return {
      description: 'Pembulatan',
      note: 'Selisih pembulatan tiap baris terhadap Jumlah paket baru',
      qty: '',
      unitPrice: DASH,
      months: DASH,
      amount: formatRupiah(line.amount),
    };
  }
  // An extra charge is prorated with the package (spec section 9: the whole new total is), never 'satu kali'.
  const extra = extraCharges(data)[Number(line.key.slice('extra:'.length))];
  const price =
    extra && extra.disc > 0n
      ? `${formatRupiah(extra.price)} - diskon ${formatRupiah(extra.disc)}`
      : `Biaya tambahan ${formatRupiah(line.full)}`;
  const note = `${price}, prorata ${figures.remaining_days} dari ${figures.total_days} hari`;
  return {
    description: `Biaya Tambahan: ${extra?.name ?? ''}`,
    note,
    qty: '',
    unitPrice: formatRupiah(line.full),
    months: days,
    amount: formatRupiah(line.amount),
  };
}

function previousUse(data: InvoiceData, figures: UpgradeFigures): InvoiceLine[] {
  const previous = data.previous!;
  const usedUntil = addDays(data.order.start_period, -1);
  // Its whole period is in the box above the table; what it was used for is what this line charges.
  const used =
    figures.used_days > 0 ? `Terpakai ${periode(previous.start_period, usedUntil)}` : 'Belum terpakai';
  // One line, no heading of its own: a heading over a single line cost the page the room its totals need.
  return [
    {
      description: `Pemakaian order ${previous.invoice_number}`,
      note: `${used}, ${figures.used_days} dari ${figures.total_days} hari`,
      qty: '',
      unitPrice: formatRupiah(figures.previous_total),
      months: `${figures.used_days}/${figures.total_days}`,
      amount: formatRupiah(figures.old_prorate),
    },
  ];
}

/** '; termasuk add-on Modul Gudang, Modul HRD (tidak ditagih terpisah)', or nothing without add-ons. */
function includedAddOns(data: InvoiceData): string {
  const names = data.addOns.filter((addOn) => addOn.own).map((addOn) => addOn.name);
  return names.length > 0 ? `; termasuk add-on ${names.join(', ')} (tidak ditagih terpisah)` : '';
}

function exactLines(data: InvoiceData, figures: UpgradeFigures): InvoiceLine[] {
  const days = `${figures.remaining_days}/${figures.total_days}`;
  return [
    {
      description: 'Paket baru untuk sisa periode',
      note: `${periode(data.order.start_period, data.order.end_period)}: ${figures.remaining_days} dari ${figures.total_days} hari`,
      qty: '',
      unitPrice: '',
      months: '',
      amount: '',
      style: 'heading',
    },
    ...figures.lines.map((line) => ({ ...proratedLine(data, line, days, figures), style: 'sub' as const })),
    {
      description: 'Jumlah paket baru',
      note: `Total Harga ${formatRupiah(figures.new_total)} x ${days} hari, dibulatkan ke atas`,
      qty: '',
      unitPrice: formatRupiah(figures.new_total),
      months: days,
      amount: formatRupiah(figures.new_prorated),
      style: 'subtotal',
    },
    ...previousUse(data, figures),
  ];
}

/** Stored figures that the domain does not give back (edited by hand, or priced by an older rule). */
function storedLines(data: InvoiceData): InvoiceLine[] {
  const totalProrate = toRupiah(data.order.total_prorate);
  return [
    {
      description: 'Total Prorate tercatat',
      note: 'Paket baru untuk sisa periode dan pemakaian order sebelumnya, sesuai angka yang tercatat pada order',
      qty: '',
      unitPrice: DASH,
      months: DASH,
      amount: formatRupiah(totalProrate),
    },
    ...addOnLines(data).map((line) => ({ ...line, unitPrice: DASH, months: DASH })),
  ];
}

export function buildUpgradeInvoice(data: InvoiceData): UpgradeInvoice {
  const { order, previous } = data;
  const figures = recomputedUpgrade(data);
  const previousTotal = toRupiah(order.previous_total);
  const sisaBayar = toRupiah(order.sisa_bayar);
  const amountDue = maxRupiah(0n, sisaBayar);

  const totals: TotalRow[] = [
    {
      label: 'Total Prorate',
      ...(figures
        ? { note: `${formatRupiah(figures.new_prorated)} + ${formatRupiah(figures.old_prorate)}` }
        : {}),
      amount: formatRupiah(order.total_prorate),
    },
    // The previous order is named in the box above the table and on its line (Pemakaian order ...).
    { label: 'Dikurangi Total Harga Sebelumnya', amount: formatRupiah(-previousTotal) },
    { label: 'Sisa Bayar', amount: formatRupiah(sisaBayar) },
  ];
  if (sisaBayar < 0n)
    totals.push({
      label: 'Kredit Pelanggan',
      note: 'Diperhitungkan pada tagihan berikutnya',
      amount: formatRupiah(-sisaBayar),
    });
  totals.push({ label: 'Jumlah yang Harus Dibayar', amount: formatRupiah(amountDue), strong: true });
  // With the breakdown, its table says the new period, its days and the daily pricing line by line; only the
  // stored figures' two lines need the sentence.
  const intro = [
    previous
      ? `Upgrade dari order ${previous.invoice_number} (periode ${periode(previous.start_period, previous.end_period)}).`
      : 'Upgrade dari order sebelumnya.',
    ...(figures
      ? []
      : [
          `Paket baru berlaku ${periode(order.start_period, order.end_period)}; harga paket baru dan order sebelumnya dihitung per hari (prorata).`,
        ]),
  ];
  return { lines: figures ? exactLines(data, figures) : storedLines(data), totals, amountDue, intro };
}
