// Product item list (spec 2.11): 'Data Product Item', No, Product Name, Price ('Rp.'), actions in a speed-dial.
import type { ProductItem } from '@tagih/domain/schemas/product-item';
import { productItemListColumns } from '@tagih/domain/schemas/list-columns';
import { declaredColumns } from '../../components/declared-columns';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { productItemHooks } from './api/product-item-hooks';

const column = declaredColumns(productItemListColumns);
const columns: ListColumn<ProductItem>[] = [
  column('name'),
  column('price', { render: (row) => <MoneyText value={row.price} /> }),
];

export default function ProductItemListPage() {
  return (
    <ListPage
      title="Data Product Item"
      section={paths.productItems}
      writePermission="catalogue.write"
      resource={productItemHooks}
      columns={columns}
      actionsStyle="speed-dial"
    />
  );
}
