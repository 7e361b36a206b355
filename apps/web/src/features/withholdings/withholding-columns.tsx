// The 'Bukti Potong' table: the domain's columns (schemas/withholding.ts) in its words. A missing number or
// PDF reads 'Belum ada' in orange, so what is still to be collected stands out.
import { Anchor, Text } from '@mantine/core';
import { withholdingColumns, type WithholdingRow } from '@tagih/domain/schemas/withholding';
import type { ReactNode } from 'react';
import { declaredColumns } from '../../components/declared-columns';
import type { ListFilter } from '../../components/list-filters';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';

const missing = (
  <Text span size="sm" c="orange.8">
    Belum ada
  </Text>
);

const CELLS: Partial<Record<keyof WithholdingRow, (row: WithholdingRow) => ReactNode>> = {
  withheld: (row) => <MoneyText value={row.withheld} />,
  number: (row) => row.number ?? missing,
  slip_date: (row) => row.slip_date ?? '-',
  pdf: (row) =>
    row.pdf ? (
      <Anchor href={row.pdf} target="_blank" rel="noopener" size="sm">
        Lihat PDF
      </Anchor>
    ) : (
      missing
    ),
};

const column = declaredColumns(withholdingColumns);

export const withholdingListColumns: ListColumn<WithholdingRow>[] = withholdingColumns.map(({ field }) =>
  column<WithholdingRow>(field, {
    align: field === 'withheld' ? 'right' : undefined,
    onPhone: field === 'name_company' || field === 'withheld' || field === 'number',
    render: CELLS[field],
  }),
);

export const withholdingFilters: ListFilter[] = [
  { key: 'missing', label: 'Kelengkapan', options: [{ value: '1', label: 'Nomor atau PDF belum ada' }] },
  { key: 'from', label: 'Dibayar dari', type: 'date' },
  { key: 'to', label: 'Dibayar sampai', type: 'date' },
];
