// The six test cars of generate.ts: side profiles in metres (nose at x = 0, ground at y = 0), paint, camera and
// the taps a customer would make, as points on the car that scene.js projects into the picture.
export interface TestCar {
  name: string;
  kind: 'sedan' | 'suv' | 'pickup' | 'hatchback' | 'van' | 'sports';
  /** The paint's hex and whether it reads light or dark. */
  paint: string;
  shade: 'light' | 'dark';
  metallic?: number;
  roughness?: number;
  length: number;
  width: number;
  wheelR: number;
  /** Front and rear axle. */
  wheelX: [number, number];
  /** Bottom of the body between the wheels. */
  sill: number;
  /** Top outline of the lower body, from the front sill over the bonnet and boot to the rear sill (a spline). */
  body: [number, number][];
  /** The greenhouse: windscreen foot, roof front, roof back, rear-window foot. */
  cabin: [[number, number], [number, number], [number, number], [number, number]];
  cabinWidth: number;
  pillar: number;
  bPillar: number;
  blackPillars?: boolean;
  chromeLine?: boolean;
  /** Side glass ends here (a van's cargo box has none). */
  glassTo?: number;
  headlight: [number, number];
  taillight: [number, number];
  grille: [number, number];
  handles: number[];
  handleY: number;
  /** A pickup's bed: from x, to x, at height. */
  bed?: [number, number, number];
  camera: [number, number, number];
  target: [number, number, number];
  fov?: number;
  /** Sky gradient behind the car (top, horizon); the studio room when absent. */
  sky?: [string, string];
  exposure?: number;
  /** `fromAbove`: the top surface below the point (a bonnet, a roof). */
  taps: { at: [number, number, number]; mode: 'add' | 'remove'; fromAbove?: boolean }[];
}

const add = (x: number, y: number, z: number) => ({ at: [x, y, z] as [number, number, number], mode: 'add' as const });
const top = (x: number, z: number) => ({ at: [x, 0, z] as [number, number, number], mode: 'add' as const, fromAbove: true });
const remove = (x: number, y: number, z: number) => ({ at: [x, y, z] as [number, number, number], mode: 'remove' as const });

