// Coming back from a form lands on the list as it was left: the list hands its address query (page, search
// and whatever else the list keeps there: sort, filters) to the form in the navigation state, and the form's
// Back, breadcrumb and after-save return use it. Opening a form any other way returns to the plain list.
import { useLocation } from 'react-router';

export type ListReturnState = { listSearch?: unknown };

/** Navigation state for a link from a list to its form: remembers the list's query string. */
export function listReturnState(listSearch: string): ListReturnState {
  return { listSearch };
}

/** The list address to return to: `listPath` with the query the list had when the form was opened. */
export function useListReturnPath(listPath: string): string {
  const state = useLocation().state as ListReturnState | null;
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${listPath}${search}` : listPath;
}
