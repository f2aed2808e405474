// Why saving a booking failed, for the form: the server's message (Booking submission failed. when it gave
// none, the generic message when the request never got an answer) and its per-field validation details.
import { BOOKING_MESSAGES } from '@wrapsmith/core';
import { apiErrorInfo } from '../../api/index.ts';
import { errorBodyKey } from '../../api/errors.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';

export interface SaveFailure {
  message: string;
  fields: FieldErrors;
}

export function saveFailure(error: unknown): SaveFailure {
  const info = apiErrorInfo(error);
  if (info.status === undefined) return { message: BOOKING_MESSAGES.generic, fields: {} };
  const body = (error as { [errorBodyKey]?: { error?: { details?: unknown } } })[errorBodyKey];
  const details = body?.error?.details;
  const fields: FieldErrors = {};
  if (Array.isArray(details)) {
    for (const detail of details as { path?: unknown; message?: unknown }[]) {
      if (typeof detail.path === 'string' && typeof detail.message === 'string') fields[detail.path.split('.')[0] ?? ''] ??= detail.message;
    }
  }
  return { message: info.message ?? BOOKING_MESSAGES.submitFailed, fields };
}
