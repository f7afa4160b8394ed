import { useState } from 'react';
import type { Review } from '@marketplace/contract';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { ReviewActionContent, reviewActionLabel, reviewButtonVariant } from './review-action';
import { ReviewForm } from './review-form';

export interface ReviewDialogProps {
  productId: number;
  productName: string;
  review: Review | null;
  /** Where several products are listed, the button's name also says which one ("Write a review of …"). */
  nameInButton?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Open from the start: the page's own button was clicked while this dialog's code downloaded. */
  defaultOpen?: boolean;
}

/** The "Write a review" or "Edit your review" button and the form it opens. */
export function ReviewDialog({
  productId,
  productName,
  review,
  nameInButton,
  variant,
  size,
  defaultOpen = false,
}: ReviewDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const action = reviewActionLabel(review);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={reviewButtonVariant(review, variant)} size={size} className="w-fit print:hidden">
          <ReviewActionContent review={review} productName={productName} nameInButton={nameInButton} />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action}</DialogTitle>
          <DialogDescription>{productName}</DialogDescription>
        </DialogHeader>
        {/* The dialog mounts its content on each opening, so the form starts from the saved review. */}
        <ReviewForm
          productId={productId}
          review={review}
          onSaved={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
