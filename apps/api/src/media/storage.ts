import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where stored files live; local disk here, an S3-compatible bucket behind the same shape elsewhere. */
export interface MediaStorage {
  put(key: string, content: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * The public address of a stored key: always `${baseUrl}/${key}` (listing products' JSON keeps it, and the
   * database writes it into that JSON).
   */
  url(key: string): string;
  readonly baseUrl: string;
}

export function createDiskStorage(dir: string, baseUrl: string): MediaStorage {
  const resolve = (key: string) => {
    const file = path.resolve(dir, key);
    if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`Media key escapes the media folder: ${key}`);
    return file;
  };
  return {
    async put(key, content) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, content);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `${baseUrl}/${key}`,
    baseUrl,
  };
}
