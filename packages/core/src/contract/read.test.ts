// Issue 24 item 2: the apps read answers through the route's declared schema (decision 081, "Clients").
import { describe, expect, it } from 'vitest';
import { authAnswers } from './auth.ts';
import { readAnswer, UNEXPECTED_ANSWER, UNEXPECTED_ANSWER_MESSAGE, UnexpectedAnswerError, isUnexpectedAnswer } from './read.ts';

describe('readAnswer (issue 24 item 2)', () => {
  it('returns a well-formed answer parsed by the declared schema, unknown keys dropped', () => {
    const read = readAnswer(authAnswers.resetPasswordCheck, { data: { valid: true, extra: 1 } }, 'POST auth/reset-password-check');
    expect(read).toEqual({ data: { valid: true } });
  });

  it('refuses a malformed answer with UNEXPECTED_ANSWER, the reload sentence and the fields at fault', () => {
    let caught: unknown;
    try {
      readAnswer(authAnswers.resetPasswordCheck, { data: { valid: 'yes' } }, 'POST auth/reset-password-check', 200);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnexpectedAnswerError);
    expect(isUnexpectedAnswer(caught)).toBe(true);
    const error = caught as UnexpectedAnswerError;
    expect(error.code).toBe(UNEXPECTED_ANSWER);
    expect(error.message).toBe(UNEXPECTED_ANSWER_MESSAGE);
    expect(error.status).toBe(200);
    expect(error.what).toBe('POST auth/reset-password-check');
    expect(error.issues.map((issue) => issue.path)).toEqual(['data.valid']);
  });

  it('refuses no body at all', () => {
    expect(() => readAnswer(authAnswers.logout, undefined)).toThrow(UNEXPECTED_ANSWER_MESSAGE);
  });
});
