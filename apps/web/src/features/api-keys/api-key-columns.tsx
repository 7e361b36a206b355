// The 'API Key' table (Nama, Prefix, Peran, Status, Dibuat, Terakhir dipakai, Kedaluwarsa), in the words of
// packages/domain (ROLE_LABELS, API_KEY_STATUS_LABELS). Newest first; the columns do not sort.
import { Badge, Code } from '@mantine/core';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import { ROLE_LABELS } from '@tagih/domain/permissions';
import { API_KEY_STATUS_LABELS, type ApiKeyRow, type ApiKeyStatus } from '@tagih/domain/schemas/api-key';
import type { ListColumn } from '../../components/list-page';

const STATUS_COLORS: Record<ApiKeyStatus, string> = { active: 'teal', expired: 'gray', revoked: 'red' };

const when = (iso: string | null, none: string) => (iso ? formatJakartaDateTime(new Date(iso)) : none);

export const apiKeyColumns: ListColumn<ApiKeyRow>[] = [
  { key: 'name', header: 'Nama', sortField: false, onPhone: true },
  { key: 'prefix', header: 'Prefix', sortField: false, render: (row) => <Code>{row.prefix}…</Code> },
  { key: 'role', header: 'Peran', sortField: false, render: (row) => ROLE_LABELS[row.role] },
  {
    key: 'status',
    header: 'Status',
    sortField: false,
    onPhone: true,
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
    render: (row) => `${when(row.created_at, '-')}${row.created_by_name ? ` · ${row.created_by_name}` : ''}`,
  },
  {
    key: 'last_used_at',
    header: 'Terakhir dipakai',
    sortField: false,
    render: (row) => when(row.last_used_at, 'Belum pernah'),
  },
  { key: 'expires_on', header: 'Kedaluwarsa', sortField: false, render: (row) => row.expires_on ?? 'Tidak' },
];
