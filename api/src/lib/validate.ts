// The one validation hook for every body, query and param: a clear 400 in the common error shape.
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

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

export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const standard = zValidator(target, schema, (result) => {
    if (!result.success) fail(result.error.issues);
  });
  if (target !== 'query' && target !== 'param') return standard;
  // Query strings and path params need no body reading, so they are parsed synchronously: zValidator always
  // takes zod's async path, which costs the catalogue routes (get-makes, get-models) a measurable share.
  const lean: MiddlewareHandler = async function validateSync(c, next) {
    const result = schema.safeParse(target === 'param' ? c.req.param() : queryValue(c));
    if (!result.success) fail(result.error.issues);
    c.req.addValidatedData(target, result.data as object);
    await next();
  };
  return lean as unknown as typeof standard;
}
