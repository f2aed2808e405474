// Test helper: the public data sets in /work/shared/data, read in place and never copied into the repo.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SHARED_DATA = path.resolve(import.meta.dirname, '../../../../../shared/data');
export const HAS_SHARED_DATA = existsSync(SHARED_DATA);
if (!HAS_SHARED_DATA) console.warn(`Shared data not found at ${SHARED_DATA}: the real-file import tests are skipped.`);

export function readSharedFile(relative: string): string {
  return readFileSync(path.join(SHARED_DATA, relative), 'utf8');
}
