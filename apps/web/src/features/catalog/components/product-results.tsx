import { useDeferredValue, useMemo } from 'react';
import { PackageSearch, RotateCcw } from 'lucide-react';
import type { Product } from '@marketplace/contract';
import { ProductCard, ProductCardSkeleton } from '../../../components/commerce/product-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { CardAddToCartButton } from '../../cart';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3';
/** Cards of the first screen (two rows of three on a wide screen): drawn first, the rest right after. */
const FIRST_SCREEN_CARDS = 6;

interface ProductResultsProps {
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** True while another page or filter loads behind the products shown. */
  isRefreshing: boolean;
  onRetry: () => void;
  onClearFilters?: () => void;
}

/** The grid of 1, 2 or 3 columns, or its loading, empty and error states (spec section 2). */
export function ProductResults({
  products,
  isLoading,
  isError,
  isRefreshing,
  onRetry,
  onClearFilters,
}: ProductResultsProps) {
  // The grid of new results renders in the background, in slices, so the page answers input meanwhile;
  // until then the placeholders (first load) or the previous results (paging) stay. A page's first results
  // start with the cards of the first screen (all the server draws), and the others follow in the background.
  const firstScreen = useMemo(() => products?.slice(0, FIRST_SCREEN_CARDS), [products]);
  const shownProducts = useDeferredValue(products, firstScreen);
  if (isLoading || (products && !shownProducts)) {
    return (
      <div className={GRID} role="status" aria-label="Loading products">
        {Array.from({ length: 6 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError && !shownProducts) {
    return (
      <EmptyState
        icon={<RotateCcw aria-hidden="true" />}
        title="Error loading products."
        action={<Button onClick={onRetry}>Retry</Button>}
      />
    );
  }
  if (!shownProducts || shownProducts.length === 0) {
    return (
      <EmptyState
        icon={<PackageSearch aria-hidden="true" />}
        title="No products found"
        description="Try another search, or fewer filters."
        action={
          onClearFilters && (
            <Button variant="outline" onClick={onClearFilters}>
              Clear all filters
            </Button>
          )
        }
      />
    );
  }
  const stale = isRefreshing || (shownProducts !== products && shownProducts !== firstScreen);
  return (
    <ul className={cn(GRID, 'transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      {shownProducts.map((product, index) => (
        <li key={product.id} className="grid">
          <ProductCard
            product={product}
            headingLevel="h2"
            aboveTheFold={index < 3}
            action={<CardAddToCartButton product={product} />}
          />
        </li>
      ))}
    </ul>
  );
}
