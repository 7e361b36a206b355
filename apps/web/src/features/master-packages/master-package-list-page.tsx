// Master package list (spec 2.18): No, Name, Code; after a delete it returns to the list itself.
import type { MasterPackage } from '@tagih/domain/schemas/master-package';
import { useNavigate } from 'react-router';
import { masterPackageListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { paths } from '../../config/paths';
import { masterPackageHooks } from './api/master-package-hooks';

const column = declaredColumns(masterPackageListColumns);
const columns: ListColumn<MasterPackage>[] = [column('nama_paket'), column('kode_paket', { width: 220 })];

export default function MasterPackageListPage() {
  const navigate = useNavigate();
  return (
    <ListPage
      title="Data Master Packages"
      section={paths.masterPackages}
      writePermission="catalogue.write"
      resource={masterPackageHooks}
      columns={columns}
      searchPlaceholder="Cari nama atau kode..."
      onDeleted={() => navigate(paths.masterPackages.list)}
    />
  );
}
