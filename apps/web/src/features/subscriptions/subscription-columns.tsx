// The 'Langganan' table: the domain's declaration (schemas/subscription.ts) in its words, a checkbox per row
// (and one for the page) choosing what 'Perpanjang' renews, the status as a coloured badge, money right
// aligned, the invoice a link to the order list at that order; and the filters (status, ends within N days).
import { Anchor, Badge, Checkbox, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { formatRupiah } from '@tagih/domain/money';
import { subscriptionListColumns, type SubscriptionRow } from '@tagih/domain/schemas/subscription';
import {
  MAX_SUBSCRIPTION_DAYS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@tagih/domain/subscriptions';
import { Link } from 'react-router';
import { declaredColumns } from '../../components/declared-columns';
import type { ListFilter } from '../../components/list-filters';
import type { ListColumn } from '../../components/list-page';
import { paths } from '../../config/paths';

const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: 'teal',
  ending: 'orange',
  renewed: 'blue',
  ended: 'gray',
};

/** The order list at one invoice: where the current order is opened. */
export const orderOf = (row: SubscriptionRow) =>
  `${paths.orders.list}?${new URLSearchParams({ search: row.invoice_number }).toString()}`;

const column = declaredColumns(subscriptionListColumns);

const drawn: ListColumn<SubscriptionRow>[] = subscriptionListColumns.map(({ field }) => {
  switch (field) {
    case 'invoice_number':
      return column(field, {
        onPhone: true,
        render: (row) => (
          <Anchor component={Link} to={orderOf(row)} size="sm" title="Buka order">
            {row.invoice_number}
          </Anchor>
        ),
      });
    case 'monthly_value':
      return column(field, { align: 'right', render: (row) => formatRupiah(row.monthly_value) });
    case 'days_left':
      return column(field, { align: 'right' });
    case 'start_period':
    case 'end_period':
      return column(field, { render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{row[field]}</span> });
    case 'status_label':
      return column(field, {
        onPhone: true,
        width: 140,
        render: (row) => (
          <Badge
            color={STATUS_COLORS[row.status]}
            variant="light"
            tt="none"
            // The whole words on a phone too: a narrow cell wraps the badge instead of cutting it short.
            styles={{
              root: { height: 'auto', paddingBlock: 2 },
              label: { whiteSpace: 'normal', overflow: 'visible' },
            }}
            data-status={row.status}
          >
            {row.status_label}
          </Badge>
        ),
      });
    case 'auto_renew':
      return column(field, { align: 'center', render: (row) => (row.auto_renew ? 'Ya' : 'Tidak') });
    case 'name_company':
      return column(field, { onPhone: true });
    default:
      return column(field);
  }
});

/** What the page's checkboxes read and change: the chosen rows by their current order. */
export interface RowSelection {
  isChosen: (row: SubscriptionRow) => boolean;
  toggle: (row: SubscriptionRow) => void;
  /** The page's rows: all chosen, some, or none; and choosing or dropping them all. */
  page: { all: boolean; some: boolean; toggle: () => void };
}

/** The table's columns; the checkboxes only with a selection (a role that may renew). */
export function subscriptionColumns(selection: RowSelection | null): ListColumn<SubscriptionRow>[] {
  if (!selection) return drawn;
  const choose: ListColumn<SubscriptionRow> = {
    key: 'chosen',
    sortField: false,
    width: 40,
    onPhone: true,
    header: (
      <Checkbox
        aria-label="Pilih semua di halaman ini"
        checked={selection.page.all}
        indeterminate={selection.page.some && !selection.page.all}
        onChange={selection.page.toggle}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={`Pilih ${row.invoice_number}`}
        checked={selection.isChosen(row)}
        onChange={() => selection.toggle(row)}
      />
    ),
  };
  return [choose, ...drawn];
}

type ControlProps = { label: string; value: string | null; onChange: (value: string | null) => void };

/** Days 1-365, applied when the clerk leaves the field or presses Enter (not at every digit typed). */
function EndingWithinInput({ label, value, onChange }: ControlProps) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  const apply = () => {
    const days = Number(typed);
    onChange(
      typed === '' || !Number.isInteger(days)
        ? null
        : String(Math.min(Math.max(days, 1), MAX_SUBSCRIPTION_DAYS)),
    );
  };
  return (
    <NumberInput
      label={label}
      placeholder="mis. 30"
      min={1}
      max={MAX_SUBSCRIPTION_DAYS}
      allowDecimal={false}
      allowNegative={false}
      value={typed}
      onChange={setTyped}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

export const subscriptionFilters: ListFilter[] = [
  {
    key: 'status',
    label: 'Status',
    options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: SUBSCRIPTION_STATUS_LABELS[value] })),
  },
  {
    key: 'ending_within',
    label: 'Berakhir dalam N hari',
    // Keyed by the address's value: a chip removed or 'Hapus semua filter' empties the field too.
    control: (props) => <EndingWithinInput key={props.value ?? ''} {...props} />,
    chipValue: (value) => `${value} hari`,
  },
];
