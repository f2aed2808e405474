// The Film record shared by the built-in catalogue, CSV imports and shops' custom colours.
import type { Finish } from '../vocabulary.ts';

export interface Film {
  /** Stable slug: brand id + product code, e.g. `3m-g12`. */
  id: string;
  brandId: string;
  /** The manufacturer's product code as printed on the roll, e.g. `G12`, `SW900-190-O`. */
  code: string;
  /** Display name with the product code in brackets, e.g. `Gloss Black (G12)`. */
  name: string;
  /** Approximate on-screen colour, `#rrggbb`. A physical swatch is the only true reference. */
  hex: string;
  finish: Finish;
  /** Flip films: the colour the film shifts to at a steep viewing angle. */
  secondaryHex?: string;
  description?: string;
}

/** `('3m', '2080-G12')` → `3m-2080-g12`. */
export function filmId(brandId: string, code: string): string {
  return `${brandId}-${code}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `('Gloss Black', 'G12')` → `Gloss Black (G12)`; a name that already ends with the bracketed code is kept. */
export function filmName(colourName: string, code: string): string {
  const name = colourName.trim().replace(/\s+/g, ' ');
  return name.endsWith(`(${code})`) ? name : `${name} (${code})`;
}

/** One catalogue line: code, colour name, hex, finish and, for flip films, the second colour. */
export type FilmEntry = readonly [code: string, colourName: string, hex: string, finish: Finish, secondaryHex?: string];

export function defineFilms(brandId: string, entries: readonly FilmEntry[]): Film[] {
  return entries.map(([code, colourName, hex, finish, secondaryHex]) => ({
    id: filmId(brandId, code),
    brandId,
    code,
    name: filmName(colourName, code),
    hex,
    finish,
    ...(secondaryHex ? { secondaryHex } : {}),
  }));
}
