import { describe, expect, it } from 'vitest';
import { formatPrice, NO_PLAN_SEATS, seatAllowance, seatsFullMessage } from './plans.ts';

describe('seatAllowance', () => {
  it.each([
    ['basic', 1, 'Basic'],
    ['ultimate', 2, 'Ultimate'],
    ['pro', 5, 'Pro'],
  ] as const)('gives the %s plan %i seat(s)', (key, limit, planName) => {
    expect(seatAllowance(key)).toEqual({ limit, planName });
  });

  it('gives a shop without a known plan the no-plan allowance', () => {
    for (const key of [null, undefined, '', 'crm', 'enterprise']) expect(seatAllowance(key)).toEqual({ limit: NO_PLAN_SEATS, planName: null });
  });

  it('names the plan and the way out when every seat is taken', () => {
    expect(seatsFullMessage({ limit: 1, planName: 'Basic' })).toBe(
      'Your Basic plan includes 1 seat, and all are in use. Upgrade your plan or remove a team member to add someone new.',
    );
    expect(seatsFullMessage({ limit: 2, planName: null })).toBe(
      'Without a plan your shop has 2 seats, and all are in use. Choose a plan or remove a team member to add someone new.',
    );
  });
});

describe('formatPrice', () => {
  it('prints cents with two decimals, the currency in capitals and the interval', () => {
    expect(formatPrice(7900, 'usd', 'month')).toBe('79.00 USD / month');
    expect(formatPrice(2900, 'usd')).toBe('29.00 USD');
  });
});
