// User storage list (spec 2.16): No, Nama, Harga, Tipe.
import type { UserStorage } from '@tagih/domain/schemas/user-storage';
import { userStorageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { userStorageHooks } from './api/user-storage-hooks';

const column = declaredColumns(userStorageListColumns);
const columns: ListColumn<UserStorage>[] = [
  column('name'),
  column('price', { render: (row) => <MoneyText value={row.price} /> }),
  column('type', { width: 100 }),
];

export default function UserStorageListPage() {
  return (
    <ListPage
      title="Data User Storage"
      section={paths.userStorages}
      writePermission="catalogue.write"
      resource={userStorageHooks}
      columns={columns}
    />
  );
}
