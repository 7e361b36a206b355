// The actions of the list page's rows: the feature's own, then Edit (the form, with the list's query to
// return to) and Delete (the spec's confirmation, the row's spinner while it goes, 'Deleted!' after, and a
// refusal, 409 'still in use', worded for the user).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Section } from '../config/paths';
import { isApiError } from '../lib/api-errors';
import type { ListReturnState } from '../lib/list-return';
import { notifyError, notifySuccess } from '../lib/notify';
import type { Id, ResourceHooks } from '../lib/resource-hooks';
import { confirmDelete } from './confirm-dialog';
import { listRowActions } from './list-row-actions';
import type { RowAction } from './list-types';

type RowDeleteOptions<Row extends object> = {
  resource: Pick<ResourceHooks<Row, unknown>, 'useDelete'>;
  rowId: (row: Row) => Id;
  /** Called after a row is deleted (the list page steps back from a page it emptied). */
  onDeleted: (row: Row) => void;
};

function useRowDelete<Row extends object>({ resource, rowId, onDeleted }: RowDeleteOptions<Row>) {
  const remove = resource.useDelete();
  const [deletingId, setDeletingId] = useState<Id | null>(null);

  const onDelete = async (row: Row) => {
    if (!(await confirmDelete())) return;
    setDeletingId(rowId(row));
    try {
      const response = await remove.mutateAsync(rowId(row));
      if (response?.code === undefined || response.code === 200) notifySuccess('Deleted!', 'Item Deleted');
      onDeleted(row);
    } catch (error) {
      // 400/422/5xx were already reported by the API client; a refusal (409: still in use) it only logs.
      if (isApiError(error, 409)) notifyError('Gagal menghapus', error.message);
    } finally {
      setDeletingId(null);
    }
  };

  return { deletingId, onDelete };
}

type ListRowActionsOptions<Row extends object> = RowDeleteOptions<Row> & {
  section: Section;
  /** The navigation state the form is opened with (the list's query, to return to). */
  formState: ListReturnState;
  rowActions: RowAction<Row>[];
  canEdit: boolean;
  canDelete: boolean | ((row: Row) => boolean);
};

/** Each row's actions, and whether the list offers any (its Aksi column). */
export function useListRowActions<Row extends object>(options: ListRowActionsOptions<Row>) {
  const { section, formState, rowActions, canEdit, canDelete, rowId } = options;
  const navigate = useNavigate();
  const { deletingId, onDelete } = useRowDelete(options);
  const deletable = (row: Row) => (typeof canDelete === 'function' ? canDelete(row) : canDelete);
  const actionsOf = (row: Row) =>
    listRowActions(row, rowActions, {
      edit: canEdit ? () => navigate(section.edit(rowId(row)), { state: formState }) : undefined,
      remove: deletable(row)
        ? { loading: deletingId === rowId(row), onClick: () => void onDelete(row) }
        : undefined,
    });
  const hasActions = canEdit || canDelete !== false || rowActions.length > 0;
  return { actionsOf: hasActions ? actionsOf : undefined };
}
