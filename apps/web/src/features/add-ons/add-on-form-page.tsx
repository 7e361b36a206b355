// Add-on form (spec 2.13): Name, Is Eksternal, Billing, Is Free, the sub-module picker (no wizard),
// Description, Save. The 'Ref Submodule' / 'Ref Module' warnings of spec section 5 block the save.
import { Checkbox, Group, TextInput } from '@mantine/core';
import type { AddOnDetail, AddOnInput } from '@tagih/domain/schemas/add-on';
import { useParams } from 'react-router';
import { FormPage } from '../../components/form-page';
import { LazyRichTextEditor } from '../../components/lazy-rich-text-editor';
import { SubmodulePicker } from '../../components/submodule-picker/submodule-picker';
import { submoduleErrors } from '../../components/submodule-picker/submodule-selection';
import { paths } from '../../config/paths';
import { notifyWarning } from '../../lib/notify';
import { addOnFormHooks } from './api/add-on-hooks';
import { addOnFormSchema, addOnToPayload, addOnToValues, initialAddOnValues } from './add-on-form-values';
import type { AddOnFormValues } from './add-on-form-values';

const FLAGS = [
  ['is_showing', 'Is Eksternal'],
  ['is_billing', 'Billing'],
  ['is_free', 'Is Free'],
] as const;

export default function AddOnFormPage() {
  const isEdit = useParams().id !== undefined;

  const onInvalid = (_errors: Record<string, unknown>, values: AddOnFormValues) => {
    if (values.submodule.modules.length > 0) return;
    if (isEdit) notifyWarning('Ref Module', 'Ref Module tidak boleh kosong!');
    else notifyWarning('Ref Submodule', 'Ref Submodule tidak boleh kosong!');
  };

  return (
    <FormPage<AddOnFormValues, AddOnDetail, AddOnInput>
      title="Form Add On"
      section={paths.addOns}
      resource={addOnFormHooks}
      schema={addOnFormSchema}
      initialValues={initialAddOnValues()}
      toValues={addOnToValues}
      toPayload={addOnToPayload}
      onInvalid={onInvalid}
      maxWidth={960}
    >
      {(form) => (
        <>
          <TextInput label="Name" withAsterisk maxLength={150} {...form.getInputProps('name')} />
          <Group gap="xl">
            {FLAGS.map(([field, label]) => (
              <Checkbox key={field} label={label} {...form.getInputProps(field, { type: 'checkbox' })} />
            ))}
          </Group>
          <SubmodulePicker
            value={form.values.submodule}
            onChange={(next) => form.setFieldValue('submodule', next)}
            errors={submoduleErrors(form.errors)}
          />
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
