// Which brands and films the shop offers, as the owner edits it: two sets of hidden ids and the PUT body they make.
import type { CatalogSettings } from '../../../api/catalogue-endpoints.ts';

export interface Offer {
  hiddenBrands: ReadonlySet<string>;
  hiddenFilms: ReadonlySet<string>;
}

export function offerFromSettings(settings: CatalogSettings): Offer {
  return { hiddenBrands: new Set(settings.hiddenBrands), hiddenFilms: new Set(settings.hiddenFilms) };
}

/** The body of PUT /user/catalog/settings: it replaces both lists, so both are always sent, sorted for stable diffs. */
export function settingsFromOffer(offer: Offer): CatalogSettings {
  return { hiddenBrands: [...offer.hiddenBrands].sort(), hiddenFilms: [...offer.hiddenFilms].sort() };
}

function toggled(set: ReadonlySet<string>, id: string, hide: boolean): Set<string> {
  const next = new Set(set);
  if (hide) next.add(id);
  else next.delete(id);
  return next;
}

export function setBrandOffered(offer: Offer, brandId: string, offered: boolean): Offer {
  return { ...offer, hiddenBrands: toggled(offer.hiddenBrands, brandId, !offered) };
}

export function setFilmOffered(offer: Offer, filmId: string, offered: boolean): Offer {
  return { ...offer, hiddenFilms: toggled(offer.hiddenFilms, filmId, !offered) };
}

/**
 * The hidden films of one brand. Film ids are `<brand id>-<code>` and some brand ids prefix others' films only
 * by accident of spelling, so a film belongs to the longest brand id it starts with.
 */
export function hiddenFilmsOf(offer: Offer, brandId: string, brandIds: readonly string[]): string[] {
  const owner = (filmId: string) =>
    brandIds.filter((id) => filmId.startsWith(`${id}-`)).reduce<string | undefined>((best, id) => (!best || id.length > best.length ? id : best), undefined);
  return [...offer.hiddenFilms].filter((filmId) => owner(filmId) === brandId).sort();
}

/** A hidden film the API no longer lists, named by the code in its id: `3m-2080-g12` → `2080-G12`. */
export function codeFromFilmId(filmId: string, brandId: string): string {
  return filmId.slice(brandId.length + 1).toUpperCase();
}
