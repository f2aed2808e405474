// The manufacturers' warranty terms for the catalogue's brands (issue 27 item 2, decision 093): our own facts file,
// each entry with where it was read. A brand, line or finish with no entry has no manufacturer term, and the app
// says so rather than guess: most makers publish an indicative durability on each product's data sheet (which is
// not a warranty) and warrant the material itself only against defects, by replacing it. Years are whole years for
// the film as installed on a vehicle in a temperate climate; `horizontalYears` where the maker gives a shorter term
// for horizontal surfaces (hood, roof, trunk).
//
// What counts as a term (decision 093, Update): only a period the maker (or its distributor, on the maker's behalf)
// calls a warranty for the installed film. An "indicative durability" or "expected performance life" from a data
// sheet is not a term and is never entered here as one: 3M's own graphics warranty says "Expected Performance Life
// is not a warranted period of time" (3M's warranty text, as republished at
// https://www.ninja300decals.com/index.php?route=information/information&information_id=7). A brand whose published
// warranty we read and that names no term in years goes in NO_MANUFACTURER_TERM with what it does say.
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
    // Read (Thai, "WRAP FILM WARRANTY"): horizontal (hood, roof) 3 years or 60,000 km, vertical (doors) 5 years or
    // 100,000 km, whichever comes first; covers lifting from adhesive defects, colour fade of no more than 30% and
    // adhesive residue of no more than 30% within 5 years. No finish other than the solid colours is named, so the
    // chrome, flip, brushed and carbon films of the 2080 series have no entry (3M's special finishes: no term on record).
    source: 'https://spms-est.com/3m-wrap-film-warranty/',
    note: '3M wrap film warranty as published by a 3M distributor: 5 years (or 100,000 km) on vertical surfaces (doors), 3 years (or 60,000 km) on horizontal ones (hood, roof), whichever comes first. Read for solid colours; special finishes are not listed there.',
  },
];

export const NO_MANUFACTURER_TERM: readonly NoTerm[] = [
  {
    brandId: 'oracal',
    line: '970RA Premium Wrapping Cast',
    // Read: ORAFOL Americas warrants its films "to perform as stated in published product technical information
    // bulletins" and, for lines that "do not meet specified effective performance life, issue credit for the purchase
    // price of the material"; no labour. The 970RA bulletin's performance life itself was not found in a source we
    // could read, so there is no number to show (see decision 093, Update, for when it may be shown).
    source: 'http://orafolvehiclewraps.com/general-warranty/',
    note: 'ORAFOL warrants its films to perform as their technical bulletins state and credits the material’s price when they do not; the warranty itself names no term in years.',
  },
  {
    brandId: 'hexis',
    line: 'Skintac HX20000 Series',
    // Read: "The indicative durabilities indicated on the technical data sheets of the KG8000, KG10000, HX20000 and
    // HX30000 series are given for a vertical exposure (± 10°) in a central European climate"; conversion factors for
    // area 1: non-vertical × 0.50, horizontal × 0.35. The HX20000 sheet's own figures were not found.
    source: 'https://www.hexis-graphics.com/sv/supports/hallbarhet/',
    note: 'Hexis gives an indicative durability per product for vertical exposure in central Europe (horizontal: 0.35 of it); it is a durability, not a warranty term.',
  },
  {
    brandId: 'teckwrap',
    line: 'Car Wrap Vinyl',
    // Read: "TeckWrap products are warranted to be free of defects in material for the period of shelf life" (replace
    // or compensate, TeckWrap's choice). Its product pages (e.g. https://teckwrap.com/hi-in/products/teckwrap-a4-29)
    // add a "use/removal warranty" clause that opens by saying durability depends on climate, application and care,
    // stated for optimal conditions (central European climate, professional application, a garaged car); the part of
    // it we could read gives no number, so it is recorded as a durability statement, not a term.
    source: 'https://global.teckwrapcraft.com/en-es/pages/disclaimer',
    note: 'TeckWrap warrants its films free of material defects for their shelf life only; its product pages describe durability under optimal conditions (central European climate, garaged car), which is not a warranty term for installed film.',
  },
  {
    brandId: 'vvivid',
    line: 'VViViD+ Wrap Film',
    // Read: "Visible manufacturer defects will be immediately warrantied ... for vinyl that has not been installed.
    // Installed material is not covered for visible defects." Liability is capped at the purchase price. The same text
    // is published by the Australian distributor: https://carwrapsupplieraustralia.com/warranty/
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
