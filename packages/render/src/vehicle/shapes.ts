// Shapes the eight body-style templates cannot be warped into: a two-seat roadster, a fastback, mid- and
// rear-engine sports cars, a boxy off-roader, a high-roof cargo van with blind panels, the pickup's regular
// and extended cabs and a wedge-shaped truck. Each is drawn from one typical model of its kind (in brackets)
// and warped to a model's facts like the body-style templates are.
import type { VehicleProfile } from './profile.ts';
import { VEHICLE_PROFILES } from './profiles.ts';

export const DRAWING_SHAPES = [
  'roadster',
  'fastback',
  'liftback',
  'mid-engine',
  'rear-engine',
  'offroader',
  'cargo-van',
  'passenger-van',
  'pickup-regular',
  'pickup-extended',
  'wedge-pickup',
] as const;
export type DrawingShape = (typeof DRAWING_SHAPES)[number];

/** Two seats, a folding top behind them, a long bonnet and a short deck (Mazda MX-5). */
const roadster: VehicleProfile = {
  length: 3915,
  height: 1235,
  width: 1735,
  grille: true,
  wheel: { radius: 305, rim: 216, front: 770, rear: 3080, arch: 338, spokes: 5 },
  archBaseY: 195,
  rockerY: 160,
  sillY: 270,
  outline: [
    { x: 90, y: 195, corner: true },
    { x: 25, y: 270 },
    { x: 4, y: 390 },
    { x: 0, y: 480 },
    { x: 28, y: 580 },
    { x: 140, y: 650 },
    { x: 520, y: 730 },
    { x: 1100, y: 805 },
    { x: 1560, y: 850, corner: true },
    { x: 1950, y: 1200, corner: true },
    { x: 2080, y: 1235 },
    { x: 2450, y: 1228 },
    { x: 2760, y: 1150 },
    { x: 2990, y: 950, corner: true },
    { x: 3400, y: 925 },
    { x: 3790, y: 905 },
    { x: 3895, y: 850 },
    { x: 3915, y: 700 },
    { x: 3898, y: 480 },
    { x: 3855, y: 320 },
    { x: 3800, y: 205, corner: true },
  ],
  glass: [
    { x: 1690, y: 900, corner: true },
    { x: 1950, y: 1165 },
    { x: 2080, y: 1192 },
    { x: 2400, y: 1188 },
    { x: 2520, y: 1130, corner: true },
    { x: 2540, y: 900, corner: true },
  ],
  pillars: [],
  softTop: [
    { x: 1945, y: 1190, corner: true },
    { x: 2080, y: 1237 },
    { x: 2450, y: 1230 },
    { x: 2760, y: 1152 },
    { x: 2995, y: 948, corner: true },
    { x: 2600, y: 895, corner: true },
    { x: 1950, y: 895, corner: true },
  ],
  beltY: 895,
  shoulderY: 820,
  hoodLine: [
    { x: -100, y: 640 },
    { x: 1575, y: 845 },
  ],
  cowlX: 1560,
  rear: { kind: 'trunk', x: 3080, y: 935 },
  doors: [1640, 2600],
  frontBumper: { x: 520, y: 470 },
  rearBumper: { x: 3420, y: 520 },
  headlight: { top: 700, bottom: 575, depth: 540 },
  taillight: { top: 880, bottom: 770, depth: 320 },
  mirror: { x: 1700, y: 900, scale: 0.6 },
  handles: [2360],
  headrests: [2400],
  fuelDoor: { x: 3250, y: 800 },
};

