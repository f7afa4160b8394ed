import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { thumbnailOf, type Product } from '@marketplace/contract';
import { productPath } from '../../lib/catalog-links';
import { cn } from '../../lib/cn';
import { descriptionPreview } from '../../lib/description-preview';
import { DrugNotice } from './drug-notice';
import { Price } from './price';
import { ProductImage } from './product-image';
import { StarRating } from './star-rating';
import { WholesaleMarks } from './wholesale-marks';

interface ProductCardProps {
  product: Product;
  /** Adds the first 100 characters of the description (landing page). */
  showDescription?: boolean;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** A card on the first screen: its picture loads at once and first, and it is drawn at once. */
  aboveTheFold?: boolean;
  /** The control under the price (the page gives the add-to-cart button); it sits above the card's link. */
  action?: ReactNode;
}

/** A product in a grid: picture, name linking to its page, price and the control the page adds. */
export function ProductCard({
  product,
  showDescription = false,
  headingLevel = 'h3',
  aboveTheFold = false,
  action,
}: ProductCardProps) {
  const Heading = headingLevel;
  const details = [product.category?.name, product.brand?.name].filter(Boolean).join(' · ');
  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-card transition-shadow hover:shadow-popover sm:flex-col',
        // Cards further down skip style, layout and paint until scrolled near (a listing draws 24 at once),
        // in the height of a typical card; once drawn, a card keeps its real height. Not the first screen's:
        // they would be laid out once in that height and then move.
        !aboveTheFold &&
          '[contain-intrinsic-size:auto_16rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_35rem]',
      )}
    >
      {/* On a phone the picture sits beside the text, so a screen shows more than one product. */}
      <ProductImage
        src={thumbnailOf(product.images)}
        alt=""
        eager={aboveTheFold}
        className="m-3 mr-0 size-24 shrink-0 rounded-lg sm:m-0 sm:aspect-square sm:size-auto sm:w-full sm:rounded-none sm:border-b sm:border-neutral-100"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        {details && <p className="truncate text-xs font-medium text-neutral-500">{details}</p>}
        <Heading className="line-clamp-2 text-sm leading-snug font-semibold text-neutral-900 sm:text-base">
          {/* The link covers the whole card; the action sits above it. */}
          <Link
            to={productPath(product.id)}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] hover:text-primary-800"
          >
            {product.name}
          </Link>
        </Heading>
        <p className="truncate text-xs text-neutral-600">Sold by {product.wholesaler.company_name}</p>
        {product.review_count > 0 && (
          <p className="flex items-center gap-1.5 text-xs text-neutral-600">
            <StarRating rating={product.rating} size="sm" />
            <span>({product.review_count})</span>
          </p>
        )}
        {showDescription && <p className="text-sm text-neutral-600">{descriptionPreview(product.description)}</p>}
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 pt-1">
          <Price rupees={product.price} unit="unit" className="text-base whitespace-nowrap" />
          <p
            className={cn(
              'text-xs whitespace-nowrap',
              product.stock > 0 ? 'text-neutral-500' : 'font-medium text-danger-700',
            )}
          >
            {product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}
          </p>
        </div>
        <WholesaleMarks product={product} />
        <DrugNotice product={product} />
        {/* Hidden when the action renders nothing (no cart for wholesalers), so it adds no gap. */}
        {action && <div className="relative z-10 mt-1 *:w-full empty:hidden">{action}</div>}
      </div>
    </article>
  );
}

/** A placeholder of the same shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-card sm:flex-col"
    >
      <div className="m-3 mr-0 size-24 shrink-0 animate-pulse rounded-lg bg-neutral-200 sm:m-0 sm:aspect-square sm:size-auto sm:w-full sm:rounded-none" />
      <div className="grid flex-1 gap-3 p-3 sm:p-4">
        <div className="h-3 w-1/2 animate-pulse rounded bg-neutral-200" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-neutral-200" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-neutral-200" />
        <div className="h-10 w-full animate-pulse rounded-md bg-neutral-200" />
      </div>
    </div>
  );
}
