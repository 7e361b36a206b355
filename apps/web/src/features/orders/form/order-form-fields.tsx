// The fields of 'Form Order' in the order of spec 2.10, and what ties them together: the company decides
// whether 'Select Order' is offered, a previous order makes it an upgrade (months and product read-only,
// proration shown), and every change re-prices the totals with the shared code.
import { Divider, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { todayInJakarta } from '@tagih/domain/dates';
import { addOnSelectionFor } from '@tagih/domain/order-add-ons';
import { MAX_ORDER_MONTHS } from '@tagih/domain/schemas/order';
import type { OrderDetail, OrderRow } from '@tagih/domain/schemas/order';
import { useEffect, useMemo } from 'react';
import { SearchSelect } from '../../../components/search-select';
import { fetchProductWithAddOns } from '../api/product-item-add-ons';
import { fetchOrderDetail, useCompanyOrders, useInvoiceNumberPreview } from '../api/order-hooks';
import { ExtraChargeRows } from './extra-charge-rows';
import { AddOnField, OrderCatalogueFields } from './order-catalogue-fields';
import { formFigures } from './order-form-pricing';
import { carriedOver, previousOf } from './order-form-values';
import type { OrderFormValues } from './order-form-values';
import { OrderTotals } from './order-totals';
import { VoucherField } from './voucher-field';

type CompanyRow = { id_company: number; name_company: string };

type OrderFormFieldsProps = {
  form: UseFormReturnType<OrderFormValues>;
  isEdit: boolean;
  record: OrderDetail | undefined;
};

export function OrderFormFields({ form, isEdit, record }: OrderFormFieldsProps) {
  const { values } = form;
  const preview = useInvoiceNumberPreview(!isEdit);
  const companyOrders = useCompanyOrders(values.id_company);
  const hasOrders = (companyOrders.data ?? []).some((order) => order.id !== record?.id);
  const isUpgrade = values.id_order !== null;
  // An edit is priced on the day the order was made, as the server prices it (decisions.md "Orders").
  const today = isEdit && record ? record.start_period : todayInJakarta();
  const figures = useMemo(() => formFigures(values, today), [values, today]);

  useEffect(() => {
    if (!isEdit && preview.data && form.getValues().invoice_number === '')
      form.setFieldValue('invoice_number', preview.data);
  }, [isEdit, preview.data]); // prefill once the preview arrives

  /**
   * The product's price and add-ons. An order carries only its product's add-ons (the server refuses any
   * other), so another product brings its own add-ons in place of the previous product's; the same product
   * again (an upgrade of an order with it) keeps what was chosen among its add-ons.
   */
  const loadProduct = async (id: number | string, productChanged: boolean) => {
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
  };

  const chooseProduct = (id: string | null, row: { id: number; name: string; price: string } | null) => {
    const changed = id !== form.getValues().id_product_item;
    form.setFieldValue('id_product_item', id);
    // The previous product's add-ons never stay with another product, not even while its own load.
    if (changed) form.setFieldValue('array_addon', []);
    if (!id) return form.setFieldValue('chosen.product', null);
    if (row)
      form.setFieldValue('chosen.product', { id: row.id, name: row.name, price: row.price, addOnIds: [] });
    void loadProduct(id, changed);
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

  /** A new upgrade starts from what the previous order holds (carriedOver), once its detail arrives. */
  const carryOver = async (id: number) => {
    try {
      const detail = await fetchOrderDetail(id);
      if (form.getValues().id_order !== String(id)) return; // another order was chosen meanwhile
      form.setValues(carriedOver(form.getValues(), detail));
    } catch {
      // the API client has reported it; the clerk fills the lines in
    }
  };

  const choosePrevious = (id: string | null, row: OrderRow | null) => {
    form.setFieldValue('id_order', id);
    if (!id) return form.setFieldValue('chosen.previous', null);
    if (!row) return;
    form.setFieldValue('chosen.previous', previousOf(row));
    form.setFieldValue('total_month', row.total_month);
    if (!isEdit) return void carryOver(row.id);
    // An edit keeps its own lines: only the product follows the previous order.
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
    void loadProduct(row.id_product_item, changed);
  };

  const company = values.chosen.company;
  const previous = values.chosen.previous;
  return (
    <>
      <SearchSelect<CompanyRow>
        label="Select Company"
        withAsterisk
        placeholder="Cari perusahaan"
        base="/companies"
        value={values.id_company}
        getOption={(row) => ({ value: String(row.id_company), label: row.name_company })}
        initialOptions={company ? [{ value: String(company.id), label: company.name }] : []}
        error={form.errors.id_company}
        onChange={chooseCompany}
      />
      <SearchSelect<OrderRow>
        label="Select Order"
        placeholder={hasOrders ? 'Cari order sebelumnya (upgrade)' : 'Order baru'}
        description={
          values.id_company && !hasOrders && !companyOrders.isFetching
            ? 'Perusahaan ini tidak memiliki order yang masih berjalan: ini order baru.'
            : undefined
        }
        base="/orders"
        params={{ id_company: values.id_company }}
        value={values.id_order}
        readOnly={!hasOrders}
        variant={hasOrders ? 'default' : 'filled'}
        getOption={(row) => ({
          value: String(row.id),
          label: `${row.invoice_number} - ${row.packages.name} (s/d ${row.end_period})`,
        })}
        initialOptions={previous ? [{ value: String(previous.id), label: previous.invoice_number }] : []}
        error={form.errors.id_order}
        onChange={choosePrevious}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Invoice Number"
          readOnly
          variant="filled"
          {...form.getInputProps('invoice_number')}
        />
        <NumberInput
          label="Jumlah Bulan"
          withAsterisk
          min={1}
          max={MAX_ORDER_MONTHS}
          allowDecimal={false}
          clampBehavior="none"
          allowNegative={false}
          readOnly={isUpgrade}
          variant={isUpgrade ? 'filled' : 'default'}
          {...form.getInputProps('total_month')}
          error={
            form.errors.total_month ??
            (values.total_month !== '' && Number(values.total_month) < 1
              ? 'Jumlah bulan minimal 1.'
              : undefined)
          }
        />
      </SimpleGrid>
      <Textarea label="Remarks" autosize minRows={2} maxLength={2000} {...form.getInputProps('remarks')} />

      <Divider my={4} />
      <OrderCatalogueFields
        form={form}
        figures={figures}
        isUpgrade={isUpgrade}
        onProductChosen={chooseProduct}
      />
      <ExtraChargeRows form={form} />
      <AddOnField form={form} />
      <VoucherField form={form} prices={figures?.prices ?? null} />
      <OrderTotals figures={figures} isUpgrade={isUpgrade} values={values} />
    </>
  );
}
