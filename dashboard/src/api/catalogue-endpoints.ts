// Typed calls of docs/api.md "Studio" for Settings → Catalogue: which brands and films the shop offers, its own
// colours, and the colour of a swatch photo.
import { answer } from './read-answer.ts';
import { filmAnswers, toolAnswers } from '@wrapsmith/core/contract';
import type { KyInstance } from 'ky';
import type { BrandDto, FilmDto, FilmGroupDto } from '@wrapsmith/core/contract';
import type { MessageResponse } from './types.ts';

/** GET and PUT /user/catalog/settings: what the shop hides; everything else is offered. */
export interface CatalogSettings {
  hiddenBrands: string[];
  hiddenFilms: string[];
}

/** POST /user/films: finish is an id ("carbon") or a tab name ("Carbon Fiber"). */
export interface CustomFilmBody {
  name: string;
  code: string;
  hex: string;
  finish: string;
}

export interface SwatchMatch {
  hex: string;
  /** The closest film the shop offers, with its CIEDE2000 distance; null when it offers none. */
  nearest: (FilmDto & { distance: number }) | null;
}

export interface BrandFilms {
  brand: { id: string; name: string };
  groups: FilmGroupDto[];
}

export function catalogueEndpoints(http: KyInstance) {
  return {
    settings: () => answer(http.get('user/catalog/settings'), filmAnswers.getCatalogSettings),
    saveSettings: (body: CatalogSettings) => answer(http.put('user/catalog/settings', { json: body }), filmAnswers.putCatalogSettings),
    /** The brands the shop offers (hidden ones left out), then its custom colours once it has any. */
    brands: () => answer(http.get('user/tool/brands'), toolAnswers.getBrands),
    /** A brand's offered films by finish; `custom` lists the shop's own colours. */
    films: (brandId: string) => answer(http.get('user/tool/films', { searchParams: { brand: brandId } }), toolAnswers.getFilms),
    addFilm: (body: CustomFilmBody) => answer(http.post('user/films', { json: body }), filmAnswers.createFilm),
    deleteFilm: (id: string) => answer(http.delete(`user/films/${encodeURIComponent(id)}`), filmAnswers.deleteFilm),
    matchSwatch: (image: Blob) => {
      const form = new FormData();
      form.append('image', image);
      return answer(http.post('user/films/swatch', { body: form }), filmAnswers.matchSwatch);
    },
  };
}
