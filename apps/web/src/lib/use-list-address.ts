// The list page's state in the address (page, search, sort, dir and the list's own filters), and one way to
// move to another state: every change replaces the whole query, so nothing set earlier is lost on the way.
import { useSearchParams } from 'react-router';
import { readListQuery, writeListQuery } from './list-address';
import type { ListQuery } from './list-address';

export function useListAddress(filterKeys: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params, filterKeys);
  /**
   * Moves to `query` with `next` applied (filters given replace the filters). Parameters the list does not
   * manage (a screen's own filters, such as the Audit Log's) stay as they are.
   */
  const goTo = (next: Partial<ListQuery>) => {
    const managed = new Set(['page', 'search', 'sort', 'dir', ...filterKeys]);
    const kept = [...params].filter(([key]) => !managed.has(key));
    setParams(new URLSearchParams([...kept, ...Object.entries(writeListQuery({ ...query, ...next }))]));
  };
  return { query, page: query.page, search: query.search, goTo };
}
