import { Link } from 'react-router';
import { formatRupees, type InventorySort, type Product } from '@marketplace/contract';
import { Card } from '../../../components/ui/card';
import { ProductActions, type ProductActionHandlers } from './product-actions';
import { ProductReviewsButton } from './product-reviews-button';
import { ProductThumbnail } from './product-thumbnail';
import { SortHeader } from './sort-header';
import { StockLevel } from './stock-level';
import { WholesaleTermsLine } from './wholesale-terms-line';

interface InventoryTableProps extends ProductActionHandlers {
  products: Product[];
  sort: InventorySort;
  onSort: (sort: InventorySort) => void;
}

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase';

/** Wide screens: one row per product; the Product, Price, Stock and Sales headings sort the list. */
export function InventoryTable({ products, sort, onSort, onEdit, onDelete }: InventoryTableProps) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Your products</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <SortHeader label="Product" column="name" sort={sort} onSort={onSort} />
            <th scope="col" className={headerCell}>
              Category
            </th>
            <SortHeader label="Price" column="price" sort={sort} onSort={onSort} className="text-right" />
            <SortHeader label="Stock" column="stock" sort={sort} onSort={onSort} />
            <SortHeader label="Sales" column="sales" sort={sort} onSort={onSort} className="text-right" />
            <th scope="col" className={headerCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {products.map((product) => (
            <tr key={product.id} className="hover:bg-neutral-50/60">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <ProductThumbnail product={product} />
                  <div className="grid min-w-0 gap-0.5">
                    <Link
                      to={`/product/${product.id}`}
                      className="font-medium text-neutral-900 hover:text-primary-700 hover:underline"
                    >
                      {product.name}
                    </Link>
                    <span className="font-mono text-xs text-neutral-500">{product.sku || 'No SKU'}</span>
                    <WholesaleTermsLine terms={product} />
                    <ProductReviewsButton product={product} />
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 text-neutral-700">{product.category?.name ?? '—'}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-neutral-900 tabular-nums">
                {formatRupees(product.price)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <StockLevel product={product} />
              </td>
              <td className="px-4 py-3 text-right text-neutral-700 tabular-nums">
                {product.sales.toLocaleString('en-IN')}
              </td>
              <td className="px-2 py-3">
                <ProductActions product={product} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
