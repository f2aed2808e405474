// Country and city lists from the country-state-city package, in the shape of the third-party service the
// spec used ({ error: false, data }). Loaded on first use: the city table is large and most requests never need it.
import type * as CountryStateCity from 'country-state-city';
import type { CountryDto } from '../../types.ts';

let csc: Promise<typeof CountryStateCity> | undefined;
const load = () => (csc ??= import('country-state-city'));

let countries: CountryDto[] | undefined;
const cities = new Map<string, string[]>();

export async function listCountries(): Promise<CountryDto[]> {
  if (!countries) {
    const { Country } = await load();
    countries = Country.getAllCountries()
      .map((c) => ({ country: c.name, iso2: c.isoCode }))
      .sort((a, b) => a.country.localeCompare(b.country));
  }
  return countries;
}

/** Cities of a country given by name or ISO code (any case), sorted and without duplicates; undefined if unknown. */
export async function listCities(country: string): Promise<string[] | undefined> {
  const wanted = country.trim().toLowerCase();
  const match = (await listCountries()).find((c) => c.iso2.toLowerCase() === wanted || c.country.toLowerCase() === wanted);
  if (!match) return undefined;
  let list = cities.get(match.iso2);
  if (!list) {
    const { City } = await load();
    list = [...new Set((City.getCitiesOfCountry(match.iso2) ?? []).map((c) => c.name))].sort((a, b) => a.localeCompare(b));
    cities.set(match.iso2, list);
  }
  return list;
}
