// Every query key of the console comes from here, so a mutation can invalidate exactly what it changed.
// A resource's keys all start with its API base path ('/extra-packages'): invalidating `all` refreshes its
// lists, searches and records at once.

/** A list page: sort and filters as the address carries them (lib/list-address.ts). */
export type ListParams = {
  page: number;
  search: string;
  sort?: string;
  dir?: 'asc' | 'desc';
  filters?: Record<string, string>;
};
export type SearchParams = { name: string } & Record<string, string | number | null | undefined>;

export const queryKeys = {
  resource: (base: string) => ({
    all: [base] as const,
    lists: () => [base, 'list'] as const,
    list: (params: ListParams) => [base, 'list', params] as const,
    search: (params: SearchParams) => [base, 'search', params] as const,
    detail: (id: number | string) => [base, 'detail', String(id)] as const,
  }),
  publicSettings: ['public-settings'] as const,
};
