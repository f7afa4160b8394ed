import { randomUUID } from 'node:crypto';
import { claimMessages, MAX_CLAIM_PHOTOS } from '@marketplace/contract';
import { AppError } from '../../errors/app-error.js';
import { assertAcceptedImage, renderLargeWebp } from '../../media/images.js';
import type { PrivateFiles } from '../../media/private-files.js';

export const photosError = (message: string) => new AppError('validation', message, { photos: [message] });

/**
 * Checks a claim's photos (JPEG, PNG or WebP, at most 5 MB and 4 of them) the way every picture is checked, and
 * keeps a WebP of each among the private files: they show a retailer's goods and premises, so only the order's
 * parties and administrators read them, through the API. Answers the stored keys, in the order sent.
 */
export async function storeClaimPhotos(files: PrivateFiles, orderId: number, photos: Buffer[]): Promise<string[]> {
  if (photos.length > MAX_CLAIM_PHOTOS) throw photosError(claimMessages.tooManyPhotos);
  for (const photo of photos) await assertAcceptedImage(photo, 'photos');
  const keys: string[] = [];
  for (const photo of photos) {
    const key = `claims/o${orderId}/${randomUUID()}.webp`;
    await files.put(key, await renderLargeWebp(photo));
    keys.push(key);
  }
  return keys;
}

export const removeClaimPhotos = (files: PrivateFiles, keys: string[]) =>
  Promise.all(keys.map((key) => files.remove(key)));
