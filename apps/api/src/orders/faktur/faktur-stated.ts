// What an order's faktur states (issue 31): the buyer, the period and every priced figure and line the
// Coretax export and the invoice read. While DJP's number is recorded and no replacement is open, an update
// that would change any of these is refused (409) and rolled back; one that changes only the rest (remarks)
// passes. Compared after the write, inside its transaction, so the rule needs no second copy of the pricing.
import { AppError } from '../../lib/app-error.ts';
import type { OrderRecord } from '../read/orders-read.ts';
import type { orderChildRows } from '../write/order-child-rows.ts';
import { openActionOf } from './faktur-actions-write.ts';
import type { Db } from '@tagih/db';

const FAKTUR_STATED = [
  'id_company',
  'id_order',
  'start_period',
  'end_period',
  'total_month',
  'packages',
  'total_user',
  'id_product_item',
  'id_user_package',
  'qty_user_package',
  'disc_user_package',
  'id_storage_package',
  'qty_storage_package',
  'disc_storage_package',
  'id_master_voucher',
  'price_product_item',
  'price_user_package',
  'price_storage_package',
  'price_extra_package',
  'voucher_discount',
  'total_price',
  'previous_total',
  'total_prorate',
  'sisa_bayar',
  'dpp',
  'ppn',
  'total_with_ppn',
  'ppn_rate',
  'dpp_rule',
] as const satisfies readonly (keyof OrderRecord)[];

type ChildRows = Awaited<ReturnType<typeof orderChildRows>>;

/** The faktur's content as one comparable text (child rows without their own ids). */
function fakturStatement(order: OrderRecord, children: ChildRows): string {
  return JSON.stringify({
    order: FAKTUR_STATED.map((field) => String(order[field])),
    extras: children.extra_package.map((row) => [
      row.id_extra_package,
      row.name_extra_package,
      row.price_extra_package,
      row.disc_extra_package,
    ]),
    addOns: children.add_ons.map((row) => [row.add_on_id, row.name, row.price].join('|')).sort(),
  });
}

export const FAKTUR_LOCKED_MESSAGE =
  'Faktur pajak order ini sudah bernomor dari DJP; angka, baris dan pembelinya tidak dapat diubah. ' +
  "Mulai penggantian faktur dahulu ('Ganti Faktur'), lalu ubah order.";

/** 409 when the update changed what the numbered faktur states and no replacement is open. */
export async function assertFakturUnchanged(
  tx: Db,
  before: { order: OrderRecord; children: ChildRows },
  after: { order: OrderRecord; children: ChildRows },
): Promise<void> {
  if (before.order.faktur_number === null) return;
  if (fakturStatement(before.order, before.children) === fakturStatement(after.order, after.children)) return;
  if (!(await openActionOf(tx, before.order.id, 'replace'))) throw AppError.conflict(FAKTUR_LOCKED_MESSAGE);
}
