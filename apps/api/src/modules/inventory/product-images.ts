import { MAX_IMAGE_BYTES } from '@marketplace/contract';
import { AppError } from '../../errors/app-error.js';
import { assertAcceptedImage, storeImageRenditions, type StoredImage } from '../../media/images.js';
import type { MediaStorage } from '../../media/storage.js';

export interface ImageUpload {
  image: string;
  is_main: boolean;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decodes `data:image/...;base64,` or bare base64 text; anything else is refused before it reaches the image library. */
function decode(upload: ImageUpload, index: number): Buffer {
  const field = `images.${index}.image`;
  const text = upload.image.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1) {
    throw new AppError('validation', `Image ${index + 1} is not base64 encoded.`, {
      [field]: ['The image must be base64 encoded.'],
    });
  }
  if ((text.length * 3) / 4 > MAX_IMAGE_BYTES + 3) {
    throw new AppError('validation', `Image ${index + 1} is larger than 5 MB.`, {
      [field]: ['Each image must be at most 5 MB.'],
    });
  }
  return Buffer.from(text, 'base64');
}

export interface PreparedImage extends StoredImage {
  isMain: boolean;
  position: number;
}

/** Checks every image first (so a bad one stores nothing), then stores renditions; exactly one image is main. */
export async function prepareProductImages(
  storage: MediaStorage,
  folder: string,
  uploads: ImageUpload[],
): Promise<PreparedImage[]> {
  const contents = uploads.map(decode);
  for (const [index, content] of contents.entries()) await assertAcceptedImage(content, `images.${index}.image`);
  const mainIndex = Math.max(
    0,
    uploads.findIndex((upload) => upload.is_main),
  );
  const stored = await Promise.all(contents.map((content) => storeImageRenditions(storage, folder, content)));
  return stored.map((image, position) => ({ ...image, isMain: position === mainIndex, position }));
}
