import { useState } from 'react';
import { PenLine } from 'lucide-react';
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
import { ReviewForm } from './review-form';

export const reviewActionLabel = (review: Review | null) => (review ? 'Edit your review' : 'Write a review');

interface ReviewDialogProps {
  productId: number;
  productName: string;
  review: Review | null;
  /** Where several products are listed, the button's name also says which one ("Write a review of …"). */
  nameInButton?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The "Write a review" or "Edit your review" button and the form it opens. */
export function ReviewDialog({ productId, productName, review, nameInButton, variant, size }: ReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const action = reviewActionLabel(review);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant ?? (review ? 'outline' : 'primary')} size={size} className="w-fit print:hidden">
          <PenLine aria-hidden="true" className="size-4" />
          {action}
          {nameInButton && <span className="sr-only"> of {productName}</span>}
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
