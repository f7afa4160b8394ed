import { RotateCcw } from 'lucide-react';
import { ProductCardSkeleton } from '../../../components/commerce/product-card';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHomeData } from '../api/get-home-data';
import { DealOfTheDay } from './deal-of-the-day';
import { FeaturedCategories } from './featured-categories';
import { TopRatedProducts } from './top-rated-products';
import { WholesalerSpotlight } from './wholesaler-spotlight';

/** Placeholders in the shape of the sections while the home data loads. */
export function HomeSectionsSkeleton() {
  return (
    <div role="status" aria-label="Loading featured products" className="grid gap-10 lg:gap-14">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-2xl" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** Featured categories, deal of the day, top-rated products and the wholesaler spotlight (spec section 2). */
export function HomeSections() {
  const home = useHomeData();
  if (home.isPending) return <HomeSectionsSkeleton />;
  if (home.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>The featured products could not be loaded.</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          Check your connection and try again.
          <Button variant="dangerOutline" size="sm" onClick={() => void home.refetch()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const data = home.data;
  return (
    <div className="grid gap-10 lg:gap-14">
      <FeaturedCategories categories={data.featured_categories} />
      <DealOfTheDay product={data.deal_of_the_day} />
      <TopRatedProducts products={data.top_rated_products} />
      <WholesalerSpotlight wholesalers={data.wholesaler_spotlight} />
    </div>
  );
}
