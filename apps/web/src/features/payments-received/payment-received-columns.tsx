// The 'Pembayaran' table: the domain's columns (payments-received.ts) in its words. The book is listed newest
// received first only (its API takes no sort), so no header offers one.
import { Anchor } from '@mantine/core';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import {
  PAYMENT_KIND_LABELS,
  paymentReceivedColumns,
  type PaymentReceivedList,
  type PaymentReceivedRow,
} from '@tagih/domain/schemas/payments-received';
import type { ReactNode } from 'react';
import { CompanyFilter, CompanyName } from '../../components/company-filter';
import type { ListFilter } from '../../components/list-filters';
import { declaredColumns } from '../../components/declared-columns';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';

const CELLS: Partial<Record<keyof PaymentReceivedRow, (row: PaymentReceivedRow) => ReactNode>> = {
  amount: (row) => <MoneyText value={row.amount} />,
  kind: (row) => PAYMENT_KIND_LABELS[row.kind],
  approved_by: (row) => row.approved_by ?? '-',
  approved_at: (row) => formatJakartaDateTime(new Date(row.approved_at)),
  proof: (row) =>
    row.proof ? (
      <Anchor href={row.proof} target="_blank" rel="noopener" size="sm">
        Lihat
      </Anchor>
    ) : (
      '-'
    ),
};

const column = declaredColumns(paymentReceivedColumns);

export const paymentColumns: ListColumn<PaymentReceivedRow>[] = paymentReceivedColumns.map(({ field }) =>
  column<PaymentReceivedRow>(field, {
    align: field === 'amount' ? 'right' : undefined,
    onPhone: field === 'received_on' || field === 'amount' || field === 'name_company',
    render: CELLS[field],
  }),
);

export const paymentFilters: ListFilter[] = [
  { key: 'from', label: 'Diterima dari', type: 'date' },
  { key: 'to', label: 'Diterima sampai', type: 'date' },
  {
    key: 'id_company',
    label: 'Perusahaan',
    control: (props) => <CompanyFilter {...props} />,
    chipValue: (id) => <CompanyName id={id} />,
  },
];

export function paymentTotals(totals: PaymentReceivedList['totals']): Record<string, ReactNode> {
  return { received_on: `Total (${totals.count} pembayaran)`, amount: <MoneyText value={totals.amount} /> };
}
