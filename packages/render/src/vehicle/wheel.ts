// A wheel seen square-on: tyre with sidewall shading, a twin-spoke alloy, the brake disc and a caliper
// that shows between the spokes in the zone colour.
import { circlePath } from '../geometry.ts';
import type { IdOf } from '../finishes.ts';
import { darken, lighten } from '../color.ts';
import { num, stops } from '../svg.ts';

export const DEFAULT_CALIPER = '#3b3f45';

/** Gradients shared by both wheels of a render. */
export function wheelDefs(id: IdOf, caliper: string): string {
  return [
    `<radialGradient id="${id('tyre')}" cx="0.5" cy="0.5" r="0.5">${stops([
      { offset: 0.7, color: '#0d0e10' },
      { offset: 0.86, color: '#2a2c30' },
      { offset: 0.95, color: '#1a1b1e' },
      { offset: 1, color: '#0a0a0b' },
    ])}</radialGradient>`,
    `<linearGradient id="${id('rim')}" x1="0" y1="0" x2="0.6" y2="1">${stops([
      { offset: 0, color: '#f2f4f6' },
      { offset: 0.45, color: '#b7bec6' },
      { offset: 0.55, color: '#8b939c' },
      { offset: 1, color: '#d5dae0' },
    ])}</linearGradient>`,
    `<radialGradient id="${id('disc')}" cx="0.5" cy="0.5" r="0.5">${stops([
      { offset: 0.35, color: '#3d4147' },
      { offset: 0.45, color: '#8a9097' },
      { offset: 0.9, color: '#6d737a' },
      { offset: 1, color: '#4a4f55' },
    ])}</radialGradient>`,
    `<radialGradient id="${id('barrel')}" cx="0.5" cy="0.5" r="0.5">${stops([
      { offset: 0.6, color: '#15171a' },
      { offset: 1, color: '#3a3e44' },
    ])}</radialGradient>`,
    `<linearGradient id="${id('caliper')}" x1="0" y1="0" x2="0" y2="1">${stops([
      { offset: 0, color: lighten(caliper, 0.25) },
      { offset: 0.5, color: caliper },
      { offset: 1, color: darken(caliper, 0.35) },
    ])}</linearGradient>`,
  ].join('');
}

function polar(cx: number, cy: number, r: number, degrees: number): { x: number; y: number } {
  const a = (degrees * Math.PI) / 180;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}

const pt = (p: { x: number; y: number }): string => `${num(p.x)} ${num(p.y)}`;

export interface WheelOptions {
  cx: number;
  cy: number;
  /** Tyre and rim radii in design units. */
  tyre: number;
  rim: number;
  spokes: number;
  /** Rotation of the spoke pattern, so front and rear wheels are not clones. */
  turn: number;
  caliper: string;
}

export function drawWheel(id: IdOf, o: WheelOptions): string {
  const { cx, cy, rim } = o;
  const parts: string[] = [];
  parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(o.tyre)}" fill="url(#${id('tyre')})"/>`);
  parts.push(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(o.tyre * 0.9)}" fill="none" stroke="#34373c" stroke-opacity="0.55" stroke-width="${num(
      o.tyre * 0.025,
    )}"/>`,
  );
  parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rim)}" fill="url(#${id('rim')})"/>`);
  parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rim * 0.93)}" fill="url(#${id('barrel')})"/>`);
  parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rim * 0.74)}" fill="url(#${id('disc')})"/>`);
  parts.push(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rim * 0.34)}" fill="#2c3035" stroke="#1b1e22" stroke-width="${num(rim * 0.02)}"/>`,
  );

  // The caliper sits behind the axle (towards the rear, which is +x in the picture) and above centre.
  const inner = rim * 0.5;
  const outer = rim * 0.8;
  const a0 = -58;
  const a1 = 8;
  const caliper = `M${pt(polar(cx, cy, outer, a0))}A${num(outer)} ${num(outer)} 0 0 1 ${pt(polar(cx, cy, outer, a1))}L${pt(
    polar(cx, cy, inner, a1),
  )}A${num(inner)} ${num(inner)} 0 0 0 ${pt(polar(cx, cy, inner, a0))}Z`;
  parts.push(
    `<path class="caliper" d="${caliper}" fill="url(#${id('caliper')})" stroke="${darken(o.caliper, 0.5)}" stroke-width="${num(rim * 0.015)}" stroke-linejoin="round"/>`,
  );

  const spokePaths: string[] = [];
  const hub = rim * 0.24;
  const tip = rim * 0.9;
  for (let i = 0; i < o.spokes; i += 1) {
    const base = o.turn + (360 / o.spokes) * i;
    for (const offset of [-7.5, 7.5]) {
      const a = base + offset;
      const halfHub = 6.5;
      const halfTip = 3.2;
      spokePaths.push(
        `M${pt(polar(cx, cy, hub, a - halfHub))}L${pt(polar(cx, cy, tip, a - halfTip))}A${num(tip)} ${num(tip)} 0 0 1 ${pt(
          polar(cx, cy, tip, a + halfTip),
        )}L${pt(polar(cx, cy, hub, a + halfHub))}Z`,
      );
    }
  }
  parts.push(
    `<path d="${spokePaths.join('')}" fill="url(#${id('rim')})" stroke="#5b6168" stroke-width="${num(rim * 0.012)}" stroke-linejoin="round"/>`,
  );
  parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(hub * 1.05)}" fill="url(#${id('rim')})" stroke="#6b7178" stroke-width="${num(rim * 0.012)}"/>`);
  const nuts: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const p = polar(cx, cy, hub * 0.62, o.turn + 36 + i * 72);
    nuts.push(circlePath(p.x, p.y, rim * 0.032));
  }
  parts.push(`<path d="${nuts.join('')}" fill="#3d4247"/>`);
  parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(hub * 0.38)}" fill="#1c1f23" stroke="#9aa1a8" stroke-width="${num(rim * 0.01)}"/>`);
  parts.push(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(rim * 0.985)}" fill="none" stroke="#f5f7f9" stroke-opacity="0.6" stroke-width="${num(
      rim * 0.018,
    )}"/>`,
  );
  return `<g class="wheel">${parts.join('')}</g>`;
}
