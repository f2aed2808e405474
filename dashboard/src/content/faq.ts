// The 17 landing-page FAQ answers (spec §2), written from the product facts of spec §9; their words are the
// `landing` area's `landing.faq.<id>.q` / `.a` (every language). The first 8 sit in the left column, the other 9 in
// the right.
import type { FaqEntry } from '../components/faq-accordion.tsx';
import { landingEnglish } from './landing.ts';

export const LANDING_FAQ_LEFT_COUNT = 8;

export const LANDING_FAQ_IDS = [
  'what',
  'trial',
  'card',
  'cost',
  'credit',
  'vehicles',
  'brands',
  'colours',
  'extras',
  'embed',
  'crm',
  'booking',
  'team',
  'contract',
  'quality',
  'ownBrand',
  'api',
] as const;

/** The FAQ in English, its prices and counts filled in (the accordion's tests read it). */
export const LANDING_FAQ: readonly FaqEntry[] = LANDING_FAQ_IDS.map((id) => ({
  question: landingEnglish(`landing.faq.${id}.q`),
  answer: landingEnglish(`landing.faq.${id}.a`),
}));
