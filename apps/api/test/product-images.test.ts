import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, type Product } from '@marketplace/contract';
import type { Account } from './accounts-fixtures.js';
import { useTestApp } from './helper.js';
import {
  base64,
  dataUrl,
  GIF_PICTURE,
  insertCategory,
  jpegPicture,
  mediaKey,
  pngPicture,
  productCount,
  storedProductFiles,
  verifiedWholesaler,
  webpPicture,
} from './workspace-fixtures.js';

const ctx = useTestApp();
const createUrl = '/api/inventory/create/';
const editUrl = (id: number) => `/api/inventory/${id}/edit/`;
const deleteUrl = (id: number) => `/api/inventory/${id}/delete/`;

let seller: Account;
let jpeg: Buffer;

beforeAll(async () => {
  await insertCategory(ctx.database.db, 'Brassware');
  seller = await verifiedWholesaler(ctx);
  jpeg = await jpegPicture();
});

type Upload = { image: string; is_main: boolean };
const upload = (image: string, isMain = false): Upload => ({ image, is_main: isMain });

function create(images: Upload[], fields: Record<string, unknown> = {}, account = seller) {
  return ctx.app.inject({
    method: 'POST',
    url: createUrl,
    headers: account.auth,
    payload: { name: 'Brass lamp', price: 799, stock: 12, images, ...fields },
  });
}

async function createProduct(images: Upload[], fields: Record<string, unknown> = {}) {
  const response = await create(images, fields);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Product;
}

/** What is stored right now: the product rows and the wholesaler's picture files. */
async function storedState(account: Account) {
  const files = await storedProductFiles(ctx);
  return {
    products: await productCount(ctx.database.db),
    files: files.filter((file) => file.startsWith(`products/w${account.id}/`)),
  };
}

/** Refused with a message on the field (the given one, or any), and nothing was stored on the way. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  expected: { field: string; message?: string },
  account = seller,
) {
  const before = await storedState(account);
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'validation',
    [expected.field]: [expected.message ?? expect.stringMatching(/\w/)],
  });
  expect(await storedState(account)).toEqual(before);
  return response;
}

async function fetchMedia(url: string) {
  expect(url).toMatch(/^\/media\/products\//);
  const response = await ctx.app.inject({ method: 'GET', url });
  return response;
}

/** A JPEG picture whose file is cut in half: the header reads fine, the picture does not. */
const truncatedJpeg = () => jpeg.subarray(0, Math.floor(jpeg.length / 2));

