// Country and city lists from the country-state-city package, in the shape of the third-party service the
// spec used ({ error: false, data }). Loaded on first use: the city table is large and most requests never need it.
import type * as CountryStateCity from 'country-state-city';
import type { CountryDto, StateDto } from '@wrapsmith/core/contract';

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

const states = new Map<string, StateDto[]>();

async function findCountry(country: string): Promise<CountryDto | undefined> {
  const wanted = country.trim().toLowerCase();
  return (await listCountries()).find((c) => c.iso2.toLowerCase() === wanted || c.country.toLowerCase() === wanted);
}

/** States, provinces or regions of a country given by name or ISO code, by name; undefined if the country is unknown. */
export async function listStates(country: string): Promise<StateDto[] | undefined> {
  const match = await findCountry(country);
  if (!match) return undefined;
  let list = states.get(match.iso2);
  if (!list) {
    const { State } = await load();
    list = State.getStatesOfCountry(match.iso2)
      .map((s) => ({ name: s.name, code: s.isoCode }))
      .sort((a, b) => a.name.localeCompare(b.name));
    states.set(match.iso2, list);
  }
  return list;
}

/**
 * Cities of a country given by name or ISO code (any case), sorted and without duplicates; with `state` (its code or
 * name, any case) only that state's. Undefined if the country, or the state within it, is unknown.
 */
export async function listCities(country: string, state?: string): Promise<string[] | undefined> {
  const match = await findCountry(country);
  if (!match) return undefined;
  if (state !== undefined) {
    const wanted = state.trim().toLowerCase();
    const region = (await listStates(match.iso2))?.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
    if (!region) return undefined;
    const { City } = await load();
    return [...new Set(City.getCitiesOfState(match.iso2, region.code).map((c) => c.name))].sort((a, b) => a.localeCompare(b));
  }
  let list = cities.get(match.iso2);
  if (!list) {
    const { City } = await load();
    list = [...new Set((City.getCitiesOfCountry(match.iso2) ?? []).map((c) => c.name))].sort((a, b) => a.localeCompare(b));
    cities.set(match.iso2, list);
  }
  return list;
}
