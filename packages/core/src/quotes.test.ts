// Issue 25 item 3 (decision 086): the spec's booking price fields mapped onto a quote's lines, so the one option of a
// quote saved through the old form totals exactly what the spec's quote total was.
import { describe, expect, it } from 'vitest';
import { bookingCost } from './booking-rules.ts';
import { linesFromBookingFields, minorFromMajor, quoteOptionTotals, type BookingPriceFields } from './quotes.ts';

const empty: BookingPriceFields = {
  brand: '3M',
  wrapColor: 'Gloss Black',
  price: null,
  ppfCost: null,
  decalsCost: null,
  windowTintingCost: null,
  frontPercentage: null,
  rearPercentage: null,
  additionalTotal: null,
  customerTotal: null,
  customerQuote: null,
};

/** The spec's quote total: customerQuote, else customerTotal, else the cost sum (services/bookings quoteTotal). */
const specTotal = (b: BookingPriceFields) => b.customerQuote ?? b.customerTotal ?? bookingCost(b);
const total = (b: BookingPriceFields, currency = 'USD') => quoteOptionTotals({ lines: linesFromBookingFields(b, currency), discount: null }, currency, false).total;

describe('linesFromBookingFields (issue 25 item 3)', () => {
  it('maps each price field onto a line and totals the spec’s quote total, whatever is set', () => {
    const cases: Partial<BookingPriceFields>[] = [
      { price: 3000, ppfCost: 500, windowTintingCost: 250.5, additionalTotal: 100, customerTotal: 3850.5, customerQuote: 3900 },
      { price: 3000, ppfCost: 500 },
      { price: 3000, additionalTotal: 200 },
      { price: 3000, decalsCost: 120.1, customerTotal: 2999.99 },
      { customerQuote: 1234.56 },
      { customerTotal: 800, additionalTotal: 50 },
    ];
    for (const fields of cases) {
      const b = { ...empty, ...fields };
      expect(total(b), JSON.stringify(fields)).toBe(minorFromMajor(specTotal(b), 'USD'));
    }
  });

  it('names the lines as the form does, tint with its shades, and a difference as an adjustment or a discount', () => {
    const lines = linesFromBookingFields({ ...empty, price: 3000, windowTintingCost: 250, frontPercentage: 35, rearPercentage: 20, customerTotal: 3000 }, 'USD');
    expect(lines.map((l) => [l.kind, l.description, l.unitAmount, l.taxRate])).toEqual([
      ['labour', 'Wrap: 3M Gloss Black', 300000, 0],
      ['tint', 'Window tint (front 35 %, rear 20 %)', 25000, 0],
      ['discount', 'Discount to the quoted price', -25000, 0],
    ]);
    expect(linesFromBookingFields({ ...empty, customerQuote: 900 }, 'USD').map((l) => l.description)).toEqual(['Quoted price']);
    expect(linesFromBookingFields(empty, 'USD')).toEqual([]);
  });

  it('converts in the currency’s own minor unit', () => {
    expect(linesFromBookingFields({ ...empty, price: 330000 }, 'JPY')[0]?.unitAmount).toBe(330000);
    expect(minorFromMajor(1.234, 'BHD')).toBe(1234);
    expect(minorFromMajor(0.1 + 0.2, 'USD')).toBe(30);
  });
});
