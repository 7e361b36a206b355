// A list's column header that sorts: a button in the header cell (reachable by Tab, Enter/Space to press)
// whose clicks go none -> ascending -> descending -> none, with `aria-sort` on the cell for screen readers and
// an arrow for everyone else.
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  direction: 'ascending' | 'descending' | 'none';
  onSort: () => void;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
};

type Direction = Props['direction'];

function SortButton({ children, direction, onSort }: Pick<Props, 'children' | 'direction' | 'onSort'>) {
  const Icon =
    direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onSort}
      fw={700}
      fz="inherit"
      // inline, so the arrow flows after the last word and a narrow column wraps its header instead of widening
      style={{ display: 'inline', textAlign: 'inherit' }}
    >
      {children}
      <Icon
        size={13}
        aria-hidden
        stroke={direction === 'none' ? 1.2 : 2.4}
        style={{ verticalAlign: 'middle', marginLeft: 3 }}
      />
    </UnstyledButton>
  );
}

export function SortableTh({ children, direction, onSort, width, align }: Props) {
  return (
    <Table.Th w={width} ta={align} aria-sort={direction}>
      <SortButton direction={direction} onSort={onSort}>
        {children}
      </SortButton>
    </Table.Th>
  );
}

/**
 * A header of several sort buttons, one per figure its cell stacks; `aria-sort` says the direction of the one
 * the list is sorted by, if any.
 */
function MultiSortTh(props: {
  sorts: Array<{ field: string; header: ReactNode }>;
  direction: (field: string) => Direction;
  onSort: (field: string) => void;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}) {
  const active = props.sorts.map((sort) => props.direction(sort.field)).find((dir) => dir !== 'none');
  return (
    <Table.Th w={props.width} ta={props.align} aria-sort={active ?? 'none'}>
      {props.sorts.map((sort) => (
        <div key={sort.field}>
          <SortButton direction={props.direction(sort.field)} onSort={() => props.onSort(sort.field)}>
            {sort.header}
          </SortButton>
        </div>
      ))}
    </Table.Th>
  );
}

/** A column's header: sortable by `field` (the wire name), or plain text when the column does not sort. */
export function ListHeaderCell(props: {
  children: ReactNode;
  field: string | false;
  direction: (field: string) => 'ascending' | 'descending' | 'none';
  onSort: (field: string) => void;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  moreSorts?: Array<{ field: string; header: string }>;
}) {
  const { field, width, align } = props;
  if (field !== false && props.moreSorts?.length)
    return (
      <MultiSortTh
        sorts={[{ field, header: props.children }, ...props.moreSorts]}
        direction={props.direction}
        onSort={props.onSort}
        width={width}
        align={align}
      />
    );
  if (field === false)
    return (
      <Table.Th w={width} ta={align}>
        {props.children}
      </Table.Th>
    );
  return (
    <SortableTh
      direction={props.direction(field)}
      onSort={() => props.onSort(field)}
      width={width}
      align={align}
    >
      {props.children}
    </SortableTh>
  );
}
