// Finish shading. Every finish is a tone ramp down the vehicle's side (computed from the film hex and
// the body's shoulder and horizon heights) plus overlays clipped to the body: reflections, grain, weave.
// Only gradients, patterns and fill/stroke opacity are used: resvg renders them all, and none of them needs
// the offscreen layers that filters, masks and group opacity cost.
//
// The middle of the side (about half-way from shoulder to horizon down to a fifth of that below the horizon)
// is where a customer judges the colour. Gloss, satin, matte and brushed keep most of it at the film hex and
// carbon's weave averages to it there; each finish's character (reflections, sheen, falloff) sits above and
// below it, gloss keeping only its thin horizon line there. Chrome and flip are the exceptions by nature
// (decision 032).
import { relativeLuminance, type Finish } from '@wrapsmith/catalog';
import { darken, lift, lighten, mix, parseHex, shift, shiftHue, toHsl, withLightness } from './color.ts';
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

export const SKY = '#dfe8f2';
/** Reflection tones for films too light to show a white highlight: a cool studio grey and the floor. */
export const WALL = '#56606b';
const FLOOR = '#c9ced4';

interface Marks {
  /** Ramp offsets (0 at the top of the box, 1 at the bottom) of the shoulder and the horizon. */
  s: number;
  h: number;
  /** Offset `k` shoulder-to-horizon distances below the shoulder: 0 is the shoulder, 1 the horizon. */
  at: (k: number) => number;
}

function marks(box: PaintBox): Marks {
  const span = box.bottom - box.top;
  const s = (box.shoulder - box.top) / span;
  const h = (box.horizon - box.top) / span;
  return { s, h, at: (k) => Math.max(0, Math.min(1, s + k * (h - s))) };
}

/** Films light enough that a highlight cannot lighten them: their reflections are drawn as darker greys. */
export const isLight = (hex: string): boolean => relativeLuminance(hex) > 0.45;

/** A vertical ramp over the box; offsets that fall out of order on an unusual box are held at the previous one. */
function sideRamp(id: string, box: PaintBox, list: GradientStop[]): string {
  let previous = 0;
  const ordered = list.map((stop) => {
    previous = Math.max(previous, Math.min(1, stop.offset));
    return { ...stop, offset: previous };
  });
  return linearGradient(id, { x: 0, y: box.top }, { x: 0, y: box.bottom }, ordered);
}

const cover = (box: PaintBox, paint: string, bottom = box.bottom): string =>
  `<rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(bottom - box.top)}" fill="${paint}"/>`;

/**
 * Gloss: a mirror of the studio. Sky in the upward faces, a crisp crease highlight on the shoulder, the film's
 * own colour across the flat of the side, a hard horizon line over a dark ground reflection and the pale
 * floor near the sill. Light films cannot get lighter, so their reflections are drawn as cool greys instead.
 * Exported because roof and mirror wraps are shaded as gloss in their own colour.
 */
export function glossRamp(hex: string, box: PaintBox): GradientStop[] {
  const { s, h, at } = marks(box);
  if (isLight(hex)) {
    return [
      { offset: 0, color: mix(hex, SKY, 0.45) },
      { offset: s * 0.5, color: mix(hex, SKY, 0.2) },
      { offset: s - 0.03, color: lighten(hex, 0.04) },
      { offset: s - 0.006, color: mix(hex, WALL, 0.35) },
      { offset: s + 0.01, color: mix(hex, WALL, 0.25) },
      { offset: at(0.14), color: hex },
      { offset: at(0.9), color: hex },
      { offset: h - 0.003, color: lighten(hex, 0.6) },
      { offset: h + 0.003, color: mix(hex, WALL, 0.55) },
      { offset: at(1.3), color: mix(hex, WALL, 0.36) },
      { offset: 0.86, color: mix(hex, FLOOR, 0.3) },
      { offset: 0.95, color: darken(hex, 0.22) },
      { offset: 1, color: darken(hex, 0.35) },
    ];
  }
  return [
    { offset: 0, color: mix(hex, SKY, 0.4) },
    { offset: s * 0.5, color: mix(hex, SKY, 0.22) },
    { offset: s - 0.03, color: lighten(hex, 0.12) },
    { offset: s - 0.006, color: lighten(hex, 0.7) },
    { offset: s + 0.01, color: darken(hex, 0.3) },
    { offset: at(0.14), color: hex },
    { offset: at(0.9), color: hex },
    { offset: h - 0.003, color: lighten(hex, 0.4) },
    { offset: h + 0.003, color: darken(hex, 0.45) },
    { offset: at(1.3), color: darken(hex, 0.3) },
    { offset: 0.86, color: mix(darken(hex, 0.2), FLOOR, 0.16) },
    { offset: 0.95, color: darken(hex, 0.45) },
    { offset: 1, color: darken(hex, 0.35) },
  ];
}

