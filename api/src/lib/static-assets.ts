// Files of the dashboard and widget builds, sent compressed (brotli when the browser accepts it, else gzip) with an
// ETag. Each file is compressed once per encoding and kept until it changes on disk (derived data: a per-process
// cache is enough), so a request for a 300 KB chunk costs a stat and a lookup, not a brotli pass.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** Names change with their content: cache for a year, never revalidate. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
/** Text compresses; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt']);
/** Below this a compressed body saves less than its headers cost (hono/compress uses the same threshold). */
const MIN_COMPRESS_BYTES = 1024;

export interface SendOptions {
  cacheControl: string;
  /** Defaults to the type of the file's extension. */
  contentType?: string;
  /** Extra response headers (CORS for the widget). */
  headers?: Record<string, string>;
}

export interface StaticAssetsOptions {
  /** Brotli quality for the one-time compression; 11 (the maximum) by default, since each file is compressed once. */
  brotliQuality?: number;
}

interface CachedFile {
  version: string;
  body: Uint8Array;
  etag: string;
  compressible: boolean;
  encoded: Partial<Record<Encoding, Promise<Uint8Array>>>;
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli first, then gzip, honouring `q=0` and `*`;
 * undefined for identity.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q?.[1] === undefined ? 1 : Number(q[1]));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/** True when an If-None-Match header names `etag` (weak or strong, any encoding's variant, or `*`). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(1, -1);
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag || t.replace(/-(br|gzip)"$/, '"') === `"${bare}"`;
  });
}

/**
 * `path` inside `dir` for a URL path, or undefined when it would leave `dir` (`..`, an encoded slash, a NUL).
 * Does not check that the file exists.
 */
export function fileInside(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const root = path.resolve(dir);
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export function staticAssets(options: StaticAssetsOptions = {}) {
  const brotliQuality = options.brotliQuality ?? zlib.constants.BROTLI_MAX_QUALITY;
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | undefined> {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile()) {
      cache.delete(file);
      return undefined;
    }
    const version = `${stat.mtimeMs}:${stat.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    const entry = entryOf(version, new Uint8Array(await fs.promises.readFile(file)), file);
    cache.set(file, entry);
    return entry;
  }

  function entryOf(version: string, body: Uint8Array, name: string): CachedFile {
    const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
    return {
      version,
      body,
      etag: `"${hash}"`,
      compressible: COMPRESSIBLE.has(path.extname(name).toLowerCase()) && body.length >= MIN_COMPRESS_BYTES,
      encoded: {},
    };
  }

  /** Files read from elsewhere than the disk (another version's chunks from the object store): a few, kept by name. */
  const stored = new Map<string, CachedFile>();
  const MAX_STORED = 100;

  async function respond(request: Request, entry: CachedFile, name: string, sendOptions: SendOptions): Promise<Response> {
    const encoding = entry.compressible ? negotiateEncoding(request.headers.get('accept-encoding')) : undefined;
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    const headers = new Headers({
      'Content-Type': sendOptions.contentType ?? CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': sendOptions.cacheControl,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      ...sendOptions.headers,
    });
    if (entry.compressible) headers.set('Vary', 'Accept-Encoding');
    if (matchesEtag(request.headers.get('if-none-match'), entry.etag)) return new Response(null, { status: 304, headers });
    const body = encoding ? await encode(entry, encoding) : entry.body;
    if (encoding) headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.length));
    return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
  }

  function encode(entry: CachedFile, encoding: Encoding): Promise<Uint8Array> {
    entry.encoded[encoding] ??= (
      encoding === 'br'
        ? brotli(entry.body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
          })
        : gzip(entry.body, { level: 9 })
    ).then((buffer) => new Uint8Array(buffer));
    return entry.encoded[encoding];
  }

  return {
    /**
     * A response for `file` to `request` (200, or 304 when its If-None-Match names the file's ETag); undefined
     * when there is no such file.
     */
    async send(request: Request, file: string, sendOptions: SendOptions): Promise<Response | undefined> {
      const entry = await load(file);
      return entry && respond(request, entry, file, sendOptions);
    },
    /**
     * The same answer for a file found elsewhere than the disk: `read` is asked only when `key` is not kept yet,
     * and undefined when it finds nothing. Names must change with their content (hashed), since a kept file is
     * never read again.
     */
    async sendStored(request: Request, key: string, name: string, read: () => Promise<Uint8Array | null>, sendOptions: SendOptions): Promise<Response | undefined> {
      let entry = stored.get(key);
      if (!entry) {
        const body = await read();
        if (!body) return undefined;
        entry = entryOf('stored', new Uint8Array(body), name);
        if (stored.size >= MAX_STORED) stored.delete(stored.keys().next().value!);
        stored.set(key, entry);
      }
      return respond(request, entry, name, sendOptions);
    },
  };
}
