// Everything on sale, in the order the plans page lists it: the three plans, the add-on, the credit packs.
import { ADDONS, BILLING_CURRENCY, CREDIT_PACKS, PLANS, planFeatures, type OfferKey, type OfferKind } from '@wrapsmith/core';

export interface Offer {
  key: OfferKey;
  kind: OfferKind;
  name: string;
  description: string;
  /** Plans: each month; packs: once; add-on: 0. */
  credits: number;
  features: string[];
  /** Our list price, used by the offline checkout; Stripe's own price wins when Stripe is configured. */
  priceCents: number;
  interval: 'month' | null;
}

export const OFFERS: readonly Offer[] = [
  ...PLANS.map((p) => ({
    key: p.key,
    kind: 'plan' as const,
    name: p.name,
    description: `${p.monthlyCredits.toLocaleString('en-US')} wrap previews a month, ${p.seats === 1 ? '1 seat' : `${p.seats} seats`}. Month to month; change or cancel any time.`,
    credits: p.monthlyCredits,
    features: planFeatures(p),
    priceCents: p.priceCents,
    interval: 'month' as const,
  })),
  ...ADDONS.map((a) => ({
    key: a.key,
    kind: 'addon' as const,
    name: a.name,
    description: `${a.description}: customers, leads, appointments and work orders.`,
    credits: 0,
    features: ['CRM', 'Appointment booking'],
    priceCents: a.priceCents,
    interval: 'month' as const,
  })),
  ...CREDIT_PACKS.map((c) => ({
    key: c.key,
    kind: 'credits' as const,
    name: c.name,
    description: `${c.credits.toLocaleString('en-US')} more wrap previews, added once.`,
    credits: c.credits,
    features: [],
    priceCents: c.priceCents,
    interval: null,
  })),
];

export const OFFER_KEYS: readonly OfferKey[] = OFFERS.map((o) => o.key);

export function findOffer(key: string): Offer | undefined {
  return OFFERS.find((o) => o.key === key);
}

/** The Stripe price lookup_key of an offer. */
export const lookupKey = (key: OfferKey): string => `wrapsmith_${key}`;

export const localPriceId = (key: OfferKey): string => `local_${key}`;

export { BILLING_CURRENCY };
