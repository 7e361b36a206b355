// Extra package form (spec 2.14): Nama and a 12-digit Price.
import { TextInput } from '@mantine/core';
import { PRICE_DIGITS } from '@tagih/domain/money';
import { extraPackageInputSchema } from '@tagih/domain/schemas/extra-package';
import type { ExtraPackage, ExtraPackageInput } from '@tagih/domain/schemas/extra-package';
import { FormPage } from '../../components/form-page';
import { MoneyInput } from '../../components/money-input';
import { paths } from '../../config/paths';
import { extraPackageHooks } from './api/extra-package-hooks';

type Values = { name: string; price: string };

export default function ExtraPackageFormPage() {
  return (
    <FormPage<Values, ExtraPackage, ExtraPackageInput>
      title="Form Extra Package"
      section={paths.extraPackages}
      resource={extraPackageHooks}
      schema={extraPackageInputSchema}
      initialValues={{ name: '', price: '' }}
    >
      {(form) => (
        <>
          <TextInput label="Nama" withAsterisk maxLength={150} {...form.getInputProps('name')} />
          <MoneyInput label="Price" withAsterisk maxDigits={PRICE_DIGITS} {...form.getInputProps('price')} />
        </>
      )}
    </FormPage>
  );
}
