// 'Webhook' (issue 34): the endpoints told of changes, for role Admin only (integrations.manage). Add one (its
// signing secret is shown once), change it, 'Kirim tes', open its deliveries, 'Hapus' after a confirmation.
import { Button } from '@mantine/core';
import { IconEdit, IconListDetails, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WebhookRow } from '@tagih/domain/schemas/webhook';
import { ListPage, type RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { webhooksResource, type WebhookWithSecret } from './api/webhook-hooks';
import { webhookColumns } from './webhook-columns';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { useWebhookTest } from './use-webhook-test';

export default function WebhooksPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<{ webhook: WebhookRow | null } | null>(null);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const sendTest = useWebhookTest();

  const rowActions: RowAction<WebhookRow>[] = [
    {
      label: 'Pengiriman',
      icon: <IconListDetails size={18} />,
      color: 'blue',
      onClick: (row) => void navigate(paths.webhooks.deliveries(row.id)),
    },
    {
      label: 'Kirim tes',
      icon: <IconSend size={18} />,
      color: 'teal',
      onClick: (row) => void sendTest(row.id),
    },
    {
      label: 'Ubah',
      icon: <IconEdit size={18} />,
      color: 'indigo',
      onClick: (row) => setForm({ webhook: row }),
    },
  ];

  return (
    <>
      <ListPage
        title="Webhook"
        section={paths.webhooks}
        resource={webhooksResource}
        columns={webhookColumns}
        rowActions={rowActions}
        writePermission="integrations.manage"
        canCreate={false}
        canEdit={false}
        exportable={false}
        compactBelow="sm"
        searchPlaceholder="Cari URL atau deskripsi"
        headerActions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ webhook: null })}>
            Tambah Webhook
          </Button>
        }
      />
      <WebhookFormDialog
        opened={form !== null}
        webhook={form?.webhook ?? null}
        onClose={() => setForm(null)}
        onSaved={(answer) => {
          setForm(null);
          if (answer) setSecret(answer);
        }}
      />
      <WebhookSecretDialog webhook={secret} onClose={() => setSecret(null)} />
    </>
  );
}
