// Voucher (master discount, spec 2.17 and section 3): one input schema for the API route and the console form,
// and the row the API returns. The form sends its values as they are (flags as booleans, the percent rows as
// an array); the schema turns them into what is stored: nominal '500000' or '10|5', one target id with 0 for
// "any item of that kind", nothing targeted for an order voucher.
import { z } from 'zod';
import { compareDates, isValidDate } from '../dates.ts';
import { MAX_PERCENT_TIERS, PERCENT_DIGITS, PRICE_DIGITS } from '../money.ts';
import { formatPercentTiers, type VoucherModule } from '../vouchers.ts';
import { calendarDate, flagInput, moneyInput, requiredText, versionField } from './common.ts';

/** Each voucher module (vouchers.ts) with its label, target and 'all' flag (spec section 9). */
export const VOUCHER_MODULES = {
  1: { label: 'User Packages', target: 'id_user_package', all: 'is_all_user_package' },
  2: { label: 'Product Items', target: 'id_product_item', all: 'is_all_product_item' },
  3: { label: 'Add On', target: 'id_add_on', all: 'is_all_add_on' },
} as const satisfies Record<VoucherModule, { label: string; target: string; all: string }>;
export type { VoucherModule };
export type VoucherTargetField = (typeof VOUCHER_MODULES)[VoucherModule]['target'];
export const VOUCHER_TARGET_FIELDS = ['id_user_package', 'id_product_item', 'id_add_on'] as const;

/** 0 'Rp' (fixed rupiah), 1 '%' (successive percents). */
export const VOUCHER_TYPES = { 0: 'Rp', 1: '%' } as const;

export const MIN_PERCENT = 1;
export const MAX_PERCENT = 100;

const REQUIRED = 'Wajib diisi.';
const PERCENT_MESSAGE = `Persen harus bilangan bulat ${MIN_PERCENT} sampai ${MAX_PERCENT}.`;

/** A 0/1 flag; absent or null reads as 0. */
const flag = z
  .union([flagInput, z.null()], { error: 'Harus 0 atau 1.' })
  .optional()
  .transform((value): 0 | 1 => (value === 1 ? 1 : 0));

/** 1, 2, 3 or their strings (a select sends strings); null/'' when not chosen. */
const moduleInput = z
  .union([z.literal([1, 2, 3]), z.enum(['1', '2', '3']), z.literal(''), z.null()], {
    error: 'Pilih User Packages, Product Items atau Add On.',
  })
  .optional()
  .transform((value): VoucherModule | null =>
    value === undefined || value === null || value === '' ? null : (Number(value) as VoucherModule),
  );

/** A catalogue id as a number or digit string; 0 means any item of that kind; null/'' when not chosen. */
const targetInput = z
  .union(
    [
      z.number().int().nonnegative().max(2_147_483_647),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/),
      z.null(),
    ],
    { error: 'Pilihan tidak valid.' },
  )
  .optional()
  .transform((value) => (value === undefined || value === null || value === '' ? null : Number(value)))
  .refine((value) => value === null || value <= 2_147_483_647, 'Pilihan tidak valid.');

const typeInput = z
  .union([z.literal([0, 1]), z.enum(['0', '1'])], { error: "Pilih 'Rp' atau '%'." })
  .transform((value) => Number(value) as 0 | 1);

const dateInput = calendarDate('Tanggal tidak valid (YYYY-MM-DD).', REQUIRED);

/** Type 0: whole rupiah, 1 to 12 digits. */
const rupiahNominal = moneyInput(PRICE_DIGITS).refine(
  (digits) => digits !== '0',
  'Nominal harus lebih dari 0.',
);