/** One long curve from the windscreen to a short boot lid, four doors (Tesla Model 3, Audi A7). */
const fastback: VehicleProfile = {
  length: 4694,
  height: 1443,
  width: 1849,
  grille: true,
  wheel: { radius: 335, rim: 240, front: 840, rear: 3715, arch: 370, spokes: 5 },
  archBaseY: 210,
  rockerY: 170,
  sillY: 295,
  outline: [
    { x: 95, y: 210, corner: true },
    { x: 30, y: 290 },
    { x: 5, y: 410 },
    { x: 0, y: 510 },
    { x: 40, y: 600 },
    { x: 200, y: 672 },
    { x: 900, y: 785 },
    { x: 1430, y: 872, corner: true },
    { x: 2200, y: 1390 },
    { x: 2560, y: 1443 },
    { x: 3050, y: 1430 },
    { x: 3650, y: 1285 },
    { x: 4160, y: 1080, corner: true },
    { x: 4560, y: 1052 },
    { x: 4676, y: 990 },
    { x: 4694, y: 800 },
    { x: 4680, y: 560 },
    { x: 4640, y: 360 },
    { x: 4590, y: 215, corner: true },
  ],
  glass: [
    { x: 1570, y: 935, corner: true },
    { x: 2200, y: 1350 },
    { x: 2560, y: 1398 },
    { x: 3050, y: 1386 },
    { x: 3560, y: 1262 },
    { x: 3960, y: 1085, corner: true },
    { x: 3880, y: 1010, corner: true },
  ],
  pillars: [
    { x: 2900, width: 80, lean: -25 },
    { x: 3690, width: 36, lean: -80 },
  ],
  beltY: 962,
  shoulderY: 890,
  hoodLine: [
    { x: -100, y: 620 },
    { x: 1445, y: 866 },
  ],
  cowlX: 1430,
  rear: { kind: 'trunk', x: 4130, y: 1075 },
  doors: [1580, 2900, 3840],
  frontBumper: { x: 600, y: 540 },
  rearBumper: { x: 4160, y: 600 },
  headlight: { top: 690, bottom: 600, depth: 580 },
  taillight: { top: 1040, bottom: 900, depth: 430 },
  mirror: { x: 1620, y: 962, scale: 0.68 },
  handles: [2620, 3560],
  headrests: [2700, 3420],
  fuelDoor: { x: 4330, y: 900 },
};

/** Cab forward, a short closed nose, the engine under a long rear deck, intakes ahead of the rear wheels (Corvette C8). */
const midEngine: VehicleProfile = {
  length: 4630,
  height: 1234,
  width: 1933,
  grille: false,
  wheel: { radius: 335, rim: 250, front: 1000, rear: 3722, arch: 368, spokes: 5 },
  archBaseY: 190,
  rockerY: 150,
  sillY: 265,
  outline: [
    { x: 110, y: 190, corner: true },
    { x: 30, y: 255 },
    { x: 0, y: 370 },
    { x: 28, y: 455 },
    { x: 260, y: 555 },
    { x: 900, y: 690 },
    { x: 1450, y: 795, corner: true },
    { x: 2010, y: 1180 },
    { x: 2280, y: 1234 },
    { x: 2620, y: 1218 },
    { x: 3080, y: 1128 },
    { x: 3700, y: 1050 },
    { x: 4380, y: 1015 },
    { x: 4560, y: 1045, corner: true },
    { x: 4630, y: 965 },
    { x: 4624, y: 720 },
    { x: 4592, y: 450 },
    { x: 4530, y: 200, corner: true },
  ],
  glass: [
    { x: 1600, y: 890, corner: true },
    { x: 2010, y: 1145 },
    { x: 2280, y: 1195 },
    { x: 2580, y: 1180 },
    { x: 2790, y: 1040, corner: true },
    { x: 2720, y: 945, corner: true },
  ],
  pillars: [{ x: 2600, width: 34, lean: 50 }],
  beltY: 935,
  shoulderY: 850,
  hoodLine: [
    { x: -100, y: 430 },
    { x: 1460, y: 790 },
  ],
  cowlX: 1450,
  rear: { kind: 'trunk', x: 3720, y: 1048 },
  doors: [1560, 2800],
  frontBumper: { x: 420, y: 400 },
  rearBumper: { x: 4080, y: 560 },
  headlight: { top: 585, bottom: 470, depth: 560 },
  taillight: { top: 1000, bottom: 890, depth: 390 },
  mirror: { x: 1660, y: 925, scale: 0.6 },
  handles: [],
  headrests: [2360],
  fuelDoor: { x: 3620, y: 905 },
  sideIntake: [
    { x: 2830, y: 820, corner: true },
    { x: 3320, y: 880, corner: true },
    { x: 3335, y: 600 },
    { x: 3180, y: 470, corner: true },
    { x: 2980, y: 560 },
  ],
};

