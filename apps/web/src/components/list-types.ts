// The column and row-action declarations a feature hands to the shared list page (list-page.tsx).
import type { ReactNode } from 'react';
import type { Permission } from '../lib/permissions';

export type ListColumn<Row> = {
  key: string;
  header: ReactNode;
  /** Cell content; by default the row's field named `key`. */
  render?: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** The wire field the header sorts by (`?sort=`); by default `key`; false: the column does not sort. */
  sortField?: string | false;
  /**
   * More sort buttons in this column's header, one per figure the cell stacks under the first (Start / End
   * Period): a table of many columns keeps each figure sortable without a column of its own.
   */
  moreSorts?: Array<{ field: string; header: string }>;
  /** Shown on a phone too, in a list with `compactBelow`: what a row must show without scrolling sideways. */
  onPhone?: boolean;
};

export type RowAction<Row> = {
  label: string;
  icon: ReactNode;
  onClick: (row: Row) => void;
  color?: string;
  hidden?: (row: Row) => boolean;
  /** What the action needs of the signed-in role; without one, every role that reads the list has it. */
  permission?: Permission;
};
