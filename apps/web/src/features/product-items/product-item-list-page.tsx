// Product item list (spec 2.11): 'Data Product Item', No, Product Name, Price ('Rp.'), actions in a speed-dial.
import type { ProductItem } from '@tagih/domain/schemas/product-item';
import { ListPage } from '../../components/list-page';
import type { ListColumn } from '../../components/list-page';
import { MoneyText } from '../../components/money-text';
import { paths } from '../../config/paths';
import { productItemHooks } from './api/product-item-hooks';

const columns: ListColumn<ProductItem>[] = [
  { key: 'name', header: 'Product Name' },
  { key: 'price', header: 'Price', render: (row) => <MoneyText value={row.price} /> },
];

export default function ProductItemListPage() {
  return (
    <ListPage
      title="Data Product Item"
      section={paths.productItems}
      resource={productItemHooks}
      columns={columns}
      actionsStyle="speed-dial"
    />
  );
}
