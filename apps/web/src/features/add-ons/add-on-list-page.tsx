// Add-on list (spec 2.13): as the product item list — No, Product Name, Price, a speed-dial of edit and delete.
import type { AddOn } from '@tagih/domain/schemas/add-on';
import { addOnListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { addOnHooks } from './api/add-on-hooks';

const column = declaredColumns(addOnListColumns);
const columns: ListColumn<AddOn>[] = [
  column('name'),
  column('price', { render: (row) => <MoneyText value={row.price} /> }),
];

export default function AddOnListPage() {
  return (
    <ListPage
      title="Data Add On"
      section={paths.addOns}
      writePermission="catalogue.write"
      resource={addOnHooks}
      columns={columns}
      actionsStyle="speed-dial"
    />
  );
}
