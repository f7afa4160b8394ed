import { useState } from 'react';
import type { Product } from '@marketplace/contract';
import { ReviewList } from '../../../components/commerce/review-list';
import { StarRating } from '../../../components/commerce/star-rating';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useProductReviews } from '../api/get-product-reviews';
import { ReviewsButtonLabel } from './reviews-button-label';

function ProductReviews({ productId }: { productId: number }) {
  const reviews = useProductReviews(productId, true);
  if (reviews.isPending) return <Spinner size="sm" label="Loading reviews..." />;
  if (reviews.isError) return <LoadError title="The reviews could not be loaded." query={reviews} />;
  return <ReviewList reviews={reviews.data.results} />;
}

interface ProductReviewsDialogProps {
  product: Product;
  /** Open from the start: the row's own button was clicked while this dialog's code downloaded. */
  defaultOpen?: boolean;
}

/** "Reviews (n)" on an inventory row: what retailers wrote about the product, read only when opened. */
export function ProductReviewsDialog({ product, defaultOpen = false }: ProductReviewsDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" className="w-fit text-xs">
          <ReviewsButtonLabel product={product} />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Reviews of {product.name}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            {product.review_count > 0 ? (
              <>
                <StarRating rating={product.rating} size="sm" />
                <span>
                  {product.rating.toFixed(1)} average from {product.review_count}{' '}
                  {product.review_count === 1 ? 'review' : 'reviews'}
                </span>
              </>
            ) : (
              'No retailer has reviewed this product yet.'
            )}
          </DialogDescription>
        </DialogHeader>
        <ProductReviews productId={product.id} />
      </DialogContent>
    </Dialog>
  );
}
