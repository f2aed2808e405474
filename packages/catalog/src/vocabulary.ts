// The shared words of the visualizer: finishes, body styles and render zones. Catalog, render engine,
// API and UI all use these arrays; nothing else defines them.

/** Film finishes, in the order of the Studio's finish tabs (the spec's six tabs plus chrome). */
export const FINISHES = ['gloss', 'satin', 'matte', 'chrome', 'flip', 'brushed', 'carbon'] as const;
export type Finish = (typeof FINISHES)[number];

export const FINISH_LABELS: Record<Finish, string> = {
  gloss: 'Gloss',
  satin: 'Satin',
  matte: 'Matte',
  chrome: 'Chrome',
  flip: 'Flip',
  brushed: 'Brushed',
  carbon: 'Carbon Fiber',
};

/** Vehicle body styles the local engine draws. */
export const BODY_STYLES = ['sedan', 'coupe', 'hatchback', 'wagon', 'convertible', 'suv', 'pickup', 'van'] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export const BODY_STYLE_LABELS: Record<BodyStyle, string> = {
  sedan: 'Sedan',
  coupe: 'Coupe',
  hatchback: 'Hatchback',
  wagon: 'Wagon',
  convertible: 'Convertible',
  suv: 'SUV',
  pickup: 'Pickup',
  van: 'Van / Minivan',
};

/** Optional extras of a render (spec §1 claimed features). */
export interface RenderZones {
  /** Roof wrapped in a contrasting colour (hex), e.g. gloss black roof. */
  roof?: string;
  /** Mirror caps colour (hex). */
  mirrors?: string;
  /** Chrome delete: window trim, grille surround and badges go black. */
  chromeDelete?: boolean;
  /** Brake-caliper colour (hex). */
  calipers?: string;
  /** Window tint as visible light transmission percentage (5–90); lower is darker. */
  windowTint?: number;
  /** Paint protection film over the wrap. */
  ppf?: 'gloss' | 'matte';
}

/** The zones of a render, in the Studio's order. */
export const ZONE_KEYS = ['roof', 'mirrors', 'calipers', 'chromeDelete', 'windowTint', 'ppf'] as const satisfies readonly (keyof RenderZones)[];
export type ZoneKey = (typeof ZONE_KEYS)[number];

/** Why a zone does not exist on a body style; the render refuses it (400, before any credit is spent). */
export const MISSING_ZONES: Partial<Record<BodyStyle, Partial<Record<ZoneKey, string>>>> = {
  convertible: { roof: 'A convertible’s soft top is fabric and is not wrapped: turn the roof colour off.' },
};

/** The zones a body style has: all of them but those MISSING_ZONES names. */
export function zonesOf(bodyStyle: BodyStyle): readonly ZoneKey[] {
  const missing = MISSING_ZONES[bodyStyle] ?? {};
  return ZONE_KEYS.filter((zone) => !(zone in missing));
}
