import type { ProductDetailResponse } from '@marketplace/contract';
import { StarRating } from '../../../components/commerce/star-rating';
import { Card, CardContent } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ProductReviewPrompt } from '../../reviews';
import { reviewCountLabel } from '../reviews';
import { ReviewHistogram } from './review-histogram';
import { ReviewList } from '../../../components/commerce/review-list';
import { RichText } from './rich-text';

/** Specifications (shown first) and Reviews (spec section 2). */
export function ProductTabs({ detail }: { detail: ProductDetailResponse }) {
  const { products: product, review: reviews, rating } = detail;
  return (
    <Tabs defaultValue="specifications">
      <TabsList className="max-w-md">
        <TabsTrigger value="specifications">Specifications</TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="specifications">
        <Card>
          <CardContent>
            {product.specifications ? (
              <RichText html={product.specifications} />
            ) : (
              <p className="text-sm text-neutral-600">The wholesaler has not listed specifications.</p>
            )}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="reviews">
        <Card>
          <CardContent className="grid gap-8 md:grid-cols-[18rem_minmax(0,1fr)]">
            <div className="grid content-start gap-3">
              <p className="text-4xl font-bold text-neutral-900 tabular-nums">{rating.average.toFixed(1)}</p>
              <p className="flex items-center gap-2 text-sm text-neutral-600">
                <StarRating rating={rating.average} />
                {reviewCountLabel(rating.count)}
              </p>
              <ReviewHistogram histogram={rating.histogram} />
            </div>
            <div className="grid content-start gap-6">
              <ProductReviewPrompt productId={product.id} productName={product.name} />
              <ReviewList reviews={reviews} />
            </div>
          </CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  );
}
