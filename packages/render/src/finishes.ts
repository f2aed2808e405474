// Finish shading. Every finish is a tone ramp down the vehicle's side (computed from the film hex and
// the body's shoulder and horizon heights) plus overlays clipped to the body: reflections, grain, weave.
// Only gradients, patterns and fill/stroke opacity are used: resvg renders them all, and none of them needs
// the offscreen layers that filters, masks and group opacity cost.
import type { Finish } from '@wrapsmith/catalog';
import { darken, lighten, luminance, mix, shiftHue } from './color.ts';
import { linearGradient, num, stops } from './svg.ts';
import type { GradientStop } from './svg.ts';

/** The body's extent and its reference heights, in design units. */
export interface PaintBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
  shoulder: number;
  horizon: number;
}

export interface FilmInput {
  hex: string;
  finish: Finish;
  secondaryHex?: string;
}

export interface Paint {
  defs: string;
  /** Fill for body panels. */
  fill: string;
  /** Drawn over all panels, clipped to the body by the caller. */
  overlays: string;
}

export type IdOf = (name: string) => string;

/** The same stream for the same seed: brushed grain is irregular yet byte-identical between renders. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKY = '#dfe8f2';

function offsets(box: PaintBox): { shoulder: number; horizon: number } {
  const span = box.bottom - box.top;
  return { shoulder: (box.shoulder - box.top) / span, horizon: (box.horizon - box.top) / span };
}

function sideRamp(id: string, box: PaintBox, list: GradientStop[]): string {
  return linearGradient(id, { x: 0, y: box.top }, { x: 0, y: box.bottom }, list);
}

/** Reflection tones for films too light to show a white highlight: a cool studio grey and the floor. */
const WALL = '#56606b';
const FLOOR = '#c9ced4';

/**
 * Gloss: a mirror of the studio. Sky in the upward faces, a crisp crease highlight on the shoulder, a hard
 * horizon (bright wall above, dark ground reflection below) and the pale floor near the sill. Light films
 * cannot get lighter, so their reflections are drawn as cool greys instead. Exported because roof and
 * mirror wraps are shaded as gloss in their own colour.
 */
export function glossRamp(hex: string, box: PaintBox): GradientStop[] {
  const { shoulder: s, horizon: h } = offsets(box);
  const light = luminance(hex) > 0.45;
  return [
    { offset: 0, color: mix(hex, SKY, light ? 0.3 : 0.4) },
    { offset: s * 0.5, color: mix(hex, SKY, light ? 0.12 : 0.22) },
    { offset: s - 0.03, color: lighten(hex, light ? 0.04 : 0.12) },
    { offset: s - 0.006, color: lighten(hex, 0.7) },
    { offset: s + 0.01, color: light ? mix(hex, WALL, 0.22) : darken(hex, 0.28) },
    { offset: s + 0.07, color: hex },
    { offset: h - 0.06, color: light ? mix(hex, WALL, 0.08) : lighten(hex, 0.08) },
    { offset: h - 0.003, color: light ? lighten(hex, 0.6) : lighten(hex, 0.32) },
    { offset: h + 0.003, color: light ? mix(hex, WALL, 0.45) : darken(hex, 0.44) },
    { offset: h + 0.12, color: light ? mix(hex, WALL, 0.25) : darken(hex, 0.28) },
    { offset: 0.86, color: light ? mix(hex, FLOOR, 0.3) : mix(darken(hex, 0.2), FLOOR, 0.14) },
    { offset: 0.95, color: darken(hex, light ? 0.2 : 0.45) },
    { offset: 1, color: darken(hex, 0.35) },
  ];
}

/** Satin: the same light, scattered: one broad soft roll-off from the shoulder, no lines anywhere. */
function satinRamp(hex: string, box: PaintBox): GradientStop[] {
  const { shoulder: s } = offsets(box);
  const light = luminance(hex) > 0.45;
  return [
    { offset: 0, color: mix(hex, SKY, 0.22) },
    { offset: s - 0.08, color: lighten(hex, 0.12) },
    { offset: s + 0.06, color: light ? hex : lighten(hex, 0.07) },
    { offset: s + 0.3, color: light ? darken(hex, 0.05) : hex },
    { offset: 0.8, color: darken(hex, light ? 0.14 : 0.18) },
    { offset: 1, color: darken(hex, 0.3) },
  ];
}

