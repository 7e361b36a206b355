// The fields of 'Form Order' in the order of spec 2.10, and what ties them together: the company decides
// whether 'Select Order' is offered, a previous order makes it an upgrade (months and product read-only,
// proration shown), and every change re-prices the totals with the shared code. The head fields are in
// order-head-fields.tsx, what each choice does in order-choices.ts.
import { Divider } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { todayInJakarta } from '@tagih/domain/dates';
import type { OrderDetail } from '@tagih/domain/schemas/order';
import { useMemo } from 'react';
import { useCompanyOrders } from '../api/order-hooks';
import { ExtraChargeRows } from './extra-charge-rows';
import { AddOnField, OrderCatalogueFields } from './order-catalogue-fields';
import { orderChoices } from './order-choices';
import { formFigures } from './order-form-pricing';
import type { OrderFormValues } from './order-form-values';
import { CompanyAndPreviousFields, InvoiceMonthsRemarks } from './order-head-fields';
import { OrderTotals } from './order-totals';
import { VoucherField } from './voucher-field';

type OrderFormFieldsProps = {
  form: UseFormReturnType<OrderFormValues>;
  isEdit: boolean;
  record: OrderDetail | undefined;
};

export function OrderFormFields({ form, isEdit, record }: OrderFormFieldsProps) {
  const { values } = form;
  const companyOrders = useCompanyOrders(values.id_company);
  const hasOrders = (companyOrders.data ?? []).some((order) => order.id !== record?.id);
  const isUpgrade = values.id_order !== null;
  // An edit is priced on the day the order was made, as the server prices it (decisions.md "Orders").
  const today = isEdit && record ? record.start_period : todayInJakarta();
  const figures = useMemo(() => formFigures(values, today), [values, today]);
  const { chooseCompany, chooseProduct, choosePrevious } = orderChoices(form, isEdit);

  return (
    <>
      <CompanyAndPreviousFields
        form={form}
        hasOrders={hasOrders}
        ordersLoading={companyOrders.isFetching}
        onCompany={chooseCompany}
        onPrevious={choosePrevious}
      />
      <InvoiceMonthsRemarks form={form} isEdit={isEdit} isUpgrade={isUpgrade} />

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
