// The one validation hook for every body, query and param: a clear 4xx in the common error shape.
import { zValidator } from '@hono/zod-validator';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { config, safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { ApiError } from './errors.ts';
import { BODY_MESSAGES, badTextPath, jsonBody } from './json-body.ts';

// English messages for every schema, classic or zod/mini (docs/decisions/081): classic sets them when its first schema
// is built, mini never does, so a contract schema checked before any classic one was built would say "Invalid input".
config(en());

function describe(issues: $ZodIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  if (first.code === 'unrecognized_keys') return `Unknown field: ${first.keys.join(', ')}`;
  const field = first.path.map(String).join('.');
  // zod's default "Invalid input: expected string, received undefined" is unclear for a missing field.
  if (first.code === 'invalid_type' && /received undefined/.test(first.message) && field) return `${field} is required`;
  return first.message;
}

function fail(issues: $ZodIssue[]): never {
  throw new ApiError(400, 'VALIDATION_FAILED', describe(issues), {
    details: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  });
}

const decodePart = (text: string): string => {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/**
 * The query string as Hono's c.req.queries() reads it (`+` is a space, a malformed escape stays as sent, an empty
 * name is skipped), from the text after `?`, with a repeated key (?a=1&a=2) kept as an array so the schema rejects it. Parsed here in one pass:
 * Hono's reader cost the catalogue reads about 5 µs a request (docs/decisions/052).
 */
export function queryValue(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  if (query === '') return out;
  for (const part of query.split('&')) {
    const equals = part.indexOf('=');
    const name = decodePart(equals === -1 ? part : part.slice(0, equals));
    if (name === '') continue;
    const value = equals === -1 ? '' : decodePart(part.slice(equals + 1));
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

function checkText(value: unknown) {
  const bad = badTextPath(value, '');
  if (bad !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', BODY_MESSAGES.badText(bad));
}

/** The text after `?` (without a fragment) of the request's target, as the client sent it. */
function rawQuery(c: Context): string {
  // Node's own request line when served by @hono/node-server: c.req.url would build (and check) a whole URL first.
  const url = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url ?? c.req.url;
  const start = url.indexOf('?');
  if (start === -1) return '';
  const hash = url.indexOf('#', start);
  return hash === -1 ? url.slice(start + 1) : url.slice(start + 1, hash);
}

/** Frozen all the way down (plain objects and arrays), so one validated query can be handed to many requests. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/** Validated query strings kept per schema; past this many distinct ones the memo starts again. */
const QUERY_MEMO_MAX = 512;
/** Longer query strings (padding such as `year=0002024` passes) are checked every time, so the memo stays small. */
const QUERY_MEMO_KEY_MAX = 200;

/** Never called: its return type is what zValidator would give these arguments. */
const _zValidatorOf = <T extends $ZodType, Target extends 'json' | 'query' | 'param'>(target: Target, schema: T) => zValidator(target, schema);

/**
 * Validates one part of the request against a zod schema. JSON bodies go through jsonBody(): the one
 * content-type rule, read once and shared with the rate limiter. Query strings and path params are parsed
 * synchronously: zod's async path costs the catalogue routes (get-makes, get-models) a measurable share.
 * A query string that passed is remembered by its text, frozen: the Studio's and the widget's pickers ask the same
 * few queries all day, and parsing and checking one again cost a catalogue read about 5 µs (docs/decisions/053).
 * So a query schema must be a pure function of the text (no clock, no randomness); every one here is.
 */
export function validate<T extends $ZodType, Target extends 'json' | 'query' | 'param'>(target: Target, schema: T) {
  const memo = new Map<string, object>();
  const middleware: MiddlewareHandler = async function validateInput(c, next) {
    if (target === 'query') {
      const text = rawQuery(c);
      let data = memo.get(text);
      if (data === undefined) {
        const value = queryValue(text);
        checkText(value);
        const result = safeParse(schema, value);
        if (!result.success) fail(result.error.issues);
        data = deepFreeze(result.data as object);
        if (text.length <= QUERY_MEMO_KEY_MAX) {
          if (memo.size >= QUERY_MEMO_MAX) memo.clear();
          memo.set(text, data);
        }
      }
      c.req.addValidatedData(target, data);
      return next();
    }
    let value: unknown;
    if (target === 'json') {
      value = await jsonBody(c);
    } else {
      value = c.req.param();
      checkText(value);
    }
    const result = safeParse(schema, value);
    if (!result.success) fail(result.error.issues);
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
  // zValidator's type carries the schema's input and output into c.req.valid(); our middleware does the work.
  return middleware as unknown as ReturnType<typeof _zValidatorOf<T, Target>>;
}
