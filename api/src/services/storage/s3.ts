// Images as objects of one bucket on any S3-compatible store (AWS S3, MinIO, Ceph, R2, Garage…), signed with
// AWS Signature V4 by aws4fetch (docs/decisions/038). The API still serves every image itself, so the bucket
// stays private.
import { AwsClient } from 'aws4fetch';
import { checkKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  /** Base URL of the store, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signing region. Unset: taken from an AWS, R2 or B2 endpoint's host name, else `us-east-1`. */
  region?: string;
  /** `endpoint/bucket/key` (true, the default: every S3-compatible store answers it) or `bucket.endpoint/key`. */
  forcePathStyle?: boolean;
  /** Extra tries after a 5xx or 429 answer, with a short random back-off. */
  retries?: number;
  /** Longest one call may take, retries included, before it fails. */
  timeoutMs?: number;
}

/** An answer from the store that is neither success nor a missing object. */
export class S3StorageError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'S3StorageError';
  }
}

/** The store did not answer at all (refused, reset, timed out). */
export class S3Unreachable extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'S3Unreachable';
  }
}

/**
 * True when the store is down or overloaded rather than refusing this request: no answer, or a 5xx or 429 after the
 * retries. A 403 or a missing bucket is a set-up mistake and stays an internal error.
 */
export const isStoreDown = (error: unknown): boolean =>
  error instanceof S3Unreachable || (error instanceof S3StorageError && (error.status >= 500 || error.status === 429));

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The `<Code>` of an S3 XML error body, e.g. NoSuchKey or SignatureDoesNotMatch. */
const errorCodeOf = (body: string) => /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1];

export function s3Storage(options: S3StorageOptions): Storage {
  const { bucket, forcePathStyle = true, retries = 2, timeoutMs = 30_000 } = options;
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries,
  });
  const base = new URL(options.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');
  // The key check leaves only letters, digits, `_.-` and single slashes: nothing in a key needs escaping.
  const urlOf = (key: string): string => {
    const url = new URL(base);
    if (forcePathStyle) {
      url.pathname = `${basePath}/${encodeURIComponent(bucket)}/${checkKey(key)}`;
    } else {
      url.hostname = `${bucket}.${base.hostname}`;
      url.pathname = `${basePath}/${checkKey(key)}`;
    }
    return url.toString();
  };

  async function call(method: 'PUT' | 'GET' | 'DELETE', key: string, init: { body?: Uint8Array; headers?: Record<string, string> } = {}) {
    const url = urlOf(key);
    try {
      return await client.fetch(url, { method, body: init.body, headers: init.headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new S3Unreachable(`S3 ${method} ${bucket}/${key} did not answer: ${(error as Error).message}`, { cause: error });
    }
  }

  async function failure(method: string, key: string, res: Response): Promise<S3StorageError> {
    const code = errorCodeOf(await res.text().catch(() => ''));
    return new S3StorageError(`S3 ${method} ${bucket}/${key} failed: ${res.status}${code ? ` ${code}` : ''}`, res.status, code);
  }

  // A 404 for a missing bucket is a set-up mistake, not a missing image: it throws like any other failure.
  const isMissingObject = (error: S3StorageError) => error.status === 404 && error.code !== 'NoSuchBucket';

  return {
    async put(key, bytes) {
      const res = await call('PUT', key, { body: bytes, headers: { 'content-type': contentTypeOf(key) } });
      if (!res.ok) throw await failure('PUT', key, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await call('GET', key);
      if (res.ok) return Buffer.from(await res.arrayBuffer());
      const error = await failure('GET', key, res);
      if (isMissingObject(error)) return null;
      throw error;
    },
    async delete(key) {
      const res = await call('DELETE', key);
      if (res.ok) {
        await res.body?.cancel();
        return;
      }
      const error = await failure('DELETE', key, res);
      if (!isMissingObject(error)) throw error;
    },
    // A PUT either stores the whole object or nothing: there are no temporary files to sweep.
    sweepPartials() {
      return Promise.resolve(0);
    },
  };
}
