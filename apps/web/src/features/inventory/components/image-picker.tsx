import type { ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { MAX_IMAGES_PER_PRODUCT } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { cn } from '../../../lib/cn';
import type { ChosenImages } from '../hooks/use-chosen-images';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES } from '../product-image-files';

interface ImagePickerProps {
  chosen: ChosenImages;
  /** Messages from the server about the images. */
  serverErrors: string[];
}

/** Choose up to 8 images, see them, remove any, and pick the main one (shown first in the catalogue). */
export function ImagePicker({ chosen, serverErrors }: ImagePickerProps) {
  const { images, mainId, problems } = chosen;
  const full = images.length >= MAX_IMAGES_PER_PRODUCT;
  const messages = [...problems, ...serverErrors];

  function pick(event: ChangeEvent<HTMLInputElement>) {
    chosen.add(Array.from(event.target.files ?? []));
    event.target.value = ''; // the same file can be chosen again after removing it
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Images</legend>
      <label
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-neutral-300 bg-neutral-50 px-4 py-6 text-center',
          'hover:border-primary-400 hover:bg-primary-50 focus-within:border-primary-600',
          full && 'pointer-events-none opacity-60',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-primary-600" />
        <span className="text-sm font-medium text-neutral-900">Choose images</span>
        <span id="product-images-hint" className="text-xs text-neutral-600">
          JPEG, PNG or WebP, up to {MAX_IMAGE_MEGABYTES} MB each, at most {MAX_IMAGES_PER_PRODUCT} images.
        </span>
        <input
          type="file"
          name="images"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          disabled={full}
          onChange={pick}
          aria-describedby="product-images-hint"
          className="sr-only"
        />
      </label>
      <p className="text-sm text-neutral-600" aria-live="polite">
        {images.length} of {MAX_IMAGES_PER_PRODUCT} images chosen
      </p>
      {messages.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>Some images were not accepted</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Chosen images">
          {images.map((image, index) => {
            const main = image.id === mainId;
            return (
              <li
                key={image.id}
                className={cn(
                  'relative overflow-hidden rounded-lg border bg-white',
                  main ? 'border-primary-600 ring-2 ring-primary-200' : 'border-neutral-200',
                )}
              >
                <img
                  src={image.previewUrl}
                  alt={`Image ${index + 1}: ${image.file.name}`}
                  className="aspect-square w-full object-cover"
                />
                {main && (
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 left-1.5 rounded-full bg-primary-700 px-2 py-0.5 text-xs font-medium text-white shadow-sm"
                  >
                    Main
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => chosen.remove(image.id)}
                  aria-label={`Remove ${image.file.name}`}
                  className="absolute top-1.5 right-1.5 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/90 text-neutral-700 shadow-sm hover:bg-danger-50 hover:text-danger-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
                <label className="flex cursor-pointer items-center gap-2 px-2 py-1.5 text-xs font-medium text-neutral-700">
                  <input
                    type="radio"
                    name="main-image"
                    checked={main}
                    onChange={() => chosen.setMainId(image.id)}
                    className="size-4 accent-primary-700"
                  />
                  Main image
                  <span className="sr-only">: {image.file.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
