// The three-quarter front view: the same profile seen from the front left and a little above, in an
// orthographic projection. The body is the side outline extruded across the car's width: the near side is
// the side view's own drawing under an affine transform (so panels, finishes, glass and wheels carry over),
// the surfaces that face up or forward (nose, bonnet, windscreen, roof) are strips of that extrusion shaded by
// how they face the light, and the nose carries lamps, grille, intake and plate.
import type { Finish, RenderZones } from '@wrapsmith/catalog';
import { darken } from '../color.ts';
import { filmPaint } from '../finishes.ts';
import type { FilmInput, IdOf } from '../finishes.ts';
import { splinePoints } from '../geometry.ts';
import type { XY } from '../geometry.ts';
import { linearGradient, num, stops } from '../svg.ts';
import type { GradientStop } from '../svg.ts';
import { drawVehicle } from './draw.ts';
import type { VehicleArt } from './draw.ts';
import type { VehicleProfile } from './profile.ts';

const YAW = (34 * Math.PI) / 180;
const PITCH = (11 * Math.PI) / 180;
const cosT = Math.cos(YAW);
const sinT = Math.sin(YAW);
const cosP = Math.cos(PITCH);
const sinP = Math.sin(PITCH);

/** How a three-quarter picture is placed: design units per millimetre and the screen point of the origin. */
export interface Camera {
  scale: number;
  ox: number;
  oy: number;
}

/** A vehicle point (x from the front bumper, y up, z towards the viewer from the centre line) on screen. */
export function project(c: Camera, x: number, y: number, z: number): XY {
  return { x: c.ox + c.scale * (x * cosT + z * sinT), y: c.oy - c.scale * (y * cosP + (x * sinT - z * cosT) * sinP) };
}

/** Is a surface with this outward normal (in the side plane) turned towards the camera? */
const facing = (nx: number, ny: number): number => -nx * sinT * cosP + ny * sinP;

/**
 * The SVG transform that puts side-view artwork (drawn with a frame of this camera's scale, origin 0 and
 * ground 0) onto the vertical plane `z` of the vehicle.
 */
export function planeTransform(c: Camera, z: number): string {
  return `matrix(${[cosT, -sinT * sinP, 0, cosP, c.ox + c.scale * z * sinT, c.oy + c.scale * z * cosT * sinP].map(num).join(' ')})`;
}

