// 'API Key' (issue 34): keys integrators call /api with, for role Admin only. Add one (its secret is shown
// once), and revoke one ('Cabut', after a confirmation): refused at once on every instance.
import { Button } from '@mantine/core';
import { IconBan, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiKeyRow, ApiKeyWithSecret } from '@tagih/domain/schemas/api-key';
import { confirmAction } from '../../components/confirm-dialog';
import { ListPage, type RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { apiKeyColumns } from './api-key-columns';
import { ApiKeySecretDialog } from './api-key-secret-dialog';
import { ApiKeyStoreDialog } from './api-key-store-dialog';
import { apiKeysResource, useRevokeApiKey } from './api/api-key-hooks';

export default function ApiKeysPage() {
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ApiKeyWithSecret | null>(null);
  const revoke = useRevokeApiKey();

  const revokeRow = async (row: ApiKeyRow) => {
    const confirmed = await confirmAction({
      title: 'Cabut API key?',
      text: `${row.name} (${row.prefix}…) langsung ditolak pada permintaan berikutnya. Ini tidak bisa dibatalkan.`,
      confirmLabel: 'Ya, cabut',
      danger: true,
    });
    if (!confirmed) return;
    try {
      notifySuccess('Tersimpan', (await revoke.mutateAsync(row.id)).message);
    } catch (error) {
      if (isApiError(error, 409)) notifyError('Tidak bisa', error.message);
      else throw error;
    }
  };

  const rowActions: RowAction<ApiKeyRow>[] = [
    {
      label: 'Cabut',
      icon: <IconBan size={18} />,
      color: 'red',
      hidden: (row) => row.status === 'revoked',
      onClick: (row) => void revokeRow(row),
    },
  ];

  return (
    <>
      <ListPage
        title="API Key"
        section={paths.apiKeys}
        resource={apiKeysResource}
        columns={apiKeyColumns}
        rowActions={rowActions}
        writePermission="integrations.manage"
        canCreate={false}
        canEdit={false}
        canDelete={false}
        exportable={false}
        searchable={false}
        compactBelow="sm"
        headerActions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Tambah API Key
          </Button>
        }
      />
      <ApiKeyStoreDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(key) => {
          setAdding(false);
          setCreated(key);
        }}
      />
      <ApiKeySecretDialog apiKey={created} onClose={() => setCreated(null)} />
    </>
  );
}
