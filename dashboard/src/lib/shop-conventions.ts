// The shop's conventions for the dashboard's shared date and time formatters (issue 28 item 2, decision 098): its
// locale (`en-<country>`: English words, the country's order of day and month and its clock) and its time zone. The
// session store sets them whenever its signed-in shop changes, so every formatter (lib/format.ts, the calendar's
// features/bookings/local-day.ts, the work order's panels) writes them without each page passing the locale, and no
// page loads more than this small module, already in the entry with the session. Signed out: en-US in the browser's
// zone, as before.

export interface ShopConventions {
  /** An Intl locale: "en-GB", "en-US". */
  locale: string;
  /** An IANA zone instants are shown in; undefined: the browser's. */
  timeZone: string | undefined;
}

const SIGNED_OUT: ShopConventions = { locale: 'en-US', timeZone: undefined };
let current: ShopConventions = SIGNED_OUT;
const formats = new Map<string, Intl.DateTimeFormat>();

/** The locale when Intl supports it, else en-US; the zone when Intl knows it, else the browser's. */
function checked(locale: string | null | undefined, timeZone: string | null | undefined): ShopConventions {
  let safeLocale: string;
  try {
    safeLocale = locale ? (Intl.DateTimeFormat.supportedLocalesOf([locale])[0] ?? 'en-US') : 'en-US';
  } catch {
    safeLocale = 'en-US';
  }
  let safeZone: string | undefined;
  try {
    safeZone = timeZone ? new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone : undefined;
  } catch {
    safeZone = undefined;
  }
  return { locale: safeLocale, timeZone: safeZone };
}

/** Called by the session store with its shop (null when signed out). */
export function setShopConventions(shop: { locale?: string | null; timeZone?: string | null } | null | undefined): void {
  const next = shop ? checked(shop.locale, shop.timeZone) : SIGNED_OUT;
  if (next.locale === current.locale && next.timeZone === current.timeZone) return;
  current = next;
  formats.clear();
}

export const shopConventions = (): ShopConventions => current;

/**
 * A cached formatter in the shop's locale. `of: 'day'` formats a YYYY-MM-DD calendar day (read as UTC midnight, so no
 * zone moves it); `of: 'instant'` a moment, in the shop's zone. `locale` overrides the shop's (a page that knows it).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions, of: 'day' | 'instant', locale?: string): Intl.DateTimeFormat {
  const timeZone = of === 'day' ? 'UTC' : current.timeZone;
  const tag = locale ?? current.locale;
  const key = `${tag}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { ...options, ...(timeZone ? { timeZone } : {}) });
    formats.set(key, f);
  }
  return f;
}

/** A YYYY-MM-DD day as UTC midnight, for dateFormat(…, 'day'); null when it is not one. */
export function dayAsDate(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The locale a reader of `language` sees the shop's dates in (issue 28, decision 101): undefined (the shop's own,
 * decision 098) in English, else the language with the shop's region ("de-US": German words, the US shop's order of
 * day and month), else the language alone.
 */
export function readerLocale(language: string, shopLocale: string): string | undefined {
  if (language === 'en') return undefined;
  let region: string | undefined;
  try {
    region = new Intl.Locale(shopLocale).region;
  } catch {
    region = undefined;
  }
  const tag = region ? `${language}-${region}` : language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag])[0] ?? language;
  } catch {
    return language;
  }
}
