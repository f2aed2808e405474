import { describe, expect, it } from 'vitest';
import { quoteDepositFor } from './deposits.ts';
import { belowStripeMinimumMessage, meetsStripeMinimum, stripeMinimumCharge } from './stripe-minimums.ts';

describe('one deposit rule (issue 25 finishing item 2)', () => {
  it('takes a percentage of the total, rounded half up to the minor unit', () => {
    expect(quoteDepositFor({ kind: 'percent', percent: 25 }, 281986)).toBe(70497); // 704.965 → 704.97 USD
    expect(quoteDepositFor({ kind: 'percent', percent: 25 }, 10)).toBe(3); // 2.5 → 3
    expect(quoteDepositFor({ kind: 'percent', percent: 12.5 }, 1000)).toBe(125);
    expect(quoteDepositFor({ kind: 'percent', percent: 100 }, 4321)).toBe(4321);
  });

  it('rounds in each currency’s own minor unit: JPY to the yen, BHD to the fils', () => {
    // ¥33,333 at 10 % is ¥3,333.3 → ¥3,333 (JPY has no minor unit: the total is in yen).
    expect(quoteDepositFor({ kind: 'percent', percent: 10 }, 33333)).toBe(3333);
    // BHD 12.345 (12345 fils) at 50 % is 6172.5 fils → 6.173 BHD.
    expect(quoteDepositFor({ kind: 'percent', percent: 50 }, 12345)).toBe(6173);
  });

  it('takes a fixed amount, never above the total', () => {
    expect(quoteDepositFor({ kind: 'amount', amountMinor: 50000 }, 281986)).toBe(50000);
    expect(quoteDepositFor({ kind: 'amount', amountMinor: 50000 }, 40000)).toBe(40000);
  });

  it('asks for none without a rule, a total, or with a total of 0', () => {
    expect(quoteDepositFor({ kind: 'none' }, 1000)).toBeNull();
    expect(quoteDepositFor({ kind: 'percent', percent: 25 }, null)).toBeNull();
    expect(quoteDepositFor({ kind: 'amount', amountMinor: 100 }, 0)).toBeNull();
    expect(quoteDepositFor({ kind: 'percent', percent: 0 }, 1000)).toBeNull();
  });

  it('refuses a bad rule or total instead of computing a deposit from it', () => {
    expect(() => quoteDepositFor({ kind: 'percent', percent: 101 }, 1000)).toThrow(RangeError);
    expect(() => quoteDepositFor({ kind: 'percent', percent: -1 }, 1000)).toThrow(RangeError);
    expect(() => quoteDepositFor({ kind: 'amount', amountMinor: -5 }, 1000)).toThrow(RangeError);
    expect(() => quoteDepositFor({ kind: 'amount', amountMinor: 1.5 }, 1000)).toThrow(RangeError);
    expect(() => quoteDepositFor({ kind: 'percent', percent: 25 }, 10.5)).toThrow(RangeError);
  });
});

describe('Stripe’s minimum charge (issue 25 finishing item 3)', () => {
  it('knows the documented floors in minor units', () => {
    expect([stripeMinimumCharge('USD'), stripeMinimumCharge('EUR'), stripeMinimumCharge('GBP'), stripeMinimumCharge('JPY')]).toEqual([50, 50, 30, 50]);
    expect(stripeMinimumCharge('BHD')).toBeNull();
  });

  it('refuses below the floor and allows from it', () => {
    expect(meetsStripeMinimum(49, 'USD')).toBe(false);
    expect(meetsStripeMinimum(50, 'USD')).toBe(true);
    expect(meetsStripeMinimum(29, 'GBP')).toBe(false);
    expect(meetsStripeMinimum(49, 'JPY')).toBe(false);
    expect(meetsStripeMinimum(1, 'BHD')).toBe(true);
  });

  it('says why in the shop’s words', () => {
    expect(belowStripeMinimumMessage('deposit', 25, 'USD')).toBe(
      'The deposit of $0.25 is below the smallest card payment Stripe takes in USD ($0.50): raise the deposit, or ask for none on this quote.',
    );
  });
});
