// Issue 24 item 2: the dashboard's one reader of answers refuses a malformed answer with a clear error (development,
// tests) or logs it and goes on (production), and apiErrorText tells the user to reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authAnswers, UNEXPECTED_ANSWER, UNEXPECTED_ANSWER_MESSAGE, type AnswerSchema } from '@wrapsmith/core/contract';
import type { ResponsePromise } from 'ky';
import { checkAnswer, STRICT } from './read-answer.ts';
import { lazyAnswer } from './lazy-answer.ts';
import { apiErrorInfo, apiErrorText, isHttpError } from './errors.ts';

const respond = (body: unknown, url = 'http://localhost/api/v1/auth/reset-password-check') => {
  const response = new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  Object.defineProperty(response, 'url', { value: url });
  return Promise.resolve(response) as unknown as ResponsePromise;
};

/** `request` read with `schema` the way every endpoint module reads its answers (lazy-answer.ts). */
const answer = <S extends AnswerSchema>(request: ResponsePromise, schema: S) => lazyAnswer(request, () => Promise.resolve({ answers: { it: schema }, checkAnswer }), 'it');

afterEach(() => vi.restoreAllMocks());

describe('reading an answer through its route schema (issue 24 item 2)', () => {
  it('is strict outside the production build', () => {
    expect(STRICT).toBe(true);
  });

  it('gives the answer as the contract types it, dropping keys it does not name', async () => {
    await expect(answer(respond({ data: { valid: true, extra: 1 } }), authAnswers.resetPasswordCheck)).resolves.toEqual({ data: { valid: true } });
  });

  it('catches a malformed answer: an UnexpectedAnswerError naming the request and the field, shown as "reload"', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await answer(respond({ data: { valid: 'yes' } }), authAnswers.resetPasswordCheck).catch((e: unknown) => e);
    expect(apiErrorInfo(error)).toEqual({ status: 200, message: UNEXPECTED_ANSWER_MESSAGE, code: UNEXPECTED_ANSWER });
    expect(apiErrorText(error, 'No connection', 'Something went wrong')).toBe(UNEXPECTED_ANSWER_MESSAGE);
    expect(isHttpError(error)).toBe(true);
    expect(logged).toHaveBeenCalledWith('Unexpected answer from /api/v1/auth/reset-password-check:', [
      expect.objectContaining({ path: 'data.valid' }),
    ]);
  });

  it('catches an answer that is not JSON at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = new Response('<html>', { status: 200 });
    const error = await answer(Promise.resolve(response) as unknown as ResponsePromise, authAnswers.logout).catch((e: unknown) => e);
    expect(apiErrorInfo(error).code).toBe(UNEXPECTED_ANSWER);
  });

  it('in production logs the fields at fault and uses the answer as sent', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = { data: { valid: 'yes' } };
    expect(checkAnswer(authAnswers.resetPasswordCheck, sent, 'POST auth/reset-password-check', 200, false)).toBe(sent);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
