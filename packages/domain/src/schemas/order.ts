// Orders (spec 2.8-2.10, 3 "Order", 7): the store/update payload, the change-status and cancel bodies, and the
// rows the API answers with. Prices are never read from the client: price_* fields it sends are stripped here
// and the server prices the order from the catalogue (decisions.md "Orders").
import { z } from 'zod';
import { ORDER_STATUS_VALUES } from '../order-status.ts';
import { flagInput, moneyOutput, versionField } from './common.ts';
import { orderOwedFields, orderTaxFields } from './order-row-money.ts';
import { optionalText } from './contact.ts';
import {
  discount,
  idValue,
  MAX_ORDER_MONTHS,
  optionalId,
  quantity,
  requiredId,
  wholeNumber,
} from './order-fields.ts';

export { MAX_ORDER_MONTHS, MAX_ORDER_QUANTITY } from './order-fields.ts';

const MAX_EXTRA_ROWS = 50;
const MAX_ADD_ONS = 100;

export const orderExtraPackageInputSchema = z.object({
  id_extra_package: requiredId,
  disc_extra_package: discount,
});
export type OrderExtraPackageInput = z.input<typeof orderExtraPackageInputSchema>;

/**
 * The payload's fields an order stores as they are sent, each in the column of its name: a store and an update
 * copy them (`storedAsSent`, orders-write.ts), so such a field is declared here alone.
 */
const orderFieldsStoredAsSent = {
  remarks: optionalText(2000, { multiline: true }).transform((value) => value ?? ''),
};

export const orderInputSchema = z.object({
  id_company: requiredId,
  id_order: optionalId.default(null),
  /** The previewed number the form showed; the server assigns the real one and says so when they differ. */
  invoice_number: z.string().trim().max(50).nullish(),
  total_month: wholeNumber(
    1,
    MAX_ORDER_MONTHS,
    'Jumlah bulan minimal 1.',
    `Jumlah bulan maksimal ${MAX_ORDER_MONTHS}.`,
  ).default(1),
  ...orderFieldsStoredAsSent,
  /** Display text sent by the form; the server stores the product's name instead. */
  packages: z.string().max(255).nullish(),
  id_product_item: requiredId,
  id_user_package: requiredId,
  qty_user_package: quantity,
  disc_user_package: discount,
  id_storage_package: optionalId.default(null),
  qty_storage_package: quantity,
  disc_storage_package: discount,
  extra_package: z
    .array(orderExtraPackageInputSchema)
    .max(MAX_EXTRA_ROWS, `Maksimal ${MAX_EXTRA_ROWS} extra charge.`)
    .nullish()
    .transform((rows) => rows ?? []),
  array_addon: z
    .array(idValue)
    .max(MAX_ADD_ONS, `Maksimal ${MAX_ADD_ONS} add on.`)
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  id_master_diskon: optionalId.default(null),
  /** 1 for renewal orders made by integrators; the console sends 0. */
  is_auto_order: flagInput.default(0),
  updated_at: versionField,
});
export type OrderInput = z.input<typeof orderInputSchema>;
export type OrderInputParsed = z.output<typeof orderInputSchema>;

export const storedAsSent = (input: OrderInputParsed) =>
  Object.fromEntries(
    Object.keys(orderFieldsStoredAsSent).map((field) => [field, input[field as keyof OrderInputParsed]]),
  ) as Pick<OrderInputParsed, keyof typeof orderFieldsStoredAsSent>;

/** 0 new, 1 paid, 2 suspend (spec section 9, order-status.ts). The view dialog sends 0 and 1; integrators 2. */
export const ORDER_STATUSES = ORDER_STATUS_VALUES;

/** `POST /orders/cancel_order {order}` and `POST /orders/send_inv {order}`. */
export const orderActionBodySchema = z.object({ order: requiredId });

/** `POST /orders/search {name?, id_company}`: a company's previous orders. */
export const orderSearchBodySchema = z.object({
  name: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((value) => value ?? ''),
  id_company: requiredId,
});

const flag = z.union([z.literal(0), z.literal(1)]);

