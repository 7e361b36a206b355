// Extra package list (spec 2.14): No, Nama, Harga, Aksi.
import type { ExtraPackage } from '@tagih/domain/schemas/extra-package';
import { extraPackageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { extraPackageHooks } from './api/extra-package-hooks';

const column = declaredColumns(extraPackageListColumns);
const columns: ListColumn<ExtraPackage>[] = [
  column('name'),
  column('price', { render: (row) => <MoneyText value={row.price} /> }),
];

export default function ExtraPackageListPage() {
  return (
    <ListPage
      title="Data Extra Package"
      section={paths.extraPackages}
      writePermission="catalogue.write"
      resource={extraPackageHooks}
      columns={columns}
    />
  );
}
