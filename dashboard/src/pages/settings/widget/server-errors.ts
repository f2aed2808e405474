// Field messages from a 400 VALIDATION_FAILED answer (`error.details: [{ path, message }]`), keyed by form field.
import { errorBodyKey } from '../../../api/errors.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';

const FIELD_OF_PATH: Record<string, string> = { offeredBrandIds: 'brandIds', offeredZones: 'zones' };

export function serverFieldErrors(error: unknown): FieldErrors {
  const body = (error as { [errorBodyKey]?: { error?: { details?: unknown } } } | null)?.[errorBodyKey];
  const details = body?.error?.details;
  const out: FieldErrors = {};
  if (!Array.isArray(details)) return out;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const root = detail.path.split('.')[0] ?? '';
    out[FIELD_OF_PATH[root] ?? root] ??= detail.message;
  }
  return out;
}
