// What a voucher applies to (spec 2.17): 'Is for Order', or a module with its 'Is for All ...' box and, when
// that is unticked, a search-as-you-type select of that module's items.
import { Checkbox, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { VoucherRow } from '@tagih/domain/schemas/voucher';
import { SearchSelect } from '../../components/search-select';
import type { SearchOption } from '../../components/search-select';
import type { VoucherFormValues } from './voucher-form-values';

type ModuleChoice = {
  value: '1' | '2' | '3';
  label: string;
  allField: 'is_all_user_package' | 'is_all_product_item' | 'is_all_add_on';
  allLabel: string;
  itemField: 'id_user_package' | 'id_product_item' | 'id_add_on';
  itemLabel: string;
  base: string;
};

const MODULES: ModuleChoice[] = [
  {
    value: '1',
    label: 'User Packages',
    allField: 'is_all_user_package',
    allLabel: 'Is for All Packages',
    itemField: 'id_user_package',
    itemLabel: 'Select User Package',
    base: '/user-packages',
  },
  {
    value: '2',
    label: 'Product Items',
    allField: 'is_all_product_item',
    allLabel: 'Is for All Product',
    itemField: 'id_product_item',
    itemLabel: 'Select Product Item',
    base: '/product-items',
  },
  {
    value: '3',
    label: 'Add On',
    allField: 'is_all_add_on',
    allLabel: 'Is for All Add On',
    itemField: 'id_add_on',
    itemLabel: 'Select Add On',
    base: '/add-ons',
  },
];

/** The saved item's name, so the select shows it before anyone searches (edit mode). */
function savedOption(record: VoucherRow | undefined, field: ModuleChoice['itemField']): SearchOption[] {
  const id = record?.[field];
  if (!record || !id || id === '0' || !record.target_name) return [];
  return [{ value: id, label: record.target_name }];
}

type Props = { form: UseFormReturnType<VoucherFormValues>; record: VoucherRow | undefined };

export function VoucherTargetFields({ form, record }: Props) {
  const values = form.getValues();
  const module = values.is_all_module
    ? undefined
    : MODULES.find((choice) => choice.value === values.id_module);

  return (
    <>
      <Checkbox label="Is for Order" {...form.getInputProps('is_all_module', { type: 'checkbox' })} />
      {!values.is_all_module && (
        <Select
          label="Select Module"
          placeholder="Pilih module"
          withAsterisk
          data={MODULES.map(({ value, label }) => ({ value, label }))}
          allowDeselect={false}
          {...form.getInputProps('id_module')}
        />
      )}
      {module && (
        <>
          <Checkbox label={module.allLabel} {...form.getInputProps(module.allField, { type: 'checkbox' })} />
          {!values[module.allField] && (
            <SearchSelect
              key={module.itemField}
              label={module.itemLabel}
              placeholder="Ketik untuk mencari..."
              withAsterisk
              base={module.base}
              initialOptions={savedOption(record, module.itemField)}
              {...form.getInputProps(module.itemField)}
              value={values[module.itemField]}
              onChange={(next) => form.setFieldValue(module.itemField, next)}
            />
          )}
        </>
      )}
    </>
  );
}
