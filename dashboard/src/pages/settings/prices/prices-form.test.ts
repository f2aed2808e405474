// Settings → Prices' form (issue 25 item 1): amounts and rates typed by a person become the book exactly.
import { defaultPriceBook } from '@wrapsmith/core/prices';
import { describe, expect, it } from 'vitest';
import { fromForm, parseRate, percentText, toForm } from './prices-form.ts';

describe('the price book form (issue 25 item 1)', () => {
  it('reads percentages exactly, refusing a 4th decimal', () => {
    expect(parseRate('8.875')).toBe(8875);
    expect(parseRate('20 %')).toBe(20_000);
    expect(parseRate('0')).toBe(0);
    expect(parseRate('8.8755')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(percentText(8875)).toBe('8.875');
    expect(percentText(15_000)).toBe('15');
  });

  it('gives back the book it was made from, in USD, JPY and BHD', () => {
    for (const currency of ['USD', 'JPY', 'BHD']) {
      const book = defaultPriceBook(currency);
      expect(fromForm(toForm(book))).toEqual({ book });
    }
  });

  it('marks what does not read as an amount for the currency, and takes typed amounts exactly', () => {
    const form = toForm(defaultPriceBook('USD'));
    form.labour.fullWrap.mid = '2,500.10';
    form.labour.roof.small = '12.345';
    form.waste = '12.5';
    const result = fromForm(form);
    expect('errors' in result && Object.keys(result.errors)).toEqual(['labour.roof.small']);
    form.labour.roof.small = '300';
    const fixed = fromForm(form);
    expect('book' in fixed && [fixed.book.labour.fullWrap.mid, fixed.book.labour.roof.small, fixed.book.wasteRate]).toEqual([250_010, 30_000, 12_500]);
    const yen = toForm(defaultPriceBook('JPY'));
    yen.labour.fullWrap.mid = '2200.5';
    expect('errors' in fromForm(yen)).toBe(true);
  });
});