describe('accepted pictures', () => {
  it.each([
    ['JPEG', jpegPicture, 'image/jpeg'],
    ['PNG', pngPicture, 'image/png'],
    ['WebP', webpPicture, 'image/webp'],
  ])('a %s picture is stored as a large image and a thumbnail served under /media', async (_format, make, type) => {
    const content = await make();
    for (const image of [base64(content), dataUrl(content, type)]) {
      const product = await createProduct([upload(image)]);
      expect(product.images).toHaveLength(1);
      const [stored] = product.images;
      expect(stored?.is_main).toBe(true);

      const large = await fetchMedia(stored!.image);
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-type']).toMatch(/^image\//);
      expect((await sharp(large.rawPayload).metadata()).width).toBe(800);
      const thumbnail = await fetchMedia(stored!.thumbnail);
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toMatch(/^image\//);
      expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(400);

      expect(await storedProductFiles(ctx)).toEqual(
        expect.arrayContaining([mediaKey(stored!.image), mediaKey(stored!.thumbnail)]),
      );
    }
  });

  it('exactly one picture is the main one: the one marked, the first marked, or else the first', async () => {
    const marked = await createProduct([upload(base64(jpeg)), upload(base64(jpeg), true), upload(base64(jpeg))]);
    expect(marked.images.map((image) => image.is_main)).toEqual([false, true, false]);
    const twice = await createProduct([upload(base64(jpeg)), upload(base64(jpeg), true), upload(base64(jpeg), true)]);
    expect(twice.images.map((image) => image.is_main)).toEqual([false, true, false]);
    const unmarked = await createProduct([upload(base64(jpeg)), upload(base64(jpeg))]);
    expect(unmarked.images.map((image) => image.is_main)).toEqual([true, false]);
  });

  it('takes up to 8 pictures', async () => {
    const product = await createProduct(Array.from({ length: 8 }, () => upload(base64(jpeg))));
    expect(product.images).toHaveLength(8);
    expect(product.images.filter((image) => image.is_main)).toHaveLength(1);
    expect(new Set(product.images.map((image) => image.image)).size).toBe(8);
  });
});

describe('refused pictures store nothing', () => {
  it('refuses 9 pictures', async () => {
    const nine = Array.from({ length: 9 }, () => upload(base64(jpeg)));
    await expectRefused(() => create(nine), { field: 'images', message: 'At most 8 images per product' });
  });

  it('refuses a text file renamed to .jpg', async () => {
    const text = Buffer.from('hello\n');
    for (const image of [base64(text), dataUrl(text, 'image/jpeg')]) {
      await expectRefused(() => create([upload(image, true)]), {
        field: 'images.0.image',
        message: 'The file is not an image. Use a JPEG, PNG or WebP picture.',
      });
    }
  });

  it('refuses a GIF', async () => {
    await expectRefused(() => create([upload(dataUrl(GIF_PICTURE, 'image/gif'))]), {
      field: 'images.0.image',
      message: 'Only JPEG, PNG or WebP pictures are accepted.',
    });
  });

  it('refuses a 20 MB file with a clear message, never a server error', async () => {
    const huge = randomBytes(20 * 1024 * 1024);
    const response = await expectRefused(() => create([upload(base64(huge))]), {
      field: 'images.0.image',
      message: 'Each image must be at most 5 MB.',
    });
    expect(response.json()).toMatchObject({ code: 'validation', detail: 'Image 1 is larger than 5 MB.' });
  });

  it('refuses a real JPEG padded to just over 5 MB', async () => {
    const padded = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
    expect(padded.length).toBe(MAX_IMAGE_BYTES + 1);
    await expectRefused(() => create([upload(dataUrl(padded))]), {
      field: 'images.0.image',
      message: 'Each image must be at most 5 MB.',
    });
  });

  it('refuses a genuine picture of more than 5 MB', async () => {
    const noisy = await sharp({
      create: {
        width: 1800,
        height: 1400,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    await expectRefused(() => create([upload(dataUrl(noisy, 'image/png'))]), {
      field: 'images.0.image',
      message: 'Each image must be at most 5 MB.',
    });
  });

  it('refuses a body larger than eight pictures could make with 413', async () => {
    const before = await storedState(seller);
    const response = await create([upload('A'.repeat(60 * 1024 * 1024))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large', detail: 'The request body is too large.' });
    expect(await storedState(seller)).toEqual(before);
  });

  it.each([
    ['text that is not base64', 'this is not base64!', 'The image must be base64 encoded.'],
    ['a data URL with broken content', 'data:image/jpeg;base64,@@@@', 'The image must be base64 encoded.'],
    ['a data URL with no content', 'data:image/jpeg;base64,', 'The image is empty.'],
    ['an empty string', '', 'Each image needs its content'],
  ])('refuses %s', async (_case, image, message) => {
    await expectRefused(() => create([upload(image)]), { field: 'images.0.image', message });
  });

  it('refuses a picture claiming 100000 x 100000 pixels', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expectRefused(() => create([upload(dataUrl(png, 'image/png'))]), {
      field: 'images.0.image',
      message: 'The file is not an image. Use a JPEG, PNG or WebP picture.',
    });
  });

  it('refuses a cut-off JPEG with a clear message, never a server error', async () => {
    // Its own wholesaler: should a good picture's files land after the answer, they land in another folder.
    const cutter = await verifiedWholesaler(ctx);
    await expectRefused(
      () => create([upload(base64(truncatedJpeg()))], {}, cutter),
      { field: 'images.0.image' },
      cutter,
    );
  });

  it('one bad picture among good ones refuses them all', async () => {
    await expectRefused(() => create([upload(base64(jpeg), true), upload(base64(Buffer.from('hello')))]), {
      field: 'images.1.image',
      message: 'The file is not an image. Use a JPEG, PNG or WebP picture.',
    });
    const cutter = await verifiedWholesaler(ctx);
    await expectRefused(
      () => create([upload(base64(jpeg), true), upload(base64(truncatedJpeg()))], {}, cutter),
      { field: 'images.1.image' },
      cutter,
    );
  });

  it('good pictures with an unknown category or a taken SKU are not kept', async () => {
    await expectRefused(() => create([upload(base64(jpeg))], { category: 999_999 }), {
      field: 'category',
      message: 'Choose one of the listed categories.',
    });
    await createProduct([], { sku: 'LAMP-1' });
    await expectRefused(() => create([upload(base64(jpeg)), upload(base64(jpeg))], { sku: 'LAMP-1' }), {
      field: 'sku',
      message: 'You already have a product with this SKU.',
    });
  });
});

describe('pictures on edit and delete', () => {
  it('new pictures replace the old ones, whose files are removed; an edit without pictures keeps them', async () => {
    const product = await createProduct([upload(base64(jpeg), true), upload(base64(jpeg))]);
    const oldUrls = product.images.flatMap((image) => [image.image, image.thumbnail]);

    const keep = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(product.id),
      headers: seller.auth,
      payload: { stock: 2 },
    });
    expect((keep.json() as Product).images).toEqual(product.images);

    const png = await pngPicture('#aa5522');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: editUrl(product.id),
      headers: seller.auth,
      payload: { images: [upload(dataUrl(png, 'image/png'), true)] },
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json() as Product;
    expect(edited.images).toHaveLength(1);
    expect(edited.images[0]?.is_main).toBe(true);
    expect((await fetchMedia(edited.images[0]!.image)).statusCode).toBe(200);
    const files = await storedProductFiles(ctx);
    for (const url of oldUrls) {
      expect(files).not.toContain(mediaKey(url));
      expect((await fetchMedia(url)).statusCode).toBe(404);
    }
  });

  it('a refused edit keeps the old pictures and stores no new ones', async () => {
    const product = await createProduct([upload(base64(jpeg), true)]);
    const edit = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: editUrl(product.id), headers: seller.auth, payload });

    await expectRefused(() => edit({ images: Array.from({ length: 9 }, () => upload(base64(jpeg))) }), {
      field: 'images',
      message: 'At most 8 images per product',
    });
    await expectRefused(() => edit({ images: [upload(base64(GIF_PICTURE))] }), {
      field: 'images.0.image',
      message: 'Only JPEG, PNG or WebP pictures are accepted.',
    });
    await createProduct([], { sku: 'LAMP-TAKEN' });
    await expectRefused(() => edit({ sku: 'LAMP-TAKEN', images: [upload(base64(jpeg), true)] }), {
      field: 'sku',
      message: 'You already have a product with this SKU.',
    });

    const shown = await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect((shown.json() as { products: Product }).products.images).toEqual(product.images);
  });

  it('deleting a product that was never ordered removes its picture files', async () => {
    const product = await createProduct([upload(base64(jpeg), true), upload(base64(jpeg))]);
    const keys = product.images.flatMap((image) => [mediaKey(image.image), mediaKey(image.thumbnail)]);
    expect(await storedProductFiles(ctx)).toEqual(expect.arrayContaining(keys));
    const response = await ctx.app.inject({ method: 'DELETE', url: deleteUrl(product.id), headers: seller.auth });
    expect(response.json()).toMatchObject({ deleted: true });
    const files = await storedProductFiles(ctx);
    for (const key of keys) expect(files).not.toContain(key);
  });
});

/** CRC-32 as PNG chunks use it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
