// The warranty verification page's words (/verify-warranty, what a certificate's QR code opens) in the customer's
// five languages (issue 28 item 1, decision 100): English the source; the other languages in warranty-es.ts … ,
// loaded with the warranty. The page speaks the certificate's language (its current owner's) and writes days through
// Intl in it. The film, brand, code and batch are the warranty's content; the fixed zone names are translated here
// (an unknown zone shows as stored). verify-warranty-i18n.test.tsx checks every catalogue is complete.
import type { Locale } from '@wrapsmith/core/i18n';
import { pageCatalogue } from './page-catalogue.ts';

export const WARRANTY_PAGE_EN = {
  invalid: 'This warranty link is not valid. Ask the shop that issued it.',
  loadFailed: 'We could not check this warranty just now.',
  retry: 'Try again',
  loading: 'Checking the warranty…',
  title: 'Warranty from {shop}',
  'state.active': 'This warranty is active and in force.',
  'state.transferred': 'This warranty is transferred and in force.',
  'state.expired': 'This warranty is expired.',
  'state.void': 'This warranty is void.',
  vehicle: 'Vehicle',
  vinEnding: 'VIN ends in',
  film: 'Film',
  batch: 'Batch',
  covered: 'Covered',
  installed: 'Installed',
  manufacturer: 'Manufacturer',
  noManufacturerTerm: 'No manufacturer term on record for this film',
  term: '{years, plural, one {# year} other {# years}}, until {date}',
  termHorizontal: '{years, plural, one {# year} other {# years}} ({horizontal} on horizontal surfaces), until {date}',
  workmanship: 'Workmanship',
  none: 'None',
  shop: 'Shop',
  'zone.body': 'Body (full wrap)',
  'zone.roof': 'Roof',
  'zone.mirrors': 'Mirrors',
  'zone.calipers': 'Brake calipers',
  'zone.chromeDelete': 'Chrome delete',
  'zone.windowTint': 'Window tint',
  'zone.ppf': 'Paint protection film',
} as const;

export type WarrantyPageKey = keyof typeof WARRANTY_PAGE_EN;
export type WarrantyPageCatalogue = Record<WarrantyPageKey, string>;

const later: Record<Exclude<Locale, 'en'>, () => Promise<WarrantyPageCatalogue>> = {
  es: async () => (await import('./warranty-es.ts')).WARRANTY_PAGE,
  fr: async () => (await import('./warranty-fr.ts')).WARRANTY_PAGE,
  de: async () => (await import('./warranty-de.ts')).WARRANTY_PAGE,
  pt: async () => (await import('./warranty-pt.ts')).WARRANTY_PAGE,
};

export const WARRANTY_PAGE = pageCatalogue<WarrantyPageKey>(WARRANTY_PAGE_EN, later);

/** The zone's name in the page's words when it is one of the fixed zones; else the zone as stored. */
export function zoneKey(zone: string): WarrantyPageKey | null {
  const key = `zone.${zone}`;
  return Object.hasOwn(WARRANTY_PAGE_EN, key) ? (key as WarrantyPageKey) : null;
}
