// Turns one model line's shared facts and a short row per generation into GenerationFacts, so the data files
// read as a table of published figures instead of hundreds of repeated field names.
import type { BodyStyle } from '../../vocabulary.ts';
import type { GenerationFacts, VehicleShape } from './types.ts';

interface ShapeDefaults {
  bodyStyle: BodyStyle;
  doors: GenerationFacts['doors'];
  hoodRatio: number;
  roofRatio: number;
  beltRatio: number;
}

/**
 * What each shape draws when a line says nothing else, measured off typical side views of the class
 * (a mid-size sedan's windscreen starts at 36 % of its length, a crossover's at 30 %, a cargo van's at 17 %).
 */
export const SHAPE_DEFAULTS: Record<VehicleShape, ShapeDefaults> = {
  sedan: { bodyStyle: 'sedan', doors: 4, hoodRatio: 0.36, roofRatio: 0.25, beltRatio: 0.68 },
  liftback: { bodyStyle: 'hatchback', doors: 5, hoodRatio: 0.35, roofRatio: 0.2, beltRatio: 0.68 },
  hatchback: { bodyStyle: 'hatchback', doors: 5, hoodRatio: 0.3, roofRatio: 0.36, beltRatio: 0.65 },
  wagon: { bodyStyle: 'wagon', doors: 5, hoodRatio: 0.33, roofRatio: 0.45, beltRatio: 0.66 },
  coupe: { bodyStyle: 'coupe', doors: 2, hoodRatio: 0.38, roofRatio: 0.18, beltRatio: 0.7 },
  roadster: { bodyStyle: 'convertible', doors: 2, hoodRatio: 0.42, roofRatio: 0.13, beltRatio: 0.72 },
  convertible: { bodyStyle: 'convertible', doors: 2, hoodRatio: 0.38, roofRatio: 0.2, beltRatio: 0.7 },
  suv: { bodyStyle: 'suv', doors: 5, hoodRatio: 0.3, roofRatio: 0.45, beltRatio: 0.63 },
  'two-door-suv': { bodyStyle: 'suv', doors: 3, hoodRatio: 0.31, roofRatio: 0.45, beltRatio: 0.6 },
  pickup: { bodyStyle: 'pickup', doors: 4, hoodRatio: 0.31, roofRatio: 0.22, beltRatio: 0.66 },
  minivan: { bodyStyle: 'van', doors: 5, hoodRatio: 0.22, roofRatio: 0.55, beltRatio: 0.58 },
  'cargo-van': { bodyStyle: 'van', doors: 4, hoodRatio: 0.17, roofRatio: 0.72, beltRatio: 0.45 },
  'passenger-van': { bodyStyle: 'van', doors: 4, hoodRatio: 0.17, roofRatio: 0.7, beltRatio: 0.45 },
};

type MeasuredField =
  | 'make'
  | 'model'
  | 'generation'
  | 'from'
  | 'to'
  | 'lengthMm'
  | 'wheelbaseMm'
  | 'heightMm'
  | 'frontOverhangMm'
  | 'wheelInches';
type LineField = Exclude<keyof GenerationFacts, MeasuredField>;

/** Facts shared by a model line's generations; shape and source are required, the rest default by shape. */
export type LineFacts = Partial<Pick<GenerationFacts, LineField>> & Pick<GenerationFacts, 'shape' | 'source'>;

/** One generation: code, model years, length, wheelbase, height, front overhang, rim size, then any exceptions. */
export type GenerationRow = readonly [
  generation: string,
  from: number,
  to: number,
  lengthMm: number,
  wheelbaseMm: number,
  heightMm: number,
  frontOverhangMm: number,
  wheelInches: number,
  exceptions?: Partial<Pick<GenerationFacts, LineField>>,
];

export function generations(
  make: string,
  model: string,
  line: LineFacts,
  rows: readonly GenerationRow[],
): GenerationFacts[] {
  return rows.map(
    ([generation, from, to, lengthMm, wheelbaseMm, heightMm, frontOverhangMm, wheelInches, exceptions]) => {
      const facts = { ...line, ...exceptions };
      return {
        make,
        model,
        generation,
        from,
        to,
        ...SHAPE_DEFAULTS[facts.shape],
        powertrain: 'ice',
        engine: 'front',
        ...facts,
        lengthMm,
        wheelbaseMm,
        heightMm,
        frontOverhangMm,
        wheelInches,
      };
    },
  );
}

/** The source line for figures read from a Wikipedia article's infoboxes (one per generation). */
export function wikipedia(article: string): string {
  return `https://en.wikipedia.org/wiki/${article} (infobox dimensions)`;
}