/**
 * Satin: the same light, scattered. A broad lift in the film's own colour over the upper side, rolling off
 * softly into the true colour, and a soft darkening towards the sill: no lines anywhere, no white. Both
 * reach into the colour band from its edges, but meet the true colour over most of it.
 */
function satinRamp(hex: string, box: PaintBox): GradientStop[] {
  const { s, at } = marks(box);
  if (isLight(hex)) {
    return [
      { offset: 0, color: mix(hex, SKY, 0.45) },
      { offset: s - 0.05, color: mix(hex, SKY, 0.2) },
      { offset: at(0.1), color: mix(hex, WALL, 0.3) },
      { offset: at(0.72), color: hex },
      { offset: at(1.05), color: hex },
      { offset: 0.88, color: mix(hex, WALL, 0.48) },
      { offset: 1, color: darken(hex, 0.38) },
    ];
  }
  return [
    { offset: 0, color: lift(hex, 0.35) },
    { offset: s - 0.05, color: lift(hex, 0.28) },
    { offset: at(0.1), color: lift(hex, 0.22) },
    { offset: at(0.72), color: hex },
    { offset: at(1.05), color: hex },
    { offset: 0.88, color: darken(hex, 0.28) },
    { offset: 1, color: darken(hex, 0.38) },
  ];
}

/** Matte: no reflection at all, only ambient light: a touch lighter where the body faces the sky, darker low down. */
function matteRamp(hex: string, box: PaintBox): GradientStop[] {
  const { s, at } = marks(box);
  return [
    { offset: 0, color: lighten(hex, 0.04) },
    { offset: s, color: hex },
    { offset: at(1.2), color: hex },
    { offset: 0.9, color: darken(hex, 0.08) },
    { offset: 1, color: darken(hex, 0.16) },
  ];
}

/**
 * A chrome mirror's tones, built from the film itself: `tone` 0 is the darkest reflection, 0.5 the film's own
 * lightness and 1 the brightest, all in the film's hue and saturation. Black chrome thus stays a dark mirror,
 * gold stays gold, and silver spans black to white.
 */
export function chromeTone(hex: string, tone: number): string {
  const { s: saturation, l: own } = toHsl(hex);
  // Coloured mirrors keep a deep, still-coloured shadow; neutral ones go almost black.
  const darkest = 0.03 + 0.1 * saturation;
  const brightest = Math.max(0.95, own);
  // The darker the film, the more of its sky stays dark: only the hottest reflections reach white.
  const curve = 1 + 5 * (1 - own);
  const l =
    tone < 0.5 ? darkest + (own - darkest) * (tone / 0.5) : own + (brightest - own) * ((tone - 0.5) / 0.5) ** curve;
  // Bright reflections are a little more saturated: sky blue in silver, richer in gold.
  return withLightness(hex, l, tone > 0.5 ? 0.2 * Math.min(1, saturation * 4) : 0);
}

/**
 * Chrome: the studio as a mirror sees it, as tones (see chromeTone): bright sky, a white-hot shoulder over a
 * black crease, the wall, a thin blazing horizon over a black ground band, the ground and the pale floor.
 */
