// Zone areas of a wrap from a generation's facts (issue 25 item 2, docs/decisions/083): each zone is a list of
// rectangular pieces in integer millimetres, as an installer cuts them (a side, the hood, the roof, a bumper…).
// Their areas are the zone's wrappable surface; wrap-material.ts lays the same pieces on a roll. Pure, no IO.
import { MISSING_ZONES, ZONE_KEYS, type BodyStyle } from '../../vocabulary.ts';
import { primaryBodyStyle } from '../vehicle-list.ts';
import { SHAPE_DEFAULTS } from './define.ts';
import { factsFor } from './generation-facts.ts';
import type { GenerationFacts, VehicleShape } from './types.ts';

/** The zones a material estimate covers: the full wrap and the Studio's zones, with the Studio's own ids. */
export const MATERIAL_ZONES = ['fullWrap', ...ZONE_KEYS] as const;
export type MaterialZone = (typeof MATERIAL_ZONES)[number];

/**
 * Body width (without mirrors) by shape: the generation facts carry no width, so it is the typical width of the
 * class, taken from the Wikipedia infoboxes of its best sellers (mm): sedan Camry XV70 1839, Civic FE 1802,
 * Corolla E210 1780; liftback Model 3 1849, A5 Sportback 1843; hatchback Golf Mk8 1789, Civic FL 1802; wagon
 * Passat B8 1832, Outback 1840; coupe BMW 4 G22 1852, Mustang S550 1916, Civic FC 1800; roadster MX-5 ND 1735,
 * Z4 G29 1864; convertible Mustang 1916, Golf Cabriolet 1782; SUV RAV4 XA50 1855, Explorer U625 2004, 4Runner
 * 1925; two-door SUV Wrangler JL 1894, Bronco 1928; pickup F-150 P702 2029, Silverado 2063, Tacoma 1910;
 * minivan Sienna XL40 1994, Odyssey 1994; vans Transit 2032, Sprinter VS30 2020, ProMaster 2088.
 */
export const SHAPE_WIDTH_MM: Record<VehicleShape, number> = {
  sedan: 1820,
  liftback: 1850,
  hatchback: 1790,
  wagon: 1830,
  coupe: 1850,
  roadster: 1780,
  convertible: 1850,
  suv: 1900,
  'two-door-suv': 1900,
  pickup: 2000,
  minivan: 1990,
  'cargo-van': 2040,
  'passenger-van': 2040,
};

/**
 * A mid-size member of each body style, used when a vehicle has no generation facts (a model outside the facts'
 * years, or one the catalogue does not list): length, wheelbase, height, front overhang in mm, and the shape.
 */
export const BODY_STYLE_TEMPLATES: Record<BodyStyle, { shape: VehicleShape; lengthMm: number; wheelbaseMm: number; heightMm: number; frontOverhangMm: number }> = {
  sedan: { shape: 'sedan', lengthMm: 4850, wheelbaseMm: 2800, heightMm: 1450, frontOverhangMm: 950 },
  coupe: { shape: 'coupe', lengthMm: 4700, wheelbaseMm: 2700, heightMm: 1380, frontOverhangMm: 950 },
  hatchback: { shape: 'hatchback', lengthMm: 4300, wheelbaseMm: 2650, heightMm: 1460, frontOverhangMm: 900 },
  wagon: { shape: 'wagon', lengthMm: 4800, wheelbaseMm: 2800, heightMm: 1500, frontOverhangMm: 930 },
  convertible: { shape: 'convertible', lengthMm: 4500, wheelbaseMm: 2650, heightMm: 1350, frontOverhangMm: 900 },
  suv: { shape: 'suv', lengthMm: 4800, wheelbaseMm: 2850, heightMm: 1750, frontOverhangMm: 900 },
  pickup: { shape: 'pickup', lengthMm: 5800, wheelbaseMm: 3600, heightMm: 1900, frontOverhangMm: 930 },
  van: { shape: 'minivan', lengthMm: 5100, wheelbaseMm: 3050, heightMm: 1780, frontOverhangMm: 950 },
};

/** What the pieces are cut from: one generation's facts, or the body style's template (`basis`). */
export interface WrapGeometry {
  basis: 'generation' | 'bodyStyle';
  /** The generation code when `basis` is 'generation'. */
  generation: string | null;
  bodyStyle: BodyStyle;
  shape: VehicleShape;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  frontOverhangMm: number;
  hoodRatio: number;
  roofRatio: number;
  beltRatio: number;
  doors: GenerationFacts['doors'];
  top?: GenerationFacts['top'];
  bedLengthMm?: number;
  van?: GenerationFacts['van'];
}

export interface WrapVehicle {
  year: number;
  make: string;
  model: string;
  bodyStyle?: BodyStyle | undefined;
}

