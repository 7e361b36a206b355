// User package list (spec 2.15): No, Nama, Harga, Jumlah User, Aksi.
import type { UserPackage } from '@tagih/domain/schemas/user-package';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { userPackageHooks } from './api/user-package-hooks';

const columns: ListColumn<UserPackage>[] = [
  { key: 'name', header: 'Nama' },
  { key: 'price', header: 'Harga', render: (row) => <MoneyText value={row.price} /> },
  { key: 'total_user', header: 'Jumlah User', align: 'right', width: 140 },
];

export default function UserPackageListPage() {
  return (
    <ListPage
      title="Data User Package"
      section={paths.userPackages}
      resource={userPackageHooks}
      columns={columns}
    />
  );
}
