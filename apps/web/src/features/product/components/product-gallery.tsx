import { useState } from 'react';
import { mainImageOf, type ProductImage as ProductPicture } from '@marketplace/contract';
import { ProductImage } from '../../../components/commerce/product-image';
import { cn } from '../../../lib/cn';

/** The large picture and, when there are several, a row of thumbnails choosing it (buttons: keyboard-ready). */
export function ProductGallery({ images, productName }: { images: ProductPicture[]; productName: string }) {
  const [selectedId, setSelectedId] = useState(() => mainImageOf(images)?.id ?? null);
  const selected = images.find((image) => image.id === selectedId) ?? mainImageOf(images);

  return (
    <div className="grid gap-3">
      <ProductImage
        src={selected?.image}
        alt={productName}
        eager
        className="aspect-square w-full rounded-xl border border-neutral-200 bg-white"
      />
      {images.length > 1 && (
        <ul aria-label="Pictures" className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => {
            const active = image.id === selected?.id;
            return (
              <li key={image.id} className="shrink-0">
                <button
                  type="button"
                  aria-label={`Show picture ${index + 1} of ${images.length}`}
                  aria-pressed={active}
                  onClick={() => setSelectedId(image.id)}
                  className={cn(
                    'block size-16 cursor-pointer overflow-hidden rounded-lg border-2 bg-white sm:size-20',
                    active ? 'border-primary-600' : 'border-neutral-200 hover:border-neutral-400',
                  )}
                >
                  <img src={image.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
