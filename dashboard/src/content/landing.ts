// The landing page's structure and facts (spec §1/§2/§9); its words are the `landing` area (i18n/areas/landing,
// decision 101), in every language. Counts and prices are arguments filled here, written by each language's Intl.
import { ADDONS, formatMinor, PLANS, TRIAL_CREDITS } from '@wrapsmith/core';
import { LANDING_EN, type LandingKey } from '../i18n/areas/landing/en.ts';

/**
 * What is built in, counted (landing-facts.test.ts checks each against the built-in catalogue): the brands that have
 * colours, their colours, and the year, make and model combinations of the vehicle list.
 */
export const CATALOGUE_FACTS = { brands: 9, colours: 205, vehicles: 10_400, models: 666, makes: 61 } as const;
const F = CATALOGUE_FACTS;

/** Online booking on its own and bundled with the CRM add-on, and a brand integration: in USD cents (spec §9). */
const BOOKING_CENTS = 1499;
const BOOKING_BUNDLED_CENTS = 999;
const BRAND_INTEGRATION_CENTS = 99_900;
/** What one extra full wrap a month brings in a year (the Boost Sales block), in USD cents. */
const YEARLY_CENTS = 3_600_000;

const plan = (key: (typeof PLANS)[number]['key']) => PLANS.find((p) => p.key === key)!;

/** Every argument a landing sentence may use, written as `locale` writes numbers and US dollars. */
export function landingValues(locale: string): Record<string, string> {
  const intl = locale === 'en' ? 'en-US' : locale;
  const n = (value: number) => new Intl.NumberFormat(intl).format(value);
  const usd = (cents: number) => formatMinor(cents, 'USD', { locale: intl, wholeWithoutCents: true });
  return {
    vehicles: n(F.vehicles),
    models: n(F.models),
    makes: n(F.makes),
    brands: n(F.brands),
    colours: n(F.colours),
    credits: n(TRIAL_CREDITS),
    basic: usd(plan('basic').priceCents),
    ultimate: usd(plan('ultimate').priceCents),
    pro: usd(plan('pro').priceCents),
    basicCredits: n(plan('basic').monthlyCredits),
    ultimateCredits: n(plan('ultimate').monthlyCredits),
    proCredits: n(plan('pro').monthlyCredits),
    crm: usd(ADDONS[0].priceCents),
    booking: usd(BOOKING_CENTS),
    bundle: usd(BOOKING_BUNDLED_CENTS),
    brandFee: usd(BRAND_INTEGRATION_CENTS),
    yearly: new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 0 }).format(YEARLY_CENTS / 100),
  };
}

const ENGLISH_VALUES = landingValues('en');

/** A landing sentence in English, its arguments filled (the source the tests and other languages start from). */
export function landingEnglish(key: LandingKey): string {
  return LANDING_EN[key].replace(/\{(\w+)\}/g, (whole, name: string) => ENGLISH_VALUES[name] ?? whole);
}

/** How it Works, in order: `landing.how.<id>.title` and `.text`. */
export const HOW_IT_WORKS = ['vehicle', 'film', 'preview', 'book'] as const;

/** Names for the marketing strip: the brands with colours built in (the catalog package owns the brand data). */
export const BRAND_STRIP = ['3M', 'Avery Dennison', 'Oracal', 'KPMF', 'Hexis', 'Inozetek', 'Arlon', 'TeckWrap', 'VViViD'] as const;

/** Our Benefits: `landing.benefit.<id>.title` and `.text`. */
export const BENEFITS = ['counter', 'redo', 'extras', 'leads', 'job', 'insights'] as const;

/** Build for Shops worldwide: what a shop anywhere gets (decisions 095–101), `landing.world.<id>`. */
export const WORLDWIDE_FACTS = ['languages', 'visitors', 'units', 'time', 'money'] as const;

/** The catalogue in figures: `landing.stat.<id>` under each value. */
export const WORLDWIDE_STATS = [
  { id: 'years', value: () => '1990–2026' },
  { id: 'vehicles', value: (v: Record<string, string>) => v.vehicles! },
  { id: 'brands', value: (v: Record<string, string>) => v.brands! },
  { id: 'colours', value: (v: Record<string, string>) => v.colours! },
] as const;

export interface FeatureTab {
  /** The tab's id; its words are `landing.tab.<key>.label`, `.heading`, `.text`, `.b1`–`.b3` and `.car`. */
  id: string;
  key: 'vehicles' | 'colors' | 'chrome' | 'roofs';
  car: { body: string; finish: 'gloss' | 'matte' | 'satin' | 'chrome' | 'carbon'; roof?: string; mirrors?: string; trim?: string };
}

export const FEATURE_TABS: readonly FeatureTab[] = [
  { id: 'vehicles', key: 'vehicles', car: { body: '#2f6fed', finish: 'gloss' } },
  { id: 'colors', key: 'colors', car: { body: '#5a6b3d', finish: 'matte' } },
  { id: 'chrome-deletes', key: 'chrome', car: { body: '#e7e9ee', finish: 'satin', trim: '#0b1220' } },
  { id: 'roofs-mirrors', key: 'roofs', car: { body: '#c81e3a', finish: 'gloss', roof: '#0b1220', mirrors: '#0b1220' } },
];
