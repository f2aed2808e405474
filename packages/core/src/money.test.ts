import { describe, expect, it } from 'vitest';
import { formatMoney, SHOP_CURRENCY } from './money.ts';

describe('formatMoney', () => {
  it('writes an amount in the currency it is given', () => {
    expect(formatMoney(1234.5, SHOP_CURRENCY)).toBe('$1,234.50');
    expect(formatMoney(79, 'EUR')).toBe('€79.00');
    expect(formatMoney(79, 'EUR', { locale: 'de-DE' })).toBe('79,00\u00a0€');
  });

  it('leaves the cents off a whole amount only when asked', () => {
    expect(formatMoney(79, SHOP_CURRENCY, { wholeWithoutCents: true })).toBe('$79');
    expect(formatMoney(49.99, SHOP_CURRENCY, { wholeWithoutCents: true })).toBe('$49.99');
    expect(formatMoney(79, SHOP_CURRENCY)).toBe('$79.00');
  });
});