/** Matte: almost no directional light at all; the flatness itself is the cue. */
function matteRamp(hex: string): GradientStop[] {
  return [
    { offset: 0, color: lighten(hex, 0.03) },
    { offset: 0.3, color: hex },
    { offset: 0.88, color: darken(hex, 0.06) },
    { offset: 1, color: darken(hex, 0.14) },
  ];
}

/**
 * Chrome: a true mirror of the studio, tinted by the film: blue-white sky, a white shoulder over a black
 * crease, the bright wall, a near-black horizon band, brown-grey ground and the pale floor.
 */
function chromeRamp(hex: string, box: PaintBox): GradientStop[] {
  const { shoulder: s, horizon: h } = offsets(box);
  return [
    { offset: 0, color: mix(lighten(hex, 0.55), '#a9c4e0', 0.5) },
    { offset: s * 0.6, color: mix(lighten(hex, 0.85), '#dce9f5', 0.4) },
    { offset: s - 0.01, color: lighten(hex, 0.97) },
    { offset: s + 0.004, color: darken(hex, 0.72) },
    { offset: s + 0.05, color: darken(hex, 0.4) },
    { offset: s + 0.16, color: lighten(hex, 0.4) },
    { offset: h - 0.05, color: lighten(hex, 0.78) },
    { offset: h - 0.004, color: lighten(hex, 0.96) },
    { offset: h + 0.004, color: darken(hex, 0.86) },
    { offset: h + 0.08, color: darken(hex, 0.62) },
    { offset: 0.8, color: mix(darken(hex, 0.2), '#6b5a48', 0.35) },
    { offset: 0.9, color: lighten(hex, 0.55) },
    { offset: 1, color: darken(hex, 0.4) },
  ];
}

/** Colour-shift: upward faces show the second hue, the vertical side the first, lower faces swing back. */
function flipRamp(hex: string, second: string, box: PaintBox): GradientStop[] {
  const { shoulder: s, horizon: h } = offsets(box);
  return [
    { offset: 0, color: lighten(second, 0.3) },
    { offset: s - 0.05, color: lighten(second, 0.1) },
    { offset: s - 0.008, color: lighten(mix(second, hex, 0.4), 0.45) },
    { offset: s + 0.02, color: mix(second, hex, 0.55) },
    { offset: s + 0.12, color: hex },
    { offset: h - 0.002, color: lighten(hex, 0.12) },
    { offset: h + 0.006, color: darken(hex, 0.2) },
    { offset: 0.85, color: darken(mix(hex, second, 0.55), 0.3) },
    { offset: 1, color: darken(second, 0.45) },
  ];
}

function brushedRamp(hex: string, box: PaintBox): GradientStop[] {
  const { shoulder: s, horizon: h } = offsets(box);
  return [
    { offset: 0, color: lighten(hex, 0.35) },
    { offset: s - 0.04, color: lighten(hex, 0.22) },
    { offset: s + 0.02, color: darken(hex, 0.05) },
    { offset: (s + h) / 2, color: lighten(hex, 0.2) },
    { offset: h + 0.04, color: darken(hex, 0.12) },
    { offset: 0.85, color: lighten(hex, 0.08) },
    { offset: 1, color: darken(hex, 0.3) },
  ];
}

/**
 * Studio softbox reflected in a glossy side: a long bright strip that tapers to points at both ends,
 * the way a strip light stretches over a curved door. Drawn as a shape, not blurred, to stay cheap.
 */
