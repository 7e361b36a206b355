// The table of an invoice: one line per priced item (decisions.md, Invoices), each reading
// qty x unit price x months = amount, with its discount and the voucher that came off it as lines of their own
// beneath it, so every amount is reproducible from the line and the table adds up, visibly. Every figure
// comes from what was stored: the order keeps no unit prices, so the unit price is read back from the stored
// line ((amount + its discount) / (qty x months), exact) or, where a voucher hides it, taken from the
// catalogue and kept only when the voucher's discount on it gives the stored amount back exactly. A line
// that cannot be read back is printed as stored, with no unit price, so the table still adds up.
import { capDiscount, formatRupiah, toRupiah } from '@tagih/domain/money';
import type { InvoiceData } from '../data/load-invoice-data.ts';
import type { InvoiceVariant } from './variant.ts';
import { extraCharges, lineParts, pricedItems, type PricedItem } from './invoice-items.ts';

export interface InvoiceLine {
  description: string;
  /** Smaller lines under the description, one per '\n'. */
  note?: string;
  qty: string;
  unitPrice: string;
  months: string;
  amount: string;
  /** A heading of a breakdown, a line indented under another, or a subtotal of the lines above it. */
  style?: 'heading' | 'sub' | 'subtotal';
}

export const DASH = '-';

function pricedLines(item: PricedItem): InvoiceLine[] {
  const parts = lineParts(item);
  if (!parts) {
    return [
      {
        description: item.description,
        note: 'Setelah diskon dan voucher',
        qty: String(item.qty),
        unitPrice: DASH,
        months: String(item.months),
        amount: formatRupiah(item.stored),
      },
    ];
  }
  const lines: InvoiceLine[] = [
    {
      description: item.description,
      qty: String(item.qty),
      unitPrice: formatRupiah(parts.unit),
      months: String(item.months),
      amount: formatRupiah(parts.gross),
    },
  ];
  if (parts.disc > 0n)
    lines.push({
      description: item.discLabel,
      qty: '',
      unitPrice: '',
      months: '',
      amount: formatRupiah(-parts.disc),
      style: 'sub',
    });
  if (parts.voucher > 0n && item.voucher) {
    lines.push({
      description: `Voucher ${item.voucher.code}`,
      qty: '',
      unitPrice: '',
      months: '',
      amount: formatRupiah(-parts.voucher),
      style: 'sub',
    });
  }
  return lines;
}

/** The product's own add-ons, listed as included in the package (never priced into the total). */
export function addOnLines(data: InvoiceData): InvoiceLine[] {
  return data.addOns
    .filter((addOn) => addOn.own)
    .map((addOn) => ({
      description: `Add-on: ${addOn.name}`,
      note: 'Termasuk dalam paket, tidak ditagih terpisah',
      qty: '1',
      unitPrice: DASH,
      months: String(data.order.total_month),
      amount: 'Termasuk',
    }));
}

function flexmodProductLines(data: InvoiceData, product: PricedItem): InvoiceLine[] {
  const months = product.months;
  const lines: InvoiceLine[] = [
    {
      description: product.description,
      note: 'Rincian per sub-modul',
      qty: '',
      unitPrice: '',
      months: '',
      amount: '',
      style: 'heading',
    },
  ];
  let sum = 0n;
  for (const detail of data.productModules) {
    const price = toRupiah(detail.price);
    const disc = capDiscount(toRupiah(detail.disc), price);
    const amount = (price - disc) * BigInt(months);
    sum += amount;
    lines.push({
      description: `${detail.module} - ${detail.submodule}`,
      ...(disc > 0n ? { note: `Harga ${formatRupiah(price)} dikurangi diskon ${formatRupiah(disc)}` } : {}),
      qty: '1',
      unitPrice: formatRupiah(price - disc),
      months: String(months),
      amount: formatRupiah(amount),
      style: 'sub',
    });
  }
  // The sub-modules add up to the product's price; what the order stored below that is the voucher's (or,
  // when the catalogue changed since, the difference to the stored figure), so the breakdown always adds up.
  const difference = product.stored - sum;
  if (difference !== 0n) {
    const voucher = product.voucher && difference < 0n ? product.voucher.code : null;
    lines.push({
      description: voucher
        ? `Voucher ${voucher}`
        : difference < 0n
          ? 'Potongan harga produk'
          : 'Penyesuaian harga produk',
      ...(voucher ? {} : { note: 'Selisih terhadap harga produk tercatat pada order' }),
      qty: '',
      unitPrice: '',
      months: '',
      amount: formatRupiah(difference),
      style: 'sub',
    });
  }
  return lines;
}

/** The lines of a new order's (or a renewal's) invoice; they add up to Total Harga before an order-level voucher. */
export function buildInvoiceLines(data: InvoiceData, variant: InvoiceVariant): InvoiceLine[] {
  const items = pricedItems(data);
  const lines: InvoiceLine[] = [];
  if (variant === 'flexmod' && data.productModules.length > 0)
    lines.push(...flexmodProductLines(data, items.product));
  else lines.push(...pricedLines(items.product));
  if (items.userPackage) lines.push(...pricedLines(items.userPackage));
  if (items.storage) lines.push(...pricedLines(items.storage));
  for (const extra of extraCharges(data)) {
    lines.push({
      description: `Biaya Tambahan: ${extra.name}`,
      qty: '1',
      unitPrice: formatRupiah(extra.price),
      months: DASH,
      amount: formatRupiah(extra.price),
    });
    if (extra.disc > 0n)
      lines.push({
        description: `Diskon ${extra.name}`,
        qty: '',
        unitPrice: '',
        months: '',
        amount: formatRupiah(-extra.disc),
        style: 'sub',
      });
  }
  lines.push(...addOnLines(data));
  return lines;
}