/** The geometry from the generation's facts when the catalogue has them, else from the body style (asked, or the model's first). */
export function wrapGeometry(vehicle: WrapVehicle): WrapGeometry | undefined {
  const facts = factsFor(vehicle.year, vehicle.make, vehicle.model, vehicle.bodyStyle);
  if (facts && (!vehicle.bodyStyle || facts.bodyStyle === vehicle.bodyStyle)) return fromFacts(facts);
  const bodyStyle = vehicle.bodyStyle ?? primaryBodyStyle(vehicle.year, vehicle.make, vehicle.model);
  return bodyStyle ? fromBodyStyle(bodyStyle) : undefined;
}

export function fromFacts(facts: GenerationFacts): WrapGeometry {
  return {
    basis: 'generation',
    generation: facts.generation,
    bodyStyle: facts.bodyStyle,
    shape: facts.shape,
    lengthMm: facts.lengthMm,
    widthMm: SHAPE_WIDTH_MM[facts.shape],
    heightMm: facts.heightMm,
    frontOverhangMm: facts.frontOverhangMm,
    hoodRatio: facts.hoodRatio,
    roofRatio: facts.roofRatio,
    beltRatio: facts.beltRatio,
    doors: facts.doors,
    ...(facts.top ? { top: facts.top } : {}),
    ...(facts.bedLengthMm ? { bedLengthMm: facts.bedLengthMm } : {}),
    ...(facts.van ? { van: facts.van } : {}),
  };
}

export function fromBodyStyle(bodyStyle: BodyStyle): WrapGeometry {
  const template = BODY_STYLE_TEMPLATES[bodyStyle];
  const shape = SHAPE_DEFAULTS[template.shape];
  return {
    basis: 'bodyStyle',
    generation: null,
    bodyStyle,
    shape: template.shape,
    lengthMm: template.lengthMm,
    widthMm: SHAPE_WIDTH_MM[template.shape],
    heightMm: template.heightMm,
    frontOverhangMm: template.frontOverhangMm,
    hoodRatio: shape.hoodRatio,
    roofRatio: shape.roofRatio,
    beltRatio: shape.beltRatio,
    doors: shape.doors,
    ...(bodyStyle === 'convertible' ? { top: 'soft' as const } : {}),
    ...(bodyStyle === 'pickup' ? { bedLengthMm: 1700 } : {}),
  };
}

/** One rectangle of film to cut, `count` times; `bleed` is added on every edge when it is laid on the roll. */
export interface WrapPiece {
  zone: MaterialZone;
  name: string;
  acrossMm: number;
  alongMm: number;
  count: number;
  bleedMm: number;
  /** The part of the rectangle that is surface (a pillar or a window is not a full rectangle): 1 unless said. */
  fill: number;
  /** Sides run along the vehicle in one length: never turned to be seamed across their height. */
  alongOnly?: boolean;
}

/** Film beyond each edge of a body panel, to hold and trim (3 in); trim strips and small parts need less. */
export const PANEL_BLEED_MM = 75;
export const TRIM_BLEED_MM = 25;

const r = Math.round;
const VANS: readonly VehicleShape[] = ['cargo-van', 'passenger-van'];
const TRUNKS: readonly VehicleShape[] = ['sedan', 'coupe', 'convertible', 'roadster'];

