// User storage form (spec 2.16): Nama, Storage, Type (MB, GB or TB), a 12-digit Price, Is Free, Description.
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PRICE_DIGITS } from '@tagih/domain/money';
import { MAX_STORAGE, STORAGE_TYPES, userStorageInputSchema } from '@tagih/domain/schemas/user-storage';
import type { StorageType, UserStorage, UserStorageInput } from '@tagih/domain/schemas/user-storage';
import { FormPage } from '../../components/form-page';
import { LazyRichTextEditor } from '../../components/lazy-rich-text-editor';
import { MoneyInput } from '../../components/money-input';
import { WholeNumberInput } from '../../components/whole-number-input';
import { paths } from '../../config/paths';
import { userStorageHooks } from './api/user-storage-hooks';

type Values = {
  name: string;
  storage: number | string;
  type: StorageType | null;
  price: string;
  is_free: boolean;
  description: string;
};

const toValues = (row: UserStorage): Values => ({
  name: row.name,
  storage: row.storage,
  type: row.type,
  price: row.price,
  is_free: row.is_free === 1,
  description: row.description,
});

export default function UserStorageFormPage() {
  return (
    <FormPage<Values, UserStorage, UserStorageInput>
      title="Form User Storage"
      section={paths.userStorages}
      resource={userStorageHooks}
      schema={userStorageInputSchema}
      initialValues={{ name: '', storage: '', type: null, price: '', is_free: false, description: '' }}
      toValues={toValues}
      maxWidth={860}
    >
      {(form) => (
        <>
          <TextInput label="Nama" withAsterisk maxLength={150} {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <WholeNumberInput
              label="Storage"
              withAsterisk
              max={MAX_STORAGE}
              {...form.getInputProps('storage')}
            />
            <Select
              label="Type"
              withAsterisk
              placeholder="Pilih"
              data={[...STORAGE_TYPES]}
              allowDeselect={false}
              {...form.getInputProps('type')}
            />
            <MoneyInput
              label="Price"
              withAsterisk
              maxDigits={PRICE_DIGITS}
              {...form.getInputProps('price')}
            />
          </SimpleGrid>
          <Checkbox label="Is Free" {...form.getInputProps('is_free', { type: 'checkbox' })} />
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
