// The list screen of spec 2.5, written once: title, search, Add, a numbered table, pagination, per-row Edit and
// Delete; page, search, sort and filters live in the address, so coming back from a form shows the same rows.
// Add, Edit, Delete and the feature's row actions show only when the signed-in role holds their permission.
// Made of named parts: the title block (list-page-header.tsx), the search box, the filters, the table
// (list-table.tsx), the footer, and the rows' actions (use-list-row-actions.ts).
import { Paper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Section } from '../config/paths';
import type { Id, ResourceHooks } from '../lib/resource-hooks';
import { nextSort } from '../lib/list-address';
import { listReturnState } from '../lib/list-return';
import { ListFooter } from './list-footer';
import { useListAddress } from '../lib/use-list-address';
import { useCan, type Permission } from '../lib/permissions';
import { ListFilters, withChange } from './list-filters';
import { ListPageHeader } from './list-page-header';
import { ListSearchBox, useListSearch } from './list-search-box';
import { ListTable } from './list-table';
import { emptyListText } from './list-table-body';
import type { ListFilter } from './list-filters';
import type { Crumb } from './page-header';
import type { ListColumn, RowAction } from './list-types';
import { useListRowActions } from './use-list-row-actions';

export type { ListColumn, RowAction } from './list-types';

/** Rows carry `id`, or the page is told which field identifies them (companies: `id_company`). */
type RowIdentity<Row> = Row extends { id: Id } ? { rowId?: (row: Row) => Id } : { rowId: (row: Row) => Id };

export type ListPageProps<Row extends object> = RowIdentity<Row> & {
  title: string;
  /** The section from `paths` (list/create/edit addresses and its label). */
  section: Section;
  resource: Pick<ResourceHooks<Row, unknown>, 'useList' | 'useDelete' | 'base'>;
  /**
   * What Add, Edit and Delete need of the signed-in role (issue 33); a role without it sees the list read-only.
   * null: the list has no writes of its own (its row actions name their own permissions).
   */
  writePermission: Permission | null;
  /** What Delete needs, when it is not the write permission (orders: cancelling is the admin's). */
  deletePermission?: Permission;
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
  /** Called after a row is deleted (e.g. to return to the list's first page). */
  onDeleted?: (row: Row) => void;
  /** A totals row under the table (the API's sums over the whole filter), by column key. */
  totalsRow?: Record<string, ReactNode>;
};

const idField = (row: object): Id => (row as { id: Id }).id;

/** Below `compactBelow` (a phone) the list is compact; without it, never. */
function useCompact(compactBelow: ListPageProps<object>['compactBelow']): boolean {
  const breakpoints = useMantineTheme().breakpoints;
  const below = useMediaQuery(`(max-width: ${compactBelow ? breakpoints[compactBelow] : '0px'})`);
  return below && compactBelow !== undefined;
}

/** The page's writes and row actions that the signed-in role holds (the API refuses the others, 403). */
function useAllowedWrites<Row extends object>(props: ListPageProps<Row>) {
  const can = useCan();
  const writable = props.writePermission !== null && can(props.writePermission);
  const deletePermission = props.deletePermission ?? props.writePermission;
  const deletable = deletePermission !== null && can(deletePermission);
  return {
    create: writable && props.canCreate !== false,
    edit: writable && (props.canEdit ?? true),
    delete: deletable ? (props.canDelete ?? true) : false,
    rowActions: (props.rowActions ?? []).filter((action) => !action.permission || can(action.permission)),
  };
}

export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const { section, resource } = props;
  const compact = useCompact(props.compactBelow);
  const rowId = (props.rowId as ((row: Row) => Id) | undefined) ?? idField;
  const { query, page, search, goTo } = useListAddress(props.filters?.map((filter) => filter.key));
  const formState = listReturnState(useLocation().search); // the form returns to this page, search, filters
  const list = resource.useList(query);
  const searchBox = useListSearch({ search, page, goTo, refetch: () => void list.refetch() });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const allowed = useAllowedWrites(props);
  const { actionsOf } = useListRowActions({
    resource,
    rowId,
    section,
    formState,
    rowActions: allowed.rowActions,
    canEdit: allowed.edit,
    canDelete: allowed.delete,
    onDeleted:
      props.onDeleted ??
      (() => {
        if (rows.length === 1 && page > 1) goTo({ page: page - 1, search });
      }),
  });

  return (
    <>
      <ListPageHeader
        title={props.title}
        section={section}
        breadcrumbs={props.breadcrumbs}
        headerActions={props.headerActions}
        exportable={props.exportable}
        canCreate={allowed.create}
        base={resource.base}
        exportQuery={{ ...query, filters: { ...query.filters, ...props.toolbarFilters } }}
        formState={formState}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {props.searchable !== false && (
          <ListSearchBox
            {...searchBox}
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
        <ListTable
          list={list}
          totalsRow={props.totalsRow}
          columns={compact ? props.columns.filter((column) => column.onPhone) : props.columns}
          query={query}
          onSort={(field) => goTo({ page: 1, ...nextSort(query, field) })}
          compact={compact}
          dense={props.dense}
          rowId={rowId}
          page={page}
          emptyText={emptyListText(query)}
          actionsOf={actionsOf}
          actionsStyle={props.actionsStyle}
        />
        <ListFooter
          page={page}
          lastPage={Math.max(1, list.data?.meta.last_page ?? 1)}
          rowsShown={rows.length}
          total={total}
          totalText={list.data?.meta.total_estimated ? `sekitar ${total}` : String(total)}
          onPage={(next) => goTo({ page: next, search })}
        />
      </Paper>
    </>
  );
}
