// The public data sets in /work/shared/data (next to the repository), read in place by tests and never copied.
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const SHARED_DATA = path.resolve(REPO_ROOT, '../shared/data');
export const HAS_SHARED_DATA = fs.existsSync(SHARED_DATA);
if (!HAS_SHARED_DATA) console.warn(`Shared data not found at ${SHARED_DATA}: the real-file import tests are skipped.`);

export const sharedFile = (relative: string): string => path.join(SHARED_DATA, relative);
