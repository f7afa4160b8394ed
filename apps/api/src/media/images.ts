import { randomUUID } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@marketplace/contract';
import { AppError } from '../errors/app-error.js';
import type { MediaStorage } from './storage.js';

/** libvips takes about 16 MB once loaded: a process that never receives a picture does not load it. */
const loadSharp = async () => (await import('sharp')).default;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const SMALL_WIDTH = 400;
const LARGE_WIDTH = 1200;

export interface StoredImage {
  path: string;
  thumbnailPath: string;
}

/** Checks the bytes themselves: a renamed text file or an oversized picture is refused, whatever it claims to be. */
export async function assertAcceptedImage(content: Buffer, field: string): Promise<void> {
  const refuse = (message: string) => new AppError('validation', message, { [field]: [message] });
  if (content.length === 0) throw refuse('The image is empty.');
  if (content.length > MAX_IMAGE_BYTES) throw refuse('Each image must be at most 5 MB.');
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(content).metadata()).format;
  } catch {
    throw refuse('The file is not an image. Use a JPEG, PNG or WebP picture.');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse('Only JPEG, PNG or WebP pictures are accepted.');
  try {
    // Decoding a small version reads every byte, so a cut-off or corrupt picture is refused here, not later.
    await sharp(content, { failOn: 'error' }).resize({ width: 16 }).toBuffer();
  } catch {
    throw refuse('The picture is damaged or incomplete. Save it again and retry.');
  }
}

async function renderWebp(content: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(content).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

/** The large WebP rendition alone (upright, at most 1,200 px wide), for pictures kept outside the public media. */
export const renderLargeWebp = (content: Buffer) => renderWebp(content, LARGE_WIDTH);

/** Stores a small and a large WebP rendition; the original is not kept. */
export async function storeImageRenditions(
  storage: MediaStorage,
  folder: string,
  content: Buffer,
): Promise<StoredImage> {
  const id = randomUUID();
  const [small, large] = await Promise.all([renderWebp(content, SMALL_WIDTH), renderWebp(content, LARGE_WIDTH)]);
  const stored = { path: `${folder}/${id}-large.webp`, thumbnailPath: `${folder}/${id}-small.webp` };
  await Promise.all([storage.put(stored.path, large), storage.put(stored.thumbnailPath, small)]);
  return stored;
}

export async function storeLogo(storage: MediaStorage, content: Buffer): Promise<string> {
  await assertAcceptedImage(content, 'logo');
  const key = `logos/${randomUUID()}.webp`;
  const sharp = await loadSharp();
  const logo = await sharp(content)
    .rotate()
    .resize({ width: 256, height: 256, fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer();
  await storage.put(key, logo);
  return key;
}
