// What a body-style template must describe. Units are millimetres: x from the front bumper, y up from
// the ground, so proportions come from real vehicle dimensions rather than from picture pixels.
import type { Pt } from '../geometry.ts';

export interface WheelSpec {
  /** Tyre outer radius. */
  radius: number;
  /** Rim radius (the visible alloy). */
  rim: number;
  /** Axle positions from the front bumper. */
  front: number;
  rear: number;
  /** Wheel-arch opening radius, centred on the axle. */
  arch: number;
  spokes: number;
}

export type RearClosure =
  | { kind: 'trunk'; x: number; y: number }
  | { kind: 'hatch'; x: number; lean: number }
  | { kind: 'bed'; x: number; railY: number };

export interface LightSpec {
  /** Height of the light's upper and lower edge where it meets the body end. */
  top: number;
  bottom: number;
  /** How far the light reaches along the side from the body end. */
  depth: number;
}

export interface PillarSpec {
  /** Centre at the beltline and width of a black pillar or glass divider. */
  x: number;
  width: number;
  /** Horizontal shift of the pillar at the roof, positive leans rearwards. */
  lean: number;
}

export interface VehicleProfile {
  length: number;
  height: number;
  wheel: WheelSpec;
  /** Height where the arch circles meet the lower body edge. */
  archBaseY: number;
  /** Underside of the body between the arches. */
  rockerY: number;
  /** Top of the rocker panel (door bottoms). */
  sillY: number;
  /** Silhouette from the front bumper's bottom edge over the roof to the rear bumper's bottom edge. */
  outline: Pt[];
  /** Daylight opening: all side glass as one closed shape, split by `pillars`. */
  glass: Pt[];
  pillars: PillarSpec[];
  beltY: number;
  /** The side's main character line, where the surface turns from facing up to facing out. */
  shoulderY: number;
  /** Hood shut line, from in front of the nose to the windscreen base. */
  hoodLine: [Pt, Pt];
  /** Where the greenhouse (pillars and roof) begins at the windscreen base. */
  cowlX: number;
  rear: RearClosure;
  /** Door shut lines along x: first door's leading edge, splits, last door's trailing edge. */
  doors: number[];
  frontBumper: { x: number; y: number };
  rearBumper: { x: number; y: number };
  headlight: LightSpec;
  taillight: LightSpec;
  /** Where the mirror's foot meets the door, and its size factor. */
  mirror: { x: number; y: number; scale: number };
  handles: number[];
  /** Seat headrests seen through the glass (x of each row). */
  headrests: number[];
  /** Fuel filler flap; none on an electric vehicle. */
  fuelDoor?: { x: number; y: number };
  /** Fabric top of a convertible, drawn over the greenhouse. */
  softTop?: Pt[];
  /** Unpainted plastic arch flares and lower cladding (SUVs and trucks). */
  cladding?: boolean;
  /** Overall width (body, without mirrors): the three-quarter view's depth. */
  width: number;
  /** A radiator grille in the nose; an electric car or a mid-engine car has a closed nose. */
  grille: boolean;
  /** Round headlamps (a Mini, a Wrangler, a 911) instead of swept-back ones. */
  roundLamps?: boolean;
  /** Angular wheel-arch openings (a Cybertruck) instead of round ones. */
  angularArches?: boolean;
  /** A mid-engine car's side air intake ahead of the rear wheel, as a closed shape. */
  sideIntake?: Pt[];
  /** A spare wheel on the tailgate: tread centre, height of its hub, tyre radius and tread width. */
  spare?: { x: number; y: number; radius: number; width: number };
  /** Glass roof (drawn dark from the three-quarter view). */
  glassRoof?: boolean;
  /** Further shut lines: a sliding door's track, a clamshell's edge. */
  seams?: { x: number; y: number }[][];
}
