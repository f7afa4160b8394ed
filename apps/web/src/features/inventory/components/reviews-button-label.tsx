import { MessageSquare } from 'lucide-react';
import type { Product } from '@marketplace/contract';

/** "Reviews (n)", naming the product for screen readers. */
export function ReviewsButtonLabel({ product }: { product: Product }) {
  return (
    <>
      <MessageSquare aria-hidden="true" className="size-3.5" />
      Reviews ({product.review_count})<span className="sr-only"> of {product.name}</span>
    </>
  );
}