/** The camera that fits the vehicle into a box: centred across it, its lowest point on the box's bottom. */
export function fitCamera(p: VehicleProfile, box: { width: number; height: number; centreX: number; bottomY: number }): Camera {
  const unit: Camera = { scale: 1, ox: 0, oy: 0 };
  const half = p.width / 2;
  const points: XY[] = [];
  for (const q of p.outline) for (const z of [half, -half]) points.push(project(unit, q.x, q.y, z));
  for (const axle of [p.wheel.front, p.wheel.rear]) for (const z of [half, -half]) points.push(project(unit, axle, 0, z));
  if (p.spare) points.push(project(unit, p.spare.x + p.spare.width / 2, p.spare.y + p.spare.radius, half));
  const xs = points.map((q) => q.x);
  const ys = points.map((q) => q.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(box.width / (maxX - minX), box.height / (maxY - minY));
  return { scale, ox: box.centreX - (scale * (minX + maxX)) / 2, oy: box.bottomY - scale * maxY };
}

/** How much brighter than the side a surface turned to the sky looks, per finish: gloss mirrors the sky. */
const SKY_LIFT: Record<Finish, number> = { gloss: 0.3, satin: 0.25, matte: 0.18, chrome: 0.4, flip: 0.3, brushed: 0.26, carbon: 0.25 };
const LIGHT = (() => {
  const v = { x: -0.45, y: 1, z: 0.3 };
  const l = Math.hypot(v.x, v.y, v.z);
  return { x: v.x / l, y: v.y / l, z: v.z / l };
})();

type Surface = 'body' | 'windscreen' | 'roof' | 'rear-glass' | 'bed';

interface Strip {
  /** Position along the outline: strips with consecutive indexes touch. */
  index: number;
  surface: Surface;
  a: XY;
  b: XY;
  /** Upward part of the outward normal: 1 on a flat roof, 0 on an upright nose. */
  ny: number;
  /** Overlay: positive lightens, negative darkens. */
  shade: number;
}

export interface ThreeQuarterInput {
  profile: VehicleProfile;
  camera: Camera;
  film: FilmInput;
  zones: RenderZones;
  id: IdOf;
}

const poly = (pts: XY[]): string => `${pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${num(q.x)} ${num(q.y)}`).join('')}Z`;

export function drawThreeQuarter({ profile: p, camera: c, film, zones, id }: ThreeQuarterInput): VehicleArt {
  const half = p.width / 2;
  const P = (x: number, y: number, z: number) => project(c, x, y, z);
  const defs: string[] = [];
  const out: string[] = [];
  const tid: IdOf = (name) => id(`tq-${name}`);

  // Ground shadow: an ellipse on the ground plane around the footprint.
  defs.push(
    `<radialGradient id="${tid('shadow')}" cx="0.5" cy="0.5" r="0.5">${stops([
      { offset: 0, color: '#000000', opacity: 0.5 },
      { offset: 0.55, color: '#000000', opacity: 0.3 },
      { offset: 1, color: '#000000', opacity: 0 },
    ])}</radialGradient>`,
  );
  const ground = `matrix(${[cosT, -sinT * sinP, sinT, cosT * sinP, c.ox, c.oy].map(num).join(' ')})`;
  out.push(
    `<ellipse transform="${ground}" cx="${num((p.length / 2) * c.scale)}" cy="0" rx="${num(p.length * 0.6 * c.scale)}" ry="${num(
      p.width * 0.78 * c.scale,
    )}" fill="url(#${tid('shadow')})"/>`,
  );

  // The far wheels show under the nose and behind the near ones.
  const farPlane = planeTransform(c, -half + p.width * 0.1);
  const wheelR = p.wheel.radius * c.scale;
  out.push(
    `<g class="far-wheels" transform="${farPlane}">${[p.wheel.front, p.wheel.rear]
      .map(
        (axle) =>
          `<circle cx="${num(axle * c.scale)}" cy="${num(-p.wheel.radius * c.scale)}" r="${num(wheelR)}" fill="#101113"/><circle cx="${num(
            axle * c.scale,
          )}" cy="${num(-p.wheel.radius * c.scale)}" r="${num(p.wheel.rim * c.scale * 0.9)}" fill="#2a2d31"/>`,
      )
      .join('')}</g>`,
  );

  const strips = surfaceStrips(p, film.finish);
  const quad = (s: Strip, inset = 0): XY[] => [
    P(s.a.x, s.a.y, half - inset),
    P(s.b.x, s.b.y, half - inset),
    P(s.b.x, s.b.y, -half + inset),
    P(s.a.x, s.a.y, -half + inset),
  ];
  // A run of neighbouring strips is one band: its near edge out, its far edge back. Visible strips run in order
  // square to the extrusion, so the band is a simple polygon: one shape per run instead of a quad per strip.
  const region = (list: Strip[], inset = 0): string =>
    runs(list)
      .map((run) => {
        const line = run.map((s) => s.a).concat([(run[run.length - 1] as Strip).b]);
        return poly([...line.map((q) => P(q.x, q.y, half - inset)), ...line.map((q) => P(q.x, q.y, -half + inset)).reverse()]);
      })
      .join('');

  // Paint for the surfaces outside the side plane, worked out for their own screen box.
  const all = strips.flatMap((s) => quad(s));
  const box = {
    left: Math.min(...all.map((q) => q.x)),
    right: Math.max(...all.map((q) => q.x)),
    top: Math.min(...all.map((q) => q.y)),
    bottom: P(0, p.rockerY, half).y,
  };
  // The bonnet and roof take the ramp's sky part, the nose its middle, as the side's shoulder and flank do.
  const noseTop = frontProfile(p).at(-1) ?? { x: 0, y: p.shoulderY };
  const shoulder = P(noseTop.x, noseTop.y, half).y;
  const horizon = P(0, p.frontBumper.y, half).y;
  const paint = filmPaint(film, { id: tid, box: { ...box, shoulder, horizon: Math.max(horizon, shoulder + 1) }, silhouette: '' });
  defs.push(paint.defs);
  const upper: string[] = [`<path d="${region(strips)}" fill="${paint.fill}"/>`];
  const roof = strips.filter((s) => s.surface === 'roof');
  const roofFill = p.softTop ? '#222427' : zones.roof ?? (p.glassRoof ? '#15181c' : undefined);
  if (roofFill && roof.length > 0) upper.push(`<path class="roof" d="${region(roof)}" fill="${roofFill}"/>`);
  const bed = strips.filter((s) => s.surface === 'bed');
  if (bed.length > 0) {
    const rail = p.width * 0.06;
    upper.push(`<path class="bed" d="${region(bed, rail)}" fill="#17181b"/>`);
  }
  // Shading: visible strips run in order along this screen direction, so one gradient per tone shades them all.
  const axisLength = Math.hypot(cosT * sinP, sinT);
  const axis = { x: (cosT * sinP) / axisLength, y: -sinT / axisLength };
  const along = (q: XY) => q.x * axis.x + q.y * axis.y;
  const ends = all.map(along);
  const [g0, g1] = [Math.min(...ends), Math.max(...ends)];
  const from = { x: axis.x * g0, y: axis.y * g0 };
  const to = { x: axis.x * g1, y: axis.y * g1 };
  const offsetOf = (s: Strip) => (along(P((s.a.x + s.b.x) / 2, (s.a.y + s.b.y) / 2, half)) - g0) / (g1 - g0);
  // White where a strip is lit more than the side, black where less, in one gradient: where the shade changes
  // sign the colour switches at zero opacity, so the change never passes through grey.
  const shades = strips.map((s) => ({ offset: offsetOf(s), shade: s.shade })).sort((u, v) => u.offset - v.offset);
  const shadeStops: GradientStop[] = [];
  shades.forEach((stop, i) => {
    const previous = shades[i - 1];
    if (previous && previous.shade * stop.shade < 0) {
      const at = previous.offset + ((stop.offset - previous.offset) * previous.shade) / (previous.shade - stop.shade);
      shadeStops.push({ offset: at, color: toneOf(previous.shade), opacity: 0 }, { offset: at, color: toneOf(stop.shade), opacity: 0 });
    }
    shadeStops.push({ offset: stop.offset, color: toneOf(stop.shade), opacity: Math.abs(stop.shade) });
  });
  if (shadeStops.some((stop) => (stop.opacity ?? 0) > 0)) {
    defs.push(linearGradient(tid('shade'), from, to, shadeStops));
    upper.push(`<path d="${region(strips)}" fill="url(#${tid('shade')})"/>`);
  }
  // Edges roll away from the light: the bonnet and roof darken towards the near side, the nose towards both corners.
  const top = strips.filter((s) => s.ny >= 0.45);
  const nose = strips.filter((s) => s.ny < 0.45);
  if (top.length > 0) {
    // Iso-lines along the car's length: the gradient runs across it, square to the projected x axis.
    const near = P(noseTop.x, noseTop.y, half);
    const far = P(noseTop.x, noseTop.y, -half);
    const acrossLength = Math.hypot(sinT * sinP, cosT);
    const across = { x: (sinT * sinP) / acrossLength, y: cosT / acrossLength };
    const reach = (far.x - near.x) * across.x + (far.y - near.y) * across.y;
    defs.push(
      linearGradient(tid('roll-top'), near, { x: near.x + across.x * reach, y: near.y + across.y * reach }, [
        { offset: 0, color: '#000000', opacity: 0.32 },
        { offset: 0.07, color: '#000000', opacity: 0.08 },
        { offset: 0.16, color: '#000000', opacity: 0 },
        { offset: 0.9, color: '#000000', opacity: 0 },
        { offset: 1, color: '#000000', opacity: 0.12 },
      ]),
    );
    upper.push(`<path d="${region(top)}" fill="url(#${tid('roll-top')})"/>`);
  }
  if (nose.length > 0) {
    const y = p.frontBumper.y;
    defs.push(
      linearGradient(tid('roll-nose'), P(0, y, -half), P(0, y, half), [
        { offset: 0, color: '#000000', opacity: 0.3 },
        { offset: 0.1, color: '#000000', opacity: 0 },
        { offset: 0.84, color: '#000000', opacity: 0 },
        { offset: 0.93, color: '#ffffff', opacity: 0.16 },
        { offset: 1, color: '#000000', opacity: 0.35 },
      ]),
    );
    upper.push(`<path d="${region(nose)}" fill="url(#${tid('roll-nose')})"/>`);
  }
  out.push(`<g class="upper-surfaces">${upper.join('')}</g>`);
  out.push(drawUpperGlass(p, c, strips, id));
  out.push(shutLines(p, c, strips, film.hex));

  // The near side: the side view's own drawing on the plane z = half.
  const tyreWidth = p.width * 0.12;
  const dxScreen = -c.scale * tyreWidth * sinT;
  const dyScreen = -c.scale * tyreWidth * cosT * sinP;
  const tdx = dxScreen / cosT;
  const tdy = (dyScreen + sinT * sinP * tdx) / cosP;
  const side = drawVehicle({
    profile: p,
    frame: { scale: c.scale, originX: 0, groundY: 0 },
    film,
    zones,
    id,
    shadow: false,
    tread: { dx: tdx, dy: tdy },
  });
  defs.push(side.defs);
  out.push(`<g class="near-side" transform="${planeTransform(c, half)}">${side.body}</g>`);
  out.push(drawNose(p, c, id, zones));

  return { defs: defs.join(''), body: `<g class="vehicle three-quarter">${out.join('')}</g>` };
}

const toneOf = (shade: number): string => (shade >= 0 ? '#ffffff' : '#000000');

/** Splits strips into runs of neighbours along the outline. */
function runs(list: Strip[]): Strip[][] {
  const out: Strip[][] = [];
  for (const strip of list) {
    const last = out[out.length - 1];
    const previous = last?.[last.length - 1];
    if (last && previous && strip.index === previous.index + 1) last.push(strip);
    else out.push([strip]);
  }
  return out;
}

/** The outline's strips that the camera sees, each with its surface and its shade. */
function surfaceStrips(p: VehicleProfile, finish: Finish): Strip[] {
  const pts = splinePoints(p.outline, 6);
  const glassTop = Math.max(...p.glass.map((q) => q.y));
  const roofLine = pts.filter((q) => q.x > p.cowlX && q.y >= glassTop);
  const header = roofLine[0]?.x ?? p.cowlX;
  const tail = roofLine[roofLine.length - 1]?.x ?? header;
  const sideLight = LIGHT.z;
  const strips: Strip[] = [];
  for (let i = 0; i < pts.length - 1; i += 1) {
    const a = pts[i] as XY;
    const b = pts[i + 1] as XY;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-6) continue;
    const nx = -(b.y - a.y) / len;
    const ny = (b.x - a.x) / len;
    if (facing(nx, ny) <= 0.004) continue;
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    let surface: Surface = 'body';
    if (mid.y > p.beltY) {
      if (mid.x >= p.cowlX && mid.x <= header) surface = 'windscreen';
      else if (mid.x > header && mid.x < tail) surface = 'roof';
      else if (mid.x >= tail && p.rear.kind !== 'bed' && (p.rear.kind !== 'trunk' || mid.x < p.rear.x)) surface = 'rear-glass';
    }
    if (p.rear.kind === 'bed' && mid.x > p.rear.x && ny > 0.7) surface = 'bed';
    const light = nx * LIGHT.x + ny * LIGHT.y;
    const delta = light - sideLight;
    const shade = delta > 0 ? Math.min(0.55, delta * SKY_LIFT[finish]) : Math.max(-0.6, delta * 0.55);
    strips.push({ index: i, surface, a, b, ny, shade: Math.round(shade * 50) / 50 });
  }
  return strips;
}

/** Windscreen and rear glass inside their pillars, dark with a sky reflection. */
function drawUpperGlass(p: VehicleProfile, c: Camera, strips: Strip[], id: IdOf): string {
  const half = p.width / 2;
  const inset = p.width * 0.085;
  const parts: string[] = [];
  for (const surface of ['windscreen', 'rear-glass'] as const) {
    const run = strips.filter((s) => s.surface === surface);
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last) continue;
    // Trim the glass back from the cowl and the roof header along the strip.
    const line = run.map((s) => s.a).concat([last.b]);
    const trimmed = line.slice(1, Math.max(2, line.length - 1));
    const near = trimmed.map((q) => project(c, q.x, q.y, half - inset));
    const far = trimmed.map((q) => project(c, q.x, q.y, -half + inset * 1.1)).reverse();
    const d = poly([...near, ...far]);
    const top = Math.min(...near.concat(far).map((q) => q.y));
    const bottom = Math.max(...near.concat(far).map((q) => q.y));
    parts.push(
      linearGradient(id(`tq-${surface}`), { x: 0, y: top }, { x: 0, y: bottom }, [
        { offset: 0, color: '#9fb0c0' },
        { offset: 0.35, color: '#4a5561' },
        { offset: 0.7, color: '#1f252b' },
        { offset: 1, color: '#2c333a' },
      ]),
    );
    parts.push(`<path class="${surface}" d="${d}" fill="url(#${id(`tq-${surface}`)})" stroke="#0d0f11" stroke-width="${num(Math.max(0.6, c.scale * 20))}" stroke-linejoin="round"/>`);
  }
  return parts.join('');
}

/** The bonnet's shut lines along its edges, from its leading edge to the windscreen. */
function shutLines(p: VehicleProfile, c: Camera, strips: Strip[], hex: string): string {
  const half = p.width / 2;
  const hood = strips.filter((s) => s.surface === 'body' && s.a.x < p.cowlX && s.b.x > p.hoodLine[0].x && (s.b.y - s.a.y) / (s.b.x - s.a.x + 1e-6) < 1);
  if (hood.length < 2) return '';
  const line = hood.map((s) => s.a).concat([(hood[hood.length - 1] as Strip).b]);
  const at = (z: number) => line.map((q, i) => `${i === 0 ? 'M' : 'L'}${num(project(c, q.x, q.y + 4, z).x)} ${num(project(c, q.x, q.y + 4, z).y)}`).join('');
  const inset = p.width * 0.11;
  return `<path class="hood-lines" d="${at(half - inset)}${at(-half + inset)}" fill="none" stroke="${darken(hex, 0.7)}" stroke-opacity="0.7" stroke-width="${num(
    Math.max(0.6, c.scale * 8),
  )}"/>`;
}

