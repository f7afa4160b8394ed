import type { ChangeEvent } from 'react';
import { Camera, X } from 'lucide-react';
import { MAX_CLAIM_PHOTOS } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_MEGABYTES } from '../claim-photo-files';
import type { ChosenPhotos } from './use-chosen-photos';

interface ClaimPhotoPickerProps {
  id: string;
  chosen: ChosenPhotos;
  required: boolean;
  /** Why the photos cannot be sent as they are (the form's check or the server's). */
  error: string | undefined;
}

/** Up to 4 photos of the goods, each previewed with a button to remove it. */
export function ClaimPhotoPicker({ id, chosen, required, error }: ClaimPhotoPickerProps) {
  const { photos, problems } = chosen;
  const full = photos.length >= MAX_CLAIM_PHOTOS;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    chosen.add(Array.from(event.target.files ?? []));
    event.target.value = ''; // the same file can be chosen again after removing it
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">Photos{required ? '' : ' (optional)'}</legend>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg border-2 border-dashed border-neutral-300 bg-neutral-50 px-4 py-3',
          'focus-within:border-primary-600 hover:border-primary-400 hover:bg-primary-50',
          error && 'border-danger-600',
          full && 'pointer-events-none opacity-60',
        )}
      >
        <Camera aria-hidden="true" className="size-6 shrink-0 text-primary-600" />
        <span className="grid text-sm">
          <span className="font-medium text-neutral-900">Add photos</span>
          <span id={hintId} className="text-xs text-neutral-600">
            JPEG, PNG or WebP, up to {MAX_PHOTO_MEGABYTES} MB each, at most {MAX_CLAIM_PHOTOS}.
          </span>
        </span>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_PHOTO_TYPES.join(',')}
          multiple
          disabled={full}
          onChange={pick}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          className="sr-only"
        />
      </label>
      <p className="text-xs text-neutral-600" aria-live="polite">
        {photos.length} of {MAX_CLAIM_PHOTOS} photos chosen
      </p>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="list-disc pl-5 text-sm text-danger-700" aria-live="polite">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className="grid grid-cols-4 gap-2" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative overflow-hidden rounded-md border border-neutral-200 bg-white">
              <img
                src={photo.previewUrl}
                alt={`Photo ${index + 1}: ${photo.file.name}`}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                onClick={() => chosen.remove(photo.id)}
                aria-label={`Remove photo ${index + 1} (${photo.file.name})`}
                className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-white/90 text-neutral-700 shadow-sm hover:bg-danger-50 hover:text-danger-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
