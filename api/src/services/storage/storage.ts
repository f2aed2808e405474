// Where images live. Keys are relative paths like `renders/<shopId>/<renderId>.png`; the disk adapter keeps
// them under DATA_DIR, and an object-storage adapter only has to implement the same four calls.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

export function diskStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

export const renderKey = (shopId: string, renderId: string): string => `renders/${shopId}/${renderId}.png`;
