// The 'Piutang' table: the columns of the domain's declaration (receivables.ts) in its words, money right
// aligned, the company's name a link to its open invoices, and the filters (bucket, the day the aging
// stands on).
import { AGING_BUCKETS, AGING_BUCKET_LABELS, receivableListColumns } from '@tagih/domain/schemas/receivables';
import type { ReceivableRow, ReceivableSummary } from '@tagih/domain/schemas/receivables';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListFilter } from '../../components/list-filters';
import { declaredColumns } from '../../components/declared-columns';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';

const MONEY_FIELDS = ['balance_due', ...AGING_BUCKETS] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
const isMoney = (field: string): field is MoneyField => (MONEY_FIELDS as readonly string[]).includes(field);

/** The order list at a company's orders with a balance still owed, largest first. */
export const openInvoicesOf = (row: ReceivableRow) =>
  `${paths.orders.list}?${new URLSearchParams({ id_company: String(row.id_company), open: '1', sort: 'balance_due', dir: 'desc' }).toString()}`;

const NoWrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);

const column = declaredColumns(receivableListColumns);

export const receivableColumns: ListColumn<ReceivableRow>[] = receivableListColumns.map(
  ({ field }): ListColumn<ReceivableRow> => {
    if (isMoney(field))
      return column(field, {
        align: 'right',
        onPhone: field === 'balance_due',
        render: (row) => <MoneyText value={row[field]} />,
      });
    if (field === 'open_invoices') return column(field, { align: 'right' });
    if (field === 'oldest_due_date' || field === 'last_payment_on')
      return column(field, { render: (row) => <NoWrap>{row[field] ?? '-'}</NoWrap> });
    // The company's name opens its open invoices: the order list at its orders still owing, largest first.
    return column(field, {
      onPhone: true,
      render: (row) => (
        <Anchor component={Link} to={openInvoicesOf(row)} size="sm" title="Lihat invoice terbuka">
          {row.name_company}
        </Anchor>
      ),
    });
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
