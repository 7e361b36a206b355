// The rows of the list page's table: while the first page loads, five skeleton lines; a failed load with
// 'Coba lagi'; the empty list worded for its search or filters; then each row with its number ('No', left
// out on a phone), its cells and its actions as icons or a speed-dial.
import { Button, Group, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListQuery } from '../lib/list-address';
import type { Id } from '../lib/resource-hooks';
import { rowNumber } from './list-footer';
import type { ListColumn } from './list-types';
import { RowActionIcons } from './row-action-icons';
import { RowSpeedDial } from './row-speed-dial';
import type { SpeedDialAction } from './row-speed-dial';

function cellValue<Row>(row: Row, column: ListColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

/** What an empty list says: for its search, or for its filters. */
export function emptyListText(query: ListQuery): string {
  if (query.search) return `Tidak ada data untuk "${query.search}".`;
  return Object.keys(query.filters).length ? 'Tidak ada data yang cocok dengan filter.' : 'Belum ada data.';
}

/** One line across the whole table: a skeleton, the load failure or the empty list's words. */
function WholeRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>{children}</Table.Td>
    </Table.Tr>
  );
}

type ListStateRowsProps = {
  list: { isPending: boolean; isError: boolean; isSuccess: boolean; hasData: boolean; retry: () => void };
  rowCount: number;
  columnCount: number;
  /** What an empty list says: for its search, or for its filters. */
  emptyText: string;
};

/** The table's lines for a list that has no rows to show yet, or none at all. */
export function ListStateRows({ list, rowCount, columnCount, emptyText }: ListStateRowsProps) {
  return (
    <>
      {list.isPending &&
        Array.from({ length: 5 }, (_, index) => (
          <WholeRow key={`skeleton-${index}`} columnCount={columnCount}>
            <Skeleton height={18} radius="sm" />
          </WholeRow>
        ))}
      {list.isError && !list.hasData && (
        <WholeRow columnCount={columnCount}>
          <Group justify="center" gap="sm" py="md">
            <Text c="dimmed">Gagal memuat data.</Text>
            <Button size="xs" variant="light" onClick={list.retry}>
              Coba lagi
            </Button>
          </Group>
        </WholeRow>
      )}
      {list.isSuccess && rowCount === 0 && (
        <WholeRow columnCount={columnCount}>
          <Text c="dimmed" ta="center" py="md">
            {emptyText}
          </Text>
        </WholeRow>
      )}
    </>
  );
}

type ListRowsProps<Row> = {
  rows: Row[];
  columns: ListColumn<Row>[];
  page: number;
  rowId: (row: Row) => Id;
  /** A phone's compact list has no 'No' column. */
  numbered: boolean;
  /** The row's actions; undefined when the list offers none (no Aksi column). */
  actionsOf?: (row: Row) => SpeedDialAction[];
  actionsStyle?: 'icons' | 'speed-dial';
};

/** The list's rows: 'No' as the spec counts it, each column's cell, then Aksi. */
export function ListRows<Row>({
  rows,
  columns,
  page,
  rowId,
  numbered,
  actionsOf,
  actionsStyle,
}: ListRowsProps<Row>) {
  return rows.map((row, index) => (
    <Table.Tr key={rowId(row)}>
      {numbered && <Table.Td>{rowNumber(page, index)}</Table.Td>}
      {columns.map((column) => (
        <Table.Td key={column.key} ta={column.align}>
          {cellValue(row, column)}
        </Table.Td>
      ))}
      {actionsOf && (
        <Table.Td>
          {actionsStyle === 'speed-dial' ? (
            <Group justify="center">
              <RowSpeedDial actions={actionsOf(row)} />
            </Group>
          ) : (
            <RowActionIcons actions={actionsOf(row)} />
          )}
        </Table.Td>
      )}
    </Table.Tr>
  ));
}
