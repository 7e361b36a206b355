// A list's filters (spec additions of issue 20): a 'Filter' button that opens the controls, and the chosen
// filters as chips under the search box, each with its own remove button, plus one to clear them all. The
// values live in the address with page, search and sort (list-page.tsx); a change returns to page 1.
import { Button, Collapse, Group, Paper, Select, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar, IconFilter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';

export type FilterOption = { value: string; label: string };

export type ListFilter = {
  /** The parameter in the address and in the API's query (`status`, `has_proof`, `from`). */
  key: string;
  label: string;
  /** A select of these choices (the default control), */
  options?: FilterOption[];
  /** or a date (YYYY-MM-DD), */
  type?: 'select' | 'date';
  /** or a control of the feature's own (the order list's company search). */
  control?: (props: {
    label: string;
    value: string | null;
    onChange: (value: string | null) => void;
  }) => ReactNode;
  /** The chip's text for a value; by default the option's label, else the value itself. */
  chipValue?: (value: string) => ReactNode;
};

/** The usual yes/no choices of a 0/1 flag. */
export const yesNo: FilterOption[] = [
  { value: '1', label: 'Ya' },
  { value: '0', label: 'Tidak' },
];

/** Filters to set (a value) or clear (null); the others stay as the address has them when it is applied. */
export type FilterChange = Record<string, string | null>;

type Props = {
  filters?: ListFilter[];
  values: Record<string, string>;
  onChange: (change: FilterChange) => void;
};

/** The filters with a change applied. */
export function withChange(values: Record<string, string>, change: FilterChange): Record<string, string> {
  const next = { ...values };
  for (const [key, value] of Object.entries(change)) {
    if (value) next[key] = value;
    else delete next[key];
  }
  return next;
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: ListFilter;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  if (filter.control) return <>{filter.control({ label: filter.label, value, onChange })}</>;
  if (filter.type === 'date')
    return (
      <DateInput
        label={filter.label}
        placeholder="YYYY-MM-DD"
        valueFormat="YYYY-MM-DD"
        clearable
        leftSection={<IconCalendar size={16} />}
        value={value}
        onChange={(next) => onChange(next ?? null)}
      />
    );
  return (
    <Select
      label={filter.label}
      placeholder="Semua"
      data={filter.options ?? []}
      clearable
      value={value}
      onChange={onChange}
      allowDeselect
    />
  );
}

/** Opens and closes the filter controls; says how many filters are on. */
function FilterToggle({ opened, count, onToggle }: { opened: boolean; count: number; onToggle: () => void }) {
  return (
    <Button
      variant={count > 0 ? 'light' : 'default'}
      leftSection={<IconFilter size={16} />}
      aria-expanded={opened}
      aria-controls="list-filters"
      onClick={onToggle}
    >
      {count > 0 ? `Filter (${count})` : 'Filter'}
    </Button>
  );
}

/** The 'Filter' toggle, the chips of the chosen filters, and the controls (opened by the toggle). */
export function ListFilters({ filters = [], values, onChange }: Props) {
  const [opened, setOpened] = useState(false);
  if (filters.length === 0) return null;
  const chosen = filters.filter((filter) => values[filter.key]);
  const chipText = (filter: ListFilter, value: string): ReactNode =>
    filter.chipValue?.(value) ?? filter.options?.find((option) => option.value === value)?.label ?? value;
  return (
    <>
      <Group gap="xs" mb="md">
        <FilterToggle opened={opened} count={chosen.length} onToggle={() => setOpened((open) => !open)} />
        {chosen.length > 0 && (
          <Group gap="xs" aria-label="Filter aktif" role="group">
            {chosen.map((filter) => (
              <Button
                key={filter.key}
                size="compact-sm"
                variant="light"
                radius="xl"
                rightSection={<IconX size={14} aria-hidden />}
                onClick={() => onChange({ [filter.key]: null })}
              >
                <VisuallyHidden>Hapus filter </VisuallyHidden>
                {filter.label}: {chipText(filter, values[filter.key] ?? '')}
              </Button>
            ))}
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={() => onChange(Object.fromEntries(chosen.map((filter) => [filter.key, null])))}
            >
              Hapus semua filter
            </Button>
          </Group>
        )}
      </Group>
      <Collapse expanded={opened}>
        <Paper id="list-filters" withBorder radius="sm" p="sm" mb="md" bg="var(--mantine-color-gray-0)">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            {filters.map((filter) => (
              <FilterControl
                key={filter.key}
                filter={filter}
                value={values[filter.key] ?? null}
                onChange={(value) => onChange({ [filter.key]: value })}
              />
            ))}
          </SimpleGrid>
        </Paper>
      </Collapse>
    </>
  );
}
