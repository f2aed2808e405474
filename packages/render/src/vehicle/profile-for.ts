// profileFor: the side profile of one vehicle. Without facts it is the body style's template; with a
// generation's facts it is the template of the facts' shape warped so that length, wheelbase, overhangs,
// height, bonnet, roof, beltline, bed and wheels land where the real car has them, with the details that tell
// a family apart (doors, cab, top, spare wheel, no grille or filler on an electric car). Pure.
import type { BodyStyle, GenerationFacts } from '@wrapsmith/catalog';
import type { VehicleProfile } from './profile.ts';
import { VEHICLE_PROFILES } from './profiles.ts';
import { SHAPE_PROFILES, twoDoor } from './shapes.ts';
import type { DrawingShape } from './shapes.ts';
import { roofSpan, warpProfile } from './warp.ts';

/** The fields of a generation's facts that the drawing uses; the rest (names, years, sources) do not change it. */
export type DrawnFacts = Pick<
  GenerationFacts,
  | 'bodyStyle'
  | 'shape'
  | 'lengthMm'
  | 'wheelbaseMm'
  | 'heightMm'
  | 'frontOverhangMm'
  | 'doors'
  | 'wheelInches'
  | 'powertrain'
  | 'engine'
  | 'hoodRatio'
  | 'roofRatio'
  | 'beltRatio'
  | 'top'
  | 'cab'
  | 'bedLengthMm'
  | 'van'
  | 'rearSpare'
>;

/**
 * A sedan or hatchback whose roof is this short a share of its length (the facts' class defaults are 0.25 and
 * 0.36) has its rear glass falling from near the B-pillar: it is drawn as a fastback or liftback.
 */
const FASTBACK_ROOF = { sedan: 0.22, hatchback: 0.27 } as const;
/** A pickup whose roof is shorter than this share of its length has no roof, only a ridge: the wedge. */
const WEDGE_ROOF = 0.08;
/** Tread width of a spare wheel hung on the tailgate, and its gap to the tailgate. */
const SPARE = { width: 250, gap: 15 } as const;
/** From a bed's inside end to the back of the bumper: the tailgate and the bumper's lip. */
const BED_END = 160;

/** Which drawing a vehicle gets: the facts' shape and layout pick it, the body style when there are no facts. */
export function drawingOf(bodyStyle: BodyStyle, facts?: DrawnFacts): BodyStyle | DrawingShape {
  if (!facts) return bodyStyle;
  switch (facts.shape) {
    case 'liftback':
      return 'liftback';
    case 'coupe':
    case 'roadster':
    case 'convertible':
      if (facts.engine === 'mid') return 'mid-engine';
      if (facts.engine === 'rear') return 'rear-engine';
      return facts.shape === 'coupe' ? 'coupe' : facts.shape === 'roadster' ? 'roadster' : 'convertible';
    case 'suv':
      return facts.top === 'removable' || facts.top === 'soft' ? 'offroader' : 'suv';
    case 'two-door-suv':
      return 'offroader';
    case 'pickup':
      if (facts.roofRatio < WEDGE_ROOF) return 'wedge-pickup';
      return facts.cab === 'regular' ? 'pickup-regular' : facts.cab === 'extended' ? 'pickup-extended' : 'pickup';
    case 'minivan':
      return 'van';
    case 'cargo-van':
    case 'passenger-van':
      return facts.van?.sideWindows || facts.shape === 'passenger-van' ? 'passenger-van' : 'cargo-van';
    case 'sedan':
      return facts.roofRatio <= FASTBACK_ROOF.sedan ? 'fastback' : 'sedan';
    case 'hatchback':
      return facts.roofRatio <= FASTBACK_ROOF.hatchback ? 'liftback' : 'hatchback';
    case 'wagon':
      return 'wagon';
    default:
      return facts.bodyStyle;
  }
}

function templateOf(drawing: BodyStyle | DrawingShape): VehicleProfile {
  return drawing in SHAPE_PROFILES ? SHAPE_PROFILES[drawing as DrawingShape] : VEHICLE_PROFILES[drawing as BodyStyle];
}