/** One 'Nominal Persen' row: a whole percent 1..100 typed in a 3-digit input. */
const percentTier = z
  .union(
    [
      z.number().int(PERCENT_MESSAGE),
      z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{1,${PERCENT_DIGITS}}$`), PERCENT_MESSAGE),
    ],
    {
      error: PERCENT_MESSAGE,
    },
  )
  .transform(Number)
  .refine((p) => p >= MIN_PERCENT && p <= MAX_PERCENT, PERCENT_MESSAGE);

/** Type 1: the rows as an array, 1..2 of them; stored as 'p1|p2'. */
const percentNominal = z
  .array(percentTier, { error: `Kirim persen sebagai daftar, mis. [10, 5].` })
  .min(1, REQUIRED)
  .max(MAX_PERCENT_TIERS, `Maksimal ${MAX_PERCENT_TIERS} persen.`)
  .transform(formatPercentTiers);

const voucherFields = z.object({
  name_voucher: requiredText(150),
  is_all_module: flag,
  id_module: moduleInput,
  is_all_user_package: flag,
  is_all_product_item: flag,
  is_all_add_on: flag,
  id_user_package: targetInput,
  id_product_item: targetInput,
  id_add_on: targetInput,
  type_voucher: typeInput,
  nominal: z.unknown().meta({
    description: 'type 0: rupiah (up to 12 digits); type 1: an array of 1-2 percents, e.g. [10, 5]',
  }),
  start_date: dateInput,
  end_date: dateInput,
  updated_at: versionField,
});
type Fields = z.output<typeof voucherFields>;

/** The stored shape: what the repository writes. Target ids: 0 = any, null = not targeted. */
export interface VoucherValues {
  name_voucher: string;
  type_voucher: 0 | 1;
  nominal: string;
  is_all_module: 0 | 1;
  id_module: VoucherModule | null;
  id_user_package: number | null;
  id_product_item: number | null;
  id_add_on: number | null;
  start_date: string;
  end_date: string;
  updated_at?: string;
}

const nominalSchema = (type: 0 | 1) => (type === 0 ? rupiahNominal : percentNominal);

// The rules that read several fields. Zod skips refinements once a field has failed; these run anyway
// (`when`), so one answer lists every problem, and they read the partly parsed value defensively for that.
const crossFieldRules = z.superRefine<Fields>(
  (value, ctx) => {
    if (value.type_voucher === 0 || value.type_voucher === 1) {
      const nominal = nominalSchema(value.type_voucher).safeParse(value.nominal);
      const missing = value.nominal === undefined || value.nominal === null || value.nominal === '';
      const placed = new Set<string>();
      for (const issue of nominal.success ? [] : nominal.error.issues) {
        const path = ['nominal', ...issue.path];
        if (placed.has(path.join('.'))) continue; // the first problem of a place is the one that explains it
        placed.add(path.join('.'));
        ctx.addIssue({ code: 'custom', path, message: missing ? REQUIRED : issue.message });
      }
    }
    if (
      typeof value.start_date === 'string' &&
      typeof value.end_date === 'string' &&
      isValidDate(value.start_date) &&
      isValidDate(value.end_date)
    ) {
      if (compareDates(value.end_date, value.start_date) < 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['end_date'],
          message: 'End Date tidak boleh sebelum Start Date.',
        });
      }
    }
    if (value.is_all_module === 1) return;
    const module = typeof value.id_module === 'number' ? VOUCHER_MODULES[value.id_module] : undefined;
    if (!module) {
      if (value.id_module === null) ctx.addIssue({ code: 'custom', path: ['id_module'], message: REQUIRED });
      return;
    }
    if (value[module.all] !== 1 && value[module.target] === null)
      ctx.addIssue({ code: 'custom', path: [module.target], message: REQUIRED });
  },
  { when: () => true },
);

export const voucherInputSchema = voucherFields.check(crossFieldRules).transform((value): VoucherValues => {
  const targets = { id_user_package: null, id_product_item: null, id_add_on: null } as Record<
    VoucherTargetField,
    number | null
  >;
  const module = value.is_all_module === 1 ? null : value.id_module;
  if (module !== null) {
    const { all, target } = VOUCHER_MODULES[module];
    targets[target] = value[all] === 1 ? 0 : value[target];
  }
  return {
    name_voucher: value.name_voucher,
    type_voucher: value.type_voucher,
    nominal: nominalSchema(value.type_voucher).parse(value.nominal),
    is_all_module: value.is_all_module,
    id_module: module,
    ...targets,
    start_date: value.start_date,
    end_date: value.end_date,
    ...(value.updated_at === undefined ? {} : { updated_at: value.updated_at }),
  };
});
export type VoucherInput = z.input<typeof voucherInputSchema>;

const flagOutput = z.union([z.literal(0), z.literal(1)]);
const targetOutput = z.string().regex(/^\d+$/).nullable();

export const voucherSchema = z.object({
  id: z.number().int(),
  name_voucher: z.string(),
  code_voucher: z.string(),
  type_voucher: flagOutput,
  /** type 0: rupiah digits; type 1: 'p1' or 'p1|p2'. */
  nominal: z.string(),
  /** Display for the list: 'Rp. 500.000' or '10% + 5%'. */
  nominal2: z.string(),
  is_all_module: flagOutput,
  id_module: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  id_user_package: targetOutput,
  id_product_item: targetOutput,
  id_add_on: targetOutput,
  is_all_user_package: flagOutput,
  is_all_product_item: flagOutput,
  is_all_add_on: flagOutput,
  /** Name of the targeted catalogue item; null for an order voucher, "any", or an item since deleted. */
  target_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VoucherRow = z.infer<typeof voucherSchema>;