/** The pieces of one zone on this geometry; `others` are the other zones asked, so a contrast roof leaves the full wrap. */
export function zonePieces(g: WrapGeometry, zone: MaterialZone, others: readonly MaterialZone[] = []): WrapPiece[] {
  if (zone !== 'fullWrap' && MISSING_ZONES[g.bodyStyle]?.[zone]) return [];
  const L = g.lengthMm;
  const W = g.widthMm;
  const H = g.heightMm;
  const van = VANS.includes(g.shape);
  const windowlessVan = van && g.van?.sideWindows === false;
  const softTop = g.top === 'soft' || g.top === 'removable' || (g.bodyStyle === 'convertible' && !g.top);
  /** Rocker panel bottom above the ground. */
  const rocker = r(0.12 * H);
  /** The painted side: rocker to beltline (a windowless van's whole side), plus 75 mm tucked under the rocker. */
  const sideHeight = windowlessVan ? H - rocker - 100 : r(g.beltRatio * H) - rocker + 75;
  const rearDeck = TRUNKS.includes(g.shape) ? r(0.12 * L) : g.shape === 'pickup' ? (g.bedLengthMm ?? r(0.3 * L)) + 100 : r(0.03 * L);
  /** Length of the side glass and pillars (cab to rear glass). */
  const greenhouse = Math.max(r(g.roofRatio * L), r(L * (1 - g.hoodRatio)) - rearDeck - r(0.05 * L));
  const glassHeight = Math.max(200, r((1 - g.beltRatio) * H) - 100);
  const hood: WrapPiece = piece(zone, 'Hood', Math.max(300, r((g.hoodRatio - 0.1) * L)), r(0.9 * W));
  const bumperHeight = Math.min(650, r(0.3 * H) + 100);
  const frontBumper = piece(zone, 'Front bumper', bumperHeight, W + 300);
  const mirrorSize = van || g.shape === 'pickup' ? [300, 450] : [250, 350];
  const mirrors = piece(zone, 'Mirror caps', mirrorSize[0] ?? 0, mirrorSize[1] ?? 0, 2);

  switch (zone) {
    case 'fullWrap': {
      const pieces: WrapPiece[] = [
        { ...piece(zone, 'Side', sideHeight, L, 2), alongOnly: true },
        hood,
        frontBumper,
      ];
      if (!windowlessVan) pieces.push({ ...piece(zone, 'Pillar', 200, r(1.4 * glassHeight), g.doors >= 4 ? 6 : 4) });
      if (g.shape !== 'pickup') pieces.push(piece(zone, 'Rear bumper', bumperHeight, W + 300));
      if (!others.includes('roof')) pieces.push(...zonePieces(g, 'roof'));
      if (!others.includes('mirrors')) pieces.push(mirrors);
      if (TRUNKS.includes(g.shape)) pieces.push(piece(zone, 'Boot lid', rearDeck + r(0.15 * H), r(0.8 * W)));
      else if (g.shape === 'pickup') pieces.push(piece(zone, 'Tailgate', r(0.3 * H), r(0.9 * W)));
      else if (van) pieces.push(piece(zone, 'Rear door', H - rocker - bumperHeight, r(0.47 * W), 2));
      else pieces.push(piece(zone, 'Tailgate', r(0.45 * H), r(0.85 * W)));
      return pieces.map((p) => ({ ...p, zone }));
    }
    case 'roof': {
      if (softTop) return [];
      const across = van ? r(0.9 * W) : r(0.68 * W);
      return [piece('roof', 'Roof', across, r(g.roofRatio * L) + 300)];
    }
    case 'mirrors':
      return [{ ...mirrors, zone }];
    case 'calipers':
      return [{ ...piece(zone, 'Caliper', 150, 300, 4), bleedMm: TRIM_BLEED_MM }];
    case 'chromeDelete':
      return [
        { ...piece(zone, 'Window trim', 40, greenhouse, windowlessVan ? 2 : 4), bleedMm: TRIM_BLEED_MM },
        { ...piece(zone, 'Grille surround', 60, r(0.6 * W), 1), bleedMm: TRIM_BLEED_MM },
      ];
    case 'windowTint': {
      // Side and rear windows, never the windscreen; a windowless van has its cab doors' glass and two small rear ones.
      const perSide = windowlessVan ? 1 : g.doors >= 4 ? 2 : 1;
      const sideLength = windowlessVan ? r(0.16 * L) : r(greenhouse / perSide);
      const rearGlass = g.shape === 'pickup' ? r(0.2 * H) : van ? r(0.25 * H) : r(0.28 * H);
      return [
        { ...piece(zone, 'Side window', glassHeight, sideLength, 2 * perSide), bleedMm: TRIM_BLEED_MM, fill: 0.85 },
        { ...piece(zone, 'Rear window', rearGlass, r(0.75 * W)), bleedMm: TRIM_BLEED_MM, fill: 0.9 },
      ];
    }
    case 'ppf':
      // The full-front package, the one most sold: hood, front bumper, front fenders and mirror caps.
      return [
        { ...hood, zone },
        { ...frontBumper, zone },
        piece(zone, 'Front fender', sideHeight, r((g.hoodRatio - 0.05) * L), 2),
        { ...mirrors, zone },
      ];
  }
}

function piece(zone: MaterialZone, name: string, acrossMm: number, alongMm: number, count = 1): WrapPiece {
  return { zone, name, acrossMm, alongMm, count, bleedMm: PANEL_BLEED_MM, fill: 1 };
}

/** A zone's surface in mm²: its pieces' rectangles times their fill, rounded to whole mm². */
export function piecesAreaMm2(pieces: readonly WrapPiece[]): number {
  return pieces.reduce((sum, p) => sum + r(p.acrossMm * p.alongMm * p.count * p.fill), 0);
}

export interface ZoneArea {
  zone: MaterialZone;
  areaMm2: number;
}

/**
 * Each asked zone's wrappable surface (mm²) for a vehicle, and which basis it came from; undefined when the vehicle
 * has no facts and no body style is known. A roof or mirrors asked beside the full wrap are counted in their own zone.
 */
export function zoneAreas(vehicle: WrapVehicle, zones: readonly MaterialZone[]): { geometry: WrapGeometry; zones: ZoneArea[] } | undefined {
  const geometry = wrapGeometry(vehicle);
  if (!geometry) return undefined;
  return { geometry, zones: zones.map((zone) => ({ zone, areaMm2: piecesAreaMm2(zonePieces(geometry, zone, zones)) })) };
}
