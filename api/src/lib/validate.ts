// The one validation hook for every body, query and param: a clear 400 in the common error shape.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
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

export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues;
      throw new ApiError(400, 'VALIDATION_FAILED', describe(issues), {
        details: issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
      });
    }
  });
}
