// The billing screens in the reader's language (issue 28 item 1, decision 101). The API sends the offers' names,
// descriptions and features, and the offline checkout's price, in core's English; a text the screen knows (the
// stock name, description or feature of an offer, from core's numbers) shows in the reader's words, anything else
// (a name or description set in Stripe) as it came. Prices go through Intl in the reader's language with the
// offer's own currency; English keeps the spec's "79.00 USD / month".
import { ADDONS, CREDIT_PACKS, PLANS, exportSizeLabel, formatPrice } from '@wrapsmith/core';
import type { PlanDto } from '@wrapsmith/core/contract';
import { useArea } from '../../i18n/area.ts';
import { BILLING_AREA } from '../../i18n/areas/billing/index.ts';
import { SUBSCRIPTION } from '../../i18n/areas/subscription/index.ts';
import { SUBSCRIPTION_EN } from '../../i18n/areas/subscription/en.ts';
import { useFormat } from '../../i18n/locale.ts';
import { dateFormat } from '../../lib/shop-conventions.ts';
import { useShopFormat } from '../../lib/shop-format.ts';
import { wordsLocale } from '../leads/words-dates.ts';

type Values = Record<string, string | number>;
type SubscriptionKey = keyof typeof SUBSCRIPTION_EN;

const fillEnglish = (message: string, values: Values = {}) => message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
const englishNumber = (n: number) => n.toLocaleString('en-US');

/** "79.00 USD / month" back into its parts (core's `formatPrice`, which the offline checkout sends); null otherwise. */
export function parsePriceLabel(label: string): { unitAmount: number; currency: string; interval: string | null } | null {
  const match = /^(\d+)\.(\d{2}) ([A-Z]{3})(?: \/ (\w+))?$/.exec(label.trim());
  if (!match) return null;
  return { unitAmount: Number(match[1]) * 100 + Number(match[2]), currency: match[3]!, interval: match[4] ?? null };
}

export interface BillingWords {
  t: ReturnType<typeof useArea<typeof BILLING_AREA.english>>;
  english: boolean;
  /** A whole number as the reader writes it. */
  number: (n: number) => string;
  /** An amount in minor units and its currency, per interval: "79,00 $ / Monat". */
  price: (unitAmount: number, currency: string, interval?: string | null) => string;
  /** A price label as core writes it, in the reader's words (else as it came). */
  priceLabel: (label: string) => string;
  /** An offer's name: the add-on's and the credit packs' stock names in the reader's words (plans are names). */
  offerName: (name: string) => string;
  /** An instant as a long date in the shop's zone: "15. Juli 2025". */
  longDate: (iso: string) => string;
}

export function useBillingWords(): BillingWords {
  const t = useArea(BILLING_AREA);
  const { locale: language } = useFormat();
  const { locale: shopLocale } = useShopFormat();
  const english = language === 'en';
  const locale = wordsLocale(language, shopLocale);
  const intl = locale ?? 'en-US';
  const number = (n: number) => new Intl.NumberFormat(intl).format(n);
  const price = (unitAmount: number, currency: string, interval?: string | null) => {
    if (english) return formatPrice(unitAmount, currency, interval);
    let amount: string;
    try {
      amount = new Intl.NumberFormat(intl, { style: 'currency', currency: currency.toUpperCase() }).format(unitAmount / 100);
    } catch {
      return formatPrice(unitAmount, currency, interval);
    }
    if (!interval) return amount;
    if (interval === 'month') return t('billing.perMonth', { price: amount });
    if (interval === 'year') return t('billing.perYear', { price: amount });
    return formatPrice(unitAmount, currency, interval);
  };
  return {
    t,
    english,
    number,
    price,
    priceLabel: (label) => {
      const parts = english ? null : parsePriceLabel(label);
      return parts ? price(parts.unitAmount, parts.currency, parts.interval) : label;
    },
    offerName: (name) => {
      if (english) return name;
      if (ADDONS.some((a) => a.key === 'crm' && a.name === name)) return t('billing.name.crm');
      const pack = CREDIT_PACKS.find((c) => c.name === name);
      return pack ? t('billing.name.credits', { count: number(pack.credits) }) : name;
    },
    longDate: (iso) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '' : dateFormat({ dateStyle: 'long' }, 'instant', locale).format(d);
    },
  };
}

