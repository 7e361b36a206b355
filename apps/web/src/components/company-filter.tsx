// A company filter (the order list, 'Pembayaran'): a search-as-you-type select over the companies, and the chosen company's
// name for its chip (the address holds only `id_company`, so a shared link reads the name back).
import { useQuery } from '@tanstack/react-query';
import { SearchSelect } from './search-select';
import { api } from '../lib/api-client';
import type { Envelope } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

type CompanyRow = { id_company: number; name_company: string };

function useCompany(id: string | null) {
  return useQuery({
    queryKey: queryKeys.resource('/companies').detail(id ?? ''),
    // the record itself, as the company form caches it under the same key
    queryFn: async ({ signal }) =>
      (
        await api.get<Envelope<CompanyRow>>(`/companies/${encodeURIComponent(id ?? '')}`, {
          signal,
          silent: true,
        })
      ).data,
    enabled: !!id,
    staleTime: 60_000,
  });
}

export function CompanyName({ id }: { id: string }) {
  const company = useCompany(id);
  return <>{company.data?.name_company ?? `#${id}`}</>;
}

export function CompanyFilter(props: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const company = useCompany(props.value);
  return (
    <SearchSelect<CompanyRow>
      label={props.label}
      placeholder="Cari perusahaan"
      base="/companies"
      value={props.value}
      getOption={(row) => ({ value: String(row.id_company), label: row.name_company })}
      initialOptions={
        company.data ? [{ value: String(company.data.id_company), label: company.data.name_company }] : []
      }
      onChange={props.onChange}
      clearable
    />
  );
}