/** The nose, face on: lamps, grille (none on a closed nose), intake, plate and badge on the front profile. */
function drawNose(p: VehicleProfile, c: Camera, id: IdOf, zones: RenderZones): string {
  const half = p.width / 2;
  const front = noseLine(p);
  const on = (y: number, z: number): XY => project(c, noseX(front, y) - 6, y, z);
  const rect = (y0: number, y1: number, z0: number, z1: number, taper = 0): XY[] => {
    const steps = 4;
    const left = Array.from({ length: steps + 1 }, (_, i) => on(y0 + ((y1 - y0) * i) / steps, z0 - Math.sign(z0) * taper * (1 - i / steps)));
    const right = Array.from({ length: steps + 1 }, (_, i) => on(y1 - ((y1 - y0) * i) / steps, z1 - Math.sign(z1) * taper * (i / steps)));
    return [...left, ...right];
  };
  const line = Math.max(0.5, c.scale * 10);
  const trim = zones.chromeDelete ? '#1c1e21' : '#c9ced4';
  const parts: string[] = [];
  const hl = p.headlight;
  const lampH = hl.top - hl.bottom;
  const tall = Boolean(p.cladding) || p.height > 1650;
  const lampOuter = half - p.width * 0.03;
  const lampInner = half - p.width * (p.roundLamps ? 0.19 : tall ? 0.2 : 0.24);
  const grilleHalf = lampInner - p.width * 0.015;
  const lampTop = on(hl.top, half).y;
  const lampBottom = on(hl.bottom, half).y;
  parts.push(
    linearGradient(id('tq-lamp'), { x: 0, y: lampTop }, { x: 0, y: lampBottom }, [
      { offset: 0, color: '#dfe5ea' },
      { offset: 0.25, color: '#59636d' },
      { offset: 0.6, color: '#1d2329' },
      { offset: 1, color: '#8d98a2' },
    ]),
  );
  if (p.grille) {
    const y0 = tall ? Math.min(p.frontBumper.y - 30, hl.bottom - 40) : Math.max(p.archBaseY + 160, p.frontBumper.y - 90);
    const y1 = tall ? hl.top - lampH * 0.05 : hl.bottom + lampH * 0.35;
    const g = rect(y0, y1, grilleHalf, -grilleHalf, tall ? 0 : p.width * 0.04);
    const bars: string[] = [];
    if (p.roundLamps && tall) {
      // Upright slots, as on a Jeep.
      for (let i = 0; i < 7; i += 1) {
        const z = -grilleHalf * 0.8 + (grilleHalf * 1.6 * i) / 6;
        const w = p.width * 0.022;
        bars.push(poly(rect(y0 + (y1 - y0) * 0.12, y1 - (y1 - y0) * 0.1, z + w, z - w)));
      }
      parts.push(`<g class="grille"><path d="${bars.join('')}" fill="#0c0d0f"/></g>`);
    } else {
      const rows = Math.max(2, Math.round((y1 - y0) / 80));
      for (let i = 1; i < rows; i += 1) {
        const y = y0 + ((y1 - y0) * i) / rows;
        const a = on(y, grilleHalf - 25);
        const b = on(y, -grilleHalf + 25);
        bars.push(`M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`);
      }
      parts.push(
        `<g class="grille"><path d="${poly(g)}" fill="#0e1012" stroke="${trim}" stroke-width="${num(line * (tall ? 2.2 : 1.4))}" stroke-linejoin="round"/><path d="${bars.join(
          '',
        )}" stroke="#30353a" stroke-width="${num(line * 1.2)}"/></g>`,
      );
    }
  }
  for (const side of [1, -1]) {
    if (p.roundLamps) {
      const cy = (hl.top + hl.bottom) / 2;
      const r = Math.min(lampH / 2, (lampOuter - lampInner) / 2);
      const cz = side * (lampOuter - r);
      const ring = (k: number) =>
        Array.from({ length: 20 }, (_, i) => {
          const a = (i / 20) * Math.PI * 2;
          return on(cy + Math.sin(a) * r * k, cz + Math.cos(a) * r * k);
        });
      parts.push(
        `<path class="lamp" d="${poly(ring(1))}" fill="url(#${id('tq-lamp')})" stroke="${trim}" stroke-width="${num(line * 1.6)}"/><path d="${poly(
          ring(0.45),
        )}" fill="#eef3f7" fill-opacity="0.75"/>`,
      );
    } else {
      const lamp = [
        on(hl.bottom + lampH * 0.15, side * lampOuter),
        on(hl.top, side * lampOuter),
        on(hl.top - lampH * 0.12, side * lampInner),
        on(hl.bottom + lampH * 0.35, side * lampInner),
      ];
      const drlA = on(hl.top - lampH * 0.18, side * (lampOuter - p.width * 0.01));
      const drlB = on(hl.top - lampH * 0.28, side * (lampInner + p.width * 0.02));
      parts.push(
        `<path class="lamp" d="${poly(lamp)}" fill="url(#${id('tq-lamp')})" stroke="#15191d" stroke-width="${num(line)}" stroke-linejoin="round"/><path d="M${num(
          drlA.x,
        )} ${num(drlA.y)}L${num(drlB.x)} ${num(drlB.y)}" stroke="#ffffff" stroke-width="${num(line * 1.3)}" stroke-linecap="round"/>`,
      );
    }
  }
  const plateTop = Math.min(p.frontBumper.y - 50, p.grille && !tall ? p.frontBumper.y - 110 : p.frontBumper.y - 50);
  const plateBottom = plateTop - 115;
  const intakeTop = plateBottom - 40;
  const intakeBottom = p.archBaseY + 40;
  if (intakeTop - intakeBottom > 50) {
    const w = half * (p.grille ? 0.6 : 0.7);
    parts.push(`<path class="intake" d="${poly(rect(intakeBottom, intakeTop, w, -w, p.width * 0.03))}" fill="#131517"/>`);
  }
  parts.push(`<path class="plate" d="${poly(rect(plateBottom, plateTop, 245, -245))}" fill="#eceef0" stroke="#3a3d42" stroke-width="${num(line * 0.8)}"/>`);
  const badge = on(p.grille ? (tall ? hl.top - lampH * 0.5 : hl.bottom + lampH * 0.35 + 40) : hl.top, 0);
  parts.push(
    `<ellipse class="badge" cx="${num(badge.x)}" cy="${num(badge.y)}" rx="${num(c.scale * 70)}" ry="${num(c.scale * 38)}" fill="${trim}" stroke="#2b2f34" stroke-width="${num(
      line * 0.5,
    )}"/>`,
  );
  return `<g class="nose">${parts.join('')}</g>`;
}

