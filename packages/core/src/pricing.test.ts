import { describe, expect, it } from 'vitest';
import { allocate, currencyExponent, formatMinor, minorToDecimalString, mulDivRound, parseMajor, percentOf, rateFromPercent } from './money.ts';
import { priceDocument, PricingError } from './pricing.ts';

describe('money in minor units (issue 25, decision 082)', () => {
  it('knows each currency’s minor unit: JPY none, BHD three, USD two', () => {
    expect([currencyExponent('JPY'), currencyExponent('BHD'), currencyExponent('USD'), currencyExponent('EUR')]).toEqual([0, 3, 2, 2]);
  });

  it('formats exactly the ISO digits, in the locale', () => {
    expect(formatMinor(123450, 'USD')).toBe('$1,234.50');
    expect(formatMinor(123450, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMinor(3000, 'JPY', { locale: 'ja-JP' })).toBe('￥3,000');
    expect(formatMinor(1005, 'BHD', { locale: 'en-US' })).toBe('BHD\u00a01.005');
    expect(formatMinor(7900, 'USD', { wholeWithoutCents: true })).toBe('$79');
    // Beyond 2^53 / 100 a float division would lose a cent; the decimal string does not.
    expect(formatMinor(999_999_999_999, 'USD')).toBe('$9,999,999,999.99');
  });

  it('writes minor units as an exact decimal', () => {
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(-5, 'BHD')).toBe('-0.005');
    expect(minorToDecimalString(3000, 'JPY')).toBe('3000');
  });

  it('reads what a person typed without a float, and refuses what the currency cannot hold', () => {
    expect(parseMajor('1,234.5', 'USD')).toBe(123450);
    expect(parseMajor('$ 0.10', 'USD')).toBe(10);
    expect(parseMajor('1.234,56 €', 'EUR', { decimalSeparator: ',' })).toBe(123456);
    expect(parseMajor('3000', 'JPY')).toBe(3000);
    expect(parseMajor('3000.5', 'JPY')).toBeNull();
    expect(parseMajor('1.2345', 'BHD')).toBeNull();
    expect(parseMajor('1.234', 'BHD')).toBe(1234);
    expect(parseMajor('12abc', 'USD')).toBeNull();
    expect(parseMajor('1e5', 'USD')).toBeNull();
    expect(parseMajor('99999999999999', 'USD')).toBeNull();
  });

  it('rounds half away from zero, in BigInt', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
    expect(percentOf(10000, 8875)).toBe(888);
    expect(percentOf(999_999_999_999, 99_999)).toBe(999_989_999_999);
    expect(rateFromPercent(8.875)).toBe(8875);
    expect(rateFromPercent(8.8751)).toBeNull();
    expect(rateFromPercent(101)).toBeNull();
  });

  it('allocates so the parts add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(1, [0, 0])).toEqual([1, 0]);
    const parts = allocate(-12_345, [70000, 29999, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(-12_345);
  });
});

describe('priceDocument', () => {
  const line = (unitAmount: number, quantity = 1, taxRate = 0) => ({ unitAmount, quantityMilli: quantity * 1000, taxRate });

  it('adds tax on top where prices exclude it (a US shop, 8.875 %)', () => {
    const totals = priceDocument({ currency: 'USD', pricesIncludeTax: false, lines: [line(250000, 1, 8875), line(4500, 2, 8875)] });
    expect(totals).toMatchObject({ subtotal: 259000, discount: 0, net: 259000, tax: 22986, total: 281986 });
  });

  it('takes the tax out where prices include it (a German shop, 19 %)', () => {
    const totals = priceDocument({ currency: 'EUR', pricesIncludeTax: true, lines: [line(297500, 1, 19000)] });
    expect(totals).toMatchObject({ subtotal: 297500, net: 250000, tax: 47500, total: 297500 });
  });

  it('charges no tax in a 0 % shop and shows no tax row for it', () => {
    const totals = priceDocument({ currency: 'USD', pricesIncludeTax: false, lines: [line(100000)] });
    expect(totals).toMatchObject({ tax: 0, total: 100000 });
    expect(totals.taxes).toEqual([{ rate: 0, taxable: 100000, tax: 0 }]);
  });

  it('spreads a discount across the lines before tax, exactly', () => {
    const totals = priceDocument({
      currency: 'USD',
      pricesIncludeTax: false,
      lines: [line(100000, 1, 10000), line(33333, 1, 0)],
      discount: { kind: 'amount', amount: 10000 },
    });
    expect(totals.lines.reduce((s, l) => s + l.discount, 0)).toBe(-10000);
    expect(totals.net).toBe(123333);
    const tenPercent = totals.taxes.find((t) => t.rate === 10000);
    expect(tenPercent?.tax).toBe(percentOf(tenPercent?.taxable ?? 0, 10000));
    expect(totals.total).toBe(totals.net + totals.tax);
  });

  it('rounds per currency: yen have no minor unit, dinars three', () => {
    const yen = priceDocument({ currency: 'JPY', pricesIncludeTax: true, lines: [line(330000, 1, 10000)] });
    expect(yen).toMatchObject({ tax: 30000, net: 300000, total: 330000 });
    const dinars = priceDocument({ currency: 'BHD', pricesIncludeTax: false, lines: [{ unitAmount: 1_234, quantityMilli: 2_500, taxRate: 10000 }] });
    expect(dinars).toMatchObject({ subtotal: 3085, tax: 309, total: 3394 });
  });

  it('refuses negative quantities, absurd prices, a discount above the price and unknown currencies', () => {
    expect(() => priceDocument({ currency: 'USD', pricesIncludeTax: false, lines: [{ unitAmount: 100, quantityMilli: -1, taxRate: 0 }] })).toThrow(PricingError);
    expect(() => priceDocument({ currency: 'USD', pricesIncludeTax: false, lines: [line(1e15)] })).toThrow(PricingError);
    expect(() => priceDocument({ currency: 'USD', pricesIncludeTax: false, lines: [line(1.5)] })).toThrow(PricingError);
    expect(() => priceDocument({ currency: 'USD', pricesIncludeTax: false, lines: [line(100)], discount: { kind: 'amount', amount: 101 } })).toThrow(PricingError);
    expect(() => priceDocument({ currency: 'usd', pricesIncludeTax: false, lines: [line(100)] })).toThrow(RangeError);
  });
});
