import { Link } from 'react-router';
import { Zap } from 'lucide-react';
import { mainImageOf, type Product } from '@marketplace/contract';
import { DrugNotice } from '../../../components/commerce/drug-notice';
import { Price } from '../../../components/commerce/price';
import { ProductImage } from '../../../components/commerce/product-image';
import { WholesaleMarks } from '../../../components/commerce/wholesale-marks';
import { productPath } from '../../../lib/catalog-links';
import { descriptionPreview } from '../../../lib/description-preview';
import { CardAddToCartButton } from '../../cart';

/** One in-stock product picked for the day (DECISIONS). */
export function DealOfTheDay({ product }: { product: Product | null }) {
  if (!product) return null;
  return (
    <section
      aria-labelledby="deal-heading"
      className="grid overflow-hidden rounded-2xl border border-warning-200 bg-warning-50 shadow-card sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <ProductImage
        src={mainImageOf(product.images)?.image}
        alt={product.name}
        className="aspect-[4/3] w-full bg-white sm:aspect-auto sm:h-full sm:min-h-64"
      />
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <h2
          id="deal-heading"
          className="inline-flex w-fit items-center gap-1 rounded-full bg-warning-100 px-2.5 py-0.5 text-xs font-semibold text-warning-800 ring-1 ring-warning-200 ring-inset"
        >
          <Zap aria-hidden="true" className="size-3.5" />
          Deal of the day
        </h2>
        <h3 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">
          <Link to={productPath(product.id)} className="hover:text-primary-800 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-neutral-700 sm:text-base">{descriptionPreview(product.description)}</p>
        <p className="text-sm text-neutral-600">
          Sold by <span className="font-medium text-neutral-900">{product.wholesaler.company_name}</span> ·{' '}
          {product.stock} in stock
        </p>
        <div className="mt-auto grid gap-2 pt-2">
          <div className="flex flex-wrap items-center gap-4">
            <Price rupees={product.price} unit="unit" className="text-2xl" />
            <CardAddToCartButton product={product} size="lg" />
          </div>
          <WholesaleMarks product={product} className="text-sm" />
          <DrugNotice product={product} className="w-fit" />
        </div>
      </div>
    </section>
  );
}
