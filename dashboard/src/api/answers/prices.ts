// The price book's answer schemas (price-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { priceBookRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  book: priceBookRoutes.getPriceBook.responses[200],
  save: priceBookRoutes.putPriceBook.responses[200],
};
