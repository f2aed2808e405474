// A customer's vehicles (issue 27 item 3, decision 094): the VIN's rules and the plate's search form. Pure, zod-free;
// the API and the dashboard's form both use these, so a VIN the form accepts is one the API accepts.

export const VEHICLE_TEXT_MAX = 60;
export const VEHICLE_NOTES_MAX = 2000;
export const PLATE_MAX = 15;
export const VIN_LENGTH = 17;

export const CUSTOMER_VEHICLE_MESSAGES = {
  notFound: 'Vehicle not found',
  customerNotFound: 'Customer not found',
  vinLength: `A VIN has ${VIN_LENGTH} letters and digits.`,
  vinCharacters: 'A VIN has only letters and digits, and never the letters I, O or Q.',
  vinCheckDigit: (expected: string, found: string) =>
    `The VIN's check digit (its 9th character) is ${found} but the rest of the VIN gives ${expected}: please check it for a typo. Saved as typed.`,
  vehicleNeeded: 'Give the vehicle a make and model, a VIN or a plate.',
  plateCharacters: 'A plate has letters, digits, spaces and dashes only.',
} as const;

/** A VIN as stored: upper case, spaces and dashes dropped. */
export const normaliseVin = (raw: string): string => raw.toUpperCase().replace(/[\s-]/g, '');

/** A plate as searched: upper case, only its letters and digits ("ab 12-cd" → "AB12CD"). */
export const plateKey = (raw: string): string => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');

const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The check digit (position 9) the other 16 characters give, under 49 CFR 565.15: '0'–'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) {
    const ch = vin[i]!;
    const value = /\d/.test(ch) ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** North American VINs (first character 1–5: USA, Canada, Mexico) carry a check digit; others need not. */
export const isNorthAmericanVin = (vin: string): boolean => /^[1-5]/.test(vin);

export type VinCheck = { ok: true; vin: string; warning: string | null } | { ok: false; error: string };

/**
 * A VIN typed by a person: 17 characters, letters and digits without I, O or Q (refused otherwise). A North
 * American VIN whose check digit does not match is a warning, not a refusal: a grey-import or a pre-1981 plate can
 * be right and still fail it.
 */
export function checkVin(raw: string): VinCheck {
  const vin = normaliseVin(raw);
  if (!/^[A-Z0-9]*$/.test(vin) || /[IOQ]/.test(vin)) return { ok: false, error: CUSTOMER_VEHICLE_MESSAGES.vinCharacters };
  if (vin.length !== VIN_LENGTH) return { ok: false, error: CUSTOMER_VEHICLE_MESSAGES.vinLength };
  if (isNorthAmericanVin(vin)) {
    const expected = vinCheckDigit(vin);
    if (vin[8] !== expected) return { ok: true, vin, warning: CUSTOMER_VEHICLE_MESSAGES.vinCheckDigit(expected, vin[8]!) };
  }
  return { ok: true, vin, warning: null };
}

/** "2021 Toyota RAV4", or ''. */
export const vehicleName = (v: { year: number | null; make: string; model: string }): string => [v.year, v.make, v.model].filter(Boolean).join(' ');
