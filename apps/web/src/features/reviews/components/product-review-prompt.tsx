import { StarRating } from '../../../components/commerce/star-rating';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { useMyReview } from '../api/get-my-review';
import { ReviewButton } from './review-button';

interface ProductReviewPromptProps {
  productId: number;
  productName: string;
}

/**
 * On the product page, for a signed-in retailer: its own review with "Edit your review", or "Write a
 * review" once an order of the product has been delivered to it. Others see nothing here.
 */
export function ProductReviewPrompt({ productId, productName }: ProductReviewPromptProps) {
  const session = useSession();
  const isRetailer = session.isLoggedIn && session.userType === 'retailer';
  const mine = useMyReview(productId, isRetailer);
  if (!isRetailer) return null;

  if (mine.isPending) return <Spinner size="sm" label="Checking whether you can review this product..." />;
  if (mine.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm text-neutral-700" role="alert">
        <p>Your review could not be loaded: {mine.error.message}</p>
        <Button variant="outline" size="sm" loading={mine.isFetching} onClick={() => void mine.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const { can_review: canReview, review } = mine.data;
  if (review) {
    return (
      <section aria-labelledby="my-review-heading" className="grid gap-2 rounded-lg bg-neutral-50 p-4">
        <h3 id="my-review-heading" className="text-sm font-semibold text-neutral-900">
          Your review
        </h3>
        <StarRating rating={review.rating} size="sm" />
        <p className="text-sm whitespace-pre-line text-neutral-700">{review.comment}</p>
        <ReviewButton productId={productId} productName={productName} review={review} size="sm" />
      </section>
    );
  }
  if (!canReview) {
    return (
      <p className="text-sm text-neutral-600">
        You can review this product once an order of it has been delivered to you.
      </p>
    );
  }
  return <ReviewButton productId={productId} productName={productName} review={null} />;
}
