// The priced items of an order read back from what was stored (invoice-lines.ts says how): each item's
// figures, its unit price where it can be recovered exactly, and how a full-period line is made up.
import { capDiscount, formatRupiah, toRupiah } from '@tagih/domain/money';
import { discountOn } from '@tagih/domain/vouchers';
import type { InvoiceData } from '../data/load-invoice-data.ts';

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
