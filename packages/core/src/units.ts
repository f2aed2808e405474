// Units and formats per shop (issue 28 item 2 and 3, decision 098). Lengths are stored in whole millimetres and
// areas in mm² (the booking's own estimate in square feet, the spec's field); a shop reads and types them in its
// units, metric or imperial, and reads dates, times and numbers through Intl in its locale.

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** The countries that still measure in feet and inches: the United States, Liberia and Myanmar. */
const IMPERIAL_COUNTRIES = /* @__PURE__ */ new Set(['US', 'LR', 'MM']);

/** The units a country's shops use unless they choose: imperial in US, LR and MM, else metric. */
export const defaultUnits = (country: string | null | undefined): UnitSystem => (IMPERIAL_COUNTRIES.has((country ?? 'US').toUpperCase()) ? 'imperial' : 'metric');

/** The shop's units: its choice, else its country's. */
export const unitsOf = (shop: { units?: UnitSystem | null; country?: string | null }): UnitSystem => shop.units ?? defaultUnits(shop.country);

export const MM_PER_FOOT = 304.8;
export const MM_PER_INCH = 25.4;
export const MM2_PER_SQUARE_FOOT = MM_PER_FOOT * MM_PER_FOOT; // 92 903.04
export const MM2_PER_SQUARE_METRE = 1_000_000;
export const SQUARE_FEET_PER_SQUARE_METRE = MM2_PER_SQUARE_METRE / MM2_PER_SQUARE_FOOT; // 10.7639…

/**
 * The locale a shop's dates, times and numbers are written in: English words (the product's language) with its
 * country's conventions, so a German shop reads "10 Dec 2026", "09:30" and "1.234,5", an American one "Dec 10, 2026",
 * "9:30 AM" and "1,234.5".
 */
export function shopLocale(country: string | null | undefined): string {
  const region = (country ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(region)) return 'en-US';
  try {
    return Intl.getCanonicalLocales(`en-${region}`)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

const numberFormats = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();
function num(locale: string, value: number, fractionDigits: number): string {
  const key = `${locale}|${fractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    numberFormats.set(key, f);
  }
  return f.format(value);
}

/** A length in the shop's units: "22.86 m" or "75.0 ft". */
export function formatLength(mm: number, units: UnitSystem, locale = 'en-US'): string {
  return units === 'metric' ? `${num(locale, mm / 1000, 2)} m` : `${num(locale, mm / MM_PER_FOOT, 1)} ft`;
}

/** An area given in mm², in the shop's units: "12.3 m²" or "132.4 ft²". */
export function formatArea(mm2: number, units: UnitSystem, locale = 'en-US'): string {
  return units === 'metric' ? `${num(locale, mm2 / MM2_PER_SQUARE_METRE, 1)} m²` : `${num(locale, mm2 / MM2_PER_SQUARE_FOOT, 1)} ft²`;
}

/** An area kept in square feet (the booking's estimate), in the shop's units. */
export const formatSquareFeet = (squareFeet: number, units: UnitSystem, locale = 'en-US'): string => formatArea(squareFeet * MM2_PER_SQUARE_FOOT, units, locale);

/** A roll's width: "60″" (1524 mm) or "1,524 mm"; inches to the half, as film is sold. */
export function formatRollWidth(mm: number, units: UnitSystem, locale = 'en-US'): string {
  if (units === 'metric') return `${num(locale, mm, 0)} mm`;
  const inches = Math.round((mm / MM_PER_INCH) * 2) / 2;
  return `${num(locale, inches, Number.isInteger(inches) ? 0 : 1)}″`;
}

/**
 * A roll width as a picker names it: in the shop's units first, the width the film is sold as beside it when that
 * differs ("60″ (1,524 mm)" for imperial, "1,524 mm (60″)" for metric).
 */
export function rollWidthLabel(mm: number, units: UnitSystem, locale = 'en-US'): string {
  const metric = formatRollWidth(mm, 'metric', locale);
  const inches = formatRollWidth(mm, 'imperial', locale);
  return units === 'metric' ? `${metric} (${inches})` : `${inches} (${metric})`;
}

/** The unit's short name for a field's label. */
export const lengthUnitLabel = (units: UnitSystem): 'm' | 'ft' => (units === 'metric' ? 'm' : 'ft');
export const areaUnitLabel = (units: UnitSystem): 'm²' | 'ft²' => (units === 'metric' ? 'm²' : 'ft²');

/** Square feet (the stored estimate) as the number a field in the shop's units starts with. */
export const squareFeetToUnits = (squareFeet: number, units: UnitSystem): number => (units === 'metric' ? squareFeet / SQUARE_FEET_PER_SQUARE_METRE : squareFeet);
/** A number typed in the shop's area unit, as square feet (what is stored), to a hundredth. */
export const unitsToSquareFeet = (value: number, units: UnitSystem): number =>
  Math.round((units === 'metric' ? value * SQUARE_FEET_PER_SQUARE_METRE : value) * 100) / 100;

/** Millimetres as the number a length field in the shop's units starts with. */
export const mmToUnits = (mm: number, units: UnitSystem): number => (units === 'metric' ? mm / 1000 : mm / MM_PER_FOOT);
/** A length typed in the shop's units, as whole millimetres. */
export const unitsToMm = (value: number, units: UnitSystem): number => Math.round(units === 'metric' ? value * 1000 : value * MM_PER_FOOT);

/** A YYYY-MM-DD day as its locale writes it ("Dec 10, 2026", "10 Dec 2026"); the day itself, zone-free. */
export function formatDay(day: string, locale = 'en-US', style: 'medium' | 'long' | 'full' = 'medium'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** An HH:MM wall-clock time as its locale writes it ("9:30 AM", "09:30"). */
export function formatClock(time: string, locale = 'en-US'): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** An instant as its locale writes it in a zone (a day, or a day and time). */
export function formatInstant(at: Date, zone: string, locale = 'en-US', withTime = true): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: zone }).format(at);
}
