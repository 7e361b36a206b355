// The list page's table: its head (each column's header a sort button, list-sort-header.tsx) and its rows
// or what stands for them (list-table-body.tsx), faded while the next page loads.
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListQuery } from '../lib/list-address';
import { ariaSort } from '../lib/list-address';
import type { Id, ResourceHooks } from '../lib/resource-hooks';
import { ListHeaderCell } from './list-sort-header';
import { ListRows, ListStateRows } from './list-table-body';
import { ListTotalsRow } from './list-totals-row';
import type { ListColumn } from './list-types';
import type { SpeedDialAction } from './row-speed-dial';

type ListTableHeadProps<Row> = {
  columns: ListColumn<Row>[];
  query: ListQuery;
  onSort: (field: string) => void;
  compact: boolean;
  dense?: boolean;
  hasActions: boolean;
};

/** The header row: 'No', each column's header as its sort button, Aksi. */
function ListTableHead<Row>({ columns, query, onSort, compact, dense, hasActions }: ListTableHeadProps<Row>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {!compact && <Table.Th w={dense ? 36 : 64}>No</Table.Th>}
        {columns.map((column) => (
          <ListHeaderCell
            key={column.key}
            field={column.sortField ?? column.key}
            direction={(field) => ariaSort(query, field)}
            onSort={onSort}
            width={column.width}
            align={column.align}
            moreSorts={column.moreSorts}
          >
            {column.header}
          </ListHeaderCell>
        ))}
        {hasActions && (
          <Table.Th w={compact ? 48 : 120} ta="center">
            Aksi
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

type ListTableProps<Row> = Omit<ListTableHeadProps<Row>, 'hasActions'> & {
  list: ListPageList<Row>;
  rowId: (row: Row) => Id;
  page: number;
  /** What an empty list says: for its search, or for its filters. */
  emptyText: string;
  actionsOf?: (row: Row) => SpeedDialAction[];
  actionsStyle?: 'icons' | 'speed-dial';
  /** A totals row under the rows (the API's sums over the whole filter), by column key. */
  totalsRow?: Record<string, ReactNode>;
};

/** The list page's query as the table reads it. */
type ListPageList<Row> = ReturnType<ResourceHooks<Row & object, unknown>['useList']>;

/** The table: the head, then the rows or what stands for them (loading, failed, empty). */
export function ListTable<Row>({ list, columns, compact, dense, actionsOf, ...props }: ListTableProps<Row>) {
  const rows = list.data?.data ?? [];
  const columnCount = columns.length + (compact ? 0 : 1) + (actionsOf ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 520}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        {...(dense && { horizontalSpacing: 6, fz: 'xs' })}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        <ListTableHead
          columns={columns}
          query={props.query}
          onSort={props.onSort}
          compact={compact}
          dense={dense}
          hasActions={actionsOf !== undefined}
        />
        <Table.Tbody>
          <ListStateRows
            list={{
              isPending: list.isPending,
              isError: list.isError,
              isSuccess: list.isSuccess,
              hasData: !!list.data,
              retry: () => void list.refetch(),
            }}
            rowCount={rows.length}
            columnCount={columnCount}
            emptyText={props.emptyText}
          />
          <ListRows
            rows={rows}
            columns={columns}
            page={props.page}
            rowId={props.rowId}
            numbered={!compact}
            actionsOf={actionsOf}
            actionsStyle={compact ? 'speed-dial' : props.actionsStyle}
          />
        </Table.Tbody>
        {props.totalsRow && rows.length > 0 && (
          <ListTotalsRow
            columns={columns}
            cells={props.totalsRow}
            numbered={!compact}
            hasActions={actionsOf !== undefined}
          />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
