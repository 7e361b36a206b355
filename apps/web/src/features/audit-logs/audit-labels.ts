// How the Audit Log names things: each resource by its menu label, each action in Indonesian.
import type { AuditResource } from '@tagih/domain/schemas/audit-log';

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
};

const ACTION_LABELS: Record<string, { label: string; color: string }> = {
  create: { label: 'Tambah', color: 'teal' },
  update: { label: 'Ubah', color: 'blue' },
  delete: { label: 'Hapus', color: 'red' },
  cancel: { label: 'Cancel order', color: 'orange' },
  'change-status': { label: 'Ubah status', color: 'cyan' },
  'payment-proof': { label: 'Bukti bayar', color: 'grape' },
  send_invoice: { label: 'Kirim Invoice', color: 'indigo' },
  'change-password': { label: 'Ganti password', color: 'gray' },
  'reset-password': { label: 'Reset password', color: 'gray' },
  'destroy-sessions': { label: 'Akhiri sesi user', color: 'gray' },
};

export function actionLabel(action: string): { label: string; color: string } {
  return ACTION_LABELS[action] ?? { label: action, color: 'gray' };
}

export function resourceLabel(resource: string): string {
  return (RESOURCE_LABELS as Record<string, string>)[resource] ?? resource;
}

/** 24 Nov 2026 14:05:09 in WIB, the console's zone. */
export function auditTime(iso: string): string {
  return new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}
