// The order form's state: the payload fields of spec 2.10 plus `chosen`, the catalogue facts of what is
// selected (prices, the product's add-ons, the voucher, the previous order) that the live totals are priced
// from. The payload sent is `toPayload(values)`: the server prices the order again from its own catalogue.
import { randomId } from '@mantine/hooks';
import { orderInputSchema } from '@tagih/domain/schemas/order';
import type { OrderDetail, OrderExtraPackageInput, OrderInput, OrderRow } from '@tagih/domain/schemas/order';
import type { Voucher } from '@tagih/domain/vouchers';
import { z } from 'zod';

export type ChosenItem = { id: number; name: string; price: string };
export type ChosenProduct = ChosenItem & { addOnIds: number[] };
export type ChosenUserPackage = ChosenItem & { total_user: number };
export type ChosenVoucher = Voucher & {
  id: number;
  name_voucher: string;
  code_voucher: string;
  target_name?: string | null;
};
/** The previous order of an upgrade, with the stored figures proration reads. */
export type ChosenPrevious = Pick<
  OrderRow,
  | 'id'
  | 'invoice_number'
  | 'start_period'
  | 'end_period'
  | 'total_month'
  | 'id_product_item'
  | 'price_product_item'
  | 'price_user_package'
  | 'price_storage_package'
  | 'price_extra_package'
  | 'total_price'
>;

export type ExtraRow = {
  key: string;
  id_extra_package: string | null;
  name: string;
  price: string | null;
  disc_extra_package: string;
};

export type OrderFormValues = {
  id_company: string | null;
  id_order: string | null;
  invoice_number: string;
  total_month: number | string;
  remarks: string;
  id_product_item: string | null;
  id_user_package: string | null;
  qty_user_package: number | string;
  disc_user_package: string;
  id_storage_package: string | null;
  qty_storage_package: number | string;
  disc_storage_package: string;
  extra_package: ExtraRow[];
  array_addon: string[];
  id_master_diskon: string | null;
  is_auto_order: number;
  chosen: {
    company: { id: number; name: string } | null;
    product: ChosenProduct | null;
    userPackage: ChosenUserPackage | null;
    storage: ChosenItem | null;
    addOns: ChosenItem[];
    voucher: ChosenVoucher | null;
    previous: ChosenPrevious | null;
  };
};

export const emptyExtraRow = (): ExtraRow => ({
  key: randomId(),
  id_extra_package: null,
  name: '',
  price: null,
  disc_extra_package: '0',
});

/** Spec section 9 "Order form defaults": 1 month, quantities 1, one empty extra-charge row. */
export function initialOrderValues(): OrderFormValues {
  return {
    id_company: null,
    id_order: null,
    invoice_number: '',
    total_month: 1,
    remarks: '',
    id_product_item: null,
    id_user_package: null,
    qty_user_package: 1,
    disc_user_package: '0',
    id_storage_package: null,
    qty_storage_package: 1,
    disc_storage_package: '0',
    extra_package: [emptyExtraRow()],
    array_addon: [],
    id_master_diskon: null,
    is_auto_order: 0,
    chosen: {
      company: null,
      product: null,
      userPackage: null,
      storage: null,
      addOns: [],
      voucher: null,
      previous: null,
    },
  };
}

const idText = (id: number | null) => (id === null ? null : String(id));