export const TEST_CARS: TestCar[] = [
  {
    name: 'sedan-dark-blue',
    kind: 'sedan',
    paint: '#1c2c52',
    shade: 'dark',
    metallic: 0.45,
    length: 4.8,
    width: 1.85,
    wheelR: 0.33,
    wheelX: [0.95, 3.75],
    sill: 0.28,
    body: [
      [0.08, 0.28],
      [0.0, 0.45],
      [0.08, 0.66],
      [0.6, 0.8],
      [1.5, 0.9],
      [2.6, 0.95],
      [3.9, 0.98],
      [4.55, 0.98],
      [4.78, 0.9],
      [4.8, 0.6],
      [4.7, 0.28],
    ],
    cabin: [
      [1.55, 0.86],
      [2.35, 1.42],
      [3.45, 1.42],
      [4.2, 0.93],
    ],
    cabinWidth: 0.84,
    pillar: 0.08,
    bPillar: 2.85,
    blackPillars: true,
    chromeLine: true,
    headlight: [0.14, 0.64],
    taillight: [4.72, 0.82],
    grille: [0.04, 0.5],
    handles: [2.3, 3.25],
    handleY: 0.8,
    camera: [-5.2, 1.55, 5.8],
    target: [0, 0.65, 0],
    taps: [add(2.7, 0.6, 0.93), add(4.1, 0.7, 0.93), top(0.9, 0)],
  },
  {
    name: 'suv-white',
    kind: 'suv',
    paint: '#eeeeea',
    shade: 'light',
    metallic: 0.05,
    roughness: 0.3,
    length: 4.7,
    width: 1.9,
    wheelR: 0.38,
    wheelX: [0.95, 3.8],
    sill: 0.38,
    body: [
      [0.08, 0.38],
      [0.0, 0.6],
      [0.06, 0.95],
      [0.5, 1.05],
      [1.3, 1.12],
      [2.5, 1.14],
      [4.0, 1.16],
      [4.6, 1.12],
      [4.72, 0.8],
      [4.62, 0.38],
    ],
    cabin: [
      [1.3, 1.08],
      [2.0, 1.7],
      [4.35, 1.72],
      [4.62, 1.1],
    ],
    cabinWidth: 0.88,
    pillar: 0.09,
    bPillar: 2.9,
    blackPillars: true,
    headlight: [0.12, 0.86],
    taillight: [4.66, 0.95],
    grille: [0.03, 0.72],
    handles: [2.45, 3.4],
    handleY: 0.98,
    camera: [5.6, 1.7, 6.0],
    target: [0, 0.8, 0],
    sky: ['#8fb4dc', '#dfe7ee'],
    taps: [add(2.6, 0.75, 0.96), add(3.6, 0.8, 0.96)],
  },
  {
    name: 'pickup-dark-green',
    kind: 'pickup',
    paint: '#1f3b2b',
    shade: 'dark',
    metallic: 0.35,
    length: 5.4,
    width: 2.0,
    wheelR: 0.4,
    wheelX: [1.05, 4.35],
    sill: 0.45,
    body: [
      [0.08, 0.45],
      [0.0, 0.7],
      [0.06, 1.05],
      [0.7, 1.18],
      [1.7, 1.22],
      [3.2, 1.24],
      [5.3, 1.24],
      [5.42, 1.1],
      [5.38, 0.45],
    ],
    cabin: [
      [1.7, 1.16],
      [2.2, 1.85],
      [3.05, 1.87],
      [3.2, 1.18],
    ],
    cabinWidth: 0.9,
    pillar: 0.09,
    bPillar: 2.62,
    headlight: [0.12, 0.95],
    taillight: [5.38, 1.0],
    grille: [0.03, 0.8],
    handles: [2.4, 3.0],
    handleY: 1.08,
    bed: [3.3, 5.3, 1.25],
    camera: [-6.4, 1.8, 6.2],
    target: [0, 0.85, 0],
    sky: ['#9db9d6', '#e8ecef'],
    taps: [add(2.3, 0.85, 1.01), add(4.0, 0.95, 1.01), top(0.9, 0)],
  },
  {
    name: 'hatchback-red',
    kind: 'hatchback',
    paint: '#b3141c',
    shade: 'dark',
    metallic: 0.1,
    length: 4.1,
    width: 1.8,
    wheelR: 0.32,
    wheelX: [0.85, 3.45],
    sill: 0.3,
    body: [
      [0.08, 0.3],
      [0.0, 0.48],
      [0.07, 0.7],
      [0.6, 0.85],
      [1.3, 0.92],
      [2.5, 0.96],
      [3.8, 0.98],
      [4.08, 0.9],
      [4.1, 0.5],
      [4.0, 0.3],
    ],
    cabin: [
      [1.25, 0.88],
      [2.0, 1.48],
      [3.55, 1.46],
      [4.05, 0.93],
    ],
    cabinWidth: 0.86,
    pillar: 0.08,
    bPillar: 2.6,
    blackPillars: true,
    headlight: [0.13, 0.68],
    taillight: [4.05, 0.86],
    grille: [0.03, 0.52],
    handles: [2.2, 3.0],
    handleY: 0.82,
    camera: [-5.0, 1.5, 5.2],
    target: [0, 0.65, 0],
    taps: [add(2.2, 0.6, 0.91), top(0.7, 0)],
  },
  {
    name: 'van-silver',
    kind: 'van',
    paint: '#b8bdc3',
    shade: 'light',
    metallic: 0.6,
    roughness: 0.3,
    length: 5.2,
    width: 2.0,
    wheelR: 0.36,
    wheelX: [0.95, 4.25],
    sill: 0.38,
    body: [
      [0.08, 0.38],
      [0.0, 0.6],
      [0.08, 0.95],
      [0.55, 1.05],
      [1.0, 1.12],
      [2.5, 1.15],
      [5.1, 1.16],
      [5.2, 1.0],
      [5.15, 0.38],
    ],
    cabin: [
      [0.95, 1.1],
      [1.6, 2.05],
      [5.1, 2.08],
      [5.18, 1.12],
    ],
    cabinWidth: 0.96,
    pillar: 0.08,
    bPillar: 2.05,
    blackPillars: true,
    glassTo: 2.4,
    headlight: [0.13, 0.88],
    taillight: [5.16, 0.95],
    grille: [0.03, 0.72],
    handles: [1.9, 3.2],
    handleY: 0.98,
    camera: [-6.2, 1.8, 6.6],
    target: [0, 1.0, 0],
    exposure: 0.95,
    taps: [add(3.4, 0.8, 1.01), add(3.8, 1.6, 0.97), add(1.5, 0.8, 1.01), top(0.6, 0)],
  },
  {
    name: 'sports-black',
    kind: 'sports',
    paint: '#121316',
    shade: 'dark',
    metallic: 0.4,
    roughness: 0.3,
    length: 4.4,
    width: 1.9,
    wheelR: 0.34,
    wheelX: [1.0, 3.7],
    sill: 0.22,
    body: [
      [0.08, 0.22],
      [0.0, 0.38],
      [0.1, 0.55],
      [0.8, 0.7],
      [1.6, 0.8],
      [2.6, 0.86],
      [3.8, 0.88],
      [4.35, 0.82],
      [4.4, 0.5],
      [4.3, 0.22],
    ],
    cabin: [
      [1.55, 0.76],
      [2.35, 1.2],
      [2.95, 1.2],
      [4.1, 0.84],
    ],
    cabinWidth: 0.8,
    pillar: 0.07,
    bPillar: 2.75,
    headlight: [0.2, 0.6],
    taillight: [4.36, 0.74],
    grille: [0.03, 0.42],
    handles: [2.5],
    handleY: 0.72,
    camera: [5.0, 1.35, 5.4],
    target: [0, 0.55, 0],
    taps: [add(2.3, 0.5, 0.96), add(3.7, 0.81, 0.96), top(4.28, 0), remove(1.0 - 0.28, 0.34, 0.96), remove(3.7 + 0.28, 0.34, 0.96), remove(4.51, 0.34, 0.3)],
  },
];
