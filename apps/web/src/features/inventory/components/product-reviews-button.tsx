import { lazy, Suspense, useState } from 'react';
import type { Product } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { ReviewsButtonLabel } from './reviews-button-label';

const ProductReviewsDialog = lazy(() =>
  import('./product-reviews-dialog').then((module) => ({ default: module.ProductReviewsDialog })),
);

/**
 * "Reviews (n)" on an inventory row. The dialog's code downloads at the first click; the dialog then opens
 * and its own button, which looks the same, takes this one's place and gets the focus back when it closes.
 */
export function ProductReviewsButton({ product }: { product: Product }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button variant="link" className="w-fit text-xs" loading={wanted} onClick={() => setWanted(true)}>
      <ReviewsButtonLabel product={product} />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ProductReviewsDialog product={product} defaultOpen />
    </Suspense>
  );
}
