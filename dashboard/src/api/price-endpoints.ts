// Typed calls of the price book (issue 25 item 1, decision 085): read, and replace whole.
import type { KyInstance } from 'ky';
import type { PriceBookDto, PriceBookInput } from '@wrapsmith/core/contract';

export function priceEndpoints(http: KyInstance) {
  return {
    book: () => http.get('user/price-book').json<{ data: PriceBookDto }>(),
    save: (book: PriceBookInput) => http.put('user/price-book', { json: book }).json<{ data: PriceBookDto; message: string }>(),
  };
}
