// How the Audit Log names things, in the console and in its export: each resource by its menu label, each
// action in Indonesian (an action without a word here is shown as it is recorded).
import type { AuditResource } from './schemas/audit-log.ts';

export const RESOURCE_LABELS: Record<AuditResource, string> = {
  companies: 'Company',
  users: 'User',
  'extra-package': 'Extra Package',
  'user-package': 'User Package',
  'user-storage': 'User Storage',
  orders: 'Order',
  'release-notes': 'Release Note',
  'product-item': 'Product Item',
  'add-on': 'Add On',
  'master-voucher': 'Master Voucher',
  'master-packages': 'Master Packages',
  'setting-background': 'Setting',
  administrators: 'Administrator',
  branches: 'Cabang',
  'client-sessions': 'Sesi User',
  withholdings: 'Bukti Potong',
  'api-keys': 'API Key',
};

export const ACTION_WORDS: Record<string, string> = {
  create: 'Tambah',
  renew: 'Perpanjangan',
  'renew-auto': 'Perpanjangan otomatis',
  update: 'Ubah',
  delete: 'Hapus',
  cancel: 'Cancel order',
  'change-status': 'Ubah status',
  'payment-proof': 'Bukti bayar',
  'payment-publish': 'Catat pembayaran (publish)',
  'withholding-record': 'Catat bukti potong',
  send_invoice: 'Kirim Invoice',
  send_statement: 'Kirim Laporan Rekening',
  redeliver: 'Kirim ulang webhook',
  test: 'Kirim tes webhook',
  'change-password': 'Ganti password',
  'reset-password': 'Reset password',
  'destroy-sessions': 'Akhiri sesi user',
  faktur_number: 'Nomor faktur pajak',
  'faktur-cancel-opened': 'Faktur perlu dibatalkan',
  'faktur-cancel-done': 'Faktur dibatalkan di Coretax',
  'faktur-replacement-started': 'Ganti Faktur dimulai',
  'faktur-replacement-done': 'Faktur pengganti dicatat',
  'faktur-replacement-withdrawn': 'Ganti Faktur ditarik (order dicancel)',
};

export const actionWord = (action: string): string => ACTION_WORDS[action] ?? action;

export function resourceLabel(resource: string): string {
  return (RESOURCE_LABELS as Record<string, string>)[resource] ?? resource;
}

/** Who made a change, as the Audit Log names them: the administrator's name and e-mail, or the system. */
export function administratorText(
  admin: { name: string; email: string } | null,
  apiKey: { name: string } | null = null,
): string {
  const who = admin ? `${admin.name} (${admin.email})` : 'Sistem';
  // A write through an API key (issue 34) names the key too: it acted as its creator.
  return apiKey ? `API key: ${apiKey.name} · ${who}` : who;
}
