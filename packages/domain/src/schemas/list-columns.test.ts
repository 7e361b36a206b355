// A list's column declaration drives what the API accepts as `sort` and what its export's header says
// (issue 29): a column added to the declaration is a sort and an export column at once, and one marked
// `sortable: false` is refused as a sort with the list's words. The types make the API's SQL follow.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { orderExportColumns } from './export-columns.ts';
import { orderListColumns, orderListQuerySchema } from './list-columns.ts';
import {
  exportQuerySchema,
  sortedListQuerySchema,
  type ListColumnSpec,
  type SortableField,
  type UnreadColumns,
} from './list-query.ts';

const parcels = [
  { field: 'code', label: 'Kode', kind: 'text' },
  { field: 'weight', label: 'Berat', kind: 'number' },
  { field: 'photo', label: 'Foto', kind: 'proof', sortable: false },
] as const satisfies readonly ListColumnSpec[];

const sortError = (
  schema: { safeParse(input: unknown): { error?: { issues: Array<{ message: string }> } } },
  sort: string,
) => schema.safeParse({ sort })?.error?.issues[0]?.message;

describe('a list declaration', () => {
  it('makes every sortable column a sort, and no other', () => {
    const query = sortedListQuerySchema(parcels);
    expect(query.parse({ sort: 'weight', dir: 'desc' })).toMatchObject({ sort: 'weight', dir: 'desc' });
    expect(sortError(query, 'photo')).toBe(
      'Kolom urutan tidak dikenal; pilih salah satu dari: code, weight.',
    );
    expect(sortError(exportQuerySchema(query), 'kode')).toBe(
      'Kolom urutan tidak dikenal; pilih salah satu dari: code, weight.',
    );
  });

  it('gives the order list the sorts its columns declare, and its export their headers first', () => {
    for (const column of orderListColumns)
      expect(orderListQuerySchema.safeParse({ sort: column.field }).success).toBe(
        column.field !== 'payment_proof',
      );
    expect(orderExportColumns.slice(0, orderListColumns.length).map((column) => column.label)).toEqual([
      'Nama Perusahaan',
      'Start Period',
      'End Period',
      'Created On',
      'Packages',
      'Invoice Number',
      'Canceled',
      'Status',
      'Total Harga',
      'Sisa Bayar',
      'Jumlah Tagihan',
      'Sisa Tagihan',
      'Jatuh Tempo',
      'Bukti Bayar',
    ]);
  });

  it('types the SQL map the API must give and the row values the export must find', () => {
    // The API's map of sort SQL is keyed by exactly these (list-order.ts `declaredSorts`).
    expectTypeOf<SortableField<typeof parcels>>().toEqualTypeOf<'code' | 'weight'>();
    // A row without a declared column's value is named, so the export route refuses to compile.
    expectTypeOf<UnreadColumns<typeof parcels, { code: string; weight: number }>>().toEqualTypeOf<'photo'>();
    expectTypeOf<
      UnreadColumns<typeof orderListColumns, { company: { name_company: string } }>
    >().not.toEqualTypeOf<never>();
    expectTypeOf<UnreadColumns<typeof parcels, { code: string; weight: number; photo: null }>>().toBeNever();
  });
});
