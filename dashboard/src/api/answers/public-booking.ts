// The customer's quote page's answer schemas (booking-endpoints.ts publicGet and publicAnswer): a chunk of their own,
// so a stranger's page loads only these with zod, not the shop's booking schemas (see lazy-answer.ts).
import { publicAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  publicGet: publicAnswers.getPublicBooking,
  publicAnswer: publicAnswers.answerQuote,
};
