// Look-ups filtered by company (spec section 7): group accesses, branches, RBAC roles and roles, each
// searched with `{name, company_id}` and answered as `[{id, name}]`.
import { z } from 'zod';
import { requiredText } from './common.ts';

const MAX_ID = 2_147_483_647;

/** A required reference: a positive id, sent as a number or a digit string ('' and 0 mean "not chosen"). */
export const requiredId = (message = 'Wajib diisi.') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;

/** `[1, '2']` -> `[1, 2]`: ids from a multi-select, duplicates dropped; checked as a whole so errors sit on the field. */
export const idList = (options: { min?: number; max?: number; minMessage?: string } = {}) => {
  const { min = 0, max = 100, minMessage = 'Pilih minimal satu.' } = options;
  return z
    .array(z.unknown(), {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'Wajib diisi.' : 'Harus berupa daftar.',
    })
    .transform((values) => [
      ...new Set(
        values.map((value) =>
          typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value,
        ),
      ),
    ])
    .refine((ids): ids is number[] => ids.every(isId), 'Pilihan tidak valid.')
    .transform((ids) => ids as number[])
    .refine((ids) => ids.length >= min, minMessage)
    .refine((ids) => ids.length <= max, `Maksimal ${max} pilihan.`);
};

export const lookupSearchBodySchema = z.object({
  name: z.string().trim().max(100, 'Maksimal 100 karakter.').optional().default(''),
  company_id: requiredId(),
});
export type LookupSearchBody = z.input<typeof lookupSearchBodySchema>;

/**
 * `POST /branches/store {company_id, name}`: a branch for a company. Not a console screen; it lets integrators
 * (and the client product that shares the database) add branches beyond the default 'Kantor Pusat'.
 */
export const branchInputSchema = z.object({ company_id: requiredId(), name: requiredText(100) });
export type BranchInput = z.input<typeof branchInputSchema>;

export const lookupRowSchema = z.object({ id: z.number().int(), name: z.string() });
export type LookupRow = z.infer<typeof lookupRowSchema>;

/** Named defaults every new company gets, so the user form has something to choose (decisions.md). */
export const COMPANY_DEFAULTS = {
  branch: 'Kantor Pusat',
  rbacRoles: ['Administrator', 'Staff'],
  groupAccess: 'Default',
  role: 'User',
} as const;
