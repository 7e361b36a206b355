// The order list's columns (spec 2.8's, then issue 20's Status with the proof mark, and Total Harga) and its
// filters. Headers sort by the wire fields of the domain's orderListColumns.
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoCheck } from '@tabler/icons-react';
import type { OrderRow } from '@tagih/domain/schemas/order';
import type { ListFilter } from '../../components/list-filters';
import { yesNo } from '../../components/list-filters';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { CompanyFilter, CompanyName } from './company-filter';
import { createdOn } from './order-dates';

/** The words of statuses 0/1/2 (domain order-lifecycle) and their badge colours. */
export const ORDER_STATUSES = [
  { value: '0', label: 'Baru', color: 'blue' },
  { value: '1', label: 'Lunas', color: 'teal' },
  { value: '2', label: 'Ditangguhkan', color: 'orange' },
] as const;

const NoWrap = ({ children }: { children: string }) => (
  <Text fz="inherit" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
);

/** 'INV/2026/11/0012', allowed to break before the sequence number only when the table is short of room. */
function InvoiceNumber({ value }: { value: string }) {
  const cut = value.lastIndexOf('/') + 1;
  return (
    <Text fz="inherit" style={{ whiteSpace: 'nowrap' }}>
      {value.slice(0, cut)}
      <wbr />
      {value.slice(cut)}
    </Text>
  );
}

function StatusBadge({ status }: { status: number }) {
  const known = ORDER_STATUSES.find((entry) => entry.value === String(status));
  return (
    <Badge
      color={known?.color ?? 'gray'}
      variant="light"
      size="sm"
      tt="none"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {known?.label ?? String(status)}
    </Badge>
  );
}

/** 'Di-upgrade ke INV/...' under a superseded order's number: the upgrade is the order that now runs. */
export function UpgradedTo({ row }: { row: Pick<OrderRow, 'upgraded_by_invoice'> }) {
  if (!row.upgraded_by_invoice) return null;
  return (
    <Text size="xs" c="grape.8" data-testid="upgraded-to">
      Di-upgrade ke {row.upgraded_by_invoice}
    </Text>
  );
}

/** Total Harga; an upgrade also says what is left to pay (Sisa Bayar), the figure its invoice asks for. */
function Amount({ row }: { row: OrderRow }) {
  return (
    <>
      <Text fz="inherit">
        <MoneyText value={row.total_price} />
      </Text>
      {row.id_order !== null && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Sisa Bayar <MoneyText value={row.sisa_bayar} />
        </Text>
      )}
    </>
  );
}

/** The proof mark sits under the status badge: a column of its own would push Aksi off-screen at 1280 px. */
function StatusAndProof({ row }: { row: OrderRow }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={row.status} />
      {row.payment_proof ? (
        <Group gap={2} wrap="nowrap" c="teal.8">
          <IconPhotoCheck size={14} aria-hidden />
          <Text fz="inherit">Bukti</Text>
          <VisuallyHidden> bayar ada</VisuallyHidden>
        </Group>
      ) : (
        <VisuallyHidden>Belum ada bukti bayar</VisuallyHidden>
      )}
    </Stack>
  );
}

export const orderColumns: ListColumn<OrderRow>[] = [
  {
    key: 'company',
    sortField: 'name_company',
    header: 'Nama Perusahaan',
    render: (row) => row.company.name_company,
  },
  { key: 'start_period', header: 'Start Period', render: (row) => <NoWrap>{row.start_period}</NoWrap> },
  { key: 'end_period', header: 'End Period', render: (row) => <NoWrap>{row.end_period}</NoWrap> },
  {
    key: 'created_on',
    header: 'Created On',
    render: (row) => {
      const [date = '', time = ''] = createdOn(row.created_on).split(' ');
      return (
        <>
          <NoWrap>{date}</NoWrap>
          <Text fz="inherit" c="dimmed">
            {time}
          </Text>
        </>
      );
    },
  },
  { key: 'packages', header: 'Packages', render: (row) => row.packages.name },
  {
    key: 'invoice_number',
    header: 'Invoice Number',
    render: (row) => (
      <>
        <InvoiceNumber value={row.invoice_number} />
        <UpgradedTo row={row} />
      </>
    ),
  },
  {
    key: 'is_canceled',
    header: 'Canceled',
    align: 'center',
    render: (row) =>
      row.is_canceled === 1 ? (
        <Badge color="red">YES</Badge>
      ) : (
        <Badge color="gray" variant="light">
          NO
        </Badge>
      ),
  },
  { key: 'status', header: 'Status', render: (row) => <StatusAndProof row={row} /> },
  { key: 'total_price', header: 'Total Harga', align: 'right', render: (row) => <Amount row={row} /> },
];

export const orderFilters: ListFilter[] = [
  { key: 'status', label: 'Status', options: ORDER_STATUSES.map(({ value, label }) => ({ value, label })) },
  { key: 'canceled', label: 'Dibatalkan', options: yesNo },
  {
    key: 'has_proof',
    label: 'Bukti bayar',
    options: [
      { value: '1', label: 'Ada' },
      { value: '0', label: 'Belum ada' },
    ],
  },
  { key: 'sent', label: 'Terkirim', options: yesNo },
  { key: 'upgrade', label: 'Upgrade', options: yesNo },
  {
    key: 'id_company',
    label: 'Perusahaan',
    control: (props) => <CompanyFilter {...props} />,
    chipValue: (value) => <CompanyName id={value} />,
  },
  { key: 'from', label: 'Dibuat dari', type: 'date' },
  { key: 'to', label: 'Dibuat sampai', type: 'date' },
];
