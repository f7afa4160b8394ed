import { Link } from 'react-router';
import { formatRupees, type Product } from '@marketplace/contract';
import { Card } from '../../../components/ui/card';
import { ProductActions, type ProductActionHandlers } from './product-actions';
import { ProductReviewsDialog } from './product-reviews-dialog';
import { ProductThumbnail } from './product-thumbnail';
import { StockLevel } from './stock-level';
import { WholesaleTermsLine } from './wholesale-terms-line';

interface ProductListProps extends ProductActionHandlers {
  products: Product[];
}

const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase';

/** Wide screens: one row per product. */
export function InventoryTable({ products, onEdit, onDelete }: ProductListProps) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Your products</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={headerCell}>
              Product
            </th>
            <th scope="col" className={headerCell}>
              Category
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Price
            </th>
            <th scope="col" className={headerCell}>
              Stock
            </th>
            <th scope="col" className={`${headerCell} text-right`}>
              Sales
            </th>
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
                    <ProductReviewsDialog product={product} />
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

/** Phones: one card per product. */
export function InventoryCards({ products, onEdit, onDelete }: ProductListProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Your products">
      {products.map((product) => (
        <li key={product.id}>
          <Card className="grid gap-3 p-4">
            <div className="flex gap-3">
              <ProductThumbnail product={product} className="size-16" />
              <div className="grid min-w-0 flex-1 content-start gap-0.5">
                <Link to={`/product/${product.id}`} className="font-medium text-neutral-900 hover:underline">
                  {product.name}
                </Link>
                <span className="font-mono text-xs text-neutral-500">{product.sku || 'No SKU'}</span>
                <span className="text-xs text-neutral-600">{product.category?.name ?? 'No category'}</span>
                <WholesaleTermsLine terms={product} />
                <ProductReviewsDialog product={product} />
              </div>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-neutral-500">Price</dt>
                <dd className="font-medium text-neutral-900 tabular-nums">{formatRupees(product.price)}</dd>
              </div>
              <div>
                <dt className="text-xs text-neutral-500">Stock</dt>
                <dd>
                  <StockLevel product={product} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-neutral-500">Sales</dt>
                <dd className="text-neutral-900 tabular-nums">{product.sales.toLocaleString('en-IN')}</dd>
              </div>
            </dl>
            <div className="border-t border-neutral-100 pt-2">
              <ProductActions product={product} onEdit={onEdit} onDelete={onDelete} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
