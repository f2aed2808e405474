// Typed calls of the price book (issue 25 item 1, decision 085): read, and replace whole.
// Answers are read through their route schemas (answers/prices.ts, loaded with the first call).
import type { KyInstance } from 'ky';
import type { PriceBookInput } from '@wrapsmith/core/contract';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/prices.ts');

export function priceEndpoints(http: KyInstance) {
  return {
    book: () => lazyAnswer(http.get('user/price-book'), schemas, 'book'),
    save: (book: PriceBookInput) => lazyAnswer(http.put('user/price-book', { json: book }), schemas, 'save'),
  };
}
