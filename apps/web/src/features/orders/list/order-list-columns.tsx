// The order list's columns (spec 2.8's, then issue 20's Status with the proof mark, and Total Harga, then
// issue 27's Jumlah Tagihan, Sisa Tagihan and Jatuh Tempo) and its filters. Headers, their words and sorts
// are the domain's orderListColumns. On a phone the list shows company, status and what is left to pay (onPhone).
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoCheck } from '@tabler/icons-react';
import { formatNumberId } from '@tagih/domain/money';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus } from '@tagih/domain/payments';
import { ORDER_STATUS, ORDER_STATUS_VALUES, type OrderStatus } from '@tagih/domain/order-status';
import { orderListColumns } from '@tagih/domain/schemas/list-columns';
import type { OrderRow } from '@tagih/domain/schemas/order';
import type { ListFilter } from '../../../components/list-filters';
import { yesNo } from '../../../components/list-filters';
import { declaredColumns } from '../../../components/declared-columns';
import type { ListColumn } from '../../../components/list-page';
import { MoneyText } from '../../../components/money-text';
import { CompanyFilter, CompanyName } from '../../../components/company-filter';
import { createdOn } from '../order-dates';

const ORDER_STATUS_COLORS: Record<OrderStatus, string> = { 0: 'blue', 1: 'teal', 2: 'orange' };

/** Statuses 0/1/2 with their words (the domain's one set, order-status.ts) and their badge colours. */
export const ORDER_STATUSES = ORDER_STATUS_VALUES.map((status) => ({
  value: String(status),
  label: ORDER_STATUS[status].word,
  color: ORDER_STATUS_COLORS[status],
}));

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

const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  unpaid: 'blue',
  partial: 'yellow',
  paid: 'teal',
  credit: 'grape',
  none: 'gray',
};

/**
 * Where the order's payment stands (payment_status: Baru, Sebagian, Lunas, Kredit, Dibatalkan); a suspended
 * order says so instead, as the list said before. The view dialog shows the same badge.
 */
export function StatusBadge({ row }: { row: OrderRow }) {
  const suspended = row.status === 2 && row.payment_status !== 'none';
  const known = suspended
    ? { label: ORDER_STATUS[2].word, color: ORDER_STATUS_COLORS[2] }
    : { label: PAYMENT_STATUS_LABELS[row.payment_status], color: PAYMENT_STATUS_COLORS[row.payment_status] };
  return (
    <Badge
      color={known.color}
      variant="light"
      size="sm"
      tt="none"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {known.label}
    </Badge>
  );
}

/**
 * 'Di-upgrade ke INV/...' under a superseded order's number (the upgrade is the order that now runs), and
 * 'Diperpanjang oleh INV/...' under a renewed one's (its renewal carries the subscription on).
 */
export function UpgradedTo({ row }: { row: Pick<OrderRow, 'upgraded_by_invoice' | 'renewed_by_invoice'> }) {
  return (
    <>
      {row.upgraded_by_invoice && (
        <Text size="xs" c="grape.8" data-testid="upgraded-to">
          Di-upgrade ke {row.upgraded_by_invoice}
        </Text>
      )}
      {row.renewed_by_invoice && (
        <Text size="xs" c="teal.8" data-testid="renewed-by">
          Diperpanjang oleh {row.renewed_by_invoice}
        </Text>
      )}
    </>
  );
}

/**
 * Total Harga (an upgrade also its Sisa Bayar), and under it in bold what the invoice asks for (Jumlah
 * Tagihan: with PPN, an upgrade's Sisa Bayar, 0 for a credit or a cancelled order).
 */
function Amount({ row }: { row: OrderRow }) {
  return (
    <>
      <Text fz="inherit" style={{ whiteSpace: 'nowrap' }}>
        <MoneyText value={row.total_price} />
      </Text>
      {row.id_order !== null && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Sisa Bayar <MoneyText value={row.sisa_bayar} />
        </Text>
      )}
      <Text fz="inherit" fw={700} style={{ whiteSpace: 'nowrap' }}>
        <MoneyText value={row.amount_due} />
      </Text>
    </>
  );
}

/**
 * What is left to pay (what was received so far under it while part is paid), then the due date and how
 * many days it has passed while a balance is open.
 */
function Balance({ row }: { row: OrderRow }) {
  return (
    <>
      <Text fz="inherit" fw={700} style={{ whiteSpace: 'nowrap' }}>
        <MoneyText value={row.balance_due} />
      </Text>
      {row.payment_status === 'partial' && (
        <Text size="xs" c="dimmed">
          Dibayar <MoneyText value={row.paid_amount} />
        </Text>
      )}
      <NoWrap>{row.due_date}</NoWrap>
      {row.days_overdue > 0 && (
        <Text size="xs" c="red.8" fw={600} style={{ whiteSpace: 'nowrap' }}>
          Lewat {formatNumberId(row.days_overdue)} hari
        </Text>
      )}
    </>
  );
}

/** The proof mark sits under the status badge: a column of its own would push Aksi off-screen at 1280 px. */
function StatusAndProof({ row }: { row: OrderRow }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge row={row} />
      {row.payment_proof ? (
        // The whole words, wrapping under the icon when the column is narrow (never cut to 'Bukti').
        <Group gap={2} wrap="nowrap" align="flex-start" c="teal.8">
          <IconPhotoCheck size={14} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="xs" lh={1.3}>
            Bukti bayar ada
          </Text>
        </Group>
      ) : (
        <VisuallyHidden>Belum ada bukti bayar</VisuallyHidden>
      )}
    </Stack>
  );
}

const column = declaredColumns(orderListColumns);

export const orderColumns: ListColumn<OrderRow>[] = [
  column('name_company', { render: (row) => row.company.name_company, onPhone: true }),
  column('start_period', {
    moreSorts: ['end_period'],
    render: (row) => (
      <>
        <NoWrap>{row.start_period}</NoWrap>
        <NoWrap>{row.end_period}</NoWrap>
      </>
    ),
  }),
  column('created_on', {
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
  }),
  column('packages', { render: (row) => row.packages.name }),
  column('invoice_number', {
    render: (row) => (
      <>
        <InvoiceNumber value={row.invoice_number} />
        <UpgradedTo row={row} />
      </>
    ),
  }),
  column('is_canceled', {
    align: 'center',
    render: (row) =>
      row.is_canceled === 1 ? (
        <Badge color="red">YES</Badge>
      ) : (
        <Badge color="gray" variant="light">
          NO
        </Badge>
      ),
  }),
  column('status', { render: (row) => <StatusAndProof row={row} />, onPhone: true }),
  column('total_price', { moreSorts: ['amount_due'], align: 'right', render: (row) => <Amount row={row} /> }),
  column('balance_due', {
    moreSorts: ['due_date'],
    align: 'right',
    render: (row) => <Balance row={row} />,
    onPhone: true,
  }),
];

export const orderFilters: ListFilter[] = [
  { key: 'status', label: 'Status', options: ORDER_STATUSES.map(({ value, label }) => ({ value, label })) },
  {
    key: 'payment_status',
    label: 'Pembayaran',
    options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
  },
  { key: 'overdue', label: 'Lewat jatuh tempo', options: yesNo },
  { key: 'open', label: 'Masih ada sisa tagihan', options: yesNo },
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
