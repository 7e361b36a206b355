// The 'Webhook' table: URL, Deskripsi, Event (count and labels, WEBHOOK_EVENT_LABELS), Aktif, and the last
// delivery's status and time. The list is by creation; its columns do not sort.
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_EVENT_LABELS,
  type WebhookDeliveryStatus,
  type WebhookRow,
} from '@tagih/domain/schemas/webhook';
import type { ListColumn } from '../../components/list-page';

export const DELIVERY_STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return (
    <Group gap={0} wrap="nowrap">
      <Badge variant="light" color={DELIVERY_STATUS_COLORS[status]} miw="max-content">
        {WEBHOOK_DELIVERY_STATUS_LABELS[status]}
      </Badge>
    </Group>
  );
}

function EventsCell({ row }: { row: WebhookRow }) {
  const labels = row.events.map((event) => WEBHOOK_EVENT_LABELS[event]);
  return (
    <Tooltip label={row.events.join(', ')} multiline w={260} withArrow>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {row.events.length} event
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {labels.join(', ')}
        </Text>
      </Stack>
    </Tooltip>
  );
}

function LastDeliveryCell({ row }: { row: WebhookRow }) {
  if (row.last_delivery_status === null || row.last_delivery_at === null) {
    return (
      <Text size="sm" c="dimmed">
        Belum ada
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <DeliveryStatusBadge status={row.last_delivery_status} />
      <Text size="xs" c="dimmed">
        {formatJakartaDateTime(new Date(row.last_delivery_at))}
      </Text>
    </Stack>
  );
}

export const webhookColumns: ListColumn<WebhookRow>[] = [
  {
    key: 'url',
    header: 'URL',
    width: '28%',
    sortField: false,
    onPhone: true,
    render: (row) => (
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {row.url}
      </Text>
    ),
  },
  { key: 'description', header: 'Deskripsi', sortField: false, render: (row) => row.description || '-' },
  { key: 'events', header: 'Event', sortField: false, render: (row) => <EventsCell row={row} /> },
  {
    key: 'is_active',
    header: 'Aktif',
    width: 100,
    sortField: false,
    onPhone: true,
    render: (row) => (
      <Group gap={0} wrap="nowrap">
        <Badge variant="light" color={row.is_active ? 'teal' : 'gray'} miw="max-content">
          {row.is_active ? 'Aktif' : 'Nonaktif'}
        </Badge>
      </Group>
    ),
  },
  {
    key: 'last_delivery_at',
    header: 'Pengiriman terakhir',
    width: 150,
    sortField: false,
    render: (row) => <LastDeliveryCell row={row} />,
  },
];
