// User list (spec 2.20): No, Nama Perusahaan, Employee ID, Username, Nama User, Aksi.
import type { User } from '@tagih/domain/schemas/user';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { paths } from '../../config/paths';
import { userHooks } from './api/user-hooks';

const columns: ListColumn<User>[] = [
  {
    key: 'company',
    sortField: 'name_company',
    header: 'Nama Perusahaan',
    render: (row) => row.company?.name_company ?? '-',
  },
  { key: 'employee_id', header: 'Employee ID', width: 150 },
  { key: 'username_user', header: 'Username' },
  { key: 'name_user', header: 'Nama User', render: (row) => row.profile?.name_user || '-' },
];

export default function UserListPage() {
  return (
    <ListPage
      title="Data User"
      section={paths.users}
      resource={userHooks}
      columns={columns}
      breadcrumbs={[{ label: 'Admin Dashboard', to: paths.dashboard.path }, { label: 'Users' }]}
      searchPlaceholder="Cari username, employee ID, nama atau perusahaan..."
    />
  );
}