/** The loaded order as form values; the catalogue facts are the catalogue's current ones, as an update prices. */
export function orderToValues(order: OrderDetail): OrderFormValues {
  const { productItem, userPackage, storagePackage, voucher, previous_order: previous } = order;
  return {
    id_company: String(order.id_company),
    id_order: idText(order.id_order),
    invoice_number: order.invoice_number,
    total_month: order.total_month,
    remarks: order.remarks,
    id_product_item: String(order.id_product_item),
    id_user_package: String(order.id_user_package),
    qty_user_package: order.qty_user_package,
    disc_user_package: order.disc_user_package,
    id_storage_package: idText(order.id_storage_package),
    qty_storage_package: order.qty_storage_package,
    disc_storage_package: order.disc_storage_package,
    extra_package:
      order.extra_package.length > 0
        ? order.extra_package.map((row) => ({
            key: randomId(),
            id_extra_package: String(row.id_extra_package),
            name: row.name_extra_package,
            price: row.price,
            disc_extra_package: row.disc_extra_package,
          }))
        : [emptyExtraRow()],
    array_addon: order.array_addon.map(String),
    id_master_diskon: idText(order.id_master_diskon),
    is_auto_order: order.is_auto_order,
    chosen: {
      company: { id: order.company.id_company, name: order.company.name_company },
      product: {
        id: productItem.id,
        name: productItem.name,
        price: productItem.price,
        addOnIds: productItem.add_on_ids,
      },
      userPackage: {
        id: userPackage.id,
        name: userPackage.name,
        price: userPackage.price,
        total_user: userPackage.total_user,
      },
      storage: storagePackage,
      addOns: order.add_ons,
      voucher,
      previous,
    },
  };
}

/** The previous order of an upgrade as the form keeps it: the stored figures proration reads. */
export const previousOf = (row: OrderRow): ChosenPrevious => ({
  id: row.id,
  invoice_number: row.invoice_number,
  start_period: row.start_period,
  end_period: row.end_period,
  total_month: row.total_month,
  id_product_item: row.id_product_item,
  price_product_item: row.price_product_item,
  price_user_package: row.price_user_package,
  price_storage_package: row.price_storage_package,
  price_extra_package: row.price_extra_package,
  total_price: row.total_price,
});

/**
 * An upgrade starts from the order it upgrades (issue 27): its months, product, user package and quantity,
 * storage and quantity, add-ons and extra charges with their discounts, at today's catalogue prices (the
 * detail's nested prices are the catalogue's now), so the clerk changes only what the upgrade changes. What
 * the form holds of its own (company, number, remarks, voucher) stays.
 */
export function carriedOver(values: OrderFormValues, previous: OrderDetail): OrderFormValues {
  const from = orderToValues(previous);
  return {
    ...from,
    id_company: values.id_company,
    id_order: String(previous.id),
    invoice_number: values.invoice_number,
    remarks: values.remarks,
    id_master_diskon: values.id_master_diskon,
    is_auto_order: values.is_auto_order,
    chosen: {
      ...from.chosen,
      company: values.chosen.company,
      voucher: values.chosen.voucher,
      previous: previousOf(previous),
    },
  };
}

/**
 * Every field of the payload, each written out (its version, `updated_at`, is the shared form page's): a field
 * added to orderInputSchema and not given here fails the typecheck, though the schema lets the API omit it.
 */
type OrderFormPayload = { [Field in Exclude<keyof OrderInput, 'updated_at'>]-?: OrderInput[Field] };
type ExtraPackagePayload = { [Field in keyof OrderExtraPackageInput]-?: OrderExtraPackageInput[Field] };

/** What is sent to store / update (spec section 7): ids, quantities and texts; never a price. */
export function toOrderPayload(values: OrderFormValues): OrderInput {
  const payload: OrderFormPayload = {
    id_company: values.id_company,
    id_order: values.id_order,
    invoice_number: values.invoice_number || null,
    total_month: values.total_month,
    remarks: values.remarks,
    packages: values.chosen.product?.name ?? '',
    id_product_item: values.id_product_item,
    id_user_package: values.id_user_package,
    qty_user_package: values.qty_user_package,
    disc_user_package: values.disc_user_package,
    id_storage_package: values.id_storage_package,
    qty_storage_package: values.qty_storage_package,
    disc_storage_package: values.disc_storage_package,
    extra_package: values.extra_package
      .filter((row) => row.id_extra_package !== null)
      .map(
        (row): ExtraPackagePayload => ({
          id_extra_package: row.id_extra_package,
          disc_extra_package: row.disc_extra_package,
        }),
      ),
    array_addon: values.array_addon,
    id_master_diskon: values.id_master_diskon,
    is_auto_order: values.is_auto_order === 1 ? 1 : 0,
  };
  return payload;
}

/** The form validates what it would send, with the API's own schema (empty extra-charge rows are not sent). */
export const orderFormSchema = z.preprocess(
  (values) => toOrderPayload(values as OrderFormValues),
  orderInputSchema,
);
