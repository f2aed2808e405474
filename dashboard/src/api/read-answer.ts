// How the dashboard checks an answer of /api/v1 (issue 24 item 2, docs/decisions/081 "Clients"): the JSON is parsed
// with the response schema its route declares in @wrapsmith/core/contract, instead of a `.json<T>()` cast. Every
// endpoint module reads through lazyAnswer (lazy-answer.ts), which brings this checker with its area's schemas.
//
// On a mismatch: in development and tests (`STRICT`) an UnexpectedAnswerError, shown by apiErrorText as "Reload the
// page…" under the code UNEXPECTED_ANSWER, and the fields at fault in the console, so the drift is found where it is
// made. In production the fields at fault are logged and the answer is used as sent: a page that is a deploy behind
// the server keeps working on what it can read rather than refusing a whole screen over one field.
import { readAnswer, isUnexpectedAnswer, type AnswerOf, type AnswerSchema } from '@wrapsmith/core/contract';

/**
 * Refuse a malformed answer (development, tests) or log it and go on (the production build). build.mjs defines
 * `process.env.NODE_ENV` as a constant (the browser has no environment to read), so this is no settings read.
 */
// eslint-disable-next-line no-restricted-properties -- a build-time constant (build.mjs `define`), not a setting
export const STRICT = process.env.NODE_ENV !== 'production';

/** `json` parsed with `schema`; `what` names the request in the error and the console. */
export function checkAnswer<S extends AnswerSchema>(schema: S, json: unknown, what: string, status?: number, strict = STRICT): AnswerOf<S> {
  try {
    return readAnswer(schema, json, what, status);
  } catch (error) {
    if (!isUnexpectedAnswer(error)) throw error;
    console.error(`Unexpected answer from ${what}:`, error.issues);
    if (strict) throw error;
    return json as AnswerOf<S>;
  }
}
