// A list's totals row (issue 30: 'Piutang', 'Pembayaran'): the sums over every row the filter matches, not
// only the page, under the columns they belong to. The API answers the sums; the console only places them.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListColumn } from './list-types';

type Props<Row> = {
  columns: ListColumn<Row>[];
  /** What each column's cell shows, by column key; a column not named stays empty. */
  cells: Record<string, ReactNode>;
  /** The page's number column ('No') comes first and holds the label. */
  numbered: boolean;
  hasActions: boolean;
};

export function ListTotalsRow<Row>({ columns, cells, numbered, hasActions }: Props<Row>) {
  return (
    <Table.Tfoot>
      <Table.Tr fw={700} data-testid="list-totals">
        {numbered && <Table.Td>Total</Table.Td>}
        {columns.map((column, index) => (
          <Table.Td key={column.key} ta={column.align}>
            {cells[column.key] ?? (!numbered && index === 0 ? 'Total' : null)}
          </Table.Td>
        ))}
        {hasActions && <Table.Td />}
      </Table.Tr>
    </Table.Tfoot>
  );
}
