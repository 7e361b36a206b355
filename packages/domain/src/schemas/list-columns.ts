// Every list's columns, declared once (issue 20): the spec's columns in the spec's order and words, then what
// issue 20 adds (the order's Status, Total Harga, Sisa Bayar and proof mark; a voucher's validity). The
// console's table header, the export's header and the API's accepted `sort` values all come from here, and
// each list's query schema (sort, dir, filters) is built from its columns.
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payments.ts';
import { pathId } from './common.ts';
import {
  dayFilter,
  exportQuerySchema,
  flagFilter,
  sortedListQuerySchema,
  withDayRange,
  type ListColumnSpec,
} from './list-query.ts';

export const companyListColumns = [
  { field: 'code_company', label: 'Kode Perusahaan', kind: 'text' },
  { field: 'name_company', label: 'Nama Perusahaan', kind: 'text' },
  { field: 'phone_company', label: 'No Telp Perusahaan', kind: 'text' },
] as const satisfies readonly ListColumnSpec[];

export const orderListColumns = [
  { field: 'name_company', label: 'Nama Perusahaan', kind: 'text', path: 'company.name_company' },
  { field: 'start_period', label: 'Start Period', kind: 'date' },
  { field: 'end_period', label: 'End Period', kind: 'date' },
  { field: 'created_on', label: 'Created On', kind: 'datetime' },
  { field: 'packages', label: 'Packages', kind: 'text', path: 'packages.name' },
  { field: 'invoice_number', label: 'Invoice Number', kind: 'text' },
  { field: 'is_canceled', label: 'Canceled', kind: 'flag' },
  { field: 'status', label: 'Status', kind: 'status' },
  { field: 'total_price', label: 'Total Harga', kind: 'money' },
  { field: 'sisa_bayar', label: 'Sisa Bayar', kind: 'money' },
  // What is owed (issue 27): what the invoice asks for, what is left of it, and when it falls due.
  { field: 'amount_due', label: 'Jumlah Tagihan', kind: 'money' },
  { field: 'balance_due', label: 'Sisa Tagihan', kind: 'money' },
  { field: 'due_date', label: 'Jatuh Tempo', kind: 'date' },
  { field: 'payment_proof', label: 'Bukti Bayar', kind: 'proof', sortable: false },
] as const satisfies readonly ListColumnSpec[];

export const productItemListColumns = [
  { field: 'name', label: 'Product Name', kind: 'text' },
  { field: 'price', label: 'Price', kind: 'money' },
] as const satisfies readonly ListColumnSpec[];

/** Add-ons list like product items (spec 2.13). */
export const addOnListColumns = productItemListColumns;

export const extraPackageListColumns = [
  { field: 'name', label: 'Nama', kind: 'text' },
  { field: 'price', label: 'Harga', kind: 'money' },
] as const satisfies readonly ListColumnSpec[];

export const userPackageListColumns = [
  { field: 'name', label: 'Nama', kind: 'text' },
  { field: 'price', label: 'Harga', kind: 'money' },
  { field: 'total_user', label: 'Jumlah User', kind: 'number' },
] as const satisfies readonly ListColumnSpec[];

export const userStorageListColumns = [
  { field: 'name', label: 'Nama', kind: 'text' },
  { field: 'price', label: 'Harga', kind: 'money' },
  { field: 'type', label: 'Tipe', kind: 'text' },
] as const satisfies readonly ListColumnSpec[];

export const voucherListColumns = [
  { field: 'name_voucher', label: 'Name', kind: 'text' },
  { field: 'code_voucher', label: 'Code', kind: 'text' },
  { field: 'type_voucher', label: 'Type', kind: 'number' },
  { field: 'nominal2', label: 'Nominal', kind: 'text', sortable: false },
  { field: 'start_date', label: 'Start Date', kind: 'date' },
  // The console's cell shows 'start s/d end' and sorts by the end; the export writes each date.
  { field: 'end_date', label: 'End Date', kind: 'date', screenLabel: 'Berlaku' },
] as const satisfies readonly ListColumnSpec[];

