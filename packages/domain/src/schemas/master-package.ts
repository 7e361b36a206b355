// Master package (spec 2.18, section 3): a named bundle of a product item, a user package, a storage tier and
// optional add-ons, with a package code. kode_paket is assigned by the server from its sequence when it is left
// empty or is a generated code (the form's preview); any other code is the user's own and must be unique.
import { z } from 'zod';
import { isValidDate } from '../dates.ts';
import { requiredText, versionField } from './common.ts';
import { dateInput, idReference } from './catalogue-fields.ts';

export const KODE_PAKET_MAX = 50;

export const masterPackageInputSchema = z
  .object({
    nama_paket: requiredText(150),
    kode_paket: z
      .union([z.string(), z.null(), z.undefined()])
      .transform((value) => (value ?? '').trim())
      .refine((value) => value.length <= KODE_PAKET_MAX, `Maksimal ${KODE_PAKET_MAX} karakter.`)
      .refine((value) => value === '' || /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(value), 'Hanya huruf, angka, titik, garis miring, - dan _.'),
    product_item_id: idReference('Product item'),
    user_package_id: idReference('User package'),
    user_storage_id: idReference('User storage'),
    add_on_id: z
      .array(idReference('Add on'), { error: 'Add on tidak valid.' })
      .max(200, 'Maksimal 200 add on.')
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)]),
    start_date: dateInput,
    end_date: dateInput,
    updated_at: versionField,
  })
  // Compared only once both are real dates (a bad date has its own message).
  .refine((input) => !isValidDate(input.start_date) || !isValidDate(input.end_date) || input.end_date >= input.start_date, {
    path: ['end_date'],
    message: 'End Date tidak boleh sebelum Start Date.',
  });
export type MasterPackageInput = z.input<typeof masterPackageInputSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const masterPackageSchema = z.object({
  id: z.number().int(),
  nama_paket: z.string(),
  kode_paket: z.string(),
  product_item_id: z.number().int(),
  user_package_id: z.number().int(),
  user_storage_id: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MasterPackage = z.infer<typeof masterPackageSchema>;

/** `GET /kode_paket/{id}`: the row plus its add-ons and the names the form's selects show. */
export const masterPackageDetailSchema = masterPackageSchema.extend({
  add_on_id: z.array(z.number().int()),
  product_item: named.nullable(),
  user_package: named.nullable(),
  user_storage: named.nullable(),
  add_ons: z.array(named),
});
export type MasterPackageDetail = z.infer<typeof masterPackageDetailSchema>;

/** `GET /kode_paket/get_kode_paket`: the next generated code, previewed, not reserved. */
export const kodePaketPreviewSchema = z.object({ code: z.number().int(), data: z.string() });
