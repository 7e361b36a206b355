// The list's one text search: the box and its Search button. The search itself lives in the address with the
// page, sort and filters (list-page.tsx), so the box only holds what is being typed.
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  placeholder?: string;
  /** The list is fetching the answer to a new search (not a page kept on screen meanwhile). */
  searching: boolean;
};

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
