// Every answer the dashboard reads from /api/v1 goes through here (docs/decisions/081, "Clients"): parsed with the
// response schema its route declares in @wrapsmith/core/contract, so pages get what the contract says or one clear
// error (UNEXPECTED_ANSWER, told to the user by apiErrorText) instead of failing later on a missing field. Import
// each area's answers in its own endpoint module, so a page's schemas travel with the code that calls its routes.
import type { ResponsePromise } from 'ky';
import { isUnexpectedAnswer, readAnswer, UnexpectedAnswerError, type AnswerOf, type AnswerSchema } from '@wrapsmith/core/contract';

/** The JSON answer of `request`, parsed with `schema`; an UnexpectedAnswerError (with its fields in the console) when it does not parse. */
export async function answer<S extends AnswerSchema>(request: ResponsePromise, schema: S): Promise<AnswerOf<S>> {
  const response = await request;
  const what = response.url ? `${new URL(response.url, 'http://localhost').pathname}` : 'the API';
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  try {
    return readAnswer(schema, json, what, response.status);
  } catch (error) {
    if (isUnexpectedAnswer(error)) console.error(`Unexpected answer from ${what}:`, error.issues);
    throw error;
  }
}

/**
 * A list that pages by number or by cursor (bookings, leads) declares `page` and `total` optional: they are left out
 * when the request asked by cursor. The dashboard asks by page number, so both must be there; that depends on the
 * request, which a response schema cannot say, hence this one check beside it.
 */
export async function byPageNumber<T extends { page?: number | undefined; total?: number | undefined }>(
  pending: Promise<T>,
): Promise<T & { page: number; total: number }> {
  const page = await pending;
  if (typeof page.page === 'number' && typeof page.total === 'number') return page as T & { page: number; total: number };
  const issues = [{ path: typeof page.page === 'number' ? 'total' : 'page', message: 'Required when a list is asked by page number' }];
  console.error('Unexpected answer to a page of a list:', issues);
  throw new UnexpectedAnswerError('a page of a list', issues);
}
