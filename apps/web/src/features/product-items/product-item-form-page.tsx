// Product item form (spec 2.12): Name, the four flags, the Description, then the two-step wizard: 'General'
// (the sub-module picker, Next) and 'Add On' (Previous, Save), in product-item-wizard.tsx. The 'Ref Submodule'
// / 'Ref Module' warnings of spec section 5 block the save.
import { Checkbox, Group, TextInput } from '@mantine/core';
import type { ProductItemDetail, ProductItemInput } from '@tagih/domain/schemas/product-item';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FormPage } from '../../components/form-page';
import { LazyRichTextEditor } from '../../components/lazy-rich-text-editor';
import { submoduleErrors } from '../../components/submodule-picker/submodule-selection';
import { paths } from '../../config/paths';
import { notifyWarning } from '../../lib/notify';
import { productItemFormHooks } from './api/product-item-hooks';
import {
  initialProductItemValues,
  productItemFormSchema,
  productItemToPayload,
  productItemToValues,
} from './product-item-form-values';
import type { ProductItemFormValues } from './product-item-form-values';
import { ProductItemSteps, WizardFooter } from './product-item-wizard';

const FLAGS = [
  ['is_aol', 'Is AOL'],
  ['is_showing', 'Is Eksternal'],
  ['is_billing', 'Billing'],
  ['is_free', 'Is Free'],
] as const;

export default function ProductItemFormPage() {
  const isEdit = useParams().id !== undefined;
  const [step, setStep] = useState(0);

  const onInvalid = (errors: Record<string, unknown>, values: ProductItemFormValues) => {
    if (values.submodule.modules.length === 0) {
      if (isEdit) notifyWarning('Ref Module', 'Ref Module tidak boleh kosong!');
      else notifyWarning('Ref Submodule', 'Ref Submodule tidak boleh kosong!');
    }
    if (submoduleErrors(errors).length > 0) setStep(0); // show the picker, where the problem is
  };

  return (
    <FormPage<ProductItemFormValues, ProductItemDetail, ProductItemInput>
      title="Form Product Item"
      section={paths.productItems}
      resource={productItemFormHooks}
      schema={productItemFormSchema}
      initialValues={initialProductItemValues()}
      toValues={productItemToValues}
      toPayload={productItemToPayload}
      onInvalid={onInvalid}
      maxWidth={960}
      footer={(saving) => <WizardFooter step={step} onStep={setStep} saving={saving} />}
    >
      {(form, { record }) => (
        <>
          <TextInput label="Name" withAsterisk maxLength={150} {...form.getInputProps('name')} />
          <Group gap="xl">
            {FLAGS.map(([field, label]) => (
              <Checkbox key={field} label={label} {...form.getInputProps(field, { type: 'checkbox' })} />
            ))}
          </Group>
          <LazyRichTextEditor
            label="Description"
            value={form.values.description}
            onChange={(html) => form.setFieldValue('description', html)}
            error={form.errors.description as string | undefined}
          />
          <ProductItemSteps form={form} record={record} step={step} onStep={setStep} />
        </>
      )}
    </FormPage>
  );
}
