// The text messages' answer schemas (text-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { textAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  thread: textAnswers.thread,
  send: textAnswers.send,
  list: textAnswers.list,
  settings: textAnswers.settings,
  saveSettings: textAnswers.updateSettings,
};
