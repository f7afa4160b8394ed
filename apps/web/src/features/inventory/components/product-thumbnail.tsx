import { ImageIcon } from 'lucide-react';
import type { Product } from '@marketplace/contract';
import { cn } from '../../../lib/cn';

/** The product's main image (else its first, else a placeholder), small. */
export function ProductThumbnail({ product, className }: { product: Product; className?: string }) {
  const image = product.images.find((candidate) => candidate.is_main) ?? product.images[0];
  return (
    <div
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50',
        className,
      )}
    >
      {image ? (
        <img src={image.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <ImageIcon aria-hidden="true" className="size-5 text-neutral-400" />
      )}
    </div>
  );
}
