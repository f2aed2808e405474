// Film length for a set of zones on a roll of a chosen width (issue 25 item 2, docs/decisions/083), planned the way
// installers plan it rather than area ÷ width: every piece is laid on the roll with its bleed, in as few strips
// as it can (a side runs the vehicle's length, a second strip only when the side is taller than the roll), and
// small pieces (pillars, mirror caps) go in the leftover beside a longer one. All lengths are integer millimetres.
import { piecesAreaMm2, zonePieces, wrapGeometry, type MaterialZone, type WrapGeometry, type WrapPiece, type WrapVehicle } from './wrap-area.ts';

/** 60″, 54″ and 1.52 m, the widths wrap film is sold in; any width from ROLL_WIDTH_MIN_MM to ROLL_WIDTH_MAX_MM is accepted. */
export const ROLL_WIDTHS_MM = [1524, 1372, 1520] as const;
export const ROLL_WIDTH_MIN_MM = 300;
export const ROLL_WIDTH_MAX_MM = 2000;
export const DEFAULT_ROLL_WIDTH_MM = 1524;
/** Allowance for mistakes and re-dos on top of the planned length (decision 083); 0–100 accepted. */
export const DEFAULT_WASTE_PERCENT = 10;
/** Where a piece taller than the roll is seamed, the strips overlap this much. */
export const SEAM_OVERLAP_MM = 25;

const MM_PER_FOOT = 304.8;

export interface MaterialOptions {
  rollWidthMm?: number;
  wastePercent?: number;
}

interface Pass {
  lengthMm: number;
  /** Roll width not yet used across this pass. */
  freeWidthMm: number;
  /** Lanes beside the first piece: their width and the length still free in them. */
  lanes: { widthMm: number; freeLengthMm: number }[];
}

/** Strips of a roll `roll` wide needed to cover `across` (bleed included), seamed with an overlap. */
export function stripsFor(acrossMm: number, rollWidthMm: number): number {
  if (acrossMm <= rollWidthMm) return 1;
  return Math.ceil((acrossMm - SEAM_OVERLAP_MM) / (rollWidthMm - SEAM_OVERLAP_MM));
}

/** How a piece lies: fewest strips first (fewest seams), then the shorter length of roll. */
function orient(p: WrapPiece, rollWidthMm: number): { strips: number; widthMm: number; lengthMm: number } {
  const b = 2 * p.bleedMm;
  const options = [{ across: p.acrossMm + b, along: p.alongMm + b }];
  if (!p.alongOnly) options.push({ across: p.alongMm + b, along: p.acrossMm + b });
  const laid = options.map((o) => ({ strips: stripsFor(o.across, rollWidthMm), widthMm: o.across, lengthMm: o.along }));
  laid.sort((x, y) => x.strips - y.strips || x.strips * x.lengthMm - y.strips * y.lengthMm || x.widthMm - y.widthMm);
  return laid[0] as { strips: number; widthMm: number; lengthMm: number };
}

/** Puts a piece of one strip into a lane or beside the others in an existing pass when it fits; else false. */
function placeInLeftover(passes: Pass[], widthMm: number, lengthMm: number): boolean {
  for (const pass of passes) {
    const lane = pass.lanes.find((l) => l.widthMm >= widthMm && l.freeLengthMm >= lengthMm);
    if (lane) {
      lane.freeLengthMm -= lengthMm;
      return true;
    }
  }
  for (const pass of passes) {
    if (pass.freeWidthMm >= widthMm && pass.lengthMm >= lengthMm) {
      pass.freeWidthMm -= widthMm;
      pass.lanes.push({ widthMm, freeLengthMm: pass.lengthMm - lengthMm });
      return true;
    }
  }
  return false;
}

