// The get-plans answer of the local billing adapter (three plans, the add-on, three credit packs), for tests.
import { ADDONS, BILLING_CURRENCY, CREDIT_PACKS, PLANS, planFeatures } from '@wrapsmith/core';
import type { PlanDto, SubscriptionDto } from '@wrapsmith/core/contract';

function offer(key: PlanDto['key'], kind: PlanDto['kind'], name: string, priceCents: number, credits: number, monthly: boolean, extra: Partial<PlanDto> = {}): PlanDto {
  const id = `local_${key}`;
  return {
    id: `prod_${key}`,
    key,
    kind,
    name,
    description: '',
    credits,
    features: [],
    default_price: id,
    prices: [{ id, unit_amount: priceCents, currency: BILLING_CURRENCY, recurring: monthly ? { interval: 'month' } : null }],
    ...extra,
  };
}

export function billingOffers(): PlanDto[] {
  return [
    ...PLANS.map((p) => offer(p.key, 'plan', p.name, p.priceCents, p.monthlyCredits, true, { features: planFeatures(p) })),
    ...ADDONS.map((a) => offer(a.key, 'addon', a.name, a.priceCents, 0, true, { description: a.description })),
    ...CREDIT_PACKS.map((c) => offer(c.key, 'credits', c.name, c.priceCents, c.credits, false)),
  ];
}

export function noSubscription(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return { priceId: null, planKey: null, addonPriceId: null, addonActive: false, status: 'none', currentPeriodEnd: null, ...overrides };
}
