// 'Piutang' (issue 30): who owes what and since when. One row per company with an open balance on the day
// chosen ('Per tanggal', today by default), aged by days past due, with the totals of the whole filter; a
// row's 'Invoice terbuka' opens the order list at that company's orders still owing something.
import { Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import type { ReceivableRow } from '@tagih/domain/schemas/receivables';
import { useNavigate } from 'react-router';
import { ListPage } from '../../components/list-page';
import type { RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { receivableResource, useReceivableSummary } from './api/receivable-hooks';
import { receivableColumns, receivableFilters, receivableTotals } from './receivable-columns';

/** The order list at a company's orders with a balance still owed, largest first. */
export const openInvoicesOf = (row: ReceivableRow) =>
  `${paths.orders.list}?${new URLSearchParams({ id_company: String(row.id_company), open: '1', sort: 'balance_due', dir: 'desc' }).toString()}`;

export default function ReceivablesPage() {
  const navigate = useNavigate();
  const summary = useReceivableSummary().data;
  const rowActions: RowAction<ReceivableRow>[] = [
    {
      label: 'Invoice terbuka',
      icon: <IconFileInvoice size={18} />,
      onClick: (row) => void navigate(openInvoicesOf(row)),
    },
  ];
  return (
    <ListPage
      title="Piutang"
      section={paths.receivables}
      resource={receivableResource}
      rowId={(row) => row.id_company}
      columns={receivableColumns}
      filters={receivableFilters}
      rowActions={rowActions}
      canCreate={false}
      canEdit={false}
      canDelete={false}
      dense
      compactBelow="sm"
      searchPlaceholder="Cari nama perusahaan"
      toolbar={
        summary && (
          <Text size="sm" c="dimmed" mb="xs" data-testid="receivables-as-of">
            Posisi per {summary.as_of}
          </Text>
        )
      }
      totalsRow={summary ? receivableTotals(summary) : undefined}
    />
  );
}
