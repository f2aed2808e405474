// The Studio's and My Wraps' answer schemas (studio-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { renderAnswers, toolAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  engines: toolAnswers.getEngines,
  renders: renderAnswers.list,
  saveRender: renderAnswers.save,
  deleteRender: renderAnswers.remove,
};
