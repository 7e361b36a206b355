// How the Audit Log shows things: the words are the domain's (shared with the export), the colours are the
// console's own.
import { actionWord } from '@tagih/domain/audit-labels';

export { RESOURCE_LABELS, resourceLabel } from '@tagih/domain/audit-labels';

const ACTION_COLORS: Record<string, string> = {
  create: 'teal',
  renew: 'teal',
  'renew-auto': 'teal',
  update: 'blue',
  delete: 'red',
  cancel: 'pink', // orange text does not reach 4.5:1 on its light background
  'change-status': 'cyan',
  'payment-proof': 'grape',
  send_invoice: 'indigo',
  send_statement: 'indigo',
};

export function actionLabel(action: string): { label: string; color: string } {
  return { label: actionWord(action), color: ACTION_COLORS[action] ?? 'gray' };
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
