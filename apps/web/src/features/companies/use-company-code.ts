// code_company follows the name (spec 2.7): after each pause in typing, one request for the code that name
// would get. In edit mode a name with the same initials keeps the stored code, exactly as the server does
// on update, so the form never shows a code that saving would not give.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyInitials, parseCompanyCode } from '@tagih/domain/codes';
import { queryKeys } from '../../lib/query-keys';
import { getCompanyNumber } from './api/get-company-number';

export const CODE_DEBOUNCE_MS = 400;

export function useCompanyCode(name: string, stored?: { code_company: string }) {
  const [typed] = useDebouncedValue(name.trim(), CODE_DEBOUNCE_MS);
  const keepsStored =
    stored !== undefined && parseCompanyCode(stored.code_company)?.initials === companyInitials(typed);
  const query = useQuery({
    queryKey: [...queryKeys.resource('/companies').all, 'company-number', typed],
    queryFn: ({ signal }) => getCompanyNumber(typed, signal),
    enabled: typed !== '' && !keepsStored,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const settled = typed === name.trim();
  if (typed === '') return { code: '', pending: !settled };
  if (keepsStored) return { code: stored.code_company, pending: !settled };
  return { code: query.data ?? '', pending: !settled || query.isFetching };
}
