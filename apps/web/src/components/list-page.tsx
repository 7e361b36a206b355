// The list screen of spec 2.5, written once: title, search, Add, a numbered table, pagination, and per-row
// Edit and Delete. A feature passes its columns (and any extra row actions); page and search live in the
// address (?page=&search=), so coming back from a form returns to the same page.
import { Button, Group, Pagination, Paper, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import type { Section } from '../config/paths';
import type { Id, ResourceHooks } from '../lib/resource-hooks';
import { isApiError } from '../lib/api-client';
import { notifyError, notifySuccess } from '../lib/notify';
import { confirmDelete } from './confirm-dialog';
import { PageHeader } from './page-header';
import type { Crumb } from './page-header';
import { RowActionIcons } from './row-action-icons';
import { RowSpeedDial, type SpeedDialAction } from './row-speed-dial';

export type ListColumn<Row> = {
  key: string;
  header: ReactNode;
  /** Cell content; by default the row's field named `key`. */
  render?: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
};

export type RowAction<Row> = {
  label: string;
  icon: ReactNode;
  onClick: (row: Row) => void;
  color?: string;
  hidden?: (row: Row) => boolean;
};

/** Rows carry `id`, or the page is told which field identifies them (companies: `id_company`). */
type RowIdentity<Row> = Row extends { id: Id } ? { rowId?: (row: Row) => Id } : { rowId: (row: Row) => Id };

export type ListPageProps<Row extends object> = RowIdentity<Row> & {
  title: string;
  /** The section from `paths` (list/create/edit addresses and its label). */
  section: Section;
  resource: Pick<ResourceHooks<Row, unknown>, 'useList' | 'useDelete'>;
  columns: ListColumn<Row>[];
  /** Actions shown before Edit and Delete on every row. */
  rowActions?: RowAction<Row>[];
  canEdit?: boolean;
  canDelete?: boolean | ((row: Row) => boolean);
  /** Extra buttons beside Add. */
  headerActions?: ReactNode;
  breadcrumbs?: Crumb[];
  searchPlaceholder?: string;
  /** 'speed-dial' folds the row actions into one round button (spec 2.11, 2.13); icons in a row by default. */
  actionsStyle?: 'icons' | 'speed-dial';
  /** Called after a row is deleted (e.g. to return to the list's first page). */
  onDeleted?: (row: Row) => void;
};

/** Row number as the spec counts it: 10 x (page - 1) + index + 1. */
export function rowNumber(page: number, index: number): number {
  return PAGE_SIZE * (page - 1) + index + 1;
}

function cellValue<Row>(row: Row, column: ListColumn<Row>): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

const idField = (row: object): Id => (row as { id: Id }).id;

export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const { title, section, resource, columns, rowActions = [], canEdit = true, canDelete = true } = props;
  const rowId = (props.rowId as ((row: Row) => Id) | undefined) ?? idField;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  useEffect(() => setSearchText(search), [search]); // back/forward in history changes the search too
  const list = resource.useList({ page, search });
  const remove = resource.useDelete();
  const [deletingId, setDeletingId] = useState<Id | null>(null);

  const rows = list.data?.data ?? [];
  const lastPage = Math.max(1, list.data?.meta.last_page ?? 1);
  const total = list.data?.meta.total ?? 0;
  const totalText = list.data?.meta.total_estimated ? `sekitar ${total}` : String(total);
  const goTo = (next: { page: number; search: string }) => {
    const query: Record<string, string> = {};
    if (next.page > 1) query.page = String(next.page);
    if (next.search) query.search = next.search;
    setParams(query);
  };

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
  /** The row's own actions that apply to it, then Edit and Delete where offered. */
  const actionsOf = (row: Row): SpeedDialAction[] => [
    ...rowActions
      .filter((action) => !action.hidden?.(row))
      .map((action) => ({ ...action, onClick: () => action.onClick(row) })),
    ...(canEdit
      ? [{ label: 'Edit', icon: <IconPencil size={18} />, onClick: () => navigate(section.edit(rowId(row))) }]
      : []),
    ...(deletable(row)
      ? [
          {
            label: 'Delete',
            icon: <IconTrash size={18} />,
            color: 'red',
            loading: deletingId === rowId(row),
            onClick: () => void onDelete(row),
          },
        ]
      : []),
  ];
  const hasActions = canEdit || canDelete !== false || rowActions.length > 0;
  const columnCount = columns.length + 1 + (hasActions ? 1 : 0);

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
            <Button component={Link} to={section.create} leftSection={<IconPlus size={16} />}>
              Add
            </Button>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <form onSubmit={onSearch}>
          <Group gap="xs" mb="md" wrap="nowrap" maw={520}>
            <TextInput
              flex={1}
              aria-label="Search"
              placeholder={props.searchPlaceholder ?? 'Cari...'}
              leftSection={<IconSearch size={16} />}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              maxLength={100}
            />
            <Button
              type="submit"
              variant="light"
              loading={list.isFetching && !list.isPlaceholderData && !!list.data}
            >
              Search
            </Button>
          </Group>
        </form>

        <Table.ScrollContainer minWidth={520}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>No</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width} ta={column.align}>
                    {column.header}
                  </Table.Th>
                ))}
                {hasActions && (
                  <Table.Th w={120} ta="center">
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
                      {search ? `Tidak ada data untuk "${search}".` : 'Belum ada data.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((row, index) => (
                <Table.Tr key={rowId(row)}>
                  <Table.Td>{rowNumber(page, index)}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {cellValue(row, column)}
                    </Table.Td>
                  ))}
                  {hasActions && (
                    <Table.Td>
                      {props.actionsStyle === 'speed-dial' ? (
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
          </Table>
        </Table.ScrollContainer>

        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {total > 0
              ? `${rowNumber(page, 0)}–${rowNumber(page, rows.length - 1)} dari ${totalText} data`
              : ''}
          </Text>
          <Pagination
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={(next) => goTo({ page: next, search })}
            size="sm"
          />
        </Group>
      </Paper>
    </>
  );
}
