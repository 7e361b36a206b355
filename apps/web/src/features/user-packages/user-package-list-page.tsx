// User package list (spec 2.15): No, Nama, Harga, Jumlah User, Aksi.
import type { UserPackage } from '@tagih/domain/schemas/user-package';
import { userPackageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { userPackageHooks } from './api/user-package-hooks';

const column = declaredColumns(userPackageListColumns);
const columns: ListColumn<UserPackage>[] = [
  column('name'),
  column('price', { render: (row) => <MoneyText value={row.price} /> }),
  column('total_user', { align: 'right', width: 140 }),
];

export default function UserPackageListPage() {
  return (
    <ListPage
      title="Data User Package"
      section={paths.userPackages}
      writePermission="catalogue.write"
      resource={userPackageHooks}
      columns={columns}
    />
  );
}
