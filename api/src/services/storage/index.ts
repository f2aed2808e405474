import type { Env } from '../../env.ts';
import { s3Storage } from './s3.ts';
import { diskStorage, type Storage } from './storage.ts';

export { s3Storage, S3StorageError, type S3StorageOptions } from './s3.ts';
export { diskStorage, renderKey, renderMaskKey, renderOriginalKey, type Storage } from './storage.ts';

/** The storage the environment asks for: S3 when every required S3_* variable is set, else disk under DATA_DIR. */
export function createStorage(env: Pick<Env, 'imageStorage'>): Storage {
  const config = env.imageStorage;
  return config.kind === 's3' ? s3Storage(config) : diskStorage(config.dir);
}

/** One line for the start log; never shows a credential. */
export function describeStorage(env: Pick<Env, 'imageStorage'>): string {
  const config = env.imageStorage;
  return config.kind === 's3' ? `S3 bucket ${config.bucket} at ${config.endpoint}` : `disk (${config.dir})`;
}