export const orderRowSchema = z.object({
  id: z.number().int(),
  id_company: z.number().int(),
  company: z.object({ id_company: z.number().int(), name_company: z.string() }),
  id_order: z.number().int().nullable(),
  /**
   * The order that upgraded this one (its `id_order` names this order), or null: a superseded order cannot
   * be upgraded again. An upgrading order that is cancelled does not count (a voided one has left the table).
   */
  upgraded_by: z.number().int().nullable(),
  /** That order's invoice number, for 'Di-upgrade ke INV/...'; null with upgraded_by. */
  upgraded_by_invoice: z.string().nullable(),
  /**
   * The renewal of this order (an order with is_auto_order 1 naming it, not cancelled), or null: a renewed order
   * is not renewed again, and is upgraded through its renewal (decisions.md "Subscriptions").
   */
  renewed_by: z.number().int().nullable(),
  /** That renewal's invoice number, for 'Diperpanjang oleh INV/...'; null with renewed_by. */
  renewed_by_invoice: z.string().nullable(),
  invoice_number: z.string(),
  start_period: z.string(),
  end_period: z.string(),
  created_on: z.string(),
  total_month: z.number().int(),
  is_canceled: flag,
  is_billing: flag,
  is_auto_order: flag,
  status: z.number().int(),
  /** Storage key of the proof (null when none); the image itself only through image_payment_proof. */
  payment_proof: z.string().nullable(),
  /** Short-lived signed link to the proof image, or null. */
  image_payment_proof: z.string().nullable(),
  total_user: z.number().int(),
  remarks: z.string(),
  packages: z.object({ id: z.number().int(), name: z.string() }),
  id_product_item: z.number().int(),
  price_product_item: moneyOutput,
  userPackages: z.object({ name: z.string() }),
  id_user_package: z.number().int(),
  qty_user_package: z.number().int(),
  disc_user_package: moneyOutput,
  price_user_package: moneyOutput,
  id_storage_package: z.number().int().nullable(),
  qty_storage_package: z.number().int(),
  disc_storage_package: moneyOutput,
  price_storage_package: moneyOutput,
  price_extra_package: moneyOutput,
  id_master_voucher: z.number().int().nullable(),
  voucher_discount: moneyOutput,
  total_price: moneyOutput,
  previous_total: moneyOutput,
  total_prorate: moneyOutput,
  sisa_bayar: moneyOutput,
  ...orderOwedFields,
  ...orderTaxFields,
  invoice_sent_at: z.string().nullable(),
  /** When the order was marked paid (status 1) and by which administrator; null while it is not paid. */
  paid_at: z.string().nullable(),
  paid_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

const catalogueRef = z.object({ id: z.number().int(), name: z.string(), price: moneyOutput });

/** The voucher as stored, in the shape the shared pricing code reads (vouchers.ts `Voucher`). */
export const orderVoucherSchema = z.object({
  id: z.number().int(),
  name_voucher: z.string(),
  code_voucher: z.string(),
  type_voucher: z.union([z.literal(0), z.literal(1)]),
  nominal: z.string(),
  is_all_module: flag,
  id_module: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  id_user_package: z.string().nullable(),
  id_product_item: z.string().nullable(),
  id_add_on: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
});
export type OrderVoucher = z.infer<typeof orderVoucherSchema>;

/**
 * `GET /orders/{id}`: the row plus what the view dialog and the edit form need. The nested catalogue prices
 * are the catalogue's current ones (what an update prices with); the order's own figures are the stored ones.
 */
export const orderDetailSchema = orderRowSchema.extend({
  id_master_diskon: z.number().int().nullable(),
  productItem: catalogueRef.extend({ is_billing: flag, add_on_ids: z.array(z.number().int()) }),
  userPackage: catalogueRef.extend({ total_user: z.number().int() }),
  storagePackage: catalogueRef.nullable(),
  extra_package: z.array(
    z.object({
      id: z.number().int(),
      id_extra_package: z.number().int(),
      name_extra_package: z.string(),
      /** The price stored on the order when it was saved. */
      price_extra_package: moneyOutput,
      disc_extra_package: moneyOutput,
      /** The catalogue's current price. */
      price: moneyOutput,
    }),
  ),
  array_addon: z.array(z.number().int()),
  add_ons: z.array(catalogueRef),
  voucher: orderVoucherSchema.nullable(),
  previous_order: z
    .object({
      id: z.number().int(),
      invoice_number: z.string(),
      start_period: z.string(),
      end_period: z.string(),
      total_month: z.number().int(),
      id_product_item: z.number().int(),
      price_product_item: moneyOutput,
      price_user_package: moneyOutput,
      price_storage_package: moneyOutput,
      price_extra_package: moneyOutput,
      total_price: moneyOutput,
    })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The text fields of the `POST /orders/payment_proof` multipart form (the image comes as `file`). */
export const paymentProofFieldsSchema = z.object({ id: requiredId });

/** `POST /orders/payment_proof` answer: the storage key and a short-lived signed link to the image. */
export const paymentProofSchema = z.object({ path: z.string(), uri: z.string() });
