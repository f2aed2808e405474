// Typed calls of docs/api.md "Studio" for Settings → Catalogue: which brands and films the shop offers, its own
// colours, and the colour of a swatch photo. Answers are read through their route schemas (answers/catalogue.ts,
// loaded with the first call).
import type { KyInstance } from 'ky';
import type { FilmDto } from '@wrapsmith/core/contract';
import { lazyAnswer } from './lazy-answer.ts';

const schemas = () => import('./answers/catalogue.ts');

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

export function catalogueEndpoints(http: KyInstance) {
  return {
    settings: () => lazyAnswer(http.get('user/catalog/settings'), schemas, 'settings'),
    saveSettings: (body: CatalogSettings) => lazyAnswer(http.put('user/catalog/settings', { json: body }), schemas, 'saveSettings'),
    /** The brands the shop offers (hidden ones left out), then its custom colours once it has any. */
    brands: () => lazyAnswer(http.get('user/tool/brands'), schemas, 'brands'),
    /** A brand's offered films by finish; `custom` lists the shop's own colours. */
    films: (brandId: string) => lazyAnswer(http.get('user/tool/films', { searchParams: { brand: brandId } }), schemas, 'films'),
    addFilm: (body: CustomFilmBody) => lazyAnswer(http.post('user/films', { json: body }), schemas, 'addFilm'),
    deleteFilm: (id: string) => lazyAnswer(http.delete(`user/films/${encodeURIComponent(id)}`), schemas, 'deleteFilm'),
    matchSwatch: (image: Blob) => {
      const form = new FormData();
      form.append('image', image);
      return lazyAnswer(http.post('user/films/swatch', { body: form }), schemas, 'matchSwatch');
    },
  };
}
