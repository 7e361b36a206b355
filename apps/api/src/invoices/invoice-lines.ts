// The table of an invoice: one line per priced item (decisions.md, Invoices). Every amount is a stored line
// figure of the order. The order keeps no unit prices, so the unit price is read back from the stored line
// ((amount + its discount) / (qty x months), exact) and only where a voucher or proration hides it is the
// catalogue's price shown instead, with a note for the difference. The flexmod variant lists the product's
// priced sub-modules and closes the breakdown with the difference to the stored product figure, so the
// product's lines always add up to what was stored.
import { capDiscount, formatRupiah, toRupiah } from '@tagih/domain/money';
import type { InvoiceData } from './load-invoice-data.ts';
import { periode } from './indonesian-dates.ts';
import type { InvoiceVariant } from './variant.ts';

export interface InvoiceLine {
  description: string;
  /** Smaller lines under the description (a discount, proration, 'Termasuk dalam paket'), one per '\n'. */
  note?: string;
  qty: string;
  unitPrice: string;
  months: string;
  amount: string;
  /** A heading line of a breakdown, or a sub-line indented under it. */
  style?: 'heading' | 'sub';
}

const DASH = '-';

interface PricedItem {
  description: string;
  /** The catalogue's unit price, used only when the stored line cannot give it back. */
  catalogueUnit: bigint | null;
  qty: number;
  months: number;
  stored: bigint;
  disc: bigint;
  /** The code of the voucher that came off this line, if one did. */
  voucher?: string;
  /** Proration text for an upgrade's user-package and storage lines, shown when the stored amount is prorated. */
  prorata?: string;
}

/** The unit price the stored line was priced at, when it can be read back exactly. */
function storedUnit(item: PricedItem): bigint | null {
  const units = BigInt(item.qty) * BigInt(item.months);
  if (item.voucher || item.prorata || units <= 0n || item.stored <= 0n) return null;
  const gross = item.stored + item.disc;
  return gross % units === 0n ? gross / units : null;
}

function pricedLine(item: PricedItem): InvoiceLine {
  const unit = storedUnit(item) ?? item.catalogueUnit;
  const gross = unit === null ? null : unit * BigInt(item.qty) * BigInt(item.months);
  const disc = gross === null ? item.disc : capDiscount(item.disc, gross);
  const notes: string[] = [];
  if (disc > 0n) notes.push(`Diskon ${formatRupiah(disc)}`);
  // Below the full amount: a prorated upgrade line says so, a line a voucher came off says by how much.
  const below = gross === null ? 0n : gross - disc - item.stored;
  if (below > 0n && item.prorata) notes.push(item.prorata);
  else if (below > 0n && item.voucher) notes.push(`Potongan voucher ${item.voucher} ${formatRupiah(below)}`);
  return {
    description: item.description,
    ...(notes.length > 0 ? { note: notes.join('\n') } : {}),
    qty: String(item.qty),
    unitPrice: unit === null ? DASH : formatRupiah(unit),
    months: String(item.months),
    amount: formatRupiah(item.stored),
  };
}

function productName(data: InvoiceData): string {
  return `Produk: ${data.product?.name ?? data.order.packages}`;
}

function flexmodProductLines(data: InvoiceData, months: number, voucher: string | undefined): InvoiceLine[] {
  const stored = toRupiah(data.order.price_product_item);
  const lines: InvoiceLine[] = [{ description: productName(data), note: 'Rincian per sub-modul', qty: '', unitPrice: '', months: '', amount: '', style: 'heading' }];
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
  const difference = stored - sum;
  if (difference !== 0n) {
    lines.push({
      description: difference < 0n ? 'Potongan harga produk' : 'Penyesuaian harga produk',
      note: voucher && difference < 0n ? `Voucher ${voucher}` : 'Selisih terhadap harga produk tercatat pada order',
      qty: DASH,
      unitPrice: DASH,
      months: DASH,
      amount: formatRupiah(difference),
      style: 'sub',
    });
  }
  return lines;
}

export function buildInvoiceLines(data: InvoiceData, variant: InvoiceVariant, prorated: boolean): InvoiceLine[] {
  const { order, voucher } = data;
  const months = order.total_month;
  const voucherOn = (...scopes: string[]) => (voucher && voucher.scope && scopes.includes(voucher.scope) ? { voucher: voucher.code } : {});
  const prorata = prorated ? { prorata: `Prorata ${periode(order.start_period, order.end_period)}` } : {};
  const lines: InvoiceLine[] = [];

  if (variant === 'flexmod' && data.productModules.length > 0) {
    lines.push(...flexmodProductLines(data, months, voucherOn('product', 'add_on').voucher));
  } else {
    const catalogueUnit = data.product ? toRupiah(data.product.price) : null;
    lines.push(pricedLine({ description: productName(data), catalogueUnit, qty: 1, months, stored: toRupiah(order.price_product_item), disc: 0n, ...voucherOn('product', 'add_on') }));
  }

  if (data.userPackage) {
    lines.push(
      pricedLine({
        description: `Paket User: ${data.userPackage.name}`,
        catalogueUnit: toRupiah(data.userPackage.price),
        qty: order.qty_user_package,
        months,
        stored: toRupiah(order.price_user_package),
        disc: toRupiah(order.disc_user_package),
        ...voucherOn('user_package'),
        ...prorata,
      }),
    );
  }

  if (data.storage) {
    lines.push(
      pricedLine({
        description: `Storage: ${data.storage.name} (${data.storage.storage} ${data.storage.type})`,
        catalogueUnit: toRupiah(data.storage.price),
        qty: order.qty_storage_package,
        months,
        stored: toRupiah(order.price_storage_package),
        disc: toRupiah(order.disc_storage_package),
        ...prorata,
      }),
    );
  }

  for (const extra of data.extras) {
    const price = toRupiah(extra.price);
    const disc = capDiscount(toRupiah(extra.disc), price);
    lines.push({
      description: `Biaya Tambahan: ${extra.name}`,
      ...(disc > 0n ? { note: `Diskon ${formatRupiah(disc)}` } : {}),
      qty: '1',
      unitPrice: formatRupiah(price),
      months: DASH,
      amount: formatRupiah(price - disc),
    });
  }

  for (const addOn of data.addOns) {
    lines.push({ description: `Add-on: ${addOn.name}`, note: 'Termasuk dalam paket', qty: '1', unitPrice: DASH, months: String(months), amount: 'Termasuk' });
  }
  return lines;
}
