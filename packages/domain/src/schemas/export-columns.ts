// What each list's export writes (issue 27): the whole record a clerk needs, not only the columns the screen
// has room for. Each starts with the list's own columns (list-columns.ts), in their order and words, and adds
// the row's other fields a clerk asks for; every field named here is a field of the list's row on the wire.
import {
  addOnListColumns,
  companyListColumns,
  extraPackageListColumns,
  masterPackageListColumns,
  orderListColumns,
  productItemListColumns,
  releaseNoteListColumns,
  userListColumns,
  userPackageListColumns,
  userStorageListColumns,
  voucherListColumns,
} from './list-columns.ts';
import type { ListColumnSpec } from './list-query.ts';

const created = { field: 'created_at', label: 'Dibuat', kind: 'datetime' } as const;
const description = { field: 'description', label: 'Deskripsi', kind: 'text' } as const;

export const companyExportColumns = [
  ...companyListColumns,
  { field: 'npwp', label: 'NPWP', kind: 'text' },
  { field: 'nik', label: 'NIK', kind: 'text' },
  { field: 'nitku', label: 'NITKU', kind: 'text' },
  { field: 'ppn_buyer_type', label: 'Peran PPN Pembeli', kind: 'ppn_buyer_type' },
  { field: 'auto_renew', label: 'Perpanjang Otomatis', kind: 'flag' },
  { field: 'renew_days_before', label: 'Hari Sebelum Berakhir', kind: 'number' },
  { field: 'email', label: 'Email Perusahaan', kind: 'text' },
  { field: 'fax_number', label: 'Fax', kind: 'text' },
  { field: 'address_company', label: 'Alamat', kind: 'text' },
  { field: 'city', label: 'Kota', kind: 'text' },
  { field: 'province', label: 'Provinsi', kind: 'text' },
  { field: 'country', label: 'Negara', kind: 'text' },
  { field: 'pic_name', label: 'Nama PIC', kind: 'text' },
  { field: 'pic_email', label: 'Email PIC', kind: 'text' },
  { field: 'pic_phone', label: 'No Telp PIC', kind: 'text' },
  created,
] as const satisfies readonly ListColumnSpec[];

/** The order list's columns, then the rest of what is owed and what its tax invoice says. */
export const orderExportColumns = [
  ...orderListColumns,
  { field: 'paid_amount', label: 'Sudah Dibayar', kind: 'money' },
  { field: 'withheld', label: 'PPh 23 Dipotong', kind: 'money' },
  { field: 'days_overdue', label: 'Hari Terlambat', kind: 'number' },
  { field: 'payment_status', label: 'Status Pembayaran', kind: 'payment_status' },
  { field: 'ppn', label: 'PPN', kind: 'money' },
  { field: 'faktur_number', label: 'Nomor Faktur Pajak', kind: 'text' },
  { field: 'remarks', label: 'Remarks', kind: 'text' },
  { field: 'upgraded_by_invoice', label: 'Di-upgrade ke', kind: 'text' },
  { field: 'renewed_by_invoice', label: 'Diperpanjang oleh', kind: 'text' },
] as const satisfies readonly ListColumnSpec[];

export const userExportColumns = [
  ...userListColumns,
  { field: 'mobile_user', label: 'No HP', kind: 'text', path: 'profile.mobile_user' },
  { field: 'branch', label: 'Cabang Utama', kind: 'text', path: 'branch.name' },
  { field: 'branches', label: 'Cabang', kind: 'names' },
  { field: 'group', label: 'Grup', kind: 'text', path: 'group.name' },
  { field: 'role', label: 'Role', kind: 'text', path: 'role.name' },
  created,
] as const satisfies readonly ListColumnSpec[];

const pricedItemExtras = [
  { field: 'total_disc', label: 'Total Diskon', kind: 'money' },
  { field: 'is_billing', label: 'Billing', kind: 'flag' },
  { field: 'is_free', label: 'Gratis', kind: 'flag' },
  { field: 'is_showing', label: 'Ditampilkan', kind: 'flag' },
  description,
] as const satisfies readonly ListColumnSpec[];

export const productItemExportColumns = [...productItemListColumns, ...pricedItemExtras] as const;
export const addOnExportColumns = [...addOnListColumns, ...pricedItemExtras] as const;
/** An extra charge is its name and price: the list is the whole record. */
export const extraPackageExportColumns = extraPackageListColumns;

export const userPackageExportColumns = [
  ...userPackageListColumns,
  { field: 'status', label: 'Aktif', kind: 'flag' },
  { field: 'is_showing', label: 'Ditampilkan', kind: 'flag' },
  description,
] as const satisfies readonly ListColumnSpec[];

export const userStorageExportColumns = [
  ...userStorageListColumns,
  { field: 'storage', label: 'Kapasitas', kind: 'number' },
  { field: 'is_free', label: 'Gratis', kind: 'flag' },
  description,
] as const satisfies readonly ListColumnSpec[];

export const voucherExportColumns = [
  ...voucherListColumns,
  { field: 'target_name', label: 'Berlaku Untuk', kind: 'text' },
  created,
] as const satisfies readonly ListColumnSpec[];

export const masterPackageExportColumns = [
  ...masterPackageListColumns,
  { field: 'start_date', label: 'Start Date', kind: 'date' },
  { field: 'end_date', label: 'End Date', kind: 'date' },
  created,
] as const satisfies readonly ListColumnSpec[];

/** A release note's text is HTML for the screen, not a cell: the list's columns are what a clerk needs. */
export const releaseNoteExportColumns = releaseNoteListColumns;
