// How a lead's film reads wherever the shop sees it (issue 24 item 5): the Leads page and the lead, the owner's email,
// the in-app notification and the CSV export, all through these two functions. Zod-free, for every bundle.
// (A lead's vehicle reads through leadVehicleLabel in lead-vehicle-rules.ts.)

/** The film as a lead snapshot keeps it: a catalogue or imported film's brand, name and product code. */
export interface LabelledFilm {
  brand: string;
  name: string;
  /** The manufacturer's product code ("G12"); empty when the film has none. */
  code?: string | null | undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds `word` as a word of its own (not inside another: "G1" is not in "G12"), case-insensitive. */
function holdsWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * "3M Gloss Black": the brand once, before the name, even when the film's name already starts with it (an imported
 * "3M 2080 Gloss Black" of brand "3M" reads "3M 2080 Gloss Black", not "3M 3M 2080 Gloss Black").
 */
export function brandedFilmName(brand: string, name: string): string {
  const b = brand.trim();
  const n = name.trim();
  if (!b) return n;
  if (!n) return b;
  const startsWithBrand = n.toLowerCase().startsWith(b.toLowerCase()) && (n.length === b.length || !/[\p{L}\p{N}]/u.test(n.charAt(b.length)));
  return startsWithBrand ? n : `${b} ${n}`;
}

/**
 * "3M Gloss Black (G12)": the brand once and the product code in brackets, unless the name already carries the
 * code ("Gloss Black (G12)", "2080-G12 Gloss Black").
 */
export function leadFilmLabel(film: LabelledFilm): string {
  const named = brandedFilmName(film.brand, film.name);
  const code = film.code?.trim();
  return code && !holdsWord(film.name, code) ? `${named} (${code})` : named;
}
