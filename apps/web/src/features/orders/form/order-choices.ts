// What choosing a company, a product or a previous order does to the rest of the order form: a previous order
// belongs to its company; a product brings its price and its own add-ons; a previous order makes the order an
// upgrade, carried over from it (a new order) or keeping its own lines (an edit). Plain functions of the form.
import type { UseFormReturnType } from '@mantine/form';
import { addOnSelectionFor } from '@tagih/domain/order-add-ons';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { fetchProductWithAddOns } from '../api/product-item-add-ons';
import { fetchOrderDetail } from '../api/order-hooks';
import { carriedOver, previousOf } from './order-form-values';
import type { OrderFormValues } from './order-form-values';

type OrderForm = UseFormReturnType<OrderFormValues>;
export type CompanyRow = { id_company: number; name_company: string };
export type ProductRow = { id: number; name: string; price: string };

/**
 * The product's price and add-ons. An order carries only its product's add-ons (the server refuses any
 * other), so another product brings its own add-ons in place of the previous product's; the same product
 * again (an upgrade of an order with it) keeps what was chosen among its add-ons.
 */
async function loadProduct(form: OrderForm, id: number | string, productChanged: boolean) {
  try {
    const { product, addOns } = await fetchProductWithAddOns(id);
    if (form.getValues().id_product_item !== String(product.id)) return; // another product was chosen meanwhile
    form.setFieldValue('chosen.product', product);
    form.setFieldValue('chosen.addOns', addOns);
    form.setFieldValue(
      'array_addon',
      addOnSelectionFor(product.addOnIds, form.getValues().array_addon, productChanged),
    );
  } catch {
    // the API client has reported it; the product stays chosen with the price from the search
  }
}

/** A new upgrade starts from what the previous order holds (carriedOver), once its detail arrives. */
async function carryOver(form: OrderForm, id: number) {
  try {
    const detail = await fetchOrderDetail(id);
    if (form.getValues().id_order !== String(id)) return; // another order was chosen meanwhile
    form.setValues(carriedOver(form.getValues(), detail));
  } catch {
    // the API client has reported it; the clerk fills the lines in
  }
}

/** An edit's upgrade keeps its own lines: only the product follows the previous order. */
function followPreviousProduct(form: OrderForm, row: OrderRow) {
  const changed = String(row.id_product_item) !== form.getValues().id_product_item;
  if (changed) {
    form.setFieldValue('id_product_item', String(row.id_product_item));
    form.setFieldValue('array_addon', []);
    form.setFieldValue('chosen.product', {
      id: row.id_product_item,
      name: row.packages.name,
      price: '0',
      addOnIds: [],
    });
  }
  void loadProduct(form, row.id_product_item, changed);
}

/** The handlers of the company, product and previous-order selects, for the form as it is rendered now. */
export function orderChoices(form: OrderForm, isEdit: boolean) {
  const { values } = form;

  const chooseProduct = (id: string | null, row: ProductRow | null) => {
    const changed = id !== form.getValues().id_product_item;
    form.setFieldValue('id_product_item', id);
    // The previous product's add-ons never stay with another product, not even while its own load.
    if (changed) form.setFieldValue('array_addon', []);
    if (!id) return form.setFieldValue('chosen.product', null);
    if (row)
      form.setFieldValue('chosen.product', { id: row.id, name: row.name, price: row.price, addOnIds: [] });
    void loadProduct(form, id, changed);
  };

  const chooseCompany = (id: string | null, row: CompanyRow | null) => {
    form.setFieldValue('id_company', id);
    form.setFieldValue(
      'chosen.company',
      row ? { id: row.id_company, name: row.name_company } : id ? values.chosen.company : null,
    );
    if (id !== values.id_company) {
      form.setFieldValue('id_order', null); // a previous order belongs to the company
      form.setFieldValue('chosen.previous', null);
    }
  };

  const choosePrevious = (id: string | null, row: OrderRow | null) => {
    form.setFieldValue('id_order', id);
    if (!id) return form.setFieldValue('chosen.previous', null);
    if (!row) return;
    form.setFieldValue('chosen.previous', previousOf(row));
    form.setFieldValue('total_month', row.total_month);
    if (!isEdit) return void carryOver(form, row.id);
    followPreviousProduct(form, row);
  };

  return { chooseProduct, chooseCompany, choosePrevious };
}
