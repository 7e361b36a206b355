// Company (spec 2.7 and section 3): the payload of store/update, the record the API returns, and the
// body of the code preview. code_company is never taken from a client: the server assigns it.
import { z } from 'zod';
import { idParamSchemaFor, requiredText, versionField } from './common.ts';
import { optionalDigits, optionalEmail, optionalText } from './contact.ts';
import { PPN_BUYER_TYPES } from '../ppn-buyer.ts';
import { autoRenewField, renewDaysBeforeField } from './subscription-settings.ts';
import { isNitku, NITKU_OWNER_MESSAGE, optionalNik, optionalNitku, optionalNpwp } from './tax.ts';

/** status_type_job_order values and their labels (spec section 9). */
export const STATUS_TYPE_JOB_ORDER_OPTIONS = [
  { value: 0, label: 'Default' },
  { value: 1, label: 'Type 1' },
  { value: 2, label: 'Type 2' },
  { value: 3, label: 'Type 3' },
  { value: 4, label: 'Type 4' },
] as const;

export { NPWP_MESSAGE as NPWP_LENGTH_MESSAGE } from './tax.ts';

/** The buyer's PPN role (ppn-buyer.ts): who remits the PPN of a sale to the company. */
export const ppnBuyerTypeSchema = z.enum(PPN_BUYER_TYPES, {
  error: 'Pilih peran PPN pembeli: biasa, instansi pemerintah, atau pemungut PPN lain.',
});

export const companyInputSchema = z
  .object({
    name_company: requiredText(150),
    phone_company: optionalDigits(20),
    email: optionalEmail,
    pic_email: optionalEmail,
    pic_name: optionalText(150),
    pic_phone: optionalDigits(20),
    fax_number: optionalDigits(20),
    city: optionalText(100),
    province: optionalText(100),
    country: optionalText(100),
    // The old 15-digit NPWP and the 16-digit one are both in use; a 15-digit one is stored with its leading 0.
    npwp: optionalNpwp,
    // For the tax invoice (Coretax): a buyer without an NPWP by its NIK, and its place of business (NITKU).
    nik: optionalNik,
    nitku: optionalNitku,
    address_company: optionalText(1000, { multiline: true }),
    status_type_job_order: z.coerce
      .number({ error: 'Pilih salah satu tipe.' })
      .int('Pilih salah satu tipe.')
      .min(0, 'Pilih salah satu tipe.')
      .max(4, 'Pilih salah satu tipe.')
      .default(0),
    // Absent on an update: the stored type is kept (routes/api/companies); absent on a store: 'regular'.
    ppn_buyer_type: ppnBuyerTypeSchema.optional(),
    // The automatic renewal (issue 32). Absent on a store: 'Setting Langganan' as it is then; on an update: kept.
    auto_renew: autoRenewField.optional(),
    renew_days_before: renewDaysBeforeField.optional(),
    updated_at: versionField,
  })
  .superRefine((value, context) => {
    // A NITKU names a place of business of the company's own NPWP (or NIK): it must start with it.
    const owner = value.npwp ?? value.nik;
    if (isNitku(value.nitku) && owner && !value.nitku.startsWith(owner))
      context.addIssue({ code: 'custom', path: ['nitku'], message: NITKU_OWNER_MESSAGE });
  });
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyValues = z.output<typeof companyInputSchema>;

export const companySchema = z.object({
  id_company: z.number().int(),
  code_company: z.string(),
  name_company: z.string(),
  phone_company: z.string().nullable(),
  email: z.string().nullable(),
  pic_email: z.string().nullable(),
  pic_name: z.string().nullable(),
  pic_phone: z.string().nullable(),
  fax_number: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  npwp: z.string().nullable(),
  nik: z.string().nullable(),
  nitku: z.string().nullable(),
  address_company: z.string().nullable(),
  status_type_job_order: z.number().int(),
  ppn_buyer_type: ppnBuyerTypeSchema,
  /** The automatic renewal renews this company's subscriptions. */
  auto_renew: z.boolean(),
  /** How many days before a subscription's last day its automatic renewal is made. */
  renew_days_before: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** `POST /companies/get_company_number {name}`: the code the name would get now (a preview, not reserved). */
export const companyNumberBodySchema = z.object({
  name: z.string().trim().max(150, 'Maksimal 150 karakter.').optional().default(''),
});

export const companyIdParamSchema = idParamSchemaFor('id_company');
