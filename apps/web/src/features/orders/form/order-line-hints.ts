// The hints under the order lines and the upgrade's prorated breakdown, as text. Every hint is an arithmetic
// truth: 'price x qty x months = amount' is the line before any discount, and a discount or voucher is a hint
// line of its own, followed by what the line comes to. The figures are the live ones (orderFigures), so the
// form shows what the server stores and the invoice prints.
import { capDiscount, formatRupiah, toRupiah, type Rupiah } from '@tagih/domain/money';
import type { OrderFigures } from '@tagih/domain/order-figures';
import type { ProratedLine, UpgradeFigures } from '@tagih/domain/proration';
import type { OrderFormValues } from './order-form-values';

/** A count the user is typing: a whole number >= 0, anything else counts as 0 until it is fixed. */
export function count(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

function money(value: string | null | undefined): Rupiah {
  try {
    return toRupiah(value && value !== '' ? value : '0');
  } catch {
    return 0n;
  }
}

export interface LineHints {
  product: string[];
  userPackage: string[];
  storage: string[];
}

interface HintLine {
  head: string; // 'Rp. 100.000 x 2 x 3 bulan'
  gross: Rupiah;
  disc: Rupiah;
  voucher: Rupiah;
  net: Rupiah; // the line's stored figure
  what: string; // 'paket user'
}

function hintLines(line: HintLine, voucherCode: string): string[] {
  const hints = [`${line.head} = ${formatRupiah(line.gross)}`];
  if (line.disc > 0n) hints.push(`Diskon: ${formatRupiah(-line.disc)}`);
  if (line.voucher > 0n) hints.push(`Voucher ${voucherCode}: ${formatRupiah(-line.voucher)}`);
  if (line.disc > 0n || line.voucher > 0n) hints.push(`Jumlah ${line.what}: ${formatRupiah(line.net)}`);
  return hints;
}

/** The hints under Select Product, Select User Package and Select Storage Package. */
export function lineHints(values: OrderFormValues, figures: OrderFigures | null): LineHints {
  const { chosen } = values;
  const months = count(values.total_month);
  const prices = figures?.prices;
  const code = chosen.voucher?.code_voucher ?? '';
  const voucherOn = (...scopes: string[]) =>
    prices?.voucher_scope && scopes.includes(prices.voucher_scope) ? prices.voucher_amount : 0n;
  const unknown = (head: string) => [`${head} = -`];

  const productUnit = chosen.product ? money(chosen.product.price) : null;
  const productHead = `${chosen.product ? formatRupiah(productUnit ?? 0n) : 'Rp. -'} / bulan x ${months} bulan`;
  const product =
    productUnit === null || !prices
      ? unknown(productHead)
      : hintLines(
          {
            head: productHead,
            gross: productUnit * BigInt(months),
            disc: 0n,
            voucher: voucherOn('product', 'add_on'),
            net: prices.price_product_item,
            what: 'produk',
          },
          code,
        );

  const quantityHints = (
    item: { price: string } | null,
    qtyValue: number | string,
    discValue: string,
    net: Rupiah | undefined,
    voucher: Rupiah,
    what: string,
  ) => {
    const qty = count(qtyValue);
    const head = `${item ? formatRupiah(money(item.price)) : 'Rp. -'} x ${qty} x ${months} bulan`;
    if (!item || net === undefined) return unknown(head);
    const gross = money(item.price) * BigInt(qty) * BigInt(months);
    return hintLines({ head, gross, disc: capDiscount(money(discValue), gross), voucher, net, what }, code);
  };
  return {
    product,
    userPackage: quantityHints(
      chosen.userPackage,
      values.qty_user_package,
      values.disc_user_package,
      prices?.price_user_package,
      voucherOn('user_package'),
      'paket user',
    ),
    storage: quantityHints(
      chosen.storage,
      values.qty_storage_package,
      values.disc_storage_package,
      prices?.price_storage_package,
      0n,
      'storage',
    ),
  };
}

/** What a prorated line is called in the form: the same names as on the invoice. */
export function proratedLineLabel(values: OrderFormValues, line: ProratedLine): string {
  const { chosen } = values;
  if (line.key === 'product') return `Produk: ${chosen.product?.name ?? '-'}`;
  if (line.key === 'user_package') return `Paket User: ${chosen.userPackage?.name ?? '-'}`;
  if (line.key === 'storage') return `Storage: ${chosen.storage?.name ?? '-'}`;
  if (line.key === 'voucher') return `Voucher ${chosen.voucher?.code_voucher ?? ''}`.trim();
  if (line.key === 'pembulatan') return 'Pembulatan';
  // formFigures prices the extra-charge rows that have a package chosen, in order.
  const extras = values.extra_package.filter((row) => row.id_extra_package !== null && row.price !== null);
  return `Biaya Tambahan: ${extras[Number(line.key.slice('extra:'.length))]?.name ?? '-'}`;
}

/** 'Rp. 12.000.000 x 184/365 hari = Rp. 6.049.316', or for Pembulatan what it makes up. */
export function proratedLineText(line: ProratedLine, upgrade: UpgradeFigures): string {
  const days = `${upgrade.remaining_days}/${upgrade.total_days} hari`;
  if (line.key === 'pembulatan') {
    return `selisih pembulatan: ${formatRupiah(upgrade.new_total)} x ${days} = ${formatRupiah(upgrade.new_prorated)}`;
  }
  return `${formatRupiah(line.full)} x ${days} = ${formatRupiah(line.amount)}`;
}