function softbox(id: IdOf, box: PaintBox, strength: number): { defs: string; overlay: string } {
  const top = box.shoulder + (box.horizon - box.shoulder) * 0.22;
  const bottom = box.shoulder + (box.horizon - box.shoulder) * 0.62;
  const mid = (top + bottom) / 2;
  const width = box.right - box.left;
  const x0 = box.left + width * 0.16;
  const x1 = box.left + width * 0.74;
  const taper = width * 0.09;
  const defs = linearGradient(id('softbox'), { x: 0, y: top }, { x: 0, y: bottom }, [
    { offset: 0, color: '#ffffff', opacity: 0 },
    { offset: 0.3, color: '#ffffff', opacity: strength },
    { offset: 0.72, color: '#ffffff', opacity: strength * 0.5 },
    { offset: 1, color: '#ffffff', opacity: 0 },
  ]);
  const d = `M${num(x0)} ${num(mid)}C${num(x0 + taper * 0.4)} ${num(top)} ${num(x0 + taper)} ${num(top)} ${num(x0 + taper * 1.6)} ${num(
    top,
  )}H${num(x1 - taper * 1.6)}C${num(x1 - taper)} ${num(top)} ${num(x1 - taper * 0.4)} ${num(top)} ${num(x1)} ${num(mid)}C${num(
    x1 - taper * 0.4,
  )} ${num(bottom)} ${num(x1 - taper)} ${num(bottom)} ${num(x1 - taper * 1.6)} ${num(bottom)}H${num(x0 + taper * 1.6)}C${num(
    x0 + taper,
  )} ${num(bottom)} ${num(x0 + taper * 0.4)} ${num(bottom)} ${num(x0)} ${num(mid)}Z`;
  return { defs, overlay: `<path d="${d}" fill="url(#${id('softbox')})"/>` };
}

/** Soft broad sheen for satin and brushed: a wide ellipse of light fading to nothing. */
function sheen(id: IdOf, box: PaintBox, strength: number): { defs: string; overlay: string } {
  const defs = `<radialGradient id="${id('sheen')}" cx="0.5" cy="0.5" r="0.5">${stops([
    { offset: 0, color: '#ffffff', opacity: strength },
    { offset: 0.6, color: '#ffffff', opacity: strength * 0.4 },
    { offset: 1, color: '#ffffff', opacity: 0 },
  ])}</radialGradient>`;
  const cx = box.left + (box.right - box.left) * 0.45;
  const cy = box.shoulder + (box.horizon - box.shoulder) * 0.35;
  const overlay = `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num((box.right - box.left) * 0.42)}" ry="${num(
    (box.horizon - box.top) * 0.45,
  )}" fill="url(#${id('sheen')})"/>`;
  return { defs, overlay };
}

function brushedGrain(id: IdOf, hex: string): { defs: string; fill: string } {
  const random = seededRandom(0x5eed);
  const width = 320;
  const height = 48;
  const lines: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    const y = random() * height;
    const x = random() * width;
    const length = 40 + random() * 220;
    const light = random() > 0.5;
    const opacity = 0.12 + random() * 0.3;
    const stroke = light ? lighten(hex, 0.75) : darken(hex, 0.55);
    const segment = (x0: number): string =>
      `<path d="M${num(x0)} ${num(y)}h${num(length)}" stroke="${stroke}" stroke-opacity="${num(opacity)}" stroke-width="${num(
        0.35 + random() * 0.5,
      )}"/>`;
    lines.push(segment(x));
    if (x + length > width) lines.push(segment(x - width));
  }
  const defs = `<pattern id="${id('grain')}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${lines.join(
    '',
  )}</pattern>`;
  return { defs, fill: `url(#${id('grain')})` };
}

