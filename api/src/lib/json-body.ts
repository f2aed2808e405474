// The one rule for request bodies of JSON endpoints, read once per request and shared by everything that looks at
// the body (rate limits keyed by email, the widget's honeypot, the validator):
// - `application/json` or any `application/…+json` type; another type is 415 and nothing is written;
// - a body is required (400), and it must parse (400);
// - no text anywhere in it may hold a NUL character or a lone UTF-16 surrogate (400): they corrupt exports and
//   logs and are never typed by a person;
// - arrays and objects nest at most MAX_JSON_DEPTH deep (400): no form nests more than a few levels, and a body of
//   5,000 `[` would otherwise overflow the stack of whatever walks it (issue 23 item 11).
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const BODY_MESSAGES = {
  unsupportedType: 'Send the request body as JSON (Content-Type: application/json).',
  missing: 'The request body is required.',
  malformed: 'The request body is not valid JSON.',
  tooDeep: 'The request body is nested too deeply.',
  badText: (path: string) => `${path || 'The body'} contains characters that are not allowed (a NUL character or broken Unicode).`,
} as const;

/** Deeper than any body the API takes; a person's form nests three or four levels. */
export const MAX_JSON_DEPTH = 64;

/** True when the JSON text's arrays and objects nest deeper than `max` (strings skipped; one pass, no recursion). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

const parsed = new WeakMap<Request, Promise<unknown>>();

async function parse(c: Context): Promise<unknown> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, 'BAD_REQUEST', BODY_MESSAGES.missing);
  if (!JSON_TYPE.test(mediaType)) throw new ApiError(415, 'UNSUPPORTED_MEDIA', BODY_MESSAGES.unsupportedType);
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, 'BAD_REQUEST', BODY_MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, 'BAD_REQUEST', BODY_MESSAGES.malformed, { cause: error });
  }
  const bad = badTextPath(value, '');
  if (bad !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', BODY_MESSAGES.badText(bad));
  return value;
}

/** The parsed JSON body, or the ApiError that says why there is none. Reads the stream once per request. */
export function jsonBody(c: Context): Promise<unknown> {
  let body = parsed.get(c.req.raw);
  if (!body) {
    body = parse(c);
    // Callers that only peek (rate limits) swallow the error; the validator rethrows it.
    body.catch(() => undefined);
    parsed.set(c.req.raw, body);
  }
  return body;
}

/** In unicode mode a proper surrogate pair is one code point, so \p{Cs} matches only a lone half. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const BAD_TEXT = /[\u0000\p{Cs}]/u;

/** True for text a person could have typed: no NUL and no unpaired surrogate. */
export function isCleanText(text: string): boolean {
  return !BAD_TEXT.test(text);
}

/** The path of the first string (or key) in `value` that is not clean text; undefined when all are. */
export function badTextPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = badTextPath(item, `${path}[${i}]`);
      if (bad !== undefined) return bad;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (!isCleanText(key)) return at;
      const bad = badTextPath(item, at);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}

/** A field of the JSON body, for middleware that only peeks at it; undefined when there is no usable body. */
export async function jsonField(c: Context, field: string): Promise<unknown> {
  const body = await jsonBody(c).catch(() => undefined);
  return body && typeof body === 'object' && field in body ? (body as Record<string, unknown>)[field] : undefined;
}
