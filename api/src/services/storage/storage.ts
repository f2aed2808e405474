// Where images live. Keys are relative paths like `renders/<shopId>/<renderId>.png`; the disk adapter keeps
// them under DATA_DIR, the S3 adapter (s3.ts) as objects of one bucket (docs/decisions/038).
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes the temporary files of writes that never finished and were last touched before `olderThan`: a
   * process killed half-way through a put cannot clean up after itself. Returns how many went. Adapters that
   * write atomically without temporary files return 0.
   */
  sweepPartials(olderThan: Date): Promise<number>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;
const PARTIAL_SUFFIX = '.part';

/** The key, or a thrown error when it could climb out of the root or is not plain URL- and path-safe text. */
export function checkKey(key: string): string {
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
      // Write then rename, so a reader never sees half a file; a failed write (a full disk) takes its
      // half-written temporary file with it.
      const partial = `${file}.${process.pid}.${Date.now()}${PARTIAL_SUFFIX}`;
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
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
    async sweepPartials(olderThan) {
      let names: string[];
      try {
        names = await fs.readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith(PARTIAL_SUFFIX))) {
        const file = path.join(root, name);
        const stat = await fs.stat(file).catch(() => null);
        if (!stat?.isFile() || stat.mtimeMs >= olderThan.getTime()) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

export const renderKey = (shopId: string, renderId: string): string => `renders/${shopId}/${renderId}.png`;

/**
 * Kept beside a photo recolour's picture when the customer's photo was bigger than the 2048 px it was worked at
 * (decision 074): the original (up to 4096 px) and the selection, for exports at the original's size. Named after
 * the picture's key, so a free repeat that shows the same picture finds them, and they go with it.
 */
export const renderOriginalKey = (imageKey: string): string => imageKey.replace(/\.png$/, '-original.jpg');
export const renderMaskKey = (imageKey: string): string => imageKey.replace(/\.png$/, '-mask.png');
