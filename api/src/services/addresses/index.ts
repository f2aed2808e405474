// Where the shop is, written the way its country writes addresses (issue 28 item 2, decision 098's update): the
// profile's postcode checked against the profile's country, and the owner's address as the lines the quote and
// invoice PDFs print under the shop's name.
import { addressLines, checkPostcode, postcodeFormat, type PostcodeLabel } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shops, users } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { badRequest } from '../../lib/errors.ts';

let codes: Promise<Map<string, string>> | undefined;

/** Country name (as the profile stores it, from /public/countries) or ISO code → lower-cased key → ISO code. */
function countryCodes(): Promise<Map<string, string>> {
  codes ??= import('country-state-city').then(({ Country }) => {
    const map = new Map<string, string>();
    for (const c of Country.getAllCountries()) {
      map.set(c.isoCode.toLowerCase(), c.isoCode);
      map.set(c.name.toLowerCase(), c.isoCode);
    }
    return map;
  });
  return codes;
}

/** The ISO 3166-1 alpha-2 code of a country given by name ("Germany") or code ("de"); undefined when unknown. */
export async function countryCodeOf(country: string | null | undefined): Promise<string | undefined> {
  const wanted = `${country ?? ''}`.trim().toLowerCase();
  if (!wanted) return undefined;
  return (await countryCodes()).get(wanted);
}

/** What the country calls a postcode, in the API's English (the dashboard words its own, area `addresses`). */
const LABELS: Record<PostcodeLabel, string> = { zip: 'ZIP code', postal: 'Postal code', eircode: 'Eircode', cep: 'CEP', pin: 'PIN code', postcode: 'Postcode' };

export const ADDRESS_ERRORS = {
  wrongShape: (label: string, country: string, example: string) => `${label} is not one of ${country}: write it like ${example}`,
  noPostcodes: (country: string) => `Addresses in ${country} have no postcode: leave it empty`,
};

/**
 * The postcode to store for `country` (a name or code): `postcode` normalised as the country writes it ("sw1a1aa" →
 * "SW1A 1AA", "01310100" → "01310-100"), '' kept as '' (cleared). Throws a 400 naming the country's example when it
 * does not fit, or when the country has no postcodes. A country we do not know takes any 2–12 letters and digits.
 */
export async function postcodeFor(country: string | null | undefined, postcode: string): Promise<string> {
  const trimmed = postcode.trim();
  if (trimmed === '') return '';
  const code = await countryCodeOf(country);
  const named = `${country ?? ''}`.trim() || 'this country';
  const format = postcodeFormat(code);
  if (!format.used) throw badRequest(ADDRESS_ERRORS.noPostcodes(named), [{ path: 'postcode', message: ADDRESS_ERRORS.noPostcodes(named) }]);
  const checked = checkPostcode(code, trimmed);
  if (checked.ok) return checked.postcode;
  const message = checked.example ? ADDRESS_ERRORS.wrongShape(LABELS[format.label], named, checked.example) : 'Postcode may hold only letters, digits, spaces and hyphens';
  throw badRequest(message, [{ path: 'postcode', message }]);
}

/** The owner's address fields (the profile's Personal Information). */
export interface AddressFields {
  businessAddress: string | null;
  postcode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/**
 * The address lines in the country's order: the business address (street, as typed, one or more lines) first,
 * then postcode, city and state as the country writes them. `fallbackCountry` (the shop's ISO country) decides the
 * layout when the profile's country is unknown or empty.
 */
export async function addressLinesOf(fields: AddressFields, fallbackCountry?: string | null): Promise<string[]> {
  const country = (await countryCodeOf(fields.country)) ?? fallbackCountry ?? undefined;
  return addressLines({ street: fields.businessAddress, postcode: fields.postcode, city: fields.city, state: fields.state, country });
}

/**
 * The shop's address lines for its documents: its owner's address (the owner's Personal Information is the shop's,
 * spec §2), laid out by the owner's country, else the shop's.
 */
export async function shopAddressLines(db: DbOrTx, shopId: string): Promise<string[]> {
  const owner = await firstRow(
    db
      .select({ businessAddress: users.businessAddress, postcode: users.postcode, city: users.city, state: users.state, country: users.country, shopCountry: shops.country })
      .from(users)
      .innerJoin(shops, eq(shops.id, users.shopId))
      .where(forShop(shopId).where(users, eq(users.role, 'owner'))),
  );
  return owner ? addressLinesOf(owner, owner.shopCountry) : [];
}
