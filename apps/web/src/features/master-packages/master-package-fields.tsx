// The fields of 'Form Master Packages' (spec 2.18): Nama and Kode Paket, what the package bundles (the product
// item, user package and storage, optional add-ons), and its period.
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { AddOn } from '@tagih/domain/schemas/add-on';
import type { MasterPackageDetail } from '@tagih/domain/schemas/master-package';
import type { ProductItem } from '@tagih/domain/schemas/product-item';
import type { UserPackage } from '@tagih/domain/schemas/user-package';
import type { UserStorage } from '@tagih/domain/schemas/user-storage';
import { SearchMultiSelect, SearchSelect } from '../../components/search-select';
import { KodePaketField } from './kode-paket-field';
import type { MasterPackageFormValues } from './master-package-form-values';

type MasterPackageForm = UseFormReturnType<MasterPackageFormValues>;

const option = (named: { id: number; name: string } | null | undefined) =>
  named ? [{ value: String(named.id), label: named.name }] : undefined;

/** What the package bundles: the product item, user package and storage, and its add-ons. */
function BundleFields({
  form,
  record,
}: {
  form: MasterPackageForm;
  record: MasterPackageDetail | undefined;
}) {
  return (
    <>
      <SearchSelect<ProductItem>
        base="/product-items"
        label="Select Product Item"
        withAsterisk
        {...form.getInputProps('product_item_id')}
        initialOptions={option(record?.product_item)}
        value={form.values.product_item_id}
        onChange={(value) => form.setFieldValue('product_item_id', value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SearchSelect<UserPackage>
          base="/user-packages"
          label="Select User Package"
          withAsterisk
          {...form.getInputProps('user_package_id')}
          initialOptions={option(record?.user_package)}
          value={form.values.user_package_id}
          onChange={(value) => form.setFieldValue('user_package_id', value)}
        />
        <SearchSelect<UserStorage>
          base="/user-storages"
          label="Select User Storage"
          withAsterisk
          {...form.getInputProps('user_storage_id')}
          initialOptions={option(record?.user_storage)}
          value={form.values.user_storage_id}
          onChange={(value) => form.setFieldValue('user_storage_id', value)}
        />
      </SimpleGrid>
      <SearchMultiSelect<AddOn>
        base="/add-ons"
        label="Select Add On (Optional)"
        {...form.getInputProps('add_on_id')}
        initialOptions={record?.add_ons.map((addOn) => ({ value: String(addOn.id), label: addOn.name }))}
        value={form.values.add_on_id}
        onChange={(values) => form.setFieldValue('add_on_id', values)}
      />
    </>
  );
}

type MasterPackageFieldsProps = {
  form: MasterPackageForm;
  isEdit: boolean;
  record: MasterPackageDetail | undefined;
};

export function MasterPackageFields({ form, isEdit, record }: MasterPackageFieldsProps) {
  return (
    <>
      <TextInput label="Nama" withAsterisk maxLength={150} {...form.getInputProps('nama_paket')} />
      <KodePaketField
        isEdit={isEdit}
        storedCode={record?.kode_paket}
        manual={form.values.kode_manual}
        value={form.values.kode_paket}
        onChange={({ manual, code }) => {
          form.setFieldValue('kode_manual', manual);
          form.setFieldValue('kode_paket', code);
          form.clearFieldError('kode_paket');
        }}
        error={form.errors.kode_paket as string | undefined}
      />
      <BundleFields form={form} record={record} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['start_date', 'end_date'] as const).map((field) => (
          <DateInput
            key={field}
            label={field === 'start_date' ? 'Start Date' : 'End Date'}
            placeholder="YYYY-MM-DD"
            valueFormat="YYYY-MM-DD"
            withAsterisk
            clearable
            leftSection={<IconCalendar size={16} />}
            {...form.getInputProps(field)}
            value={form.values[field] || null}
            onChange={(value) => form.setFieldValue(field, value ?? '')}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