export const masterPackageListColumns = [
  { field: 'nama_paket', label: 'Name', kind: 'text' },
  { field: 'kode_paket', label: 'Code', kind: 'text' },
] as const satisfies readonly ListColumnSpec[];

export const releaseNoteListColumns = [
  { field: 'date_schedule', label: 'Date Schedule', kind: 'datetime' },
  { field: 'version', label: 'Version', kind: 'text' },
  { field: 'status', label: 'Status', kind: 'flag' },
] as const satisfies readonly ListColumnSpec[];

export const userListColumns = [
  { field: 'name_company', label: 'Nama Perusahaan', kind: 'text', path: 'company.name_company' },
  { field: 'employee_id', label: 'Employee ID', kind: 'text' },
  { field: 'username_user', label: 'Username', kind: 'text' },
  { field: 'name_user', label: 'Nama User', kind: 'text', path: 'profile.name_user' },
] as const satisfies readonly ListColumnSpec[];

export const refModuleListColumns = [
  { field: 'id', label: 'ID', kind: 'number' },
  { field: 'name', label: 'Name', kind: 'text' },
] as const satisfies readonly ListColumnSpec[];

/** The order list's filters (issue 20); `from`/`to` are created-on days in WIB, both inclusive. */
export const orderListFilters = {
  status: z
    .enum(['0', '1', '2'], { error: 'Status harus 0, 1 atau 2.' })
    .transform((value) => Number(value) as 0 | 1 | 2)
    .optional(),
  canceled: flagFilter,
  has_proof: flagFilter,
  sent: flagFilter,
  upgrade: flagFilter,
  id_company: pathId.optional(),
  payment_status: z
    .enum(PAYMENT_STATUSES, {
      error: `Status pembayaran harus salah satu dari: ${PAYMENT_STATUSES.join(', ')}.`,
    })
    .optional(),
  /** 1: a balance is open past its due date (today in WIB); 0: not. */
  overdue: flagFilter,
  /** 1: a balance is still owed (balance_due > 0; 'Piutang' opens a company's open invoices so); 0: none. */
  open: flagFilter,
  from: dayFilter,
  to: dayFilter,
};

const orderListQueryObject = sortedListQuerySchema(orderListColumns, orderListFilters);
export const orderListQuerySchema = withDayRange(orderListQueryObject);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const orderExportQuerySchema = withDayRange(exportQuerySchema(orderListQueryObject));
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** Vouchers: `active` 1 = still valid today or later (end_date >= today in WIB), 0 = expired. */
export const voucherListFilters = { active: flagFilter };
/** Release notes: `status` 1 = published, 0 = not. */
export const releaseNoteListFilters = { status: flagFilter };

/** The list and export query schemas of a list whose only filters (if any) need no cross-field check. */
function listQueries<
  const Columns extends readonly ListColumnSpec[],
  Filters extends z.ZodRawShape = Record<never, never>,
>(columns: Columns, filters?: Filters) {
  const list = sortedListQuerySchema(columns, filters);
  return { list, export: exportQuerySchema(list) };
}

export const companyListQueries = listQueries(companyListColumns);
export const productItemListQueries = listQueries(productItemListColumns);
export const addOnListQueries = listQueries(addOnListColumns);
export const extraPackageListQueries = listQueries(extraPackageListColumns);
export const userPackageListQueries = listQueries(userPackageListColumns);
export const userStorageListQueries = listQueries(userStorageListColumns);
export const voucherListQueries = listQueries(voucherListColumns, voucherListFilters);
export const masterPackageListQueries = listQueries(masterPackageListColumns);
export const releaseNoteListQueries = listQueries(releaseNoteListColumns, releaseNoteListFilters);
export const userListQueries = listQueries(userListColumns);
export const refModuleListQueries = listQueries(refModuleListColumns);
