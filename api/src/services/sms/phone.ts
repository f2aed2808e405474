// Phone numbers as people type them, read in the shop's country and written in E.164 (libphonenumber-js, full metadata).
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Whether a code is an ISO 3166-1 alpha-2 country libphonenumber-js knows the numbering plan of. */
export function isPhoneCountry(country: string): country is CountryCode {
  return /^[A-Z]{2}$/.test(country) && isSupportedCountry(country);
}

/**
 * The number in E.164 (`+14155550100`), reading a number without its country code as one of `country`'s; null when
 * it is not a valid phone number there. A number with its own `+` code keeps it, whatever the shop's country.
 */
export function normalisePhone(raw: string, country: string): string | null {
  const text = raw.trim();
  if (!text || text.length > 40) return null;
  const phone = parsePhoneNumberFromString(text, isPhoneCountry(country) ? country : 'US');
  return phone?.isValid() ? phone.number : null;
}
