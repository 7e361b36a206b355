// User storage list (spec 2.16): No, Nama, Harga, Tipe.
import type { UserStorage } from '@tagih/domain/schemas/user-storage';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { userStorageHooks } from './api/user-storage-hooks';

const columns: ListColumn<UserStorage>[] = [
  { key: 'name', header: 'Nama' },
  { key: 'price', header: 'Harga', render: (row) => <MoneyText value={row.price} /> },
  { key: 'type', header: 'Tipe', width: 100 },
];

export default function UserStorageListPage() {
  return (
    <ListPage
      title="Data User Storage"
      section={paths.userStorages}
      resource={userStorageHooks}
      columns={columns}
    />
  );
}