/** The engine behind the rear axle: lamps on top of the wings, a roof that falls in one line to the tail (Porsche 911). */
const rearEngine: VehicleProfile = {
  length: 4519,
  height: 1298,
  width: 1852,
  grille: false,
  roundLamps: true,
  wheel: { radius: 340, rim: 254, front: 960, rear: 3410, arch: 372, spokes: 5 },
  archBaseY: 205,
  rockerY: 165,
  sillY: 280,
  outline: [
    { x: 100, y: 205, corner: true },
    { x: 30, y: 280 },
    { x: 0, y: 410 },
    { x: 22, y: 535 },
    { x: 160, y: 640 },
    { x: 430, y: 770 },
    { x: 900, y: 805 },
    { x: 1450, y: 870, corner: true },
    { x: 1960, y: 1245 },
    { x: 2220, y: 1298 },
    { x: 2600, y: 1280 },
    { x: 3100, y: 1160 },
    { x: 3700, y: 990 },
    { x: 4250, y: 905 },
    { x: 4460, y: 860 },
    { x: 4519, y: 760 },
    { x: 4508, y: 520 },
    { x: 4470, y: 330 },
    { x: 4420, y: 215, corner: true },
  ],
  glass: [
    { x: 1600, y: 922, corner: true },
    { x: 1960, y: 1212 },
    { x: 2220, y: 1256 },
    { x: 2600, y: 1240 },
    { x: 2960, y: 1135 },
    { x: 3190, y: 1030, corner: true },
    { x: 2700, y: 945, corner: true },
  ],
  pillars: [{ x: 2650, width: 42, lean: 30 }],
  beltY: 930,
  shoulderY: 860,
  hoodLine: [
    { x: -100, y: 560 },
    { x: 1465, y: 862 },
  ],
  cowlX: 1450,
  rear: { kind: 'trunk', x: 3560, y: 1030 },
  doors: [1560, 2700],
  frontBumper: { x: 450, y: 470 },
  rearBumper: { x: 3900, y: 560 },
  headlight: { top: 790, bottom: 610, depth: 380 },
  taillight: { top: 905, bottom: 830, depth: 260 },
  mirror: { x: 1660, y: 930, scale: 0.64 },
  handles: [2450],
  headrests: [2360],
  fuelDoor: { x: 1230, y: 790 },
};

/** Upright and square: a flat bonnet, an upright screen, a flat roof, flares and a spare on the tailgate (Jeep Wrangler). */
const offroader: VehicleProfile = {
  length: 4785,
  height: 1848,
  width: 1894,
  grille: true,
  roundLamps: true,
  cladding: true,
  wheel: { radius: 400, rim: 230, front: 780, rear: 3788, arch: 450, spokes: 5 },
  archBaseY: 390,
  rockerY: 350,
  sillY: 470,
  outline: [
    { x: 160, y: 390, corner: true },
    { x: 20, y: 430, corner: true },
    { x: 0, y: 520 },
    { x: 0, y: 660, corner: true },
    { x: 70, y: 700, corner: true },
    { x: 85, y: 1230 },
    { x: 140, y: 1290, corner: true },
    { x: 1270, y: 1330, corner: true },
    { x: 1630, y: 1815 },
    { x: 1720, y: 1848 },
    { x: 4400, y: 1842 },
    { x: 4490, y: 1800, corner: true },
    { x: 4520, y: 1300 },
    { x: 4525, y: 700 },
    { x: 4500, y: 420, corner: true },
    { x: 4440, y: 390, corner: true },
  ],
  glass: [
    { x: 1420, y: 1340, corner: true },
    { x: 1650, y: 1780 },
    { x: 1740, y: 1795 },
    { x: 4360, y: 1792 },
    { x: 4430, y: 1760, corner: true },
    { x: 4440, y: 1340, corner: true },
  ],
  pillars: [
    { x: 2560, width: 110, lean: 0 },
    { x: 3540, width: 130, lean: 0 },
  ],
  beltY: 1330,
  shoulderY: 1265,
  hoodLine: [
    { x: -100, y: 1270 },
    { x: 1280, y: 1310 },
  ],
  cowlX: 1290,
  rear: { kind: 'hatch', x: 4480, lean: 0 },
  doors: [1390, 2560, 3420],
  frontBumper: { x: 430, y: 700 },
  rearBumper: { x: 4150, y: 640 },
  headlight: { top: 1180, bottom: 940, depth: 210 },
  taillight: { top: 1160, bottom: 860, depth: 90 },
  mirror: { x: 1440, y: 1330, scale: 0.9 },
  handles: [2360, 3320],
  headrests: [2380, 3360],
  fuelDoor: { x: 3950, y: 1130 },
  spare: { x: 4650, y: 1010, radius: 385, width: 250 },
};