/** Typical tyre outer radius (mm) at a typical rim size, per drawing: bigger rims keep most of the diameter. */
const TYRE: Record<BodyStyle | DrawingShape, { radius: number; inches: number }> = {
  sedan: { radius: 335, inches: 18 },
  coupe: { radius: 335, inches: 18 },
  hatchback: { radius: 315, inches: 16 },
  wagon: { radius: 335, inches: 18 },
  convertible: { radius: 335, inches: 18 },
  suv: { radius: 370, inches: 18 },
  pickup: { radius: 410, inches: 18 },
  van: { radius: 355, inches: 17 },
  roadster: { radius: 303, inches: 16 },
  fastback: { radius: 335, inches: 18 },
  liftback: { radius: 335, inches: 18 },
  'mid-engine': { radius: 345, inches: 20 },
  'rear-engine': { radius: 340, inches: 20 },
  offroader: { radius: 400, inches: 17 },
  'cargo-van': { radius: 356, inches: 16 },
  'passenger-van': { radius: 356, inches: 16 },
  'pickup-regular': { radius: 405, inches: 17 },
  'pickup-extended': { radius: 405, inches: 17 },
  'wedge-pickup': { radius: 440, inches: 20 },
};

/** Tyre radius and visible rim radius for a rim size: the sidewall shrinks as the rim grows, never below 60 mm. */
export function wheelSize(drawing: BodyStyle | DrawingShape, inches: number): { radius: number; rim: number } {
  const typical = TYRE[drawing];
  const rim = inches * 12.7 + 8;
  const radius = Math.max(rim + 60, typical.radius + (inches - typical.inches) * 12.7 * 0.3);
  return { radius, rim };
}

/** The template's length without a spare wheel hung behind it. */
const bodyLength = (p: VehicleProfile): number => Math.max(...p.outline.map((q) => q.x));

function prepared(drawing: BodyStyle | DrawingShape, facts: DrawnFacts): VehicleProfile {
  let p = templateOf(drawing);
  if (p.spare) p = { ...p, length: bodyLength(p), spare: undefined };
  // Side doors: a three-door hatchback or a two-door coupe has two, whatever the hatch adds.
  if (facts.doors <= 3 && p.doors.length === 3 && !drawing.includes('pickup')) p = twoDoor(p);
  if (facts.top === 'hard' && p.softTop) p = { ...p, softTop: undefined };
  return p;
}

/** The side profile of a vehicle: its body style's template, or its generation drawn to its facts. */
export function profileFor(vehicle: { bodyStyle: BodyStyle }, facts?: DrawnFacts): VehicleProfile {
  const drawing = drawingOf(vehicle.bodyStyle, facts);
  if (!facts) return templateOf(drawing);
  const t = prepared(drawing, facts);
  const length = facts.lengthMm;
  const spare = facts.rearSpare ? SPARE.width + SPARE.gap : 0;
  const body = length - spare;
  const front = facts.frontOverhangMm;
  const wheel = wheelSize(drawing, facts.wheelInches);
  const height = facts.heightMm;
  const cowlX = facts.hoodRatio * length;
  // The windscreen keeps the template's rake: its run grows with the glass height it has to climb.
  const roof = roofSpan(t);
  const beltY = facts.beltRatio * height;
  const climb = (height - beltY) / (t.height - t.beltY);
  const roofFrontX = cowlX + (roof.front - t.cowlX) * climb;
  const roofRearX = Math.min(body - 100, roofFrontX + facts.roofRatio * length);
  const rearX = t.rear.kind === 'bed' && facts.bedLengthMm ? body - facts.bedLengthMm - BED_END : undefined;
  const warped = warpProfile(t, {
    length: body,
    height,
    frontAxle: front,
    rearAxle: front + facts.wheelbaseMm,
    wheelRadius: wheel.radius,
    rimRadius: wheel.rim,
    cowlX,
    roofFrontX,
    roofRearX,
    ...(rearX === undefined ? {} : { rearX }),
    beltY,
  });
  const out: VehicleProfile = {
    ...warped,
    length,
    width: widthOf(t, length),
    grille: t.grille && facts.powertrain !== 'ev',
  };
  if (facts.powertrain === 'ev') delete out.fuelDoor;
  if (facts.rearSpare) {
    out.spare = { x: body + SPARE.gap + SPARE.width / 2, y: Math.max(wheel.radius * 1.35, height * 0.5), radius: wheel.radius * 0.98, width: SPARE.width };
  }
  return out;
}

/** Facts carry no width: a template's width, grown or shrunk gently with length as cars of a class are. */
function widthOf(t: VehicleProfile, length: number): number {
  return t.width * Math.min(1.08, Math.max(0.9, (length / t.length) ** 0.35));
}
