// Body-style words from import files → the body styles the render engine draws.
import type { BodyStyle } from '../vocabulary.ts';

const SYNONYMS: Record<string, BodyStyle> = {
  sedan: 'sedan',
  saloon: 'sedan',
  notchback: 'sedan',
  coupe: 'coupe',
  coupé: 'coupe',
  hatchback: 'hatchback',
  hatch: 'hatchback',
  liftback: 'hatchback',
  sportback: 'hatchback',
  wagon: 'wagon',
  stationwagon: 'wagon',
  estate: 'wagon',
  touring: 'wagon',
  avant: 'wagon',
  convertible: 'convertible',
  cabriolet: 'convertible',
  cabrio: 'convertible',
  roadster: 'convertible',
  spyder: 'convertible',
  spider: 'convertible',
  suv: 'suv',
  sportutility: 'suv',
  sportutilityvehicle: 'suv',
  crossover: 'suv',
  cuv: 'suv',
  pickup: 'pickup',
  pickuptruck: 'pickup',
  truck: 'pickup',
  ute: 'pickup',
  van: 'van',
  minivan: 'van',
  mpv: 'van',
  cargovan: 'van',
  passengervan: 'van',
};

function key(word: string): string {
  return word.toLowerCase().replace(/[^a-zé]/g, '');
}

export function bodyStyleFromWord(word: string): BodyStyle | undefined {
  return SYNONYMS[key(word)];
}

/**
 * Splits a list like "Sedan|Coupe", "SUV; Pickup" or "Van/Minivan" and maps each part; the result keeps the
 * file's order without repeats, and names the parts it did not recognise.
 */
export function parseBodyStyles(list: string): { styles: BodyStyle[]; unknown: string[] } {
  const styles: BodyStyle[] = [];
  const unknown: string[] = [];
  for (const part of list.split(/[|;/,]/)) {
    const word = part.trim();
    if (!word) continue;
    const style = bodyStyleFromWord(word);
    if (!style) unknown.push(word);
    else if (!styles.includes(style)) styles.push(style);
  }
  return { styles, unknown };
}

const NAME_HINTS: readonly [RegExp, BodyStyle][] = [
  [/\b(convertible|cabrio(let)?|roadster|spyder|spider|volante|drophead|targa)\b/i, 'convertible'],
  [/\b(pickup|pick-up|truck|cab[ /]?chassis|crew ?cab|super ?cab|supercrew|double ?cab|extended ?cab|regular ?cab|quad ?cab|king ?cab|access ?cab|mega ?cab)\b/i, 'pickup'],
  [/\b(minivan|van)\b/i, 'van'],
  [/\b(wagon|sportwagen|estate|avant|shooting brake)\b/i, 'wagon'],
  [/\b(hatchback|hatch|sportback|liftback)\b/i, 'hatchback'],
  [/\b(coupe|coupé)\b/i, 'coupe'],
  [/\b(sedan|saloon)\b/i, 'sedan'],
];

/** A body style named in a model string, e.g. "F150 SuperCrew Cab" → pickup, "A5 Cabriolet" → convertible. */
export function bodyStyleFromModelName(model: string): BodyStyle | undefined {
  return NAME_HINTS.find(([pattern]) => pattern.test(model))?.[1];
}
