// The two-step wizard of the product item form (spec 2.12): 'General' (the sub-module picker) with Next, then
// 'Add On' with Previous and Save. A step can also be chosen by its label.
import { Button, Group, Stepper } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import type { AddOn } from '@tagih/domain/schemas/add-on';
import type { ProductItemDetail } from '@tagih/domain/schemas/product-item';
import { SearchMultiSelect } from '../../components/search-select';
import { SubmodulePicker } from '../../components/submodule-picker/submodule-picker';
import { submoduleErrors } from '../../components/submodule-picker/submodule-selection';
import type { ProductItemFormValues } from './product-item-form-values';

type StepProps = { step: number; onStep: (step: number) => void };

type WizardStepsProps = StepProps & {
  form: UseFormReturnType<ProductItemFormValues>;
  record: ProductItemDetail | undefined;
};

export function ProductItemSteps({ form, record, step, onStep }: WizardStepsProps) {
  return (
    <Stepper active={step} onStepClick={onStep} size="sm" mt="sm">
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
  );
}

/** The form's foot: Next on the first step; Previous and Save on the second. */
export function WizardFooter({ step, onStep, saving }: StepProps & { saving: boolean }) {
  return (
    <Group justify="flex-end" mt="sm">
      {step === 0 ? (
        <Button type="button" rightSection={<IconArrowRight size={16} />} onClick={() => onStep(1)}>
          Next
        </Button>
      ) : (
        <>
          <Button
            type="button"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => onStep(0)}
          >
            Previous
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
            Save
          </Button>
        </>
      )}
    </Group>
  );
}
