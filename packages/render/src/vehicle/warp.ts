// Warps a body-style template to a model's own dimensions: x is mapped piecewise-linearly between anchors
// (bumpers, axles, windscreen base, roof ends, boot or bed start) and y between the ground, the wheel centre,
// the beltline and the roof, so each stretch of the body keeps its drawn shape while the anchors land where
// the model's facts put them.
import type { Pt } from '../geometry.ts';
import type { LightSpec, PillarSpec, RearClosure, VehicleProfile } from './profile.ts';

/** A monotone piecewise-linear map through (from, to) knots, extended past the ends with the end slopes. */
export type Axis = (v: number) => number;

export function piecewise(knots: readonly (readonly [number, number])[]): Axis {
  const k = [...knots].sort((a, b) => a[0] - b[0]);
  if (k.length < 2) throw new Error('A piecewise map needs two knots');
  return (v) => {
    let i = 0;
    while (i < k.length - 2 && v > (k[i + 1] as readonly [number, number])[0]) i += 1;
    const [x0, y0] = k[i] as readonly [number, number];
    const [x1, y1] = k[i + 1] as readonly [number, number];
    return y0 + ((v - x0) * (y1 - y0)) / (x1 - x0);
  };
}

/**
 * Knots from required (from, to) pairs plus optional ones, added in order of priority; an optional knot that
 * would fold the map (not strictly increasing with at least `gap` between neighbours on both sides) is dropped.
 */
export function monotoneKnots(required: [number, number][], optional: [number, number][], gap: number): [number, number][] {
  const knots = [...required].sort((a, b) => a[0] - b[0]);
  for (const knot of optional) {
    const [from, to] = knot;
    const after = knots.findIndex((k) => k[0] > from);
    const prev = after === -1 ? knots[knots.length - 1] : knots[after - 1];
    const next = after === -1 ? undefined : knots[after];
    const fits =
      (!prev || (from - prev[0] >= gap && to - prev[1] >= gap)) && (!next || (next[0] - from >= gap && next[1] - to >= gap));
    if (fits) knots.splice(after === -1 ? knots.length : after, 0, knot);
  }
  return knots;
}

/** Where a template's anchors should land; a missing optional anchor keeps its place between its neighbours. */
export interface WarpTarget {
  length: number;
  height: number;
  frontAxle: number;
  rearAxle: number;
  /** Tyre outer radius and visible rim radius. */
  wheelRadius: number;
  rimRadius: number;
  /** Windscreen base: the end of the bonnet. */
  cowlX?: number;
  /** Top of the windscreen and the rear end of the flat roof. */
  roofFrontX?: number;
  roofRearX?: number;
  /** Start of the boot lid, hatch or bed. */
  rearX?: number;
  beltY?: number;
}

/**
 * The template's roof as the facts measure it: from the windscreen header to where the rear glass or tailgate
 * falls away, taken where the outline crosses 85 % of the way from the beltline to the top.
 */
