// The list's one text search: the box and its Search button. The search itself lives in the address with the
// page, sort and filters (list-page.tsx), so the box only holds what is being typed.
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  placeholder?: string;
  /** The list is fetching the answer to a new search (not a page kept on screen meanwhile). */
  searching: boolean;
};

type ListSearchOptions = {
  /** The search in the address. */
  search: string;
  page: number;
  goTo: (next: { page: number; search: string }) => void;
  /** Asks the list again (Search on page 1 with the same text). */
  refetch: () => void;
};

/**
 * The box's text and what Search does: the box holds the address's search until the user types (back/forward
 * in history changes it too); Search moves to page 1 with the text, or asks again when that is where it is.
 */
export function useListSearch({ search, page, goTo, refetch }: ListSearchOptions) {
  const [value, onChange] = useState(search);
  useEffect(() => onChange(search), [search]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (page === 1 && text === search) refetch();
    else goTo({ page: 1, search: text });
  };
  return { value, onChange, onSubmit };
}

export function ListSearchBox({ value, onChange, onSubmit, placeholder, searching }: Props) {
  return (
    <form onSubmit={onSubmit}>
      <Group gap="xs" mb="md" wrap="nowrap" maw={520}>
        <TextInput
          flex={1}
          aria-label="Search"
          placeholder={placeholder ?? 'Cari...'}
          leftSection={<IconSearch size={16} />}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={100}
        />
        <Button type="submit" variant="light" loading={searching}>
          Search
        </Button>
      </Group>
    </form>
  );
}
