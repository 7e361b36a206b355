// 'Administrator' (issue 33): who signs in to the console and with which role, for role Admin only. Add one
// (the one-time password is shown once), change a role, disable or enable, reset a password.
import { Button } from '@mantine/core';
import { IconKey, IconPlus, IconUserCheck, IconUserCog, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminRow, AdminWithPassword } from '@tagih/domain/schemas/admin';
import { ListPage, type RowAction } from '../../components/list-page';
import { paths } from '../../config/paths';
import { AdminRoleDialog } from './admin-role-dialog';
import { AdminStoreDialog } from './admin-store-dialog';
import { adminColumns, adminFilters } from './admin-columns';
import { adminsResource } from './api/admin-hooks';
import { OneTimePasswordDialog } from './one-time-password-dialog';
import { useAdminAccess } from './use-admin-access';

export default function AdminsPage() {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminRow | null>(null);
  const [password, setPassword] = useState<AdminWithPassword | null>(null);
  const access = useAdminAccess(setPassword);

  const rowActions: RowAction<AdminRow>[] = [
    { label: 'Ubah peran', icon: <IconUserCog size={18} />, color: 'indigo', onClick: setEditing },
    {
      label: 'Nonaktifkan',
      icon: <IconUserOff size={18} />,
      color: 'red',
      hidden: (row) => row.disabled,
      onClick: (row) => void access.toggle(row),
    },
    {
      label: 'Aktifkan',
      icon: <IconUserCheck size={18} />,
      color: 'teal',
      hidden: (row) => !row.disabled,
      onClick: (row) => void access.toggle(row),
    },
    {
      label: 'Reset password',
      icon: <IconKey size={18} />,
      color: 'orange',
      onClick: (row) => void access.resetPassword(row),
    },
  ];

  return (
    <>
      <ListPage
        title="Administrator"
        section={paths.admins}
        resource={adminsResource}
        columns={adminColumns}
        filters={adminFilters}
        rowActions={rowActions}
        // The screen is admin's alone (its route and menu entry); its writes are the dialogs below.
        writePermission="admins.manage"
        canCreate={false}
        canEdit={false}
        canDelete={false}
        exportable={false}
        compactBelow="sm"
        searchPlaceholder="Cari nama atau email"
        headerActions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Tambah Administrator
          </Button>
        }
      />
      <AdminStoreDialog
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(admin) => {
          setAdding(false);
          setPassword(admin);
        }}
      />
      <AdminRoleDialog admin={editing} onClose={() => setEditing(null)} />
      <OneTimePasswordDialog admin={password} onClose={() => setPassword(null)} />
    </>
  );
}
