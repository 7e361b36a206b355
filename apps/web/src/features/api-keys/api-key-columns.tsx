// The 'API Key' table (Nama, Prefix, Peran, Status, Dibuat, Terakhir dipakai, Kedaluwarsa), in the words of
// packages/domain (ROLE_LABELS, API_KEY_STATUS_LABELS). Newest first; the columns do not sort.
import { Badge, Code, Text } from '@mantine/core';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import { ROLE_LABELS } from '@tagih/domain/permissions';
import { API_KEY_STATUS_LABELS, type ApiKeyRow, type ApiKeyStatus } from '@tagih/domain/schemas/api-key';
import type { ListColumn } from '../../components/list-page';

const STATUS_COLORS: Record<ApiKeyStatus, string> = { active: 'teal', expired: 'gray', revoked: 'red' };

const when = (iso: string | null, none: string) => (iso ? formatJakartaDateTime(new Date(iso)) : none);

export const apiKeyColumns: ListColumn<ApiKeyRow>[] = [
  { key: 'name', header: 'Nama', sortField: false, onPhone: true },
  {
    key: 'prefix',
    header: 'Prefix',
    sortField: false,
    width: 150,
    render: (row) => <Code style={{ whiteSpace: 'nowrap' }}>{row.prefix}…</Code>,
  },
  { key: 'role', header: 'Peran', sortField: false, render: (row) => ROLE_LABELS[row.role] },
  {
    key: 'status',
    header: 'Status',
    sortField: false,
    onPhone: true,
    width: 130,
    render: (row) => (
      <Badge variant="light" color={STATUS_COLORS[row.status]}>
        {API_KEY_STATUS_LABELS[row.status]}
      </Badge>
    ),
  },
  {
    key: 'created_at',
    header: 'Dibuat',
    sortField: false,
    render: (row) => (
      <>
        <Text size="sm">{when(row.created_at, '-')}</Text>
        {row.created_by_name && <Text size="xs">{row.created_by_name}</Text>}
      </>
    ),
  },
  {
    key: 'last_used_at',
    header: 'Terakhir dipakai',
    sortField: false,
    render: (row) => when(row.last_used_at, 'Belum pernah'),
  },
  { key: 'expires_on', header: 'Kedaluwarsa', sortField: false, render: (row) => row.expires_on ?? 'Tidak' },
];
