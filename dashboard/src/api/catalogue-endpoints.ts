// Typed calls of docs/api.md "Studio" for Settings → Catalogue: which brands and films the shop offers, its own
// colours, and the colour of a swatch photo.
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
    settings: () => http.get('user/catalog/settings').json<{ data: CatalogSettings }>(),
    saveSettings: (body: CatalogSettings) => http.put('user/catalog/settings', { json: body }).json<{ data: CatalogSettings; message: string }>(),
    /** The brands the shop offers (hidden ones left out), then its custom colours once it has any. */
    brands: () => http.get('user/tool/brands').json<{ data: BrandDto[] }>(),
    /** A brand's offered films by finish; `custom` lists the shop's own colours. */
    films: (brandId: string) => http.get('user/tool/films', { searchParams: { brand: brandId } }).json<{ data: BrandFilms }>(),
    addFilm: (body: CustomFilmBody) => http.post('user/films', { json: body }).json<{ data: FilmDto; message: string }>(),
    deleteFilm: (id: string) => http.delete(`user/films/${encodeURIComponent(id)}`).json<MessageResponse>(),
    matchSwatch: (image: Blob) => {
      const form = new FormData();
      form.append('image', image);
      return http.post('user/films/swatch', { body: form }).json<{ data: SwatchMatch }>();
    },
  };
}
