// The 'Piutang' table: the columns of the domain's declaration (receivables.ts) in its words, money right
// aligned, and the filters (bucket, the day the aging stands on).
import { AGING_BUCKETS, AGING_BUCKET_LABELS, receivableListColumns } from '@tagih/domain/schemas/receivables';
import type { ReceivableRow, ReceivableSummary } from '@tagih/domain/schemas/receivables';
import type { ReactNode } from 'react';
import type { ListFilter } from '../../components/list-filters';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';

const MONEY_FIELDS = ['balance_due', ...AGING_BUCKETS] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
const isMoney = (field: string): field is MoneyField => (MONEY_FIELDS as readonly string[]).includes(field);

const NoWrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);

export const receivableColumns: ListColumn<ReceivableRow>[] = receivableListColumns.map(
  ({ field, label }): ListColumn<ReceivableRow> => {
    if (isMoney(field))
      return {
        key: field,
        header: label,
        align: 'right',
        onPhone: field === 'balance_due',
        render: (row) => <MoneyText value={row[field]} />,
      };
    if (field === 'open_invoices') return { key: field, header: label, align: 'right' };
    if (field === 'oldest_due_date' || field === 'last_payment_on')
      return { key: field, header: label, render: (row) => <NoWrap>{row[field] ?? '-'}</NoWrap> };
    return { key: field, header: label, onPhone: true };
  },
);

export const receivableFilters: ListFilter[] = [
  {
    key: 'bucket',
    label: 'Umur piutang',
    options: AGING_BUCKETS.map((value) => ({ value, label: AGING_BUCKET_LABELS[value] })),
  },
  { key: 'as_of', label: 'Per tanggal', type: 'date' },
];

/** The totals row's cells: every money figure and the open invoices of the summary. */
export function receivableTotals(summary: ReceivableSummary): Record<string, ReactNode> {
  const cells: Record<string, ReactNode> = Object.fromEntries(
    MONEY_FIELDS.map((field) => [field, <MoneyText key={field} value={summary[field]} />]),
  );
  cells.name_company = `Total (${summary.companies} perusahaan)`;
  cells.oldest_due_date = summary.oldest_due_date ?? '-';
  cells.open_invoices = summary.open_invoices;
  return cells;
}
