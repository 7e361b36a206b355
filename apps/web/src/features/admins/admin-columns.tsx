// The 'Administrator' table (Nama, Email, Peran, Status, Terakhir aktif) and its filters, in the words of
// packages/domain (ROLE_LABELS, ADMIN_STATUS_LABELS). The list is by name; its columns do not sort.
import { Badge, Group } from '@mantine/core';
import { formatJakartaDateTime } from '@tagih/domain/dates';
import { ROLE_LABELS, ROLES } from '@tagih/domain/permissions';
import { ADMIN_STATUS_LABELS, ADMIN_STATUSES, type AdminRow } from '@tagih/domain/schemas/admin';
import type { ListFilter } from '../../components/list-filters';
import type { ListColumn } from '../../components/list-page';

function StatusCell({ row }: { row: AdminRow }) {
  return (
    <Group gap={4}>
      <Badge variant="light" color={row.disabled ? 'gray' : 'teal'}>
        {ADMIN_STATUS_LABELS[row.disabled ? 'disabled' : 'active']}
      </Badge>
      {row.must_change_password && !row.disabled && (
        <Badge variant="light" color="yellow">
          Password sekali pakai
        </Badge>
      )}
    </Group>
  );
}

export const adminColumns: ListColumn<AdminRow>[] = [
  { key: 'name', header: 'Nama', sortField: false, onPhone: true },
  { key: 'email', header: 'Email', sortField: false },
  { key: 'role', header: 'Peran', sortField: false, onPhone: true, render: (row) => ROLE_LABELS[row.role] },
  {
    key: 'status',
    header: 'Status',
    sortField: false,
    onPhone: true,
    render: (row) => <StatusCell row={row} />,
  },
  {
    key: 'last_active_at',
    header: 'Terakhir aktif',
    sortField: false,
    render: (row) =>
      row.last_active_at ? formatJakartaDateTime(new Date(row.last_active_at)) : 'Belum pernah',
  },
];

export const adminFilters: ListFilter[] = [
  { key: 'role', label: 'Peran', options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })) },
  {
    key: 'status',
    label: 'Status',
    options: ADMIN_STATUSES.map((status) => ({ value: status, label: ADMIN_STATUS_LABELS[status] })),
  },
];
