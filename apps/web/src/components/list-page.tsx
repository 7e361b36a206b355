// The list screen of spec 2.5, written once: title, search, Add, a numbered table, pagination, per-row Edit and
// Delete; page, search, sort and filters live in the address, so coming back from a form shows the same rows.
import { Button, Group, Paper, Skeleton, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import type { Section } from '../config/paths';
import type { Id, ResourceHooks } from '../lib/resource-hooks';
import { isApiError } from '../lib/api-client';
import { ariaSort, nextSort } from '../lib/list-address';
import { listReturnState } from '../lib/list-return';
import { ListFooter, rowNumber } from './list-footer';
import { notifyError, notifySuccess } from '../lib/notify';
import { useListAddress } from '../lib/use-list-address';
import { confirmDelete } from './confirm-dialog';
import { ListExportButton } from './list-export-button';
import { ListFilters, withChange } from './list-filters';
import { ListSearchBox } from './list-search-box';
import type { ListFilter } from './list-filters';
import { ListHeaderCell } from './list-sort-header';
import { ListTotalsRow } from './list-totals-row';
import { PageHeader } from './page-header';
import type { Crumb } from './page-header';
import { RowActionIcons } from './row-action-icons';
import { RowSpeedDial } from './row-speed-dial';
import { listRowActions } from './list-row-actions';
import type { ListColumn, RowAction } from './list-types';

export type { ListColumn, RowAction } from './list-types';

/** Rows carry `id`, or the page is told which field identifies them (companies: `id_company`). */
type RowIdentity<Row> = Row extends { id: Id } ? { rowId?: (row: Row) => Id } : { rowId: (row: Row) => Id };

export type ListPageProps<Row extends object> = RowIdentity<Row> & {
  title: string;
  /** The section from `paths` (list/create/edit addresses and its label). */
  section: Section;
  resource: Pick<ResourceHooks<Row, unknown>, 'useList' | 'useDelete' | 'base'>;
  /** Filters of this list (orders, vouchers, release notes), in the address and shown as chips. */
  filters?: ListFilter[];
  columns: ListColumn<Row>[];
  /** Actions shown before Edit and Delete on every row. */
  rowActions?: RowAction<Row>[];
  canEdit?: boolean;
  /** false: no Add button (a read-only list such as the Audit Log). */
  canCreate?: boolean;
  /** false: no search box (a list filtered by `filters` instead). */
  searchable?: boolean;
  /** false: no Export button (a list the API has no export for). */
  exportable?: boolean;
  /** Filter controls shown above the table; they keep their values in the address beside page and search. */
  toolbar?: ReactNode;
  /** The toolbar's filters as they stand (only the ones set): the export asks for them with the list's own. */
  toolbarFilters?: Record<string, string>;
  canDelete?: boolean | ((row: Row) => boolean);
  /** Extra buttons beside Add. */
  headerActions?: ReactNode;
  breadcrumbs?: Crumb[];
  searchPlaceholder?: string;
  /** 'speed-dial' folds the row actions into one round button (spec 2.11, 2.13); icons in a row by default. */
  actionsStyle?: 'icons' | 'speed-dial';
  /** Smaller text and padding: a list of many columns (orders) fits its box at 1280 px. */
  dense?: boolean;
  /**
   * Below this breakpoint (a phone) the list is compact: only the columns marked `onPhone`, no 'No' column,
   * the row actions folded into a speed-dial and no minimum width, so nothing is reached by scrolling sideways.
   */
  compactBelow?: 'xs' | 'sm' | 'md';
  /** A totals row under the table (the API's sums over the whole filter), by column key. */
  totalsRow?: Record<string, ReactNode>;
  /** Called after a row is deleted (e.g. to return to the list's first page). */
  onDeleted?: (row: Row) => void;
};

function cellValue<Row>(row: Row, column: ListColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

const idField = (row: object): Id => (row as { id: Id }).id;

export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const { title, section, resource, rowActions = [], canEdit = true, canDelete = true } = props;
  const breakpoints = useMantineTheme().breakpoints;
  const compact =
    useMediaQuery(`(max-width: ${props.compactBelow ? breakpoints[props.compactBelow] : '0px'})`) &&
    props.compactBelow !== undefined;
  const columns = compact ? props.columns.filter((column) => column.onPhone) : props.columns;
  const actionsStyle = compact ? 'speed-dial' : props.actionsStyle;
  const rowId = (props.rowId as ((row: Row) => Id) | undefined) ?? idField;
  const navigate = useNavigate();
  const { query, page, search, goTo } = useListAddress(props.filters?.map((filter) => filter.key));
  const formState = listReturnState(useLocation().search); // the form returns to this page, search, filters
  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]); // back/forward in history changes the search too
  const list = resource.useList(query);
  const remove = resource.useDelete();
  const [deletingId, setDeletingId] = useState<Id | null>(null);

  const rows = list.data?.data ?? [];
  const emptyText = Object.keys(query.filters).length
    ? 'Tidak ada data yang cocok dengan filter.'
    : 'Belum ada data.';
  const lastPage = Math.max(1, list.data?.meta.last_page ?? 1);
  const total = list.data?.meta.total ?? 0;
  const totalText = list.data?.meta.total_estimated ? `sekitar ${total}` : String(total);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = searchText.trim();
    if (page === 1 && text === search) void list.refetch();
    else goTo({ page: 1, search: text });
  };

  const onDelete = async (row: Row) => {
    if (!(await confirmDelete())) return;
    setDeletingId(rowId(row));
    try {
      const response = await remove.mutateAsync(rowId(row));
      if (response?.code === undefined || response.code === 200) notifySuccess('Deleted!', 'Item Deleted');
      if (props.onDeleted) props.onDeleted(row);
      else if (rows.length === 1 && page > 1) goTo({ page: page - 1, search });
    } catch (error) {
      // 400/422/5xx were already reported by the API client; a refusal (409: still in use) it only logs.
      if (isApiError(error, 409)) notifyError('Gagal menghapus', error.message);
    } finally {
      setDeletingId(null);
    }
  };

  const deletable = (row: Row) => (typeof canDelete === 'function' ? canDelete(row) : canDelete);
  const actionsOf = (row: Row) =>
    listRowActions(row, rowActions, {
      edit: canEdit ? () => navigate(section.edit(rowId(row)), { state: formState }) : undefined,
      remove: deletable(row)
        ? { loading: deletingId === rowId(row), onClick: () => void onDelete(row) }
        : undefined,
    });
  const hasActions = canEdit || canDelete !== false || rowActions.length > 0;
  const columnCount = columns.length + (compact ? 0 : 1) + (hasActions ? 1 : 0);

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={
          props.breadcrumbs ?? [
            { label: 'Admin Dashboard', to: paths.dashboard.path },
            { label: section.label },
          ]
        }
        actions={
          <>
            {props.headerActions}
            {props.exportable !== false && (
              <ListExportButton
                base={resource.base}
                query={{ ...query, filters: { ...query.filters, ...props.toolbarFilters } }}
              />
            )}
            {props.canCreate !== false && (
              <Button
                component={Link}
                to={section.create}
                state={formState}
                leftSection={<IconPlus size={16} />}
              >
                Add
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {props.searchable !== false && (
          <ListSearchBox
            value={searchText}
            onChange={setSearchText}
            onSubmit={onSearch}
            placeholder={props.searchPlaceholder}
            searching={list.isFetching && !list.isPlaceholderData && !!list.data}
          />
        )}
        {props.toolbar}
        <ListFilters
          filters={props.filters}
          values={query.filters}
          onChange={(change) => goTo((now) => ({ page: 1, filters: withChange(now.filters, change) }))}
        />

        <Table.ScrollContainer minWidth={compact ? 0 : 520}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            {...(props.dense && { horizontalSpacing: 6, fz: 'xs' })}
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                {!compact && <Table.Th w={props.dense ? 36 : 64}>No</Table.Th>}
                {columns.map((column) => (
                  <ListHeaderCell
                    key={column.key}
                    field={column.sortField ?? column.key}
                    direction={(field) => ariaSort(query, field)}
                    onSort={(field) => goTo({ page: 1, ...nextSort(query, field) })}
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
            <Table.Tbody>
              {list.isPending &&
                Array.from({ length: 5 }, (_, index) => (
                  <Table.Tr key={`skeleton-${index}`}>
                    <Table.Td colSpan={columnCount}>
                      <Skeleton height={18} radius="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {list.isError && !list.data && (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Group justify="center" gap="sm" py="md">
                      <Text c="dimmed">Gagal memuat data.</Text>
                      <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                        Coba lagi
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )}
              {list.isSuccess && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Text c="dimmed" ta="center" py="md">
                      {search ? `Tidak ada data untuk "${search}".` : emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row, index) => (
                <Table.Tr key={rowId(row)}>
                  {!compact && <Table.Td>{rowNumber(page, index)}</Table.Td>}
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {cellValue(row, column)}
                    </Table.Td>
                  ))}
                  {hasActions && (
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
              ))}
            </Table.Tbody>
            {props.totalsRow && rows.length > 0 && (
              <ListTotalsRow
                columns={columns}
                cells={props.totalsRow}
                numbered={!compact}
                hasActions={hasActions}
              />
            )}
          </Table>
        </Table.ScrollContainer>

        <ListFooter
          page={page}
          lastPage={lastPage}
          rowsShown={rows.length}
          total={total}
          totalText={totalText}
          onPage={(next) => goTo({ page: next, search })}
        />
      </Paper>
    </>
  );
}
