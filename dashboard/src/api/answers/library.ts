// The vehicle library's answer schemas (library-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { libraryAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  list: libraryAnswers.list,
  create: libraryAnswers.create,
  update: libraryAnswers.update,
  remove: libraryAnswers.remove,
};