function chromeRamp(hex: string, box: PaintBox): GradientStop[] {
  const { s, h, at } = marks(box);
  const tone = (t: number): string => chromeTone(hex, t);
  return [
    { offset: 0, color: tone(0.68) },
    { offset: s * 0.6, color: tone(0.8) },
    { offset: s - 0.01, color: tone(1) },
    { offset: s + 0.004, color: tone(0) },
    { offset: s + 0.05, color: tone(0.2) },
    { offset: at(0.4), color: tone(0.5) },
    { offset: at(0.8), color: tone(0.58) },
    { offset: h - 0.02, color: tone(0.72) },
    { offset: h - 0.004, color: tone(1) },
    { offset: h + 0.004, color: tone(0) },
    { offset: at(1.3), color: tone(0.22) },
    { offset: 0.84, color: tone(0.42) },
    { offset: 0.9, color: tone(0.82) },
    { offset: 1, color: tone(0.12) },
  ];
}

/** Colour-shift: upward faces show the second hue, the vertical side the first, lower faces swing back to the second. */
function flipRamp(hex: string, second: string, box: PaintBox): GradientStop[] {
  const { s, h, at } = marks(box);
  return [
    { offset: 0, color: lighten(second, 0.22) },
    { offset: s - 0.05, color: second },
    { offset: s - 0.008, color: lighten(mix(second, hex, 0.4), 0.4) },
    { offset: s + 0.02, color: mix(second, hex, 0.6) },
    { offset: at(0.2), color: hex },
    { offset: h - 0.004, color: lighten(hex, 0.1) },
    { offset: h + 0.004, color: darken(hex, 0.12) },
    { offset: at(1.3), color: hex },
    { offset: 0.88, color: mix(hex, second, 0.3) },
    { offset: 1, color: darken(second, 0.4) },
  ];
}

/**
 * Brushed metal: a soft sky lift on top, a dark band under the shoulder, the film's colour on the side and the
 * pale floor caught low down, all soft-edged; the grain and the streaks do the rest.
 */
function brushedRamp(hex: string, box: PaintBox): GradientStop[] {
  const { s, at } = marks(box);
  return [
    { offset: 0, color: lighten(hex, 0.4) },
    { offset: s - 0.04, color: lighten(hex, 0.26) },
    { offset: s + 0.02, color: darken(hex, 0.14) },
    { offset: at(0.45), color: hex },
    { offset: at(1.2), color: hex },
    { offset: 0.86, color: mix(hex, FLOOR, 0.22) },
    { offset: 0.93, color: darken(hex, 0.2) },
    { offset: 1, color: darken(hex, 0.35) },
  ];
}

/**
 * Studio softbox reflected in a glossy side: a long bright strip that tapers to points at both ends,
 * the way a strip light stretches over a curved door. It sits in the upper side, above the colour band.
 * Drawn as a shape, not blurred, to stay cheap.
 */
