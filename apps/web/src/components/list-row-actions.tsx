// The actions of one row of the list page: the feature's own that apply to the row, then Edit and Delete
// where the page offers them. Shown as icons or folded into a speed-dial (list-page.tsx decides).
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { RowAction } from './list-types';
import type { SpeedDialAction } from './row-speed-dial';

export function listRowActions<Row>(
  row: Row,
  rowActions: RowAction<Row>[],
  offered: { edit?: () => void; remove?: { loading: boolean; onClick: () => void } },
): SpeedDialAction[] {
  return [
    ...rowActions
      .filter((action) => !action.hidden?.(row))
      .map((action) => ({ ...action, onClick: () => action.onClick(row) })),
    ...(offered.edit ? [{ label: 'Edit', icon: <IconPencil size={18} />, onClick: offered.edit }] : []),
    ...(offered.remove
      ? [{ label: 'Delete', icon: <IconTrash size={18} />, color: 'red', ...offered.remove }]
      : []),
  ];
}
