// The head of 'Form Order' (spec 2.10): Select Company, Select Order (offered only when the company has a
// running order; choosing one makes an upgrade), the Invoice Number (previewed on create, not reserved),
// Jumlah Bulan (read-only for an upgrade) and Remarks.
import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_ORDER_MONTHS } from '@tagih/domain/schemas/order';
import type { OrderRow } from '@tagih/domain/schemas/order';
import { useEffect } from 'react';
import { SearchSelect } from '../../../components/search-select';
import { useInvoiceNumberPreview } from '../api/order-hooks';
import type { CompanyRow } from './order-choices';
import type { OrderFormValues } from './order-form-values';

type OrderForm = UseFormReturnType<OrderFormValues>;

type CompanyAndPreviousProps = {
  form: OrderForm;
  /** The company has a running order other than this one: 'Select Order' is offered. */
  hasOrders: boolean;
  /** The company's orders are still being asked for (no 'new order' note meanwhile). */
  ordersLoading: boolean;
  onCompany: (id: string | null, row: CompanyRow | null) => void;
  onPrevious: (id: string | null, row: OrderRow | null) => void;
};

export function CompanyAndPreviousFields(props: CompanyAndPreviousProps) {
  const { form, hasOrders } = props;
  const { values } = form;
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
        onChange={props.onCompany}
      />
      <SearchSelect<OrderRow>
        label="Select Order"
        placeholder={hasOrders ? 'Cari order sebelumnya (upgrade)' : 'Order baru'}
        description={
          values.id_company && !hasOrders && !props.ordersLoading
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
        onChange={props.onPrevious}
      />
    </>
  );
}

/** Invoice Number, Jumlah Bulan and Remarks; a new order's number is filled in once its preview arrives. */
export function InvoiceMonthsRemarks({
  form,
  isEdit,
  isUpgrade,
}: {
  form: OrderForm;
  isEdit: boolean;
  isUpgrade: boolean;
}) {
  const { values } = form;
  const preview = useInvoiceNumberPreview(!isEdit);
  useEffect(() => {
    if (!isEdit && preview.data && form.getValues().invoice_number === '')
      form.setFieldValue('invoice_number', preview.data);
  }, [isEdit, preview.data]); // prefill once the preview arrives

  return (
    <>
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
    </>
  );
}
