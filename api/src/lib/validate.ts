// The one validation hook for every body, query and param: a clear 4xx in the common error shape.
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';
import { BODY_MESSAGES, badTextPath, jsonBody } from './json-body.ts';

function describe(issues: z.core.$ZodIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  if (first.code === 'unrecognized_keys') return `Unknown field: ${first.keys.join(', ')}`;
  const field = first.path.map(String).join('.');
  // zod's default "Invalid input: expected string, received undefined" is unclear for a missing field.
  if (first.code === 'invalid_type' && /received undefined/.test(first.message) && field) return `${field} is required`;
  return first.message;
}

function fail(issues: z.core.$ZodIssue[]): never {
  throw new ApiError(400, 'VALIDATION_FAILED', describe(issues), {
    details: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  });
}

/** A repeated key (?a=1&a=2) stays an array, as in Hono's own validator, so the schema rejects it. */
function queryValue(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) out[key] = values.length === 1 ? (values[0] ?? '') : values;
  return out;
}

function checkText(value: unknown) {
  const bad = badTextPath(value, '');
  if (bad !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', BODY_MESSAGES.badText(bad));
}

/** Never called: its return type is what zValidator would give these arguments. */
const _zValidatorOf = <T extends z.ZodType, Target extends 'json' | 'query' | 'param'>(target: Target, schema: T) => zValidator(target, schema);

/**
 * Validates one part of the request against a zod schema. JSON bodies go through jsonBody(): the one
 * content-type rule, read once and shared with the rate limiter. Query strings and path params are parsed
 * synchronously: zod's async path costs the catalogue routes (get-makes, get-models) a measurable share.
 */
export function validate<T extends z.ZodType, Target extends 'json' | 'query' | 'param'>(target: Target, schema: T) {
  const middleware: MiddlewareHandler = async function validateInput(c, next) {
    let value: unknown;
    if (target === 'json') {
      value = await jsonBody(c);
    } else {
      value = target === 'param' ? c.req.param() : queryValue(c);
      checkText(value);
    }
    const result = schema.safeParse(value);
    if (!result.success) fail(result.error.issues);
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
  // zValidator's type carries the schema's input and output into c.req.valid(); our middleware does the work.
  return middleware as unknown as ReturnType<typeof _zValidatorOf<T, Target>>;
}
