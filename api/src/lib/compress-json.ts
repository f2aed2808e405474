// JSON answers of 1 KB or more are sent compressed when the client accepts it (issue 23 item 21), as the static
// files are (lib/static-assets.ts): brotli first, then gzip. Done inside `c.json` itself, not by reading the finished
// response back: a small answer (most of them) stays the plain string body @hono/node-server writes without a
// Headers object (decision 052), and streamed answers (CSV exports, server-sent events) never pass through it.
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { negotiateEncoding } from './static-assets.ts';

/** Below this a compressed body saves less than its headers cost (the same threshold as static files and hono/compress). */
export const MIN_JSON_COMPRESS_BYTES = 1024;
/**
 * Dynamic answers are compressed on every request, so at a fast level rather than the static files' maximum: brotli
 * 4 and gzip 6 take ~0.1 ms for the widget's 8.8 KB films list (→ 1.5 KB); paged lists bound the largest answer.
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

type JsonArgs = [object: unknown, arg?: number | ResponseInit, headers?: Record<string, string | string[]>];

/** Replaces `c.json` on this request's context with one that compresses answers of MIN_JSON_COMPRESS_BYTES or more. */
export function compressJsonAnswers(c: Context): void {
  const plain = c.json as unknown as (...args: JsonArgs) => Response;
  const accept = c.req.header('accept-encoding');
  const compressed = ((...[object, arg, headers]: JsonArgs) => {
    const text = JSON.stringify(object);
    // A UTF-16 length below the threshold is below it in UTF-8 bytes too (never fewer bytes than characters).
    if (text === undefined || text.length < MIN_JSON_COMPRESS_BYTES || c.req.method === 'HEAD') return plain(object, arg, headers);
    const bytes = Buffer.from(text);
    const encoding = negotiateEncoding(accept);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          })
        : encoding === 'gzip'
          ? zlib.gzipSync(bytes, { level: GZIP_LEVEL })
          : bytes;
    const extra: Record<string, string | string[]> = { 'Content-Type': 'application/json', ...headers, 'Content-Length': String(body.length) };
    if (encoding) extra['Content-Encoding'] = encoding;
    const respond = c.newResponse as unknown as (data: Uint8Array, arg: number | ResponseInit | undefined, headers: Record<string, string | string[]>) => Response;
    const response = respond(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), arg, extra);
    // Added to what the route already varies by (the widget's CORS answers vary by Origin), never in its place.
    const vary = response.headers.get('vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) response.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return response;
  }) as unknown as typeof c.json;
  c.json = compressed;
}
