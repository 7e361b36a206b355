// Fakturs to cancel or replace in Coretax (issue 31; PER-11/PJ/2025 Articles 48-49), declared once for the
// routes, their OpenAPI document and the console's list and 'Selesai' dialog.
import { z } from 'zod';
import { compareDates, isBookDate, todayInJakarta } from '../dates.ts';
import { calendarDate, listQuerySchema, pathId } from './common.ts';
import { fakturNumberBodySchema } from './tax.ts';

export const FAKTUR_ACTION_KINDS = ['cancel', 'replace'] as const;
export type FakturActionKind = (typeof FAKTUR_ACTION_KINDS)[number];
export const FAKTUR_ACTION_STATUSES = ['open', 'done'] as const;
export type FakturActionStatus = (typeof FAKTUR_ACTION_STATUSES)[number];

/** What each kind asks of the clerk, as the list and the order's history name it. */
export const FAKTUR_ACTION_LABELS = {
  cancel: 'Faktur perlu dibatalkan',
  replace: 'Faktur perlu diganti',
} as const satisfies Record<FakturActionKind, string>;

/** `GET /tax/faktur-actions?status=open|done&kind=&page=`: open ones by default. */
export const fakturActionListQuerySchema = listQuerySchema.pick({ page: true }).extend({
  status: z.enum(FAKTUR_ACTION_STATUSES, { error: 'Status harus open atau done.' }).default('open'),
  kind: z.enum(FAKTUR_ACTION_KINDS, { error: 'Jenis harus cancel atau replace.' }).optional(),
});
export type FakturActionListQuery = z.input<typeof fakturActionListQuerySchema>;

/** One action with the order it is about. */
export const fakturActionRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FAKTUR_ACTION_KINDS),
  status: z.enum(FAKTUR_ACTION_STATUSES),
  /** The faktur to cancel, or the one being replaced. */
  faktur_number: z.string(),
  /** A replacement's new number, once recorded on the order. */
  new_faktur_number: z.string().nullable(),
  order: z.object({
    id: z.number().int(),
    invoice_number: z.string(),
    id_company: z.number().int(),
    name_company: z.string(),
  }),
  opened_at: z.string(),
  opened_by: z.number().int().nullable(),
  /** YYYY-MM-DD: the day Coretax cancelled or replaced the faktur. */
  done_on: z.string().nullable(),
  done_at: z.string().nullable(),
  done_by: z.number().int().nullable(),
});
export type FakturActionRow = z.infer<typeof fakturActionRowSchema>;

/** `/tax/faktur-actions/{id}/done` */
export const fakturActionParamsSchema = z.object({ id: pathId });

/**
 * `{date, faktur_number?}`: the day Coretax did it (not in the future; not before the action was opened:
 * checked against the action), and for a replacement the new faktur number (required there: checked too).
 */
export const fakturActionDoneBodySchema = z.object({
  date: calendarDate('Tanggal harus berformat YYYY-MM-DD.').refine(
    (date) => !isBookDate(date) || compareDates(date, todayInJakarta()) <= 0,
    'Tanggal tidak boleh di masa depan.',
  ),
  faktur_number: fakturNumberBodySchema.shape.faktur_number.optional(),
});
export type FakturActionDoneBody = z.input<typeof fakturActionDoneBodySchema>;
