import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ReviewActionContent, reviewButtonVariant } from './review-action';
import type { ReviewDialogProps } from './review-dialog';

const ReviewDialog = lazy(() => import('./review-dialog').then((module) => ({ default: module.ReviewDialog })));

/**
 * "Write a review" or "Edit your review". The dialog and its form download at the first click; the dialog
 * then opens and its own button, which looks the same, takes this one's place and gets the focus back when
 * it closes.
 */
export function ReviewButton(props: Omit<ReviewDialogProps, 'defaultOpen'>) {
  const { review, productName, nameInButton, variant, size } = props;
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant={reviewButtonVariant(review, variant)}
      size={size}
      className="w-fit print:hidden"
      loading={wanted}
      onClick={() => setWanted(true)}
    >
      <ReviewActionContent review={review} productName={productName} nameInButton={nameInButton} />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ReviewDialog {...props} defaultOpen />
    </Suspense>
  );
}
