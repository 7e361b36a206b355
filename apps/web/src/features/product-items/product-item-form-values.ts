// Product item form values <-> the record and the payload (spec 2.12, section 3). The form validates with the
// payload schema itself: values are turned into the payload first, so the form refuses what the API refuses.
import { productItemInputSchema } from '@tagih/domain/schemas/product-item';
import type { ProductItemDetail, ProductItemInput } from '@tagih/domain/schemas/product-item';
import { z } from 'zod';
import {
  checkedRows,
  emptySelection,
  selectionFromDetail,
  selectionTotals,
} from '../../components/submodule-picker/submodule-selection';
import type { SubmoduleSelection } from '../../components/submodule-picker/submodule-selection';

export type ProductItemFormValues = {
  name: string;
  is_aol: boolean;
  is_showing: boolean;
  is_billing: boolean;
  is_free: boolean;
  description: string;
  submodule: SubmoduleSelection;
  addOns: string[];
};

export const initialProductItemValues = (): ProductItemFormValues => ({
  name: '',
  is_aol: false,
  is_showing: false,
  is_billing: false,
  is_free: false,
  description: '',
  submodule: emptySelection(),
  addOns: [],
});

export function productItemToValues(detail: ProductItemDetail): ProductItemFormValues {
  return {
    name: detail.name,
    is_aol: detail.is_aol === 1,
    is_showing: detail.is_showing === 1,
    is_billing: detail.is_billing === 1,
    is_free: detail.is_free === 1,
    description: detail.description,
    submodule: selectionFromDetail(detail),
    addOns: detail.addOns.map((addOn) => String(addOn.add_on_id)),
  };
}

/** The payload of spec section 3; total and totalDisc are sent as the spec says, and recomputed by the server. */
export function productItemToPayload(
  values: ProductItemFormValues,
): ProductItemInput & { total: string; totalDisc: string } {
  const { total, totalDisc } = selectionTotals(values.submodule);
  return {
    name: values.name,
    is_aol: values.is_aol,
    is_showing: values.is_showing,
    is_billing: values.is_billing,
    is_free: values.is_free,
    description: values.description,
    submodule: checkedRows(values.submodule),
    addOns: values.addOns.map(Number),
    total: String(total),
    totalDisc: String(totalDisc),
  };
}

export const productItemFormSchema = z
  .custom<ProductItemFormValues>()
  .transform((values): ProductItemInput => productItemToPayload(values))
  .pipe(productItemInputSchema);
