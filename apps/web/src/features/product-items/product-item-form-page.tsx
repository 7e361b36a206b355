// Product item form (spec 2.12): Name, the four flags, the Description, then the two-step wizard: 'General'
// (the sub-module picker, Next) and 'Add On' (Previous, Save). The 'Ref Submodule' / 'Ref Module' warnings of
// spec section 5 block the save.
import { Button, Checkbox, Group, Stepper, TextInput } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import type { AddOn } from '@tagih/domain/schemas/add-on';
import type { ProductItemDetail, ProductItemInput } from '@tagih/domain/schemas/product-item';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FormPage } from '../../components/form-page';
import { LazyRichTextEditor } from '../../components/lazy-rich-text-editor';
import { SearchMultiSelect } from '../../components/search-select';
import { SubmodulePicker } from '../../components/submodule-picker/submodule-picker';
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
      footer={(saving) => (
        <Group justify="flex-end" mt="sm">
          {step === 0 ? (
            <Button type="button" rightSection={<IconArrowRight size={16} />} onClick={() => setStep(1)}>
              Next
            </Button>
          ) : (
            <>
              <Button
                type="button"
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => setStep(0)}
              >
                Previous
              </Button>
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                Save
              </Button>
            </>
          )}
        </Group>
      )}
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
          <Stepper active={step} onStepClick={setStep} size="sm" mt="sm">
            <Stepper.Step label="General">
              <SubmodulePicker
                value={form.values.submodule}
                onChange={(next) => form.setFieldValue('submodule', next)}
                errors={submoduleErrors(form.errors)}
              />
            </Stepper.Step>
            <Stepper.Step label="Add On">
              <SearchMultiSelect<AddOn>
                base="/add-ons"
                label="Add On"
                placeholder="Pilih add on"
                value={form.values.addOns}
                onChange={(next) => form.setFieldValue('addOns', next)}
                initialOptions={record?.addOns.flatMap((link) =>
                  link.add_on.map((addOn) => ({ value: String(addOn.id), label: addOn.name })),
                )}
                error={form.errors.addOns}
              />
            </Stepper.Step>
          </Stepper>
        </>
      )}
    </FormPage>
  );
}
