// 'Langganan' (issue 32): one row per subscription (a chain of orders) from its current order, its period, days
// left, monthly value and status today; filters by status and 'Berakhir dalam N hari', sorts, export. Rows are
// chosen with their checkboxes (kept while paging) and renewed together with 'Perpanjang'.
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { SubscriptionRow } from '@tagih/domain/schemas/subscription';
import { ListPage } from '../../components/list-page';
import { paths } from '../../config/paths';
import { useCan } from '../../lib/permissions';
import { useListAddress } from '../../lib/use-list-address';
import { SUBSCRIPTION_FILTER_KEYS, subscriptionResource } from './api/subscription-hooks';
import { RenewDialog } from './renew-dialog';
import { subscriptionColumns, subscriptionFilters, type RowSelection } from './subscription-columns';

/** The chosen rows by their current order, and the page's checkbox over the rows on screen. */
function useRowSelection(pageRows: SubscriptionRow[]) {
  const [chosen, setChosen] = useState<Map<number, SubscriptionRow>>(new Map());
  const onPage = pageRows.filter((row) => chosen.has(row.id_order)).length;
  const selection: RowSelection = {
    isChosen: (row) => chosen.has(row.id_order),
    toggle: (row) =>
      setChosen((now) => {
        const next = new Map(now);
        if (!next.delete(row.id_order)) next.set(row.id_order, row);
        return next;
      }),
    page: {
      all: pageRows.length > 0 && onPage === pageRows.length,
      some: onPage > 0,
      toggle: () =>
        setChosen((now) => {
          const next = new Map(now);
          const every = pageRows.every((row) => next.has(row.id_order));
          for (const row of pageRows) {
            if (every) next.delete(row.id_order);
            else next.set(row.id_order, row);
          }
          return next;
        }),
    },
  };
  return { rows: [...chosen.values()], selection, clear: () => setChosen(new Map()) };
}

export default function SubscriptionsPage() {
  const { query } = useListAddress(SUBSCRIPTION_FILTER_KEYS);
  const pageRows = subscriptionResource.useList(query).data?.data ?? [];
  const { rows, selection, clear } = useRowSelection(pageRows);
  const [renewing, setRenewing] = useState(false);
  const mayRenew = useCan()('orders.write');
  return (
    <>
      <ListPage
        title="Langganan"
        section={paths.subscriptions}
        writePermission={null}
        resource={subscriptionResource}
        columns={subscriptionColumns(mayRenew ? selection : null)}
        filters={subscriptionFilters}
        canCreate={false}
        canEdit={false}
        canDelete={false}
        dense
        compactBelow="sm"
        searchPlaceholder="Cari nama perusahaan"
        headerActions={
          mayRenew && (
            <Button
              leftSection={<IconRefresh size={16} />}
              disabled={rows.length === 0}
              onClick={() => setRenewing(true)}
            >
              Perpanjang{rows.length > 0 ? ` (${rows.length})` : ''}
            </Button>
          )
        }
        toolbar={
          mayRenew &&
          rows.length > 0 && (
            <Group gap="xs" mb="xs">
              <Text size="sm" data-testid="subscriptions-chosen">
                {rows.length} langganan dipilih
              </Text>
              <Button size="compact-sm" variant="subtle" color="gray" onClick={clear}>
                Batalkan pilihan
              </Button>
            </Group>
          )
        }
      />
      <RenewDialog rows={rows} opened={renewing} onClose={() => setRenewing(false)} onDone={clear} />
    </>
  );
}
