// The standard create-read-update-delete set of spec section 7, made once for any base path. A feature gets
// its hooks with one call (`createResourceHooks<Row, Input>('/extra-packages')`) and adds files only for the
// calls that are its own.
import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { api } from './api-client';
import { apiListQuery } from './list-address';
import type { Envelope, ListResponse, MessageEnvelope } from './api-client';
import { queryKeys } from './query-keys';
import type { ListParams, SearchParams } from './query-keys';

export type Id = number | string;

export type ResourceOptions = {
  /** Other bases whose data a change here affects (e.g. deleting a company changes the order list). */
  alsoInvalidates?: string[];
  /** Shape of one row (a domain schema). Checked in development only, to catch contract drift early. */
  rowSchema?: ZodType;
  /**
   * Store sends an `Idempotency-Key` (issue 34), one per form session: a double submit or a save retried after
   * a lost answer gets the first answer back instead of storing twice. A new key after each successful store.
   */
  idempotentStore?: boolean;
};

/**
 * A random key for `Idempotency-Key`. From getRandomValues, not randomUUID: the console may be served over plain
 * http on the office network, where randomUUID (secure contexts only) does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Runs `POST {base}/search` and returns the rows (at most 20). Shared with the search-as-you-type select. */
export async function searchResource<Row>(
  base: string,
  params: SearchParams,
  signal?: AbortSignal,
): Promise<Row[]> {
  const response = await api.post<Envelope<Row[]>>(`${base}/search`, params, { signal });
  return response.data ?? [];
}

function checkRows(base: string, schema: ZodType | undefined, rows: unknown[]): void {
  if (!import.meta.env.DEV || !schema) return;
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (!result.success) {
      console.warn(`${base}: a row does not match its schema`, result.error.issues, row);
      return;
    }
  }
}

type ResourceKeys = ReturnType<typeof queryKeys.resource>;

/** The standard set's reads: a page of the list, search-as-you-type, one record. */
function readHooks<Row extends object>(base: string, keys: ResourceKeys, options: ResourceOptions) {
  return {
    /**
     * `GET {base}?page=&search=&sort=&dir=&<filters>`: one page of 10 rows plus meta. Keeps the previous page on
     * screen while loading.
     */
    useList(params: ListParams) {
      return useQuery({
        queryKey: keys.list(params),
        queryFn: async ({ signal }) => {
          const response = await api.get<ListResponse<Row>>(base, {
            query: apiListQuery({ ...params, filters: params.filters ?? {} }),
            signal,
          });
          checkRows(base, options.rowSchema, response.data);
          return response;
        },
        placeholderData: keepPreviousData,
      });
    },

    /** `POST {base}/search {name}`: up to 20 rows for search-as-you-type. Extra body fields go in `extra`. */
    useSearch(name: string, extra: Omit<SearchParams, 'name'> = {}, enabled = true) {
      const params: SearchParams = { ...extra, name };
      return useQuery({
        queryKey: keys.search(params),
        queryFn: ({ signal }) => searchResource<Row>(base, params, signal),
        enabled,
        placeholderData: keepPreviousData,
      });
    },

    /** `GET {base}/{id}`: the record itself (the envelope's `data`). Idle while `id` is undefined (create mode). */
    useShow(id: Id | undefined) {
      return useQuery({
        queryKey: keys.detail(id ?? ''),
        queryFn: async ({ signal }) => {
          // A missing record (404) or an id that is not one (422, '/edit/abc') is the form's 'Data tidak
          // ditemukan', not an alert.
          const response = await api.get<Envelope<Row>>(`${base}/${encodeURIComponent(String(id))}`, {
            signal,
            quietStatuses: [404, 422],
          });
          checkRows(base, options.rowSchema, [response.data]);
          return response.data;
        },
        enabled: id !== undefined && id !== '',
        staleTime: 0, // a form always edits the latest version (its updated_at is sent back)
      });
    },
  };
}

/**
 * The standard set's writes. After a change this base's cached pages refetch at once (not only the visible
 * ones), and the mutation waits for them, so the list a form returns to already shows the change. Other bases
 * refetch when next shown.
 */
function writeHooks<Row extends object, Input>(base: string, keys: ResourceKeys, options: ResourceOptions) {
  function useInvalidate() {
    const client = useQueryClient();
    return () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all, refetchType: 'all' }),
        ...(options.alsoInvalidates ?? []).map((other) =>
          client.invalidateQueries({ queryKey: queryKeys.resource(other).all }),
        ),
      ]);
  }

  return {
    /** `POST {base}/store`. */
    useStore() {
      const invalidate = useInvalidate();
      const idempotencyKey = useRef(newIdempotencyKey());
      return useMutation({
        mutationFn: (input: Input) =>
          api.post<Envelope<Row>>(`${base}/store`, input, {
            headers: options.idempotentStore ? { 'Idempotency-Key': idempotencyKey.current } : undefined,
          }),
        onSuccess: () => {
          idempotencyKey.current = newIdempotencyKey();
          return invalidate();
        },
      });
    },

    /** `PUT {base}/update/{id}`. */
    useUpdate() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, input }: { id: Id; input: Input }) =>
          api.put<Envelope<Row>>(`${base}/update/${encodeURIComponent(String(id))}`, input),
        onSuccess: invalidate,
      });
    },

    /** `DELETE {base}/delete/{id}`. */
    useDelete() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (id: Id) =>
          api.delete<MessageEnvelope>(`${base}/delete/${encodeURIComponent(String(id))}`),
        onSuccess: invalidate,
      });
    },
  };
}

export function createResourceHooks<Row extends object, Input>(base: string, options: ResourceOptions = {}) {
  const keys = queryKeys.resource(base);
  return {
    base,
    keys,
    ...readHooks<Row>(base, keys, options),
    ...writeHooks<Row, Input>(base, keys, options),
  };
}

export type ResourceHooks<Row extends object, Input> = ReturnType<typeof createResourceHooks<Row, Input>>;
