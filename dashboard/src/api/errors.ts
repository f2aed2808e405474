// Reading the API's error shape `{ error: { message, code } }` off a failed request.
import { HTTPError } from 'ky';
import { isUnexpectedAnswer } from '@wrapsmith/core/contract';

export interface ApiErrorInfo {
  status: number | undefined;
  /** The server's message, when it sent one. */
  message: string | undefined;
  code: string | undefined;
}

/** ky's beforeError hook stores the parsed body here, so callers never read the stream twice. */
export const errorBodyKey = Symbol('wrapsmith.errorBody');

interface WithBody {
  [errorBodyKey]?: { error?: { message?: unknown; code?: unknown } };
}

export function apiErrorInfo(error: unknown): ApiErrorInfo {
  // An answer that does not read as its route declares (read-answer.ts): the server did answer, so the reader's
  // sentence ("Reload the page…") is what the user sees, under the code UNEXPECTED_ANSWER.
  if (isUnexpectedAnswer(error)) return { status: error.status ?? 200, message: error.message, code: error.code };
  if (!(error instanceof HTTPError)) return { status: undefined, message: undefined, code: undefined };
  const body = (error as HTTPError & WithBody)[errorBodyKey];
  const message = typeof body?.error?.message === 'string' && body.error.message ? body.error.message : undefined;
  const code = typeof body?.error?.code === 'string' ? body.error.code : undefined;
  return { status: error.response.status, message, code };
}

/**
 * What to tell the user about a failed call: `unexpected` when no answer came (network down, a bug), else the
 * server's message, else `fallback`.
 */
export function apiErrorText(error: unknown, unexpected: string, fallback: string): string {
  const info = apiErrorInfo(error);
  return info.status === undefined ? unexpected : (info.message ?? fallback);
}

/** True for an answer from the server (as opposed to a network failure or a bug in our code). */
export function isHttpError(error: unknown): boolean {
  return error instanceof HTTPError || isUnexpectedAnswer(error);
}

/**
 * Why asking for a reset link failed: the account is not verified yet (the caller may offer to verify), or the
 * server's message, or `fallback`. Shared by the Forgot Password dialog and the dead reset link's form.
 */
export function resetLinkFailure(error: unknown, notVerified: string, fallback: string): { notVerified: boolean; text: string } {
  const { message } = apiErrorInfo(error);
  if (message?.toLowerCase().includes('not verified')) return { notVerified: true, text: notVerified };
  return { notVerified: false, text: message ?? fallback };
}