/** 2×2 twill: tows alternate direction in a stair-step, each cell shaded like a rounded bundle of fibres. */
function carbonWeave(id: IdOf, hex: string): { defs: string; fill: string } {
  const base = darken(mix(hex, '#202020', 0.35), 0.55);
  const lit = lighten(base, luminance(hex) > 0.5 ? 0.3 : 0.2);
  const cell = 3.2;
  const size = cell * 4;
  const across = `<linearGradient id="${id('tow-h')}" x1="0" y1="0" x2="0" y2="1">${stops([
    { offset: 0, color: base },
    { offset: 0.5, color: lit },
    { offset: 1, color: base },
  ])}</linearGradient>`;
  const down = `<linearGradient id="${id('tow-v')}" x1="0" y1="0" x2="1" y2="0">${stops([
    { offset: 0, color: darken(base, 0.3) },
    { offset: 0.5, color: mix(base, lit, 0.45) },
    { offset: 1, color: darken(base, 0.3) },
  ])}</linearGradient>`;
  const cells: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const horizontal = (row + col) % 4 < 2;
      cells.push(
        `<rect x="${num(col * cell)}" y="${num(row * cell)}" width="${num(cell)}" height="${num(cell)}" fill="url(#${id(
          horizontal ? 'tow-h' : 'tow-v',
        )})"/>`,
      );
    }
  }
  const defs = `${across}${down}<pattern id="${id('weave')}" patternUnits="userSpaceOnUse" width="${num(size)}" height="${num(
    size,
  )}">${cells.join('')}</pattern>`;
  return { defs, fill: `url(#${id('weave')})` };
}

/** Clear gloss layer over a textured film (carbon, flip): sky on top, horizon line, darker lower side. */
function clearCoat(id: IdOf, box: PaintBox): { defs: string; overlay: string } {
  const { shoulder: s, horizon: h } = offsets(box);
  const defs = sideRamp(id('clear'), box, [
    { offset: 0, color: '#ffffff', opacity: 0.35 },
    { offset: s - 0.03, color: '#ffffff', opacity: 0.12 },
    { offset: s - 0.008, color: '#ffffff', opacity: 0.45 },
    { offset: s + 0.012, color: '#000000', opacity: 0.15 },
    { offset: s + 0.08, color: '#ffffff', opacity: 0 },
    { offset: h - 0.002, color: '#ffffff', opacity: 0.16 },
    { offset: h + 0.006, color: '#000000', opacity: 0.22 },
    { offset: 1, color: '#000000', opacity: 0.45 },
  ]);
  return { defs, overlay: `<rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(box.bottom - box.top)}" fill="url(#${id('clear')})"/>` };
}

export interface PaintContext {
  id: IdOf;
  box: PaintBox;
  /** The body silhouette path, for edge effects. */
  silhouette: string;
}