const EXTRAS: Readonly<Record<string, SubscriptionKey>> = {
  Tints: 'subscription.feature.tints',
  'White-label: no “Powered by Wrapsmith” on your widget': 'subscription.feature.whiteLabel',
  'API keys and webhooks: connect your leads, customers and bookings to your other tools': 'subscription.feature.api',
};

type Plan = (typeof PLANS)[number];

/**
 * A plan's features as [key, values] pairs, in the order of core's `planFeatures` (a test holds them equal); an
 * extra this area has no words for is left out (and shows as the API sent it).
 */
function featureKeys(plan: Plan, n: (v: number) => string): [SubscriptionKey, Values][] {
  const extras = plan.extras.flatMap((extra): [SubscriptionKey, Values][] => (EXTRAS[extra] ? [[EXTRAS[extra], {}]] : []));
  return [
    plan.seats === 1 ? ['subscription.feature.oneSeat', {}] : ['subscription.feature.seats', { count: plan.seats }],
    ['subscription.feature.previews', { count: n(plan.designPreviews) }],
    ['subscription.feature.extraImages', { count: n(plan.extraImages) }],
    plan.exportEdge > 1024 ? ['subscription.feature.exportUpTo', { size: exportSizeLabel(plan.exportEdge) }] : ['subscription.feature.export1024', {}],
    ...extras,
  ];
}

/** A plan's features in this area's English: core's `planFeatures` word for word (billing-words.test.ts). */
export function englishPlanFeatures(plan: Plan): string[] {
  return featureKeys(plan, englishNumber).map(([key, values]) => fillEnglish(SUBSCRIPTION_EN[key], values));
}

export interface OfferWords extends BillingWords {
  s: ReturnType<typeof useArea<typeof SUBSCRIPTION_EN>>;
  features: (offer: PlanDto) => string[];
  description: (offer: PlanDto) => string;
}

/** The Subscription page's words: the billing ones, the page's area, and the offers' stock texts translated. */
export function useOfferWords(): OfferWords {
  const billing = useBillingWords();
  const s = useArea(SUBSCRIPTION);
  const { english, number } = billing;
  // English text → the reader's, for every stock text of every offer.
  const known = new Map<string, string>();
  const learn = (key: SubscriptionKey, englishValues: Values = {}, values: Values = englishValues) => {
    known.set(fillEnglish(SUBSCRIPTION_EN[key], englishValues), s(key, values));
  };
  if (!english) {
    for (const plan of PLANS) {
      const theirs = featureKeys(plan, number);
      featureKeys(plan, englishNumber).forEach(([key, values], i) => learn(key, values, theirs[i]![1]));
      const seatsEn = plan.seats === 1 ? SUBSCRIPTION_EN['subscription.feature.oneSeat'] : fillEnglish(SUBSCRIPTION_EN['subscription.feature.seats'], { count: plan.seats });
      learn(
        'subscription.description.plan',
        { credits: englishNumber(plan.monthlyCredits), seats: seatsEn },
        { credits: number(plan.monthlyCredits), seats: s('subscription.feature.seats', { count: plan.seats }) },
      );
    }
    learn('subscription.feature.crm');
    learn('subscription.feature.booking');
    learn('subscription.description.addon');
    learn('subscription.description.addonShort');
    for (const pack of CREDIT_PACKS) learn('subscription.description.pack', { credits: englishNumber(pack.credits) }, { credits: number(pack.credits) });
  }
  const say = (text: string) => (english ? text : (known.get(text) ?? text));
  return {
    ...billing,
    s,
    features: (offer) => offer.features.map(say),
    description: (offer) => say(offer.description),
  };
}