/** A short bonnet, a steep screen, a raised roof behind the cab and blind panels all the way back (Mercedes Sprinter). */
const cargoVan: VehicleProfile = {
  length: 5932,
  height: 2591,
  width: 2020,
  grille: true,
  wheel: { radius: 356, rim: 215, front: 1000, rear: 4665, arch: 400, spokes: 6 },
  archBaseY: 320,
  rockerY: 270,
  sillY: 420,
  outline: [
    { x: 120, y: 320, corner: true },
    { x: 40, y: 440 },
    { x: 5, y: 620 },
    { x: 0, y: 820 },
    { x: 40, y: 985 },
    { x: 180, y: 1065 },
    { x: 800, y: 1160 },
    { x: 1090, y: 1225, corner: true },
    { x: 1640, y: 2030 },
    { x: 1820, y: 2200 },
    { x: 2120, y: 2520 },
    { x: 2420, y: 2591 },
    { x: 5760, y: 2585 },
    { x: 5885, y: 2520 },
    { x: 5925, y: 2300 },
    { x: 5932, y: 1200 },
    { x: 5925, y: 620 },
    { x: 5880, y: 360, corner: true },
  ],
  glass: [
    { x: 1230, y: 1295, corner: true },
    { x: 1650, y: 1985 },
    { x: 1770, y: 2090 },
    { x: 2000, y: 2095, corner: true },
    { x: 2030, y: 1300, corner: true },
  ],
  pillars: [],
  beltY: 1300,
  shoulderY: 1210,
  hoodLine: [
    { x: -100, y: 1010 },
    { x: 1100, y: 1212 },
  ],
  cowlX: 1090,
  rear: { kind: 'hatch', x: 5860, lean: 0 },
  doors: [1220, 2060, 3520],
  frontBumper: { x: 560, y: 660 },
  rearBumper: { x: 5520, y: 560 },
  headlight: { top: 1130, bottom: 910, depth: 560 },
  taillight: { top: 1520, bottom: 760, depth: 90 },
  mirror: { x: 1270, y: 1300, scale: 1.1 },
  handles: [1900, 2230],
  headrests: [1660],
  fuelDoor: { x: 2260, y: 1000 },
  seams: [
    [
      { x: 3520, y: 1330 },
      { x: 5860, y: 1330 },
    ],
  ],
};

/** Derives a shorter cab from the crew-cab pickup: the cab's back wall, doors and seats move forward by `by`. */
function pickupCab(by: number, doors: number[], pillars: VehicleProfile['pillars'], handles: number[], headrests: number[]): VehicleProfile {
  const crew = VEHICLE_PROFILES.pickup;
  const back = (x: number) => x > 3300 && x < 3800;
  // The cab's back wall moves forward; roof points it passes over are dropped.
  const shorten = <T extends { x: number }>(line: T[]): T[] => {
    const wall = Math.min(...line.filter((q) => back(q.x)).map((q) => q.x)) - by;
    return line.filter((q) => back(q.x) || q.x < wall - 150 || q.x >= 3800).map((q) => (back(q.x) ? { ...q, x: q.x - by } : q));
  };
  const rear = crew.rear.kind === 'bed' ? { ...crew.rear, x: crew.rear.x - by } : crew.rear;
  return {
    ...crew,
    outline: shorten(crew.outline),
    glass: shorten(crew.glass),
    pillars,
    rear,
    doors,
    handles,
    headrests,
  };
}

