// What a list shows, read from and written to the address (?page=&search=&sort=&dir=&<filters>), so a reload,
// Back from a form and a shared link all show the same rows in the same order. The same values, minus the
// page, are what an export asks the API for: the file holds exactly what the list shows.

export type SortDir = 'asc' | 'desc';

export type ListQuery = {
  page: number;
  search: string;
  /** The row's field name on the wire (`invoice_number`, `total_price`); absent: the server's own order. */
  sort?: string;
  dir?: SortDir;
  /** Filter parameter -> value, only the ones set (orders: `status=1`, `from=2026-01-01`, ...). */
  filters: Record<string, string>;
};

/** Reads the list's state from the address; only the filters this list declares are taken. */
export function readListQuery(params: URLSearchParams, filterKeys: readonly string[] = []): ListQuery {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = params.get('sort') || undefined;
  const dirText = params.get('dir');
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    page,
    search: params.get('search') ?? '',
    sort,
    dir: sort ? (dirText === 'desc' ? 'desc' : 'asc') : undefined,
    filters,
  };
}

/** The address's query for a state: defaults left out (page 1, no search, no sort) so addresses stay short. */
export function writeListQuery(query: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.page > 1) out.page = String(query.page);
  if (query.search) out.search = query.search;
  if (query.sort) {
    out.sort = query.sort;
    out.dir = query.dir ?? 'asc';
  }
  for (const [key, value] of Object.entries(query.filters)) if (value) out[key] = value;
  return out;
}

/** A header click: none -> ascending -> descending -> none (the server's own order again). */
export function nextSort(query: ListQuery, field: string): Pick<ListQuery, 'sort' | 'dir'> {
  if (query.sort !== field) return { sort: field, dir: 'asc' };
  if (query.dir === 'asc') return { sort: field, dir: 'desc' };
  return { sort: undefined, dir: undefined };
}

/** The API's query for a list or its export: search, sort and filters (the page only for a list page). */
export function apiListQuery(query: Omit<ListQuery, 'page'> & { page?: number }): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.page !== undefined) out.page = String(query.page);
  if (query.search) out.search = query.search;
  if (query.sort) {
    out.sort = query.sort;
    out.dir = query.dir ?? 'asc';
  }
  return { ...out, ...query.filters };
}

/** `aria-sort` of a column header. */
export function ariaSort(query: ListQuery, field: string): 'ascending' | 'descending' | 'none' {
  if (query.sort !== field) return 'none';
  return query.dir === 'desc' ? 'descending' : 'ascending';
}
