// The manufacturers' warranty terms for the catalogue's brands (issue 27 item 2, decision 093): our own facts file,
// each entry with where it was read. A brand, line or finish with no entry has no manufacturer term, and the app
// says so rather than guess: most makers publish an indicative durability on each product's data sheet (which is
// not a warranty) and warrant the material itself only against defects, by replacing it. Years are whole years for
// the film as installed on a vehicle in a temperate climate; `horizontalYears` where the maker gives a shorter term
// for horizontal surfaces (hood, roof, trunk).
import { BRANDS, FINISHES, type Finish } from '@wrapsmith/catalog';

export interface ManufacturerTerm {
  brandId: string;
  /** The film line the entry is for, as the maker names it. */
  line: string;
  finishes: readonly Finish[];
  /** Vertical surfaces, or every surface when `horizontalYears` is null. */
  years: number;
  horizontalYears: number | null;
  /** Where this was read. */
  source: string;
  note: string;
}

/** Brands whose published warranty we read, and found no installed-film term in years. */
export interface NoTerm {
  brandId: string;
  line: string;
  source: string;
  note: string;
}

export const MANUFACTURER_TERMS: readonly ManufacturerTerm[] = [
  {
    brandId: '3m',
    line: '2080 Wrap Film Series',
    finishes: ['gloss', 'satin', 'matte'],
    years: 5,
    horizontalYears: 3,
    source: 'https://spms-est.com/3m-wrap-film-warranty/',
    note: '3M wrap film warranty as published by a 3M distributor: 5 years on vertical surfaces (doors), 3 years on horizontal ones (hood, roof). Read for solid colours; special finishes are not listed there.',
  },
];

export const NO_MANUFACTURER_TERM: readonly NoTerm[] = [
  {
    brandId: 'oracal',
    line: '970RA Premium Wrapping Cast',
    source: 'http://orafolvehiclewraps.com/general-warranty/',
    note: 'ORAFOL warrants its films to perform as their technical bulletins state and credits the material’s price when they do not; the warranty itself names no term in years.',
  },
  {
    brandId: 'hexis',
    line: 'Skintac HX20000 Series',
    source: 'https://www.hexis-graphics.com/sv/supports/hallbarhet/',
    note: 'Hexis gives an indicative durability per product for vertical exposure in central Europe (horizontal: 0.35 of it); it is a durability, not a warranty term.',
  },
  {
    brandId: 'teckwrap',
    line: 'Car Wrap Vinyl',
    source: 'https://global.teckwrapcraft.com/en-es/pages/disclaimer',
    note: 'TeckWrap warrants its films free of material defects for their shelf life only, not for a term once installed.',
  },
  {
    brandId: 'vvivid',
    line: 'VViViD+ Wrap Film',
    source: 'https://www.carwrapsupplier.ca/warranty/',
    note: 'VViViD’s published warranty covers visible defects before installation; installed material is not covered for them, and no term in years is given.',
  },
];

export interface TermLookup {
  years: number | null;
  horizontalYears: number | null;
  /** The source URL, and why there is no term when there is none. */
  source: string;
}

const known = new Set<string>(FINISHES);

/**
 * The manufacturer's term for a brand's film of this finish, or none, honestly: null years with the reason (the
 * maker's warranty names no term, or we found no published warranty).
 */
export function manufacturerTermFor(brandId: string | null | undefined, finish: string | null | undefined): TermLookup {
  const brand = BRANDS.find((b) => b.id === brandId);
  const entry = finish && known.has(finish) ? MANUFACTURER_TERMS.find((t) => t.brandId === brandId && t.finishes.includes(finish as Finish)) : undefined;
  if (entry) return { years: entry.years, horizontalYears: entry.horizontalYears, source: entry.source };
  const none = NO_MANUFACTURER_TERM.find((t) => t.brandId === brandId);
  if (none) return { years: null, horizontalYears: null, source: `No term: ${none.note} (${none.source})` };
  if (brand && MANUFACTURER_TERMS.some((t) => t.brandId === brandId)) {
    return { years: null, horizontalYears: null, source: `No term for this finish in ${brand.name}’s published warranty.` };
  }
  return { years: null, horizontalYears: null, source: 'No manufacturer term on record for this film.' };
}
