import { MAX_CLAIM_PHOTOS, MAX_IMAGE_BYTES } from '@marketplace/contract';

export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

/**
 * Checks photos as they are chosen, before anything is sent: JPEG, PNG or WebP, at most 5 MB each, at most 4 per
 * claim counting those already chosen. Each refused file gets one sentence naming it.
 */
export function checkClaimPhotos<T extends FileFacts>(files: readonly T[], alreadyChosen: number) {
  const accepted: T[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name} is not a JPEG, PNG or WebP image.`);
    } else if (file.size > MAX_IMAGE_BYTES) {
      problems.push(`${file.name} is larger than ${MAX_PHOTO_MEGABYTES} MB.`);
    } else if (alreadyChosen + accepted.length >= MAX_CLAIM_PHOTOS) {
      problems.push(`${file.name} was not added: a claim can have at most ${MAX_CLAIM_PHOTOS} photos.`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
