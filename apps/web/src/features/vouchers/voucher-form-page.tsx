// Voucher form (spec 2.17): Nama; what it applies to; Select Type Voucher with one Nominal for 'Rp' or the
// 'Nominal Persen' rows for '%'; Start Date and End Date. No code field: the server generates the code on create
// (decisions.md) and the list shows it.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { PRICE_DIGITS } from '@tagih/domain/money';
import { voucherInputSchema } from '@tagih/domain/schemas/voucher';
import type { VoucherInput, VoucherRow } from '@tagih/domain/schemas/voucher';
import { FormPage } from '../../components/form-page';
import { MoneyInput } from '../../components/money-input';
import { paths } from '../../config/paths';
import { voucherHooks } from './api/voucher-hooks';
import { PercentRows } from './percent-rows';
import { emptyNominal, emptyVoucher, toFormValues } from './voucher-form-values';
import type { VoucherFormValues } from './voucher-form-values';
import { VoucherTargetFields } from './voucher-target-fields';

const TYPES = [
  { value: '0', label: 'Rp' },
  { value: '1', label: '%' },
];

export default function VoucherFormPage() {
  return (
    <FormPage<VoucherFormValues, VoucherRow, VoucherInput>
      title="Form Master Voucher"
      section={paths.masterVouchers}
      resource={voucherHooks}
      schema={voucherInputSchema}
      initialValues={emptyVoucher}
      toValues={toFormValues}
      toPayload={(values) => values as VoucherInput}
    >
      {(form, { record }) => {
        const { type_voucher: type } = form.getValues();
        return (
          <>
            <TextInput label="Nama" withAsterisk maxLength={150} {...form.getInputProps('name_voucher')} />
            <VoucherTargetFields form={form} record={record} />
            <Select
              label="Select Type Voucher"
              withAsterisk
              data={TYPES}
              allowDeselect={false}
              {...form.getInputProps('type_voucher')}
              onChange={(next) => {
                if (next === type) return;
                form.setFieldValue('type_voucher', next);
                form.setFieldValue('nominal', emptyNominal(next));
                form.clearFieldError('nominal');
              }}
            />
            {type === '0' && (
              <MoneyInput
                label="Nominal"
                withAsterisk
                maxDigits={PRICE_DIGITS}
                {...form.getInputProps('nominal')}
              />
            )}
            {type === '1' && <PercentRows form={form} />}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput type="date" label="Start Date" withAsterisk {...form.getInputProps('start_date')} />
              <TextInput type="date" label="End Date" withAsterisk {...form.getInputProps('end_date')} />
            </SimpleGrid>
          </>
        );
      }}
    </FormPage>
  );
}
