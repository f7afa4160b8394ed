import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useMyReview } from '../api/get-my-review';
import { ReviewButton } from './review-button';

/**
 * "Write a review" or "Edit your review" beside a line of a delivered order. A product the retailer may
 * no longer review (it was archived) shows nothing.
 */
export function OrderLineReview({ productId, productName }: { productId: number; productName: string }) {
  const mine = useMyReview(productId);
  if (mine.isPending) return <Spinner size="sm" className="text-neutral-400" />;
  if (mine.isError) {
    if (isApiError(mine.error) && mine.error.status === 404) return null;
    return (
      <Button variant="link" onClick={() => void mine.refetch()} className="print:hidden">
        Review not available. Retry<span className="sr-only"> for {productName}</span>
      </Button>
    );
  }
  if (!mine.data.can_review && !mine.data.review) return null;
  return (
    <ReviewButton
      productId={productId}
      productName={productName}
      review={mine.data.review}
      nameInButton
      variant="outline"
      size="sm"
    />
  );
}