/** The length of roll (mm) the pieces take, laid longest first so short ones fill what the long ones leave. */
export function planLengthMm(pieces: readonly WrapPiece[], rollWidthMm: number): { lengthMm: number; passes: number } {
  const laid = pieces.flatMap((p) => Array.from({ length: p.count }, () => ({ piece: p, ...orient(p, rollWidthMm) })));
  laid.sort((a, b) => b.lengthMm - a.lengthMm || b.widthMm - a.widthMm);
  const passes: Pass[] = [];
  for (const item of laid) {
    if (item.strips > 1) {
      for (let i = 0; i < item.strips; i++) passes.push({ lengthMm: item.lengthMm, freeWidthMm: 0, lanes: [] });
      continue;
    }
    const turned = item.piece.alongOnly ? null : { widthMm: item.lengthMm, lengthMm: item.widthMm };
    if (placeInLeftover(passes, item.widthMm, item.lengthMm)) continue;
    if (turned && turned.widthMm <= rollWidthMm && placeInLeftover(passes, turned.widthMm, turned.lengthMm)) continue;
    passes.push({ lengthMm: item.lengthMm, freeWidthMm: rollWidthMm - item.widthMm, lanes: [] });
  }
  return { lengthMm: passes.reduce((sum, p) => sum + p.lengthMm, 0), passes: passes.length };
}

export interface ZoneMaterial {
  zone: MaterialZone;
  /** The zone's surface, mm² (integer). */
  areaMm2: number;
  /** Roll length its pieces take, before the waste allowance, mm. */
  lengthMm: number;
  /** Strips of roll cut for it. */
  passes: number;
}

export interface MaterialEstimate {
  geometry: WrapGeometry;
  rollWidthMm: number;
  wastePercent: number;
  zones: ZoneMaterial[];
  areaMm2: number;
  /** Planned length of all zones, mm. */
  lengthMm: number;
  /** The waste allowance, mm (rounded up). */
  wasteMm: number;
  /** lengthMm + wasteMm: what to have on the shelf. */
  totalMm: number;
}

/** Checks the options and fills the defaults; throws a RangeError a caller can show for a width or waste out of range. */
export function materialOptions(options: MaterialOptions = {}): { rollWidthMm: number; wastePercent: number } {
  const rollWidthMm = options.rollWidthMm ?? DEFAULT_ROLL_WIDTH_MM;
  const wastePercent = options.wastePercent ?? DEFAULT_WASTE_PERCENT;
  if (!Number.isInteger(rollWidthMm) || rollWidthMm < ROLL_WIDTH_MIN_MM || rollWidthMm > ROLL_WIDTH_MAX_MM) {
    throw new RangeError(`Roll width must be a whole number of millimetres from ${ROLL_WIDTH_MIN_MM} to ${ROLL_WIDTH_MAX_MM}`);
  }
  if (!Number.isFinite(wastePercent) || wastePercent < 0 || wastePercent > 100) throw new RangeError('Waste must be 0 to 100 percent');
  return { rollWidthMm, wastePercent };
}

/** The material of each zone and in all on one geometry (each zone is its own film, planned on its own). */
export function materialFor(geometry: WrapGeometry, zones: readonly MaterialZone[], options: MaterialOptions = {}): MaterialEstimate {
  const { rollWidthMm, wastePercent } = materialOptions(options);
  const unique = [...new Set(zones)];
  const perZone = unique.map((zone) => {
    const pieces = zonePieces(geometry, zone, unique);
    return { zone, areaMm2: piecesAreaMm2(pieces), ...planLengthMm(pieces, rollWidthMm) };
  });
  const lengthMm = perZone.reduce((sum, z) => sum + z.lengthMm, 0);
  // Integer maths: percent may have decimals, so scale by 100 before rounding up.
  const wasteMm = Math.ceil((lengthMm * Math.round(wastePercent * 100)) / 10_000);
  return {
    geometry,
    rollWidthMm,
    wastePercent,
    zones: perZone,
    areaMm2: perZone.reduce((sum, z) => sum + z.areaMm2, 0),
    lengthMm,
    wasteMm,
    totalMm: lengthMm + wasteMm,
  };
}

/** The estimate for a vehicle by name; undefined when it has no facts and no body style is known. */
export function materialEstimate(vehicle: WrapVehicle, zones: readonly MaterialZone[], options: MaterialOptions = {}): MaterialEstimate | undefined {
  const geometry = wrapGeometry(vehicle);
  return geometry ? materialFor(geometry, zones, options) : undefined;
}

/** mm → metres with two decimals, feet with one, m² with two, ft² with one: for display only, never stored. */
export const metres = (mm: number) => Math.round(mm / 10) / 100;
export const feet = (mm: number) => Math.round((mm * 10) / MM_PER_FOOT) / 10;
export const squareMetres = (mm2: number) => Math.round(mm2 / 10_000) / 100;
export const squareFeet = (mm2: number) => Math.round((mm2 * 10) / (MM_PER_FOOT * MM_PER_FOOT)) / 10;

