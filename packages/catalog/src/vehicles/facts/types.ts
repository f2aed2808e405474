// The facts a parametric side view needs to draw one generation of one model in its real proportions.
import type { BodyStyle } from '../../vocabulary.ts';

/**
 * Finer shapes than the eight body styles: the silhouettes that need their own drawing. Named `VehicleShape`
 * (not `Shape`) because the catalog's root export is shared by the render engine, which has shapes of its own.
 */
export const VEHICLE_SHAPES = [
  'sedan',
  'liftback',
  'hatchback',
  'wagon',
  'coupe',
  'roadster',
  'convertible',
  'suv',
  'two-door-suv',
  'pickup',
  'minivan',
  'cargo-van',
  'passenger-van',
] as const;
export type VehicleShape = (typeof VEHICLE_SHAPES)[number];

export interface GenerationFacts {
  /** Exactly as in the built-in vehicle list, so a picked vehicle finds its facts without fuzzy matching. */
  make: string;
  model: string;
  /**
   * Model years of this generation, inclusive, inside 1990–2026: North American model years where the car
   * was sold there, else the calendar years it was sold in Europe.
   */
  from: number;
  to: number;
  /** The maker's or the press's code ('ND', 'XV70', '992', 'P702'), so a reviewer can check the figures. */
  generation: string;
  /** Which of our eight body styles this entry draws; it is one of the model's body styles in the list. */
  bodyStyle: BodyStyle;
  /** The silhouette: a liftback and a hatchback are both 'hatchback' body styles but draw differently. */
  shape: VehicleShape;
  /** Overall length as published; where the spare wheel hangs on the tailgate it is included (`rearSpare`). */
  lengthMm: number;
  wheelbaseMm: number;
  /** Unladen height without roof rails where the maker gives both. */
  heightMm: number;
  /**
   * Bumper to front axle centre (rear overhang = length − wheelbase − front). Few makers publish it: unless
   * `source` says otherwise it is estimated from the published side view, to within about 50 mm.
   */
  frontOverhangMm: number;
  /** Side doors plus a rear hatch as marketed: a liftback 5, a sedan 4, a two-door coupe 2, a three-door 3. */
  doors: 2 | 3 | 4 | 5;
  /** The usual rim diameter of the generation's volume trims; it sizes the wheels inside the arches. */
  wheelInches: number;
  /** An EV has no grille and no fuel filler; a hybrid draws like a combustion car. */
  powertrain: 'ice' | 'hybrid' | 'ev';
  /** Where the engine (or an EV's main mass) sits: a rear or mid engine moves the cabin forward. */
  engine: 'front' | 'mid' | 'rear';
  /** Windscreen base x / length: a long-bonnet roadster about 0.42, a cab-forward van about 0.15. */
  hoodRatio: number;
  /**
   * Length of the roof's top (windscreen header to where the rear glass or tailgate falls away) / length:
   * a fastback about 0.15, a sedan 0.25, a wagon 0.45, a cargo van 0.7.
   */
  roofRatio: number;
  /** Beltline (bottom of the side glass) height / height: high on a coupe (0.7), low on a van (0.45). */
  beltRatio: number;
  /** Roadsters, convertibles, Wrangler and Bronco: what covers the cabin when it is closed. */
  top?: 'soft' | 'hard' | 'targa' | 'removable';
  /** Pickups: the most common cab of the generation. */
  cab?: 'regular' | 'extended' | 'crew';
  /** Pickups: inside length of the bed that comes with that cab. */
  bedLengthMm?: number;
  /** Cargo and passenger vans: the roof height sold most, and whether the load area has side glass. */
  van?: { roof: 'low' | 'medium' | 'high'; sideWindows: boolean };
  /** The spare wheel hangs on the tailgate (Wrangler, Defender, G-Class, early RAV4): draw it. */
  rearSpare?: boolean;
  /** Where the figures come from (an address or a document), one line. */
  source: string;
}
