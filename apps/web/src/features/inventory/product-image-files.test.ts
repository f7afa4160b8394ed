import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@marketplace/contract';
import { bytesToBase64, checkImageFiles, fileToDataUrl, toImageUploads } from './product-image-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('image file checks', () => {
  it('accepts JPEG, PNG and WebP images', () => {
    const files = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png'), file('c.webp', 'image/webp')];
    expect(checkImageFiles(files, 0)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses other file types, naming the file', () => {
    const result = checkImageFiles([file('logo.gif', 'image/gif'), file('price-list.pdf', 'application/pdf')], 0);
    expect(result.accepted).toEqual([]);
    expect(result.problems).toEqual([
      'logo.gif is not a JPEG, PNG or WebP image.',
      'price-list.pdf is not a JPEG, PNG or WebP image.',
    ]);
  });

  it('accepts exactly 5 MB and refuses anything larger', () => {
    const exact = file('exact.jpg', 'image/jpeg', MAX_IMAGE_BYTES);
    const big = file('big.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1);
    expect(checkImageFiles([exact, big], 0)).toEqual({
      accepted: [exact],
      problems: ['big.jpg is larger than 5 MB.'],
    });
  });

  it('stops at 8 images, counting those already chosen', () => {
    const files = [file('7.png', 'image/png'), file('8.png', 'image/png'), file('9.png', 'image/png')];
    const result = checkImageFiles(files, 6);
    expect(result.accepted).toEqual(files.slice(0, 2));
    expect(result.problems).toEqual(['9.png was not added: a product can have at most 8 images.']);
  });

  it('does not let a refused file use up a place', () => {
    const result = checkImageFiles([file('bad.gif', 'image/gif'), file('ok.png', 'image/png')], 7);
    expect(result.accepted).toEqual([file('ok.png', 'image/png')]);
  });
});

describe('base64 conversion', () => {
  it('encodes bytes like the platform does', () => {
    expect(bytesToBase64(new Uint8Array([]))).toBe('');
    expect(bytesToBase64(new TextEncoder().encode('Rs. 1,23,456'))).toBe(
      Buffer.from('Rs. 1,23,456').toString('base64'),
    );
  });

  it('encodes large buffers (more than one slice) without losing bytes', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => (index * 31) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('turns a file into a data URL of its type', async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    expect(await fileToDataUrl(png)).toBe('data:image/png;base64,iVBORw==');
  });

  it('marks exactly one upload as main, the first when the choice is out of range', async () => {
    const files = [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/webp' })];
    expect(await toImageUploads(files, 1)).toEqual([
      { image: 'data:image/png;base64,YQ==', is_main: false },
      { image: 'data:image/webp;base64,Yg==', is_main: true },
    ]);
    expect((await toImageUploads(files, 5)).map((upload) => upload.is_main)).toEqual([true, false]);
  });
});
