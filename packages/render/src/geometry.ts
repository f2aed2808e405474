// Vehicle geometry is authored in millimetres (x from the front bumper, y up from the ground) and mapped
// into the picture's design units here; smooth outlines are Catmull-Rom splines written as cubic Béziers.
import { num } from './svg.ts';

export interface Pt {
  x: number;
  y: number;
  /** A hard corner: the curve arrives and leaves without smoothing. */
  corner?: boolean;
}

export interface Frame {
  /** Design units per millimetre. */
  scale: number;
  /** Design x of the front bumper (x = 0 mm). */
  originX: number;
  /** Design y of the ground (y = 0 mm). */
  groundY: number;
}

export interface XY {
  x: number;
  y: number;
}

export function toDesign(frame: Frame, p: { x: number; y: number }): XY {
  return { x: frame.originX + p.x * frame.scale, y: frame.groundY - p.y * frame.scale };
}

export const xy = (p: XY): string => `${num(p.x)} ${num(p.y)}`;

/** A smooth curve through the points (not closed); the caller decides whether it starts a path. */
export function splinePath(frame: Frame, points: Pt[], move = true): string {
  const first = points[0];
  if (!first) return '';
  const d = points.map((p) => toDesign(frame, p));
  const parts = [`${move ? 'M' : 'L'}${xy(d[0] as XY)}`];
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = d[Math.max(0, i - 1)] as XY;
    const p1 = d[i] as XY;
    const p2 = d[i + 1] as XY;
    const p3 = d[Math.min(d.length - 1, i + 2)] as XY;
    const c1 = points[i]?.corner ? p1 : { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = points[i + 1]?.corner ? p2 : { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    parts.push(`C${xy(c1)} ${xy(c2)} ${xy(p2)}`);
  }
  return parts.join('');
}

/** A closed smooth shape: the spline wraps around so the seam is as smooth as the rest. */
export function closedSpline(frame: Frame, points: Pt[]): string {
  const n = points.length;
  if (n < 3) return '';
  const d = points.map((p) => toDesign(frame, p));
  const at = (i: number): XY => d[((i % n) + n) % n] as XY;
  const parts = [`M${xy(at(0))}`];
  for (let i = 0; i < n; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = points[i]?.corner ? p1 : { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = points[(i + 1) % n]?.corner ? p2 : { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    parts.push(`C${xy(c1)} ${xy(c2)} ${xy(p2)}`);
  }
  return `${parts.join('')}Z`;
}

export function polygon(frame: Frame, points: { x: number; y: number }[]): string {
  return `${points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xy(toDesign(frame, p))}`).join('')}Z`;
}

export function polyline(frame: Frame, points: { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xy(toDesign(frame, p))}`).join('');
}

/** A circle as a path, so it can join other shapes inside one `d`. */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${num(cx - r)} ${num(cy)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0Z`;
}

/**
 * Points along the same smooth curve `splinePath` draws (Catmull-Rom as cubic Béziers, corners kept), in the
 * points' own units: `steps` per segment, the last point included.
 */
export function splinePoints(points: Pt[], steps: number): XY[] {
  const out: XY[] = [];
  const n = points.length;
  for (let i = 0; i < n - 1; i += 1) {
    const p0 = points[Math.max(0, i - 1)] as Pt;
    const p1 = points[i] as Pt;
    const p2 = points[i + 1] as Pt;
    const p3 = points[Math.min(n - 1, i + 2)] as Pt;
    const c1 = p1.corner ? p1 : { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = p2.corner ? p2 : { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    for (let k = 0; k < steps; k += 1) {
      const t = k / steps;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      out.push({ x: a * p1.x + b * c1.x + c * c2.x + d * p2.x, y: a * p1.y + b * c1.y + c * c2.y + d * p2.y });
    }
  }
  const last = points[n - 1];
  if (last) out.push({ x: last.x, y: last.y });
  return out;
}
