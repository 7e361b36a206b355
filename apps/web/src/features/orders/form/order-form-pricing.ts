// The live figures of the order form: the form's state handed to orderFigures, the very composition the API
// stores an order with (packages/domain/src/order-figures.ts), so 'Total Harga', 'Total Prorate' and
// 'Sisa Bayar' on screen are the figures the server will store.
import type { CalendarDate } from '@tagih/domain/dates';
import { toRupiah } from '@tagih/domain/money';
import { orderFigures, type OrderFigures } from '@tagih/domain/order-figures';
import type { OrderFormValues } from './order-form-values';

/** A count the user is typing: a whole number >= 0, anything else counts as 0 until it is fixed. */
function count(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

const money = (value: string | null | undefined) => toRupiah(value && value !== '' ? value : '0');

/** The figures of what the form holds now; null while a figure cannot be read (it never throws at the user). */
export function formFigures(values: OrderFormValues, today: CalendarDate): OrderFigures | null {
  const { chosen } = values;
  const renewal = values.is_auto_order === 1;
  try {
    const chosenAddOns = values.array_addon.flatMap((id) =>
      chosen.addOns.filter((addOn) => String(addOn.id) === id),
    );
    return orderFigures({
      today,
      totalMonth: count(values.total_month),
      product: chosen.product
        ? { id: chosen.product.id, price: money(chosen.product.price), addOnIds: chosen.product.addOnIds }
        : null,
      userPackage: chosen.userPackage
        ? {
            id: chosen.userPackage.id,
            price: money(chosen.userPackage.price),
            qty: count(values.qty_user_package),
            disc: money(values.disc_user_package),
          }
        : null,
      storage: chosen.storage
        ? {
            price: money(chosen.storage.price),
            qty: count(values.qty_storage_package),
            disc: money(values.disc_storage_package),
          }
        : null,
      extras: values.extra_package
        .filter((row) => row.id_extra_package !== null && row.price !== null)
        .map((row) => ({ price: money(row.price), disc: money(row.disc_extra_package) })),
      addOns: chosenAddOns.map((addOn) => ({ id: addOn.id, price: money(addOn.price) })),
      voucher: chosen.voucher,
      // A renewal (is_auto_order 1, edited from the list) runs from the day after the order it renews, unprorated.
      renews: chosen.previous && renewal ? { end_period: chosen.previous.end_period } : null,
      previous:
        chosen.previous && !renewal
          ? {
              start_period: chosen.previous.start_period,
              end_period: chosen.previous.end_period,
              total_month: chosen.previous.total_month,
              total_price: money(chosen.previous.total_price),
            }
          : null,
    });
  } catch {
    return null;
  }
}
