// Search-as-you-type selects over a `POST {base}/search {name, ...params}` endpoint (spec section 7): one
// request per pause in typing (300 ms), results as the server ranks them, and the labels of chosen values
// kept even when they drop out of the latest results.
import { Loader, MultiSelect, Select } from '@mantine/core';
import type { ComboboxItem, MultiSelectProps, SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryKeys } from '../lib/query-keys';
import { searchResource } from '../lib/resource-hooks';

export type SearchOption = { value: string; label: string };

type SearchSource<Row> = {
  /** API base; the select posts to `{base}/search`. */
  base: string;
  /** Extra body fields, e.g. `{ company_id }` for the lookups filtered by company. */
  params?: Record<string, string | number | null | undefined>;
  /** Row -> option. Default: `{ value: String(row.id), label: row.name }`. */
  getOption?: (row: Row) => SearchOption;
  /** Labels of values chosen before the user searched (edit mode). */
  initialOptions?: SearchOption[];
  debounceMs?: number;
  /** Only the rows this accepts are offered (the add-ons of the chosen product). */
  accepts?: (row: Row) => boolean;
};

const defaultOption = (row: unknown): SearchOption => {
  const record = row as { id?: unknown; name?: unknown };
  return { value: String(record.id), label: String(record.name ?? record.id) };
};

function useSearchOptions<Row>(
  source: SearchSource<Row>,
  search: string,
  chosen: string | null,
  enabled: boolean,
) {
  const {
    base,
    params = {},
    getOption = defaultOption,
    initialOptions = [],
    debounceMs = 300,
    accepts,
  } = source;
  const known = useRef(new Map<string, { option: SearchOption; row: Row | null }>());
  for (const option of initialOptions)
    if (!known.current.has(option.value)) known.current.set(option.value, { option, row: null });
  // A single select shows the chosen label as its search text; searching for it would hide every other option.
  const chosenLabel = chosen === null ? undefined : known.current.get(chosen)?.option.label;
  const [name] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), debounceMs);

  const query = useQuery({
    queryKey: queryKeys.resource(base).search({ ...params, name }),
    queryFn: ({ signal }) => searchResource<Row>(base, { ...params, name }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const results = (query.data ?? [])
    .filter((row) => !accepts || accepts(row))
    .map((row) => {
      const option = getOption(row);
      known.current.set(option.value, { option, row });
      return option;
    });
  return {
    results,
    loading: query.isFetching,
    lookup: (value: string) => known.current.get(value),
  };
}

/** Results first, then any chosen values missing from them (a Mantine select needs its value among the data). */
function withChosen(
  results: SearchOption[],
  chosen: string[],
  lookup: (value: string) => { option: SearchOption } | undefined,
): ComboboxItem[] {
  const seen = new Set(results.map((option) => option.value));
  const extra = chosen
    .filter((value) => !seen.has(value))
    .map((value) => lookup(value)?.option ?? { value, label: value });
  return [...results, ...extra];
}

const keepServerOrder: SelectProps['filter'] = ({ options }) => options;

export type SearchSelectProps<Row> = SearchSource<Row> &
  Omit<
    SelectProps,
    'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'searchable' | 'filter'
  > & {
    /** Optional so `form.getInputProps(...)` can be spread; a missing value is no selection. */
    value?: string | null;
    onChange: (value: string | null, row: Row | null) => void;
  };

export function SearchSelect<Row>({
  base,
  params,
  getOption,
  initialOptions,
  debounceMs,
  value = null,
  onChange,
  ...props
}: SearchSelectProps<Row>) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(false);
  const searched = useSearchOptions<Row>(
    { base, params, getOption, initialOptions, debounceMs },
    search,
    value,
    active && !props.disabled,
  );

  return (
    <Select
      {...props}
      searchable
      clearable={props.clearable ?? true}
      data={withChosen(searched.results, value ? [value] : [], searched.lookup)}
      value={value}
      onChange={(next) => onChange(next, next ? (searched.lookup(next)?.row ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => {
        setActive(true);
        props.onDropdownOpen?.();
      }}
      filter={keepServerOrder}
      nothingFoundMessage={
        searched.loading ? 'Memuat...' : (props.nothingFoundMessage ?? 'Data tidak ditemukan')
      }
      rightSection={searched.loading ? <Loader size={16} /> : props.rightSection}
    />
  );
}

const EMPTY: string[] = [];

export type SearchMultiSelectProps<Row> = SearchSource<Row> &
  Omit<
    MultiSelectProps,
    'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'searchable' | 'filter'
  > & {
    value?: string[];
    onChange: (values: string[], rows: (Row | null)[]) => void;
  };

export function SearchMultiSelect<Row>({
  base,
  params,
  getOption,
  initialOptions,
  debounceMs,
  accepts,
  value = EMPTY,
  onChange,
  ...props
}: SearchMultiSelectProps<Row>) {
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(false);
  const options = useSearchOptions<Row>(
    { base, params, getOption, initialOptions, debounceMs, accepts },
    search,
    null,
    active && !props.disabled,
  );

  return (
    <MultiSelect
      {...props}
      searchable
      data={withChosen(options.results, value, options.lookup)}
      value={value}
      onChange={(next) =>
        onChange(
          next,
          next.map((item) => options.lookup(item)?.row ?? null),
        )
      }
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => {
        setActive(true);
        props.onDropdownOpen?.();
      }}
      filter={keepServerOrder as MultiSelectProps['filter']}
      nothingFoundMessage={
        options.loading ? 'Memuat...' : (props.nothingFoundMessage ?? 'Data tidak ditemukan')
      }
      rightSection={options.loading ? <Loader size={16} /> : props.rightSection}
    />
  );
}
