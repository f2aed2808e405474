// Test helper: the public data sets in /work/shared/data, read in place and never copied into the repo.
// A test that needs them fails with a clear message when they are missing: it never skips (issue 24 item 6).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');

export function readSharedFile(relative: string, root: string = SHARED_DATA): string {
  const file = path.join(root, relative);
  if (!existsSync(file)) {
    throw new Error(
      `The shared data sets are missing: ${file} does not exist. These tests read the public vehicle and vinyl lists in ` +
        `place; put the data folder next to the repository (../shared/data, with vehicles/ and vinyl/) and run them again.`,
    );
  }
  return readFileSync(file, 'utf8');
}
