// 'Piutang' (issue 30): who owes what and since when. One row per company with an open balance on the day
// chosen ('Per tanggal', today by default), aged by days past due, with the totals of the whole filter; a
// company's name opens the order list at its orders still owing something.
import { Text } from '@mantine/core';
import { ListPage } from '../../components/list-page';
import { paths } from '../../config/paths';
import { receivableResource, useReceivableSummary } from './api/receivable-hooks';
import { receivableColumns, receivableFilters, receivableTotals } from './receivable-columns';

export default function ReceivablesPage() {
  const summary = useReceivableSummary().data;
  return (
    <ListPage
      title="Piutang"
      section={paths.receivables}
      writePermission={null}
      resource={receivableResource}
      rowId={(row) => row.id_company}
      columns={receivableColumns}
      filters={receivableFilters}
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
