import { useState } from 'react';
import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { QUANTITY_UNIT_NAMES, unitPriceFor, type Product, type RatingSummary } from '@marketplace/contract';
import { DrugNotice } from '../../../components/commerce/drug-notice';
import { Price } from '../../../components/commerce/price';
import { StarRating } from '../../../components/commerce/star-rating';
import { VerifiedBadge } from '../../../components/commerce/verified-badge';
import { orderTermsText } from '../../../components/commerce/wholesale-terms';
import { brandSearchPath, categorySearchPath, wholesalerPath } from '../../../lib/catalog-links';
import { reviewCountLabel } from '../reviews';
import { ProductFacts } from './product-facts';
import { PurchasePanel } from './purchase-panel';
import { RichText } from './rich-text';
import { TierPriceTable } from './tier-price-table';

/**
 * Everything beside the gallery: name, rating, price, buying terms, brand, seller, description, figures
 * and buying. The price shown is the unit price of the quantity chosen, by its slab.
 */
export function ProductSummary({ product, rating }: { product: Product; rating: RatingSummary }) {
  const [quantity, setQuantity] = useState(product.min_order_quantity);
  const terms = orderTermsText(product);
  return (
    <div className="grid content-start gap-5">
      <div className="grid gap-2">
        {product.category && (
          <Link
            to={categorySearchPath(product.category.name)}
            className="w-fit text-sm font-medium text-primary-700 hover:underline"
          >
            {product.category.name}
          </Link>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">{product.name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-600">
          <StarRating rating={rating.average} />
          <span className="font-medium text-neutral-900">{rating.average.toFixed(1)}</span>
          <span>{reviewCountLabel(rating.count)}</span>
        </p>
      </div>
      <div className="grid gap-1">
        <div aria-live="polite">
          <Price rupees={unitPriceFor(product.price, product.price_tiers, quantity)} unit="unit" className="text-3xl" />
        </div>
        {terms && <p className="text-sm font-medium text-neutral-700">{terms}</p>}
      </div>
      <DrugNotice product={product} className="w-fit text-sm" />
      <dl className="grid gap-2 text-sm">
        {product.brand && (
          <div className="flex items-center gap-2">
            <dt className="w-20 text-neutral-600">Brand</dt>
            <dd>
              <Link
                to={brandSearchPath(product.brand.name)}
                className="inline-flex items-center gap-2 font-medium text-primary-700 hover:underline"
              >
                {product.brand.icon && (
                  <img src={product.brand.icon} alt="" className="size-6 rounded-sm border border-neutral-200" />
                )}
                {product.brand.name}
              </Link>
            </dd>
          </div>
        )}
        <div className="flex items-center gap-2">
          <dt className="w-20 text-neutral-600">Sold by</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Link
              to={wholesalerPath(product.wholesaler.id)}
              className="inline-flex items-center gap-1.5 font-medium text-primary-700 hover:underline"
            >
              <Store aria-hidden="true" className="size-4" />
              {product.wholesaler.company_name}
            </Link>
            {product.wholesaler.verified && <VerifiedBadge />}
          </dd>
        </div>
        {product.sku && (
          <div className="flex items-center gap-2">
            <dt className="w-20 text-neutral-600">SKU</dt>
            <dd className="font-mono text-neutral-800">{product.sku}</dd>
          </div>
        )}
        {product.unit && (
          <div className="flex items-center gap-2">
            <dt className="w-20 text-neutral-600">Sold in</dt>
            <dd className="text-neutral-800">
              <abbr title={QUANTITY_UNIT_NAMES[product.unit]} className="no-underline">
                {product.unit}
              </abbr>
            </dd>
          </div>
        )}
      </dl>
      <ProductFacts sales={product.sales} stock={product.stock} />
      <TierPriceTable price={product.price} terms={product} quantity={quantity} />
      <PurchasePanel product={product} quantity={quantity} onQuantityChange={setQuantity} />
      {product.description && (
        <section aria-labelledby="description-heading" className="grid gap-2 border-t border-neutral-200 pt-5">
          <h2 id="description-heading" className="text-base font-semibold text-neutral-900">
            Description
          </h2>
          <RichText html={product.description} />
        </section>
      )}
    </div>
  );
}
