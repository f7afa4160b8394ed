import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT } from '@marketplace/contract';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

type FileFacts = Pick<File, 'name' | 'size' | 'type'>;

export interface ImageFileCheck<T extends FileFacts> {
  accepted: T[];
  /** One sentence per refused file, naming it and saying why. */
  problems: string[];
}

/**
 * Checks files chosen in the picker before anything is read or sent: JPEG, PNG or WebP only, each at
 * most 5 MB, at most 8 per product counting the ones already chosen.
 */
export function checkImageFiles<T extends FileFacts>(files: readonly T[], alreadyChosen: number): ImageFileCheck<T> {
  const accepted: T[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      problems.push(`${file.name} is not a JPEG, PNG or WebP image.`);
    } else if (file.size > MAX_IMAGE_BYTES) {
      problems.push(`${file.name} is larger than ${MAX_IMAGE_MEGABYTES} MB.`);
    } else if (alreadyChosen + accepted.length >= MAX_IMAGES_PER_PRODUCT) {
      problems.push(`${file.name} was not added: a product can have at most ${MAX_IMAGES_PER_PRODUCT} images.`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}

/** Base64 of raw bytes, in slices so that large images do not overflow the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/** `data:image/png;base64,...`: the form in which the API takes product images. */
export async function fileToDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return `data:${file.type || 'application/octet-stream'};base64,${bytesToBase64(bytes)}`;
}

/** The `images` of the add-product payload: every chosen file, exactly one of them marked main. */
export async function toImageUploads(
  files: readonly Blob[],
  mainIndex: number,
): Promise<Array<{ image: string; is_main: boolean }>> {
  const main = mainIndex >= 0 && mainIndex < files.length ? mainIndex : 0;
  const images = await Promise.all(files.map(fileToDataUrl));
  return images.map((image, index) => ({ image, is_main: index === main }));
}
