// Under the list's table: which rows are shown of how many, and the pagination (its arrows named for screen
// readers, pagination-labels.ts).
import { Group, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE } from '@tagih/domain/schemas/common';
import { paginationControlLabel } from './pagination-labels';

/** Row number as the spec counts it: 10 x (page - 1) + index + 1. */
export function rowNumber(page: number, index: number): number {
  return PAGE_SIZE * (page - 1) + index + 1;
}

type Props = {
  page: number;
  lastPage: number;
  rowsShown: number;
  total: number;
  /** The total as shown ('sekitar 1000' when the server estimated it). */
  totalText: string;
  onPage: (page: number) => void;
};

export function ListFooter({ page, lastPage, rowsShown, total, totalText, onPage }: Props) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {total > 0 ? `${rowNumber(page, 0)}–${rowNumber(page, rowsShown - 1)} dari ${totalText} data` : ''}
      </Text>
      <Pagination
        total={lastPage}
        value={Math.min(page, lastPage)}
        onChange={onPage}
        size="sm"
        getControlProps={paginationControlLabel}
      />
    </Group>
  );
}
