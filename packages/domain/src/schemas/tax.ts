// Tax (PPN and the Coretax e-Faktur export): the 'Setting Pajak' payload, the faktur number an order gets
// from DJP, the month the export covers, and the identity numbers (NPWP, NIK, NITKU) a company carries.
// Declared once for the routes, their OpenAPI document, the web client and the forms.
import { z } from 'zod';
import { pph23RateBasisPoints } from '../pph23.ts';
import { DPP_RULES } from '../ppn.ts';
import { calendarMonth, MAX_ID } from './common.ts';
import { optionalDigits } from './contact.ts';

export const NPWP_MESSAGE = 'NPWP harus 15 atau 16 digit.';
export const NIK_MESSAGE = 'NIK harus 16 digit angka.';
export const NITKU_MESSAGE =
  'NITKU harus 22 digit: NPWP (atau NIK) 16 digit lalu 6 digit kode tempat usaha (000000 untuk kantor pusat).';
export const NITKU_OWNER_MESSAGE = 'NITKU harus diawali NPWP (atau NIK) perusahaan ini.';

/**
 * An NPWP as Coretax reads it: 16 digits. The old 15-digit NPWP of an entity is the same number with a
 * leading 0 (PMK 112/2022), so it is stored and exported that way; null stays null.
 */
export function npwp16(digits: string | null): string | null {
  if (digits === null) return null;
  return digits.length === 15 ? `0${digits}` : digits;
}

/** An optional NPWP: 15 or 16 digits, answered and stored as 16. */
export const optionalNpwp = optionalDigits(16)
  .refine((digits) => digits === null || digits.length === 15 || digits.length === 16, NPWP_MESSAGE)
  .transform(npwp16);

export const optionalNik = optionalDigits(16).refine(
  (digits) => digits === null || digits.length === 16,
  NIK_MESSAGE,
);

/** A well-formed NITKU (the field's own check said so), for the checks that compare it with its owner. */
export const isNitku = (value: string | null): value is string => value !== null && /^\d{22}$/.test(value);

export const optionalNitku = optionalDigits(22).refine(
  (digits) => digits === null || digits.length === 22,
  NITKU_MESSAGE,
);

export const PPH23_RATE_MESSAGE =
  'Tarif PPh 23 harus persen di atas 0 dan di bawah 100, paling banyak dua desimal (mis. 2 atau 2.5).';

/**
 * The PPh 23 rate as the clerk types it ('2', '2.5', '1,75'), read into basis points (pph23.ts): exact, no
 * float. A number is accepted too and read from its decimal text.
 */
export const pph23RateInput = z
  .union([z.string(), z.number()], { error: PPH23_RATE_MESSAGE })
  .transform((value, context) => {
    const basisPoints = pph23RateBasisPoints(String(value));
    if (basisPoints === undefined) context.addIssue({ code: 'custom', message: PPH23_RATE_MESSAGE });
    return basisPoints ?? 0;
  });

/** PUT /settings/tax: the seller's PPN setting and its own NPWP and NITKU (the export's TIN and SellerIDTKU). */
export const taxSettingsInputSchema = z
  .object({
    is_pkp: z.boolean({ error: 'Pilih PKP ya atau tidak.' }),
    ppn_rate: z
      .number({ error: 'Tarif PPN harus angka persen bulat.' })
      .int('Tarif PPN harus angka persen bulat.')
      .min(1, 'Tarif PPN minimal 1%.')
      .max(100, 'Tarif PPN maksimal 100%.'),
    dpp_rule: z.enum(DPP_RULES, { error: 'Aturan DPP harus 11/12 atau 1/1.' }),
    seller_npwp: optionalNpwp,
    seller_nitku: optionalNitku,
    pph23_rate: pph23RateInput.optional(),
  })
  .superRefine((value, context) => {
    if (value.is_pkp && value.seller_npwp === null)
      context.addIssue({
        code: 'custom',
        path: ['seller_npwp'],
        message: 'NPWP penjual wajib diisi bila PKP.',
      });
    if (isNitku(value.seller_nitku) && value.seller_npwp && !value.seller_nitku.startsWith(value.seller_npwp))
      context.addIssue({
        code: 'custom',
        path: ['seller_nitku'],
        message: 'NITKU harus diawali NPWP penjual.',
      });
  });
export type TaxSettingsInput = z.input<typeof taxSettingsInputSchema>;

export const taxSettingsSchema = z.object({
  is_pkp: z.boolean(),
  ppn_rate: z.number().int(),
  dpp_rule: z.enum(DPP_RULES),
  seller_npwp: z.string().nullable(),
  seller_nitku: z.string().nullable(),
  /** The PPh 23 rate buyers withhold, in percent as a decimal string ('2', '2.5'); default '2'. */
  pph23_rate: z.string(),
  updated_at: z.string().nullable(),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/** GET /tax/efaktur?month=YYYY-MM: the month (WIB) whose tax invoices are exported. */
export const efakturQuerySchema = z.object({
  month: calendarMonth(),
});

/** POST /orders/faktur-number: the 17-digit number DJP gave the order's tax invoice. */
export const fakturNumberBodySchema = z.object({
  order: z
    .number({ error: 'Order tidak valid.' })
    .int('Order tidak valid.')
    .positive('Order tidak valid.')
    .max(MAX_ID, 'Order tidak valid.'),
  faktur_number: z
    .string({ error: 'Nomor faktur wajib diisi.' })
    .trim()
    .transform((text) => text.replace(/[.\-\s]/g, ''))
    .refine((digits) => /^\d{17}$/.test(digits), {
      error: 'Nomor faktur pajak harus 17 digit angka.',
      abort: true,
    })
    // Seventeen zeros is no number DJP gives; a clerk's placeholder would then block every other order.
    .refine((digits) => /[1-9]/.test(digits), 'Nomor faktur pajak tidak boleh nol semua.'),
});
export type FakturNumberBody = z.input<typeof fakturNumberBodySchema>;
