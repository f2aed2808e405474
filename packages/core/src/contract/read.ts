// How the apps read an answer of /api/v1 (docs/decisions/081, "Clients"): the JSON is parsed with the response schema
// the route declares, so a page works with what the server sent, typed as the contract says, or refuses it with one
// clear error instead of failing later on a missing field. zod/mini only: every browser bundle imports this.
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

export const UNEXPECTED_ANSWER = 'UNEXPECTED_ANSWER';

/** What the user is told: the page is older than the server (a deploy happened) or the server misbehaved. */
export const UNEXPECTED_ANSWER_MESSAGE = 'The server answered in a way this page does not understand. Reload the page to get the latest version.';

/** An answer that does not parse with its route's declared schema. `issues` name the fields at fault (the apps print them to the console). */
export class UnexpectedAnswerError extends Error {
  readonly code = UNEXPECTED_ANSWER;
  override readonly name = 'UnexpectedAnswerError';
  constructor(
    /** The request, e.g. `GET user/renders`, when the reader knows it. */
    readonly what: string,
    readonly issues: readonly { path: string; message: string }[],
    /** The answer's HTTP status, when the reader knows it. */
    readonly status?: number,
  ) {
    super(UNEXPECTED_ANSWER_MESSAGE);
  }
}

export function isUnexpectedAnswer(error: unknown): error is UnexpectedAnswerError {
  return error instanceof Error && (error as { code?: unknown }).code === UNEXPECTED_ANSWER;
}

/**
 * The answer parsed with `schema` (unknown keys dropped, so a newer server's extra field is harmless), or an
 * UnexpectedAnswerError. `what` names the request in the error and the console.
 */
export function readAnswer<S extends $ZodType>(schema: S, json: unknown, what = 'answer', status?: number): output<S> {
  const result = safeParse(schema, json);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(root)', message: issue.message }));
  throw new UnexpectedAnswerError(what, issues, status);
}

/** A response schema, for readers typed by it (the apps have no zod import of their own). */
export type AnswerSchema = $ZodType;
/** What reading an answer with `S` gives. */
export type AnswerOf<S extends AnswerSchema> = output<S>;
