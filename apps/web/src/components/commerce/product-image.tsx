import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Pictures above the fold load at once and first; the rest when scrolled near. */
  eager?: boolean;
}

/** A product or company picture, with a placeholder when there is none or it fails to load. */
export function ProductImage({ src, alt, className, eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('overflow-hidden bg-neutral-100', className);
  if (!src || failedSrc === src) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(box, 'flex items-center justify-center text-neutral-400')}
      >
        <ImageOff aria-hidden="true" className="size-1/4 max-h-12 max-w-12 min-h-5 min-w-5" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="size-full object-cover"
      />
    </div>
  );
}
