// An area's answers read through their route schemas without putting zod and the schemas in every page's first load
// (issue 24 items 2 and 8, decision 081 "Clients"): each area's schemas sit in a module of their own (answers/), loaded
// with the area's first call, while its request is on the way, and kept after. Only types are imported here, so an
// endpoint module that reads its answers this way costs the entry nothing but this function.
import type { ResponsePromise } from 'ky';
import type { AnswerOf, AnswerSchema } from '@wrapsmith/core/contract';
import type { checkAnswer } from './read-answer.ts';

/** What an answers/ module exports: its schemas by call, and the reader (read-answer.ts) that comes with zod. */
export interface AnswerModule<M extends Record<string, AnswerSchema>> {
  answers: M;
  checkAnswer: typeof checkAnswer;
}

/** The JSON answer of `request`, read with the schema `key` of the area module `load` brings (see read-answer.ts). */
export async function lazyAnswer<M extends Record<string, AnswerSchema>, K extends keyof M & string>(
  request: ResponsePromise,
  load: () => Promise<AnswerModule<M>>,
  key: K,
): Promise<AnswerOf<M[K]>> {
  const [response, area] = await Promise.all([request, load()]);
  const what = response.url ? new URL(response.url, 'http://localhost').pathname : 'the API';
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return area.checkAnswer(area.answers[key]!, json, what, response.status) as AnswerOf<M[K]>;
}
