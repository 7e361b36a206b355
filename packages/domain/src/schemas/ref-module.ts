// Reference modules and their sub-modules (spec section 3), and the priced sub-module rows that product items
// and add-ons are made of. The rows are one shape for both, so the picker, the API and the stored detail rows
// agree on what a "checked sub-module with its price" is.
import { z } from 'zod';
import { SUBMODULE_PRICE_DIGITS } from '../money.ts';
import { idParamSchemaFor, moneyInput, moneyOutput } from './common.ts';

/** The six module headings of the sub-module picker, by module id (spec 2.12, section 9). */
export const MODULE_HEADINGS: Readonly<Record<number, string>> = {
  1: 'Marketing',
  2: 'Operation',
  3: 'Master',
  4: 'Report',
  5: 'Setting',
  6: 'Internal',
};

export const refModuleSchema = z.object({ id: z.number().int(), name: z.string() });
export type RefModule = z.infer<typeof refModuleSchema>;

export const subModuleSchema = z.object({
  id: z.number().int(),
  ref_module_id: z.number().int(),
  name: z.string(),
});
export type SubModule = z.infer<typeof subModuleSchema>;

export const moduleIdParamSchema = idParamSchemaFor('moduleId');

/** `POST /sub-modules/search`: by name, optionally within one module. */
export const subModuleSearchBodySchema = z.object({
  name: z.string().trim().max(100).optional().default(''),
  ref_module_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** An empty money input counts as 0 (spec section 5: "a missing price is counted as 0"). */
const optionalSubmoduleMoney = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? '0' : value,
  moneyInput(SUBMODULE_PRICE_DIGITS),
);

/**
 * One checked sub-module as the forms send it on save (decisions.md "Pricing"): `id` the sub-module, `submodule`
 * its reference module, `name` for display only (the server uses its own), price and disc in whole rupiah.
 */
export const submoduleRowInputSchema = z.object({
  id: z.coerce.number({ error: 'Sub-module tidak valid.' }).int().positive().max(2_147_483_647),
  name: z.string().max(255).optional(),
  submodule: z.coerce.number({ error: 'Ref module tidak valid.' }).int().positive().max(2_147_483_647),
  price: optionalSubmoduleMoney,
  disc: optionalSubmoduleMoney,
});
export type SubmoduleRowInput = z.input<typeof submoduleRowInputSchema>;

export const REF_SUBMODULE_EMPTY = 'Ref Submodule tidak boleh kosong!';

/** At least one checked sub-module, each at most once. */
export const submoduleRowsInputSchema = z
  .array(submoduleRowInputSchema, { error: REF_SUBMODULE_EMPTY })
  .min(1, REF_SUBMODULE_EMPTY)
  .max(500, 'Maksimal 500 sub-module.')
  .refine(
    (rows) => new Set(rows.map((row) => row.id)).size === rows.length,
    'Sub-module tidak boleh dipilih lebih dari sekali.',
  );

/** A stored detail row: which sub-module of which module, at what price and disc. */
export const submoduleDetailSchema = z.object({
  ref_module_id: z.number().int(),
  ref_submodule_id: z.number().int(),
  name: z.string(),
  price: moneyOutput,
  disc: moneyOutput,
});
export type SubmoduleDetail = z.infer<typeof submoduleDetailSchema>;

/**
 * What a form needs to show the saved picker again: the selected modules and, keyed by module id, every
 * sub-module of those modules with `checked` and the saved price and disc (spec section 3 "dataSubModule").
 */
export const dataSubModuleSchema = z.record(
  z.string(),
  z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      checked: z.boolean(),
      price: moneyOutput,
      disc: moneyOutput,
    }),
  ),
);
export type DataSubModule = z.infer<typeof dataSubModuleSchema>;

export const pricedItemDetailFields = {
  ref_module_ids: z.array(z.number().int()),
  product_item_details: z.array(submoduleDetailSchema),
  dataSubModule: dataSubModuleSchema,
};
