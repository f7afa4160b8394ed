import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files only their owner and administrators may read (licence scans): kept outside the public media folder,
 * so no static route serves them; an authenticated API route reads them after its access check.
 */
export interface PrivateFiles {
  put(key: string, content: Buffer): Promise<void>;
  /** The stored bytes, or null when the file is missing. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export function createPrivateFiles(dir: string): PrivateFiles {
  const root = path.resolve(dir);
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Private file key escapes its folder: ${key}`);
    return file;
  };
  return {
    async put(key, content) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, content, { mode: 0o600 });
    },
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
