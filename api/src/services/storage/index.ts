import type { Env } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { isStoreDown, s3Storage } from './s3.ts';
import { diskStorage, type Storage } from './storage.ts';

export { isStoreDown, s3Storage, S3StorageError, S3Unreachable, type S3StorageOptions } from './s3.ts';
export { diskStorage, renderKey, renderMaskKey, renderOriginalKey, type Storage } from './storage.ts';

export const STORE_UNAVAILABLE_MESSAGE = 'The image store is unavailable. Please try again in a minute.';
/** What a 503 for a store that is down asks the client to wait. */
export const STORE_RETRY_AFTER_SECONDS = 30;

/**
 * The object store as the routes use it: a store that is down (no answer, 5xx or 429 after the retries) fails with
 * a 503 that says so and asks to retry, instead of an internal error (issue 23 item 18). Each such failure is
 * logged once with the store's own words, for the operator.
 */
export function reportingStoreDown(storage: Storage, log: { error: (message: string, error?: unknown) => void }): Storage {
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!isStoreDown(error)) throw error;
      log.error('The image store is unavailable', error);
      throw new ApiError(503, 'STORAGE_UNAVAILABLE', STORE_UNAVAILABLE_MESSAGE, { cause: error, retryAfterSeconds: STORE_RETRY_AFTER_SECONDS });
    }
  };
  return {
    put: (key, bytes) => guard(() => storage.put(key, bytes)),
    get: (key) => guard(() => storage.get(key)),
    delete: (key) => guard(() => storage.delete(key)),
    sweepPartials: (...args) => guard(() => storage.sweepPartials(...args)),
  };
}

/** The storage the environment asks for: S3 when every required S3_* variable is set, else disk under DATA_DIR. */
export function createStorage(env: Pick<Env, 'imageStorage'>, log: { error: (message: string, error?: unknown) => void }): Storage {
  const config = env.imageStorage;
  return config.kind === 's3' ? reportingStoreDown(s3Storage(config), log) : diskStorage(config.dir);
}

/** One line for the start log; never shows a credential. */
export function describeStorage(env: Pick<Env, 'imageStorage'>): string {
  const config = env.imageStorage;
  return config.kind === 's3' ? `S3 bucket ${config.bucket} at ${config.endpoint}` : `disk (${config.dir})`;
}
