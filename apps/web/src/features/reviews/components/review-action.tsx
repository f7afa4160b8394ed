import { PenLine } from 'lucide-react';
import type { Review } from '@marketplace/contract';
import type { ButtonVariant } from '../../../components/ui/button';

export const reviewActionLabel = (review: Review | null) => (review ? 'Edit your review' : 'Write a review');

export const reviewButtonVariant = (review: Review | null, variant?: ButtonVariant): ButtonVariant =>
  variant ?? (review ? 'outline' : 'primary');

/** "Write a review" or "Edit your review", also naming the product for screen readers when asked to. */
export function ReviewActionContent({
  review,
  productName,
  nameInButton,
}: {
  review: Review | null;
  productName: string;
  nameInButton?: boolean | undefined;
}) {
  return (
    <>
      <PenLine aria-hidden="true" className="size-4" />
      {reviewActionLabel(review)}
      {nameInButton && <span className="sr-only"> of {productName}</span>}
    </>
  );
}
