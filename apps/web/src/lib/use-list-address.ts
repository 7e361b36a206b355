// The list page's state in the address (page, search, sort, dir and the list's own filters), and one way to
// move to another state: every change replaces the whole query, so nothing set earlier is lost on the way.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readListQuery, writeListQuery } from './list-address';
import type { ListQuery } from './list-address';

export function useListAddress(filterKeys: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params, filterKeys);
  // The address as last written: a second change made before the page re-rendered after the first (a clerk
  // who sets 'Dibuat sampai' right after 'Dibuat dari') builds on the first instead of the render's old one.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  /**
   * Moves to the current state with `next` applied (given as the change, or made from the current state;
   * filters given replace the filters). Parameters the list does not manage (a screen's own filters, such
   * as the Audit Log's) stay as they are.
   */
  const goTo = (next: Partial<ListQuery> | ((current: ListQuery) => Partial<ListQuery>)) => {
    const current = readListQuery(latest.current, filterKeys);
    const change = typeof next === 'function' ? next(current) : next;
    const managed = new Set(['page', 'search', 'sort', 'dir', ...filterKeys]);
    const kept = [...latest.current].filter(([key]) => !managed.has(key));
    const written = new URLSearchParams([
      ...kept,
      ...Object.entries(writeListQuery({ ...current, ...change })),
    ]);
    latest.current = written;
    setParams(written);
  };
  return { query, page: query.page, search: query.search, goTo };
}