function softbox(id: IdOf, box: PaintBox, strength: number, color = '#ffffff'): { defs: string; overlay: string } {
  const top = box.shoulder + (box.horizon - box.shoulder) * 0.1;
  const bottom = box.shoulder + (box.horizon - box.shoulder) * 0.46;
  const mid = (top + bottom) / 2;
  const width = box.right - box.left;
  const x0 = box.left + width * 0.16;
  const x1 = box.left + width * 0.74;
  const taper = width * 0.09;
  const defs = linearGradient(id('softbox'), { x: 0, y: top }, { x: 0, y: bottom }, [
    { offset: 0, color, opacity: 0 },
    { offset: 0.3, color, opacity: strength },
    { offset: 0.72, color, opacity: strength * 0.5 },
    { offset: 1, color, opacity: 0 },
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

/**
 * Satin's scattered light along the car: the lift of the ramp is strongest where the studio light is and
 * fades towards both ends, in the film's own colour. It covers only the upper side.
 */
function sheen(id: IdOf, hex: string, box: PaintBox, k = 1): { defs: string; overlay: string } {
  const color = isLight(hex) ? mix(hex, WALL, 0.5) : lift(hex, 0.55);
  const along = (isLight(hex) ? [0.2, 0, 0.2] : [0, 0.3, 0]).map((o) => o * k);
  const defs = linearGradient(id('sheen'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
    { offset: 0.05, color, opacity: along[0] },
    { offset: 0.45, color, opacity: along[1] },
    { offset: 0.95, color, opacity: along[2] },
  ]);
  const bottom = box.shoulder + (box.horizon - box.shoulder) * 0.45;
  return { defs, overlay: cover(box, `url(#${id('sheen')})`, bottom) };
}

/** Fine horizontal grain: many thin light and dark lines in a wide tile, irregular but seeded. */
export function brushedGrain(id: IdOf, hex: string): { defs: string; fill: string } {
  const random = seededRandom(0x5eed);
  const width = 320;
  const height = 48;
  const lines: string[] = [];
  // Even steps up and down keep the grain centred on the film colour; a light film only has room to darken.
  const lightLine = isLight(hex) ? lighten(hex, 0.7) : shift(hex, 56);
  const darkLine = isLight(hex) ? darken(hex, 0.45) : shift(hex, -56);
  for (let i = 0; i < 150; i += 1) {
    const y = random() * height;
    const x = random() * width;
    const length = 60 + random() * 260;
    const light = random() > 0.5;
    const opacity = 0.12 + random() * 0.3;
    const stroke = light ? lightLine : darkLine;
    const segment = (x0: number): string =>
      `<path d="M${num(x0)} ${num(y)}h${num(length)}" stroke="${stroke}" stroke-opacity="${num(opacity)}" stroke-width="${num(
        0.4 + random() * 0.7,
      )}"/>`;
    lines.push(segment(x));
    if (x + length > width) lines.push(segment(x - width));
  }
  const defs = `<pattern id="${id('grain')}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${lines.join(
    '',
  )}</pattern>`;
  return { defs, fill: `url(#${id('grain')})` };
}

/**
 * Brushed metal's anisotropic highlight: light spreads across the grain, so each studio light shows as a
 * soft vertical band along the car, over the front wing and the rear quarter.
 */
function brushedStreaks(id: IdOf, hex: string, box: PaintBox, k = 1): { defs: string; overlay: string } {
  // A light metal cannot show a brighter band, so its streaks are the darker reflections between the lights.
  const [band, full] = isLight(hex) ? [mix(hex, WALL, 0.7), 0.38] : [lighten(hex, 0.6), 0.45];
  const strength = full * k;
  const defs = linearGradient(id('brushed-streaks'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
    { offset: 0, color: '#000000', opacity: 0.12 },
    { offset: 0.14, color: band, opacity: 0.05 },
    { offset: 0.22, color: band, opacity: strength },
    { offset: 0.3, color: band, opacity: 0 },
    { offset: 0.66, color: band, opacity: 0 },
    { offset: 0.76, color: band, opacity: strength },
    { offset: 0.86, color: band, opacity: 0.05 },
    { offset: 1, color: '#000000', opacity: 0.14 },
  ]);
  return { defs, overlay: cover(box, `url(#${id('brushed-streaks')})`) };
}

/**
 * 2×2 twill: tows alternate direction in a stair-step, each cell shaded like a rounded bundle of fibres. The
 * lit and shaded tones straddle the film colour, so the weave averages to it: white carbon stays white. Cells
 * are large enough that the diagonal of the twill still shows on a thumbnail.
 */
export function carbonWeave(id: IdOf, hex: string): { defs: string; fill: string } {
  const { r, g, b } = parseHex(hex);
  // Equal steps up and down (as far as the film leaves room), so the weave's average is the film colour; a
  // floor keeps the weave visible on black and white.
  const step = Math.max(34, Math.min(48, 255 - Math.max(r, g, b), Math.min(r, g, b)));
  const tone = (k: number): string => shift(hex, k * step);
  const across = `<linearGradient id="${id('tow-h')}" x1="0" y1="0" x2="0" y2="1">${stops([
    { offset: 0, color: tone(-0.2) },
    { offset: 0.5, color: tone(1) },
    { offset: 1, color: tone(-0.2) },
  ])}</linearGradient>`;
  const down = `<linearGradient id="${id('tow-v')}" x1="0" y1="0" x2="1" y2="0">${stops([
    { offset: 0, color: tone(-1) },
    { offset: 0.5, color: tone(0.2) },
    { offset: 1, color: tone(-1) },
  ])}</linearGradient>`;
  const cell = 4;
  const size = cell * 4;
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

/**
 * Clear gloss layer over carbon: sky on top, a crease line, clear over the colour band, a thin horizon
 * line and a darker lower side.
 */
function clearCoat(id: IdOf, box: PaintBox): { defs: string; overlay: string } {
  const { s, h, at } = marks(box);
  const defs = sideRamp(id('clear'), box, [
    { offset: 0, color: '#ffffff', opacity: 0.35 },
    { offset: s - 0.03, color: '#ffffff', opacity: 0.12 },
    { offset: s - 0.008, color: '#ffffff', opacity: 0.5 },
    { offset: s + 0.012, color: '#000000', opacity: 0.15 },
    { offset: at(0.12), color: '#ffffff', opacity: 0 },
    { offset: at(0.9), color: '#ffffff', opacity: 0 },
    { offset: h - 0.003, color: '#ffffff', opacity: 0.3 },
    { offset: h + 0.003, color: '#000000', opacity: 0.1 },
    { offset: at(1.25), color: '#000000', opacity: 0.1 },
    { offset: 1, color: '#000000', opacity: 0.45 },
  ]);
  return { defs, overlay: cover(box, `url(#${id('clear')})`) };
}

/** Chrome's reflections along the car: bright bands of sky and dark bands of the studio, in the film's tones. */
function chromeStreaks(id: IdOf, hex: string, box: PaintBox): { defs: string; overlay: string } {
  const bright = chromeTone(hex, 0.85);
  const dark = chromeTone(hex, 0);
  const defs = linearGradient(id('chrome-streaks'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
    { offset: 0, color: bright, opacity: 0 },
    { offset: 0.16, color: bright, opacity: 0.45 },
    { offset: 0.2, color: bright, opacity: 0 },
    { offset: 0.47, color: dark, opacity: 0.3 },
    { offset: 0.58, color: bright, opacity: 0.35 },
    { offset: 0.61, color: bright, opacity: 0 },
    { offset: 0.86, color: bright, opacity: 0.4 },
    { offset: 0.9, color: dark, opacity: 0.25 },
    { offset: 1, color: bright, opacity: 0 },
  ]);
  return { defs, overlay: cover(box, `url(#${id('chrome-streaks')})`) };
}

export interface PaintContext {
  id: IdOf;
  box: PaintBox;
  /** The body silhouette path, for edge effects. */
  silhouette: string;
  /**
   * How much of satin's and brushed metal's reflections the side shows, 1 (the side view) by default. The
   * three-quarter view's near side, whose bonnet and roof already carry the sky, shows less of them, so that the
   * whole side, not only its colour band, keeps the film's colour (decision 054).
   */
  reflections?: number;
}

/** Every stop `k` of the way from the film colour to its own colour: the same ramp, toned down. */
const toned = (hex: string, list: GradientStop[], k: number): GradientStop[] =>
  k === 1 ? list : list.map((stop) => ({ ...stop, color: mix(hex, stop.color, k) }));

export function filmPaint(film: FilmInput, ctx: PaintContext): Paint {
  const { id, box } = ctx;
  const hex = film.hex;
  const k = ctx.reflections ?? 1;
  const ramp = (list: GradientStop[]): string => sideRamp(id('film'), box, list);
  const fill = `url(#${id('film')})`;

  switch (film.finish) {
    case 'gloss': {
      const light = softbox(id, box, 0.6);
      return { defs: ramp(glossRamp(hex, box)) + light.defs, fill, overlays: light.overlay };
    }
    case 'satin': {
      const glow = sheen(id, hex, box, k);
      return { defs: ramp(toned(hex, satinRamp(hex, box), k)) + glow.defs, fill, overlays: glow.overlay };
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
      return { defs: ramp(matteRamp(hex, box)), fill, overlays: edge };
    }
    case 'chrome': {
      const streaks = chromeStreaks(id, hex, box);
      const light = softbox(id, box, 0.75, chromeTone(hex, 1));
      return { defs: ramp(chromeRamp(hex, box)) + streaks.defs + light.defs, fill, overlays: streaks.overlay + light.overlay };
    }
    case 'flip': {
      const second = film.secondaryHex ?? shiftHue(hex, 130);
      // The nose curves away from the viewer and the rear of the side is seen at a flatter angle, so both
      // swing towards the second hue; the front of the door stays in the first and its rear already shifts,
      // so the change reads at a glance, even on the door alone.
      const ends = linearGradient(id('flip-ends'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
        { offset: 0, color: second, opacity: 0.95 },
        { offset: 0.08, color: second, opacity: 0.7 },
        { offset: 0.17, color: second, opacity: 0 },
        { offset: 0.44, color: second, opacity: 0 },
        { offset: 0.64, color: second, opacity: 0.9 },
        { offset: 1, color: second, opacity: 0.95 },
      ]);
      const light = softbox(id, box, 0.45);
      return {
        defs: ramp(flipRamp(hex, second, box)) + ends + light.defs,
        fill,
        overlays: cover(box, `url(#${id('flip-ends')})`) + light.overlay,
      };
    }
    case 'brushed': {
      const grain = brushedGrain(id, hex);
      const streaks = brushedStreaks(id, hex, box, k);
      return {
        defs: ramp(toned(hex, brushedRamp(hex, box), k)) + grain.defs + streaks.defs,
        fill,
        overlays: cover(box, grain.fill) + streaks.overlay,
      };
    }
    case 'carbon': {
      const weave = carbonWeave(id, hex);
      const coat = clearCoat(id, box);
      const light = softbox(id, box, 0.45);
      return { defs: weave.defs + coat.defs + light.defs, fill: weave.fill, overlays: coat.overlay + light.overlay };
    }
  }
}

/**
 * Paint protection film, visible at a glance. Gloss PPF is an extra clear coat: a white crease line, a
 * brighter sky on the upper side, a bright band above the horizon over a deeper ground reflection, so even a
 * gloss wrap looks wetter. Matte PPF lays a flattening haze of the film colour over the reflections.
 */
export function ppfOverlay(kind: 'gloss' | 'matte', hex: string, ctx: PaintContext): { defs: string; overlay: string } {
  const { box, id } = ctx;
  if (kind === 'gloss') {
    const { s, h, at } = marks(box);
    const line = linearGradient(id('ppf-line'), { x: box.left, y: 0 }, { x: box.right, y: 0 }, [
      { offset: 0.04, color: '#ffffff', opacity: 0 },
      { offset: 0.2, color: '#ffffff', opacity: 0.95 },
      { offset: 0.8, color: '#ffffff', opacity: 0.9 },
      { offset: 0.96, color: '#ffffff', opacity: 0 },
    ]);
    const coat = sideRamp(id('ppf-coat'), box, [
      { offset: 0, color: '#ffffff', opacity: 0.32 },
      { offset: s - 0.01, color: '#ffffff', opacity: 0.2 },
      { offset: s + 0.01, color: '#ffffff', opacity: 0 },
      { offset: at(0.55), color: '#ffffff', opacity: 0 },
      { offset: at(0.7), color: '#ffffff', opacity: 0.28 },
      { offset: h - 0.01, color: '#ffffff', opacity: 0.42 },
      { offset: h, color: '#000000', opacity: 0.3 },
      { offset: at(1.4), color: '#000000', opacity: 0.12 },
      { offset: 1, color: '#000000', opacity: 0.25 },
    ]);
    const y = box.shoulder - 1.5;
    const width = Math.max(1.6, (box.bottom - box.top) * 0.012);
    const overlay = `<g id="${id('ppf')}">${cover(box, `url(#${id('ppf-coat')})`)}<path d="M${num(box.left)} ${num(y)}H${num(
      box.right,
    )}" stroke="url(#${id('ppf-line')})" stroke-width="${num(width)}"/></g>`;
    return { defs: line + coat, overlay };
  }
  const overlay = `<g id="${id('ppf')}"><rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(
    box.bottom - box.top,
  )}" fill="${hex}" fill-opacity="0.62"/><rect x="${num(box.left)}" y="${num(box.top)}" width="${num(box.right - box.left)}" height="${num(
    box.bottom - box.top,
  )}" fill="${lighten(hex, 0.5)}" fill-opacity="0.1"/></g>`;
  return { defs: '', overlay };
}

/**
 * The surfaces the three-quarter view sees from above or in front (bonnet, roof, boot lid, the nose), each in its
 * own coordinates: `u` along the car over the surface (its front edge to its rear edge; up the nose from its foot),
 * `v` across the car (0 at the near side, 1 at the far side).
 */
export type SurfaceAxis = 'u' | 'v';

export interface SurfaceLayer {
  axis: SurfaceAxis;
  stops: GradientStop[];
}

/** A sharp band across `v` running the length of the surface: a strip light overhead, seen in the film. */
export interface SurfaceStreak {
  from: number;
  to: number;
  color: string;
  opacity: number;
}

export interface SurfaceLook {
  /** The surface's own fill: opaque colours along one axis, or the carbon weave. */
  base: SurfaceLayer | 'weave';
  /** Translucent layers over it. */
  overlays: SurfaceLayer[];
  streaks: SurfaceStreak[];
  /** Brushed grain over the surface. */
  grain: boolean;
}

/** Where the view's upward and forward faces keep the film's own colour: between these `v`, and most of `u`. */
export const SURFACE_BAND = { near: 0.035, far: 0.86 } as const;

const fade = (axis: SurfaceAxis, color: string, list: [number, number][]): SurfaceLayer => ({
  axis,
  stops: list.map(([offset, opacity]) => ({ offset, color, opacity })),
});

/**
 * How a finish looks on the three-quarter view's upward faces (`top`) and its nose (`front`), decision 054. As on
 * the side (decision 032), most of each surface shows the film hex itself: a customer judges the colour on the
 * bonnet and roof too. The finish is carried by the edges and by narrow features: gloss a crisp crease where the
 * surface turns into the near side and sharp, narrow reflections of the studio's strip lights along the car (a
 * black bonnet stays black, with a bright line in it, not a grey wash); satin a broad soft lift in its own hue;
 * matte only a falloff towards the edges; brushed its grain and soft bands across it; carbon its weave under a
 * clear coat; chrome the studio as a mirror sees it, in the film's tones; flip its second colour on the far part
 * of each upward face. Light films cannot show a lighter highlight, so theirs are cool greys.
 */
export function surfaceLook(film: FilmInput, face: 'top' | 'front'): SurfaceLook {
  const hex = film.hex;
  const light = isLight(hex);
  const top = face === 'top';
  const { near, far } = SURFACE_BAND;
  const grey = (amount: number): string => mix(hex, WALL, amount);
  const band = (nearColor: string, farColor: string, edge = nearColor): SurfaceLayer => ({
    axis: 'v',
    stops: [
      { offset: 0, color: edge },
      { offset: near * 0.45, color: nearColor },
      { offset: near, color: hex },
      { offset: far, color: hex },
      { offset: 1, color: farColor },
    ],
  });
  // The nose: its foot picks up the ground's shadow, its top edge the sky as it turns into the bonnet.
  const foot = (strength: number): SurfaceLayer => fade('u', '#000000', [[0, strength], [0.14, 0], [1, 0]]);
  const brow = (color: string, strength: number): SurfaceLayer => fade('u', color, [[0, 0], [0.9, 0], [1, strength]]);
  const sky = light ? mix(hex, '#8fa3b8', 0.42) : mix(hex, SKY, 0.85);
  const halo = light ? mix(hex, '#8fa3b8', 0.2) : mix(hex, SKY, 0.45);
  const stripLights = (strength: number, color = sky, glow = halo): SurfaceStreak[] => [
    { from: 0.25, to: 0.41, color: glow, opacity: 0.35 * strength },
    { from: 0.3, to: 0.36, color, opacity: 0.92 * strength },
  ];
  const look = (base: SurfaceLook['base'], overlays: SurfaceLayer[], streaks: SurfaceStreak[] = [], grain = false): SurfaceLook => ({
    base,
    overlays,
    streaks,
    grain,
  });

  switch (film.finish) {
    case 'gloss': {
      const crease = light ? grey(0.3) : lighten(hex, 0.55);
      const roll = light ? grey(0.35) : darken(hex, 0.35);
      if (!top) return look(band(light ? hex : lighten(hex, 0.12), roll, crease), [foot(0.4), brow(light ? WALL : '#ffffff', light ? 0.2 : 0.3)]);
      return look(band(light ? hex : lighten(hex, 0.15), roll, crease), [fade('u', light ? WALL : '#ffffff', [[0, light ? 0.25 : 0.35], [0.04, 0], [1, 0]])], stripLights(1));
    }
    case 'satin': {
      const sheen = light ? grey(0.3) : lift(hex, 0.4);
      const edge = light ? grey(0.15) : lift(hex, 0.2);
      if (!top) return look(band(edge, darken(hex, 0.28)), [foot(0.32), brow(sheen, 0.6)]);
      return look(band(edge, darken(hex, 0.28)), [fade('v', sheen, [[0.12, 0], [0.28, 0.75], [0.44, 0]])]);
    }
    case 'matte': {
      // Nothing lighter than the film: ambient light only, falling off where the surface turns away.
      const edge = darken(hex, 0.06);
      if (!top) return look(band(edge, darken(hex, 0.14)), [fade('u', darken(hex, 0.5), [[0, 0.25], [0.15, 0], [1, 0]])]);
      return look(band(edge, darken(hex, 0.12)), []);
    }
    case 'brushed': {
      const lit = light ? grey(0.25) : lighten(hex, 0.3);
      const streak = light ? grey(0.6) : lighten(hex, 0.6);
      if (!top) return look(band(lit, darken(hex, 0.3)), [foot(0.32)], [], true);
      // Light spreads across the grain: soft bands square to it, over the front and the rear of each surface.
      const across = fade('u', streak, [[0.23, 0], [0.27, 0.3], [0.31, 0], [0.69, 0], [0.73, 0.3], [0.77, 0]]);
      return look(band(lit, darken(hex, 0.3)), [across], [], true);
    }
    case 'carbon': {
      const coat = fade('v', '#ffffff', [[0, 0.45], [near, 0], [1, 0]]);
      const roll = fade('v', '#000000', [[0, 0], [far, 0], [1, 0.35]]);
      if (!top) return look('weave', [coat, roll, foot(0.25)]);
      return look('weave', [coat, roll], [{ from: 0.3, to: 0.36, color: '#ffffff', opacity: 0.35 }]);
    }
    case 'chrome': {
      const tone = (t: number): string => chromeTone(hex, t);
      if (!top) {
        return look(
          {
            axis: 'v',
            stops: [
              { offset: 0, color: tone(0.95) },
              { offset: 0.04, color: tone(0.3) },
              { offset: 0.2, color: tone(0.5) },
              { offset: 0.8, color: tone(0.55) },
              { offset: 1, color: tone(0.15) },
            ],
          },
          [fade('u', tone(0), [[0, 0.6], [0.15, 0], [1, 0]]), fade('u', tone(1), [[0, 0], [0.88, 0], [1, 0.6]])],
        );
      }
      return look(
        {
          axis: 'v',
          stops: [
            { offset: 0, color: tone(1) },
            { offset: 0.02, color: tone(0.85) },
            { offset: 0.05, color: tone(0.1) },
            { offset: 0.16, color: tone(0.35) },
            { offset: 0.28, color: tone(0.55) },
            { offset: 0.45, color: tone(0.62) },
            { offset: 0.62, color: tone(0.45) },
            { offset: 0.64, color: tone(0.12) },
            { offset: 0.74, color: tone(0.3) },
            { offset: 0.9, color: tone(0.7) },
            { offset: 1, color: tone(0.2) },
          ],
        },
        [],
        [
          { from: 0.3, to: 0.37, color: tone(1), opacity: 0.95 },
          { from: 0.5, to: 0.515, color: tone(0.9), opacity: 0.7 },
        ],
      );
    }
    case 'flip': {
      const second = film.secondaryHex ?? shiftHue(hex, 130);
      if (!top) return look(band(lighten(hex, 0.2), second), [foot(0.35)]);
      return look(
        {
          axis: 'v',
          stops: [
            { offset: 0, color: lighten(mix(second, hex, 0.4), 0.4) },
            { offset: near, color: hex },
            { offset: 0.22, color: hex },
            { offset: 0.5, color: mix(hex, second, 0.75) },
            { offset: 0.62, color: second },
            { offset: 1, color: darken(second, 0.25) },
          ],
        },
        [],
        stripLights(0.5, '#ffffff', '#ffffff'),
      );
    }
  }
}
