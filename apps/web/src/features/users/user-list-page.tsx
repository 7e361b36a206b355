// User list (spec 2.20): No, Nama Perusahaan, Employee ID, Username, Nama User, Aksi.
import type { User } from '@tagih/domain/schemas/user';
import { userListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { paths } from '../../config/paths';
import { userHooks } from './api/user-hooks';

const column = declaredColumns(userListColumns);
const columns: ListColumn<User>[] = [
  column('name_company', { render: (row) => row.company?.name_company ?? '-' }),
  column('employee_id', { width: 150 }),
  column('username_user'),
  column('name_user', { render: (row) => row.profile?.name_user || '-' }),
];

export default function UserListPage() {
  return (
    <ListPage
      title="Data User"
      section={paths.users}
      writePermission="companies.write"
      resource={userHooks}
      columns={columns}
      breadcrumbs={[{ label: 'Admin Dashboard', to: paths.dashboard.path }, { label: 'Users' }]}
      searchPlaceholder="Cari username, employee ID, nama atau perusahaan..."
    />
  );
}
