import { Link } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { formatRupees, type PublicWholesalerProfileResponse } from '@marketplace/contract';
import { DrugNotice } from '../../../components/commerce/drug-notice';
import { ProductImage } from '../../../components/commerce/product-image';
import { WholesaleMarks } from '../../../components/commerce/wholesale-marks';
import { EmptyState } from '../../../components/ui/empty-state';
import { productPath } from '../../../lib/catalog-links';

type WholesalerProduct = PublicWholesalerProfileResponse['products'][number];

/** The wholesaler's products: 1 column small, 2 on sm, 3 on lg; each links to its page. */
export function WholesalerProducts({ products, total }: { products: WholesalerProduct[]; total: number }) {
  if (products.length === 0) {
    return <EmptyState icon={<PackageOpen aria-hidden="true" />} title="No products listed yet" />;
  }
  return (
    <div className="grid gap-4">
      {total > products.length && (
        <p className="text-sm text-neutral-600">
          Showing the {products.length} newest of {total} products.
        </p>
      )}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id} className="flex flex-col">
            <Link
              to={productPath(product.id)}
              className="group flex flex-1 flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-card transition-shadow hover:shadow-popover"
            >
              <ProductImage src={product.images[0]?.thumbnail} alt="" className="aspect-square w-full" />
              <span className="flex flex-1 flex-col gap-1 p-4">
                <span className="line-clamp-2 font-semibold text-neutral-900 group-hover:text-primary-800">
                  {product.name}
                </span>
                <span className="mt-auto flex items-end justify-between gap-2 pt-1">
                  <span className="font-semibold text-neutral-900 tabular-nums">{formatRupees(product.price)}</span>
                  <span className={product.stock > 0 ? 'text-xs text-neutral-600' : 'text-xs text-danger-700'}>
                    {product.stock > 0 ? `Stock: ${product.stock}` : 'Out of stock'}
                  </span>
                </span>
                <WholesaleMarks product={product} />
              </span>
            </Link>
            <DrugNotice product={product} className="mt-2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