export function filmPaint(film: FilmInput, ctx: PaintContext): Paint {
  const { id, box } = ctx;
  const hex = film.hex;
  const ramp = (list: GradientStop[]): string => sideRamp(id('film'), box, list);
  const fill = `url(#${id('film')})`;
  const full = (paint: string, opacity = 1): string =>
    `<rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(
      box.bottom - box.top,
    )}" fill="${paint}"${opacity === 1 ? '' : ` fill-opacity="${num(opacity)}"`}/>`;

  switch (film.finish) {
    case 'gloss': {
      const light = softbox(id, box, 0.55);
      return { defs: ramp(glossRamp(hex, box)) + light.defs, fill, overlays: light.overlay };
    }
    case 'satin': {
      const glow = sheen(id, box, 0.22);
      return { defs: ramp(satinRamp(hex, box)) + glow.defs, fill, overlays: glow.overlay };
    }
    case 'matte': {
      // Matte film scatters light, so the only cue is a gentle falloff where the body turns away: nested
      // strokes of the silhouette, half outside the clip, darken a band that fades inwards.
      const band = (box.bottom - box.top) * 0.12;
      const edge = [1, 0.66, 0.33]
        .map(
          (k) =>
            `<path d="${ctx.silhouette}" fill="none" stroke="${darken(hex, 0.5)}" stroke-opacity="0.11" stroke-width="${num(
              band * k,
            )}" stroke-linejoin="round"/>`,
        )
        .join('');
      return { defs: ramp(matteRamp(hex)), fill, overlays: edge };
    }
    case 'chrome': {
      const bands = linearGradient(id('chrome-streaks'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
        { offset: 0, color: '#ffffff', opacity: 0 },
        { offset: 0.16, color: '#ffffff', opacity: 0.38 },
        { offset: 0.2, color: '#ffffff', opacity: 0 },
        { offset: 0.47, color: '#000000', opacity: 0.18 },
        { offset: 0.58, color: '#ffffff', opacity: 0.3 },
        { offset: 0.61, color: '#ffffff', opacity: 0 },
        { offset: 0.86, color: '#ffffff', opacity: 0.34 },
        { offset: 0.9, color: '#000000', opacity: 0.12 },
        { offset: 1, color: '#ffffff', opacity: 0 },
      ]);
      const light = softbox(id, box, 0.7);
      return {
        defs: ramp(chromeRamp(hex, box)) + bands + light.defs,
        fill,
        overlays: full(`url(#${id('chrome-streaks')})`) + light.overlay,
      };
    }
    case 'flip': {
      const second = film.secondaryHex ?? shiftHue(hex, 130);
      // The nose curves away from the viewer and the rear of the side is seen at a flatter angle, so both
      // swing towards the second hue while the front door stays in the first: the shift reads at a glance.
      const ends = linearGradient(id('flip-ends'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
        { offset: 0, color: second, opacity: 0.75 },
        { offset: 0.18, color: second, opacity: 0.2 },
        { offset: 0.36, color: second, opacity: 0 },
        { offset: 0.58, color: second, opacity: 0.35 },
        { offset: 0.8, color: second, opacity: 0.7 },
        { offset: 1, color: second, opacity: 0.85 },
      ]);
      const light = softbox(id, box, 0.45);
      return {
        defs: ramp(flipRamp(hex, second, box)) + ends + light.defs,
        fill,
        overlays: full(`url(#${id('flip-ends')})`) + light.overlay,
      };
    }
    case 'brushed': {
      const grain = brushedGrain(id, hex);
      const streaks = linearGradient(id('brushed-streaks'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
        { offset: 0, color: '#000000', opacity: 0.1 },
        { offset: 0.25, color: '#ffffff', opacity: 0.2 },
        { offset: 0.42, color: '#000000', opacity: 0.05 },
        { offset: 0.65, color: '#ffffff', opacity: 0.24 },
        { offset: 1, color: '#000000', opacity: 0.12 },
      ]);
      return {
        defs: ramp(brushedRamp(hex, box)) + grain.defs + streaks,
        fill,
        overlays: full(grain.fill) + full(`url(#${id('brushed-streaks')})`),
      };
    }
    case 'carbon': {
      const weave = carbonWeave(id, hex);
      const coat = clearCoat(id, box);
      const light = softbox(id, box, 0.4);
      return { defs: weave.defs + coat.defs + light.defs, fill: weave.fill, overlays: coat.overlay + light.overlay };
    }
  }
}

/** Paint protection film: gloss adds a crisp extra highlight, matte lays a flattening haze over the wrap. */
export function ppfOverlay(kind: 'gloss' | 'matte', hex: string, ctx: PaintContext): { defs: string; overlay: string } {
  const { box, id } = ctx;
  if (kind === 'gloss') {
    const y = box.shoulder - 1.5;
    const defs = linearGradient(id('ppf-line'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
      { offset: 0.05, color: '#ffffff', opacity: 0 },
      { offset: 0.3, color: '#ffffff', opacity: 0.95 },
      { offset: 0.75, color: '#ffffff', opacity: 0.9 },
      { offset: 0.95, color: '#ffffff', opacity: 0 },
    ]);
    const overlay = `<g id="${id('ppf')}"><path d="M${num(box.left)} ${num(y)}H${num(box.right)}" stroke="url(#${id(
      'ppf-line',
    )})" stroke-width="1.6"/><rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(
      box.shoulder - box.top,
    )}" fill="#ffffff" fill-opacity="0.08"/></g>`;
    return { defs, overlay };
  }
  const overlay = `<g id="${id('ppf')}"><rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(
    box.bottom - box.top,
  )}" fill="${hex}" fill-opacity="0.3"/><rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(
    box.bottom - box.top,
  )}" fill="${lighten(hex, 0.5)}" fill-opacity="0.07"/></g>`;
  return { defs: '', overlay };
}