const pickupRegular = pickupCab(700, [1950, 2940], [], [2740], [2800]);
const pickupExtended = pickupCab(380, [1950, 2880, 3280], [{ x: 2900, width: 60, lean: -5 }], [2700], [2780, 3120]);

/** Flat planes meeting at sharp edges: a straight nose-to-roof slope, a straight fall to the tail (Tesla Cybertruck). */
const wedgePickup: VehicleProfile = {
  length: 5683,
  height: 1791,
  width: 2200,
  grille: false,
  angularArches: true,
  wheel: { radius: 440, rim: 254, front: 900, rear: 4707, arch: 500, spokes: 6 },
  archBaseY: 470,
  rockerY: 430,
  sillY: 560,
  outline: [
    { x: 160, y: 470, corner: true },
    { x: 40, y: 600, corner: true },
    { x: 0, y: 1040, corner: true },
    { x: 2700, y: 1791, corner: true },
    { x: 5683, y: 1235, corner: true },
    { x: 5683, y: 1100, corner: true },
    { x: 5650, y: 600, corner: true },
    { x: 5540, y: 470, corner: true },
  ],
  glass: [
    { x: 1330, y: 1340, corner: true },
    { x: 2610, y: 1712, corner: true },
    { x: 2790, y: 1712, corner: true },
    { x: 3820, y: 1520, corner: true },
    { x: 3820, y: 1340, corner: true },
  ],
  pillars: [{ x: 2870, width: 90, lean: 0 }],
  beltY: 1340,
  shoulderY: 1250,
  hoodLine: [
    { x: -100, y: 1005 },
    { x: 1200, y: 1330 },
  ],
  cowlX: 1250,
  rear: { kind: 'bed', x: 3960, railY: 1420 },
  doors: [1330, 2870, 3900],
  frontBumper: { x: 300, y: 720 },
  rearBumper: { x: 5420, y: 700 },
  headlight: { top: 1062, bottom: 1018, depth: 320 },
  taillight: { top: 1232, bottom: 1188, depth: 120 },
  mirror: { x: 1420, y: 1340, scale: 0.85 },
  handles: [],
  headrests: [2520, 3420],
};

/** The fastback with a tailgate that lifts with its glass (Audi A5 Sportback, Acura Integra). */
const liftback: VehicleProfile = { ...fastback, rear: { kind: 'hatch', x: 4560, lean: 60 } };

/** The cargo van with side glass all the way back (a Sprinter or Transit passenger van). */
const passengerVan: VehicleProfile = {
  ...cargoVan,
  glass: [
    { x: 1230, y: 1295, corner: true },
    { x: 1650, y: 1985 },
    { x: 1790, y: 2110, corner: true },
    { x: 5720, y: 2110, corner: true },
    { x: 5720, y: 1340, corner: true },
  ],
  pillars: [
    { x: 2060, width: 110, lean: 0 },
    { x: 3540, width: 100, lean: 0 },
    { x: 4700, width: 100, lean: 0 },
  ],
  headrests: [1660, 2700, 3900, 5000],
  seams: [],
};

export const SHAPE_PROFILES: Record<DrawingShape, VehicleProfile> = {
  roadster,
  fastback,
  liftback,
  'mid-engine': midEngine,
  'rear-engine': rearEngine,
  offroader,
  'cargo-van': cargoVan,
  'passenger-van': passengerVan,
  'pickup-regular': pickupRegular,
  'pickup-extended': pickupExtended,
  'wedge-pickup': wedgePickup,
};

/**
 * A two-door version of a four-door template: one long door ending where the rear door did two thirds of the
 * way back, the B-pillar behind it, one handle.
 */
export function twoDoor(p: VehicleProfile): VehicleProfile {
  const [first, , last] = p.doors;
  if (p.doors.length < 3 || first === undefined || last === undefined) return p;
  const end = first + (last - first) * 0.64;
  const [b, ...rest] = p.pillars;
  return {
    ...p,
    doors: [first, end],
    pillars: b ? [{ ...b, x: end + b.width / 2 }, ...rest] : rest,
    handles: [end - 260],
  };
}