/** The front of the outline, from the bumper's foot to where the bonnet starts, as (x, y) going up. */
function frontProfile(p: VehicleProfile): XY[] {
  const pts = splinePoints(p.outline, 6);
  const out: XY[] = [];
  for (let i = 0; i < pts.length - 1; i += 1) {
    const a = pts[i] as XY;
    const b = pts[i + 1] as XY;
    out.push(a);
    if (b.x - a.x > Math.abs(b.y - a.y) * 1.2) break;
  }
  return out;
}

/**
 * The outline from the bumper's foot up over the bonnet to the windscreen base, rising all the way: where a
 * nose is low (a 911, a Corvette) the lamps land on the wings behind it, as they do on the cars.
 */
function noseLine(p: VehicleProfile): XY[] {
  const out: XY[] = [];
  for (const q of splinePoints(p.outline, 6)) {
    if (q.x > p.cowlX) break;
    const last = out[out.length - 1];
    if (!last || q.y > last.y) out.push(q);
  }
  return out;
}

function noseX(front: XY[], y: number): number {
  for (let i = 0; i < front.length - 1; i += 1) {
    const a = front[i] as XY;
    const b = front[i + 1] as XY;
    if ((a.y - y) * (b.y - y) <= 0 && a.y !== b.y) return a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y);
  }
  const last = front[front.length - 1];
  return last ? last.x : 0;
}
