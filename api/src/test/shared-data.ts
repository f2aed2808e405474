// The public data sets in /work/shared/data (next to the repository), read in place by tests and never copied.
// A test that needs them fails with a clear message when they are missing: it never skips (issue 24 item 6).
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const SHARED_DATA = path.resolve(REPO_ROOT, '../shared/data');

export const sharedFile = (relative: string): string => path.join(SHARED_DATA, relative);

/**
 * The CSV files of one folder of the shared data sets (`vehicles`, `vinyl`). Throws, naming the folder it looked in,
 * when the folder is missing or holds no CSV: the tests built from this list then fail instead of silently running none.
 */
export function sharedCsvFiles(folder: string, root: string = SHARED_DATA): string[] {
  const dir = path.join(root, folder);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.csv')).sort() : [];
  if (files.length === 0) {
    throw new Error(
      `The shared data sets are missing: no CSV files in ${dir}. These tests read the public vehicle and vinyl lists in ` +
        `place; put the data folder next to the repository (../shared/data, with vehicles/ and vinyl/) and run them again.`,
    );
  }
  return files;
}