export function roofSpan(p: VehicleProfile): { front: number; rear: number } {
  const top = Math.max(...p.outline.map((q) => q.y));
  const level = p.beltY + (top - p.beltY) * 0.85;
  const crossings: number[] = [];
  for (let i = 0; i < p.outline.length - 1; i += 1) {
    const a = p.outline[i] as Pt;
    const b = p.outline[i + 1] as Pt;
    if ((a.y - level) * (b.y - level) <= 0 && a.y !== b.y && Math.max(a.x, b.x) > p.cowlX) {
      crossings.push(a.x + ((level - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
  }
  return { front: Math.min(...crossings), rear: Math.max(...crossings) };
}

export interface Warp {
  x: Axis;
  y: Axis;
}

export function warpOf(p: VehicleProfile, t: WarpTarget): Warp {
  const roof = roofSpan(p);
  const base = piecewise([
    [0, 0],
    [p.wheel.front, t.frontAxle],
    [p.wheel.rear, t.rearAxle],
    [p.length, t.length],
  ]);
  const pick = (from: number, to: number | undefined): [number, number] => [from, to ?? base(from)];
  const x = piecewise(
    monotoneKnots(
      [
        [0, 0],
        [p.wheel.front, t.frontAxle],
        [p.wheel.rear, t.rearAxle],
        [p.length, t.length],
      ],
      [pick(p.cowlX, t.cowlX), pick(p.rear.x, t.rearX), pick(roof.front, t.roofFrontX), pick(roof.rear, t.roofRearX)],
      Math.min(t.length, p.length) * 0.02,
    ),
  );
  const roofTop = Math.max(...p.outline.map((q) => q.y));
  const yBase = piecewise([
    [0, 0],
    [p.wheel.radius, t.wheelRadius],
    [roofTop, t.height],
  ]);
  const y = piecewise(
    monotoneKnots(
      [
        [0, 0],
        [p.wheel.radius, t.wheelRadius],
        [roofTop, t.height],
      ],
      [[p.beltY, t.beltY ?? yBase(p.beltY)]],
      Math.min(t.height, p.height) * 0.03,
    ),
  );
  return { x, y };
}

const point = (w: Warp) => (q: Pt): Pt => ({ ...q, x: w.x(q.x), y: w.y(q.y) });

/** A span [a, b] along x, mapped. */
const span = (w: Warp, a: number, b: number) => w.x(b) - w.x(a);

function pillar(w: Warp, pl: PillarSpec): PillarSpec {
  return { x: w.x(pl.x), width: span(w, pl.x - pl.width / 2, pl.x + pl.width / 2), lean: span(w, pl.x, pl.x + pl.lean) };
}

function rear(w: Warp, r: RearClosure): RearClosure {
  switch (r.kind) {
    case 'trunk':
      return { kind: 'trunk', x: w.x(r.x), y: w.y(r.y) };
    case 'hatch':
      return { kind: 'hatch', x: w.x(r.x), lean: span(w, r.x, r.x + r.lean) };
    case 'bed':
      return { kind: 'bed', x: w.x(r.x), railY: w.y(r.railY) };
  }
}

function light(w: Warp, l: LightSpec, fromRear: number | null): LightSpec {
  const depth = fromRear === null ? w.x(l.depth) : w.x(fromRear) - w.x(fromRear - l.depth);
  return { top: w.y(l.top), bottom: w.y(l.bottom), depth };
}

/** The template drawn to the target's dimensions. Pure: same template and target, same profile. */
export function warpProfile(p: VehicleProfile, t: WarpTarget): VehicleProfile {
  const w = warpOf(p, t);
  const at = point(w);
  const scaleY = t.height / p.height;
  const archRatio = p.wheel.arch / p.wheel.radius;
  const out: VehicleProfile = {
    ...p,
    length: t.length,
    height: t.height,
    wheel: {
      ...p.wheel,
      radius: t.wheelRadius,
      rim: Math.min(t.rimRadius, t.wheelRadius * 0.86),
      front: t.frontAxle,
      rear: t.rearAxle,
      arch: t.wheelRadius * archRatio,
    },
    archBaseY: w.y(p.archBaseY),
    rockerY: w.y(p.rockerY),
    sillY: w.y(p.sillY),
    outline: p.outline.map(at),
    glass: p.glass.map(at),
    pillars: p.pillars.map((pl) => pillar(w, pl)),
    beltY: w.y(p.beltY),
    shoulderY: w.y(p.shoulderY),
    hoodLine: [at(p.hoodLine[0]), at(p.hoodLine[1])],
    cowlX: w.x(p.cowlX),
    rear: rear(w, p.rear),
    doors: p.doors.map(w.x),
    frontBumper: at(p.frontBumper),
    rearBumper: at(p.rearBumper),
    headlight: light(w, p.headlight, null),
    taillight: light(w, p.taillight, p.length),
    mirror: { x: w.x(p.mirror.x), y: w.y(p.mirror.y), scale: p.mirror.scale * Math.sqrt(scaleY) },
    handles: p.handles.map(w.x),
    headrests: p.headrests.map(w.x),
  };
  if (p.fuelDoor) out.fuelDoor = at(p.fuelDoor);
  if (p.softTop) out.softTop = p.softTop.map(at);
  if (p.sideIntake) out.sideIntake = p.sideIntake.map(at);
  if (p.seams) out.seams = p.seams.map((line) => line.map(at));
  if (p.spare) out.spare = { ...p.spare, x: w.x(p.spare.x), y: w.y(p.spare.y), radius: p.spare.radius * Math.sqrt(scaleY) };
  return out;
}
