// The table of an invoice: one line per priced item (decisions.md, Invoices), each reading
// qty x unit price x months = amount, with its discount and the voucher that came off it as lines of their own
// beneath it, so every amount is reproducible from the line and the table adds up, visibly. Every figure
// comes from what was stored: the order keeps no unit prices, so the unit price is read back from the stored
// line ((amount + its discount) / (qty x months), exact) or, where a voucher hides it, taken from the
// catalogue and kept only when the voucher's discount on it gives the stored amount back exactly. A line
// that cannot be read back is printed as stored, with no unit price, so the table still adds up.
import { capDiscount, formatRupiah, toRupiah } from '@tagih/domain/money';
import { discountOn } from '@tagih/domain/vouchers';
import type { InvoiceData } from '../data/load-invoice-data.ts';
import type { InvoiceVariant } from './variant.ts';

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

/** One priced item of the order as stored, and what its unit price may be read from. */
export interface PricedItem {
  description: string;
  /** The catalogue's unit price, used only when the stored line cannot give it back. */
  catalogueUnit: bigint | null;
  qty: number;
  months: number;
  stored: bigint;
  /** The line's own discount (disc_user_package, disc_storage_package) as stored, before capping. */
  disc: bigint;
  /** The discount label: 'Diskon Paket User'. */
  discLabel: string;
  /** The voucher that came off this line: its code and the discount it gives on a base. */
  voucher?: { code: string; discountFor: (gross: bigint, disc: bigint) => bigint | null };
}

/** The line read back: qty x unit x months = gross, less disc, less voucher = stored; null when it cannot be. */
export interface LineParts {
  unit: bigint;
  gross: bigint;
  disc: bigint;
  voucher: bigint;
}

export function lineParts(item: PricedItem): LineParts | null {
  const units = BigInt(item.qty) * BigInt(item.months);
  if (units <= 0n) return null;
  const readBack =
    !item.voucher && (item.stored + item.disc) % units === 0n ? (item.stored + item.disc) / units : null;
  const unit = readBack ?? item.catalogueUnit;
  if (unit === null) return null;
  const gross = unit * units;
  const disc = capDiscount(item.disc, gross);
  const voucher = item.voucher ? item.voucher.discountFor(gross, disc) : 0n;
  if (voucher === null || gross - disc - voucher !== item.stored) return null;
  return { unit, gross, disc, voucher };
}

/** 'qty x Rp. unit x months bulan - diskon Rp. d - voucher CODE Rp. v': how a full-period line is made up. */
export function partsText(item: PricedItem, parts: LineParts | null): string {
  if (!parts) return `${item.qty} x ${item.months} bulan, setelah diskon dan voucher`;
  const text = [`${item.qty} x ${formatRupiah(parts.unit)} x ${item.months} bulan`];
  if (parts.disc > 0n) text.push(`diskon ${formatRupiah(parts.disc)}`);
  if (parts.voucher > 0n && item.voucher)
    text.push(`voucher ${item.voucher.code} ${formatRupiah(parts.voucher)}`);
  return text.join(' - ');
}

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

/** The priced items of the order (product, user package, storage) as stored, in the order they are listed. */
export function pricedItems(data: InvoiceData): {
  product: PricedItem;
  userPackage: PricedItem | null;
  storage: PricedItem | null;
} {
  const { order, voucher } = data;
  const months = order.total_month;
  const voucherOf = (scope: string, discountFor: (gross: bigint, disc: bigint) => bigint | null) =>
    voucher && voucher.scope === scope ? { voucher: { code: voucher.code, discountFor } } : {};
  const onBase = (gross: bigint, disc: bigint) =>
    voucher
      ? discountOn(
          { type_voucher: voucher.type_voucher === 0 ? 0 : 1, nominal: voucher.nominal },
          gross - disc,
        )
      : 0n;
  // An add-on voucher's base is the dearest of the product's own add-ons it names, capped at the product line.
  const addOnDiscount = (gross: bigint) => {
    if (!voucher) return null;
    const named = data.addOns.filter(
      (addOn) => addOn.own && (voucher.id_add_on === 0 || voucher.id_add_on === addOn.id),
    );
    if (named.length === 0) return null;
    const dearest = named.reduce((best, addOn) =>
      toRupiah(addOn.price) > toRupiah(best.price) ? addOn : best,
    );
    return capDiscount(onBase(toRupiah(dearest.price), 0n), gross);
  };
  return {
    product: {
      description: `Produk: ${data.product?.name ?? order.packages}`,
      catalogueUnit: data.product ? toRupiah(data.product.price) : null,
      qty: 1,
      months,
      stored: toRupiah(order.price_product_item),
      disc: 0n,
      discLabel: 'Diskon Produk',
      ...voucherOf('product', onBase),
      ...voucherOf('add_on', addOnDiscount),
    },
    userPackage: data.userPackage
      ? {
          description: `Paket User: ${data.userPackage.name}`,
          catalogueUnit: toRupiah(data.userPackage.price),
          qty: order.qty_user_package,
          months,
          stored: toRupiah(order.price_user_package),
          disc: toRupiah(order.disc_user_package),
          discLabel: 'Diskon Paket User',
          ...voucherOf('user_package', onBase),
        }
      : null,
    storage: data.storage
      ? {
          description: `Storage: ${data.storage.name} (${data.storage.storage} ${data.storage.type})`,
          catalogueUnit: toRupiah(data.storage.price),
          qty: order.qty_storage_package,
          months,
          stored: toRupiah(order.price_storage_package),
          disc: toRupiah(order.disc_storage_package),
          discLabel: 'Diskon Storage',
        }
      : null,
  };
}

/** Each extra charge: its price, its discount, and the net amount stored. */
export function extraCharges(data: InvoiceData) {
  return data.extras.map((extra) => {
    const price = toRupiah(extra.price);
    const disc = capDiscount(toRupiah(extra.disc), price);
    return { name: extra.name, price, disc, net: price - disc };
  });
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
