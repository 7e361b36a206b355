// Add-on form values <-> the record and the payload (spec 2.13, section 3); validated with the payload schema.
import { addOnInputSchema } from '@tagih/domain/schemas/add-on';
import type { AddOnDetail, AddOnInput } from '@tagih/domain/schemas/add-on';
import { z } from 'zod';
import {
  checkedRows,
  emptySelection,
  selectionFromDetail,
  selectionTotals,
} from '../../components/submodule-picker/submodule-selection';
import type { SubmoduleSelection } from '../../components/submodule-picker/submodule-selection';

export type AddOnFormValues = {
  name: string;
  is_showing: boolean;
  is_billing: boolean;
  is_free: boolean;
  description: string;
  submodule: SubmoduleSelection;
};

export const initialAddOnValues = (): AddOnFormValues => ({
  name: '',
  is_showing: false,
  is_billing: false,
  is_free: false,
  description: '',
  submodule: emptySelection(),
});

export function addOnToValues(detail: AddOnDetail): AddOnFormValues {
  return {
    name: detail.name,
    is_showing: detail.is_showing === 1,
    is_billing: detail.is_billing === 1,
    is_free: detail.is_free === 1,
    description: detail.description,
    submodule: selectionFromDetail(detail),
  };
}

/** The payload of spec section 3: total and totalDisc as the spec sends them (the server keeps its own). */
export function addOnToPayload(values: AddOnFormValues): AddOnInput & { total: string; totalDisc: string } {
  const { total, totalDisc } = selectionTotals(values.submodule);
  return {
    name: values.name,
    is_showing: values.is_showing,
    is_billing: values.is_billing,
    is_free: values.is_free,
    description: values.description,
    submodule: checkedRows(values.submodule),
    total: String(total),
    totalDisc: String(totalDisc),
  };
}

export const addOnFormSchema = z
  .custom<AddOnFormValues>()
  .transform((values): AddOnInput => addOnToPayload(values))
  .pipe(addOnInputSchema);
