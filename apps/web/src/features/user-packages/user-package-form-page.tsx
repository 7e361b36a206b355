// User package form (spec 2.15): Nama, Jumlah User, a 12-digit Price, Is Eksternal and the Description.
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { PRICE_DIGITS } from '@tagih/domain/money';
import { MAX_TOTAL_USER, userPackageInputSchema } from '@tagih/domain/schemas/user-package';
import type { UserPackage, UserPackageInput } from '@tagih/domain/schemas/user-package';
import { FormPage } from '../../components/form-page';
import { LazyRichTextEditor } from '../../components/lazy-rich-text-editor';
import { MoneyInput } from '../../components/money-input';
import { WholeNumberInput } from '../../components/whole-number-input';
import { paths } from '../../config/paths';
import { userPackageHooks } from './api/user-package-hooks';

type Values = {
  name: string;
  total_user: number | string;
  price: string;
  is_showing: boolean;
  description: string;
};

const toValues = (row: UserPackage): Values => ({
  name: row.name,
  total_user: row.total_user,
  price: row.price,
  is_showing: row.is_showing === 1,
  description: row.description,
});

export default function UserPackageFormPage() {
  return (
    <FormPage<Values, UserPackage, UserPackageInput>
      title="Form User Package"
      section={paths.userPackages}
      resource={userPackageHooks}
      schema={userPackageInputSchema}
      initialValues={{ name: '', total_user: '', price: '', is_showing: false, description: '' }}
      toValues={toValues}
      maxWidth={860}
    >
      {(form) => (
        <>
          <TextInput label="Nama" withAsterisk maxLength={150} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <WholeNumberInput
              label="Jumlah User"
              withAsterisk
              max={MAX_TOTAL_USER}
              {...form.getInputProps('total_user')}
            />
            <MoneyInput
              label="Price"
              withAsterisk
              maxDigits={PRICE_DIGITS}
              {...form.getInputProps('price')}
            />
          </SimpleGrid>
          <Checkbox label="Is Eksternal" {...form.getInputProps('is_showing', { type: 'checkbox' })} />
          <LazyRichTextEditor
            label="Description"
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description as string | undefined}
          />
        </>
      )}
    </FormPage>
  );
}
