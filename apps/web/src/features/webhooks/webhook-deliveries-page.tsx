// One endpoint's deliveries (issue 34), newest first, filtered by status: each opens its payload and attempt
// log, where 'Kirim ulang' sends the same message again. 'Kirim tes' sends a webhook.test message now.
import { Button, Code, Text } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryRow,
} from '@tagih/domain/schemas/webhook';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { ListFilter } from '../../components/list-filters';
import { ListPage, type ListColumn, type RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { deliveriesResource, useWebhook } from './api/webhook-hooks';
import { DeliveryStatusBadge } from './webhook-columns';
import { WebhookDeliveryDialog } from './webhook-delivery-dialog';
import { useWebhookTest } from './use-webhook-test';

const columns: ListColumn<WebhookDeliveryRow>[] = [
  {
    key: 'created_at',
    header: 'Waktu',
    sortField: false,
    onPhone: true,
    render: (row) => formatJakartaDateTime(new Date(row.created_at)),
  },
  { key: 'event', header: 'Event', sortField: false, onPhone: true },
  {
    key: 'status',
    header: 'Status',
    sortField: false,
    onPhone: true,
    render: (row) => <DeliveryStatusBadge status={row.status} />,
  },
  { key: 'attempts', header: 'Percobaan', sortField: false },
  {
    key: 'last_response_status',
    header: 'HTTP terakhir',
    sortField: false,
    render: (row) => row.last_response_status ?? '-',
  },
  {
    key: 'message_id',
    header: 'ID pesan',
    sortField: false,
    render: (row) => <Code fz="xs">{row.message_id}</Code>,
  },
];

const filters: ListFilter[] = [
  {
    key: 'status',
    label: 'Status',
    options: WEBHOOK_DELIVERY_STATUSES.map((status) => ({
      value: status,
      label: WEBHOOK_DELIVERY_STATUS_LABELS[status],
    })),
  },
];

export default function WebhookDeliveriesPage() {
  const id = Number(useParams().id);
  const resource = useMemo(() => deliveriesResource(id), [id]);
  const webhook = useWebhook(id).data?.data;
  const [open, setOpen] = useState<WebhookDeliveryRow | null>(null);
  const sendTest = useWebhookTest();
  const rowActions: RowAction<WebhookDeliveryRow>[] = [
    { label: 'Lihat', icon: <IconEye size={18} />, color: 'blue', onClick: setOpen },
  ];
  return (
    <>
      <ListPage
        title="Pengiriman Webhook"
        section={paths.webhooks}
        resource={resource}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        writePermission="integrations.manage"
        canCreate={false}
        canEdit={false}
        canDelete={false}
        searchable={false}
        exportable={false}
        compactBelow="sm"
        breadcrumbs={[{ label: 'Webhook', to: paths.webhooks.list }, { label: webhook?.url ?? `#${id}` }]}
        headerActions={
          <>
            {webhook && (
              <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {webhook.url}
              </Text>
            )}
            <Button leftSection={<IconSend size={16} />} variant="light" onClick={() => void sendTest(id)}>
              Kirim tes
            </Button>
          </>
        }
      />
      <WebhookDeliveryDialog webhookId={id} delivery={open} onClose={() => setOpen(null)} />
    </>
  );
}
