// The three-quarter front view: the same profile seen from the front left and a little above, in an
// orthographic projection. The body is the side outline extruded across the car's width, its greenhouse leaning
// in towards the roof (tumblehome): the near side is the side view's own drawing under an affine transform (so
// panels, finishes, glass and wheels carry over), the surfaces that face up or forward (nose, bonnet, windscreen,
// roof, boot) are strips of that extrusion painted in their own coordinates, and the nose carries lamps, grille,
// intake and plate. The windscreen is glass from the bonnet's rear edge to the roof between two A-pillars.
import type { RenderZones } from '@wrapsmith/catalog';
import { darken } from '../color.ts';
import { brushedGrain, carbonWeave, surfaceLook } from '../finishes.ts';
import type { FilmInput, IdOf, SurfaceLayer, SurfaceLook } from '../finishes.ts';
import { splinePoints } from '../geometry.ts';
import type { Pt, XY } from '../geometry.ts';
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

/**
 * Tumblehome: how far the greenhouse leans in at the roof on each side, in millimetres. A car's side glass leans
 * in by about a tenth of its width (the roof is some 350 mm narrower than the body); taller vehicles lean less.
 */
export function tumblehome(p: VehicleProfile): number {
  return p.width * (p.height > 2200 ? 0.035 : p.height > 1700 ? 0.06 : 0.085);
}

/** How far in from the body's side the outline lies at height `y`: nothing up to the beltline, the full lean at the roof. */
function leanAt(p: VehicleProfile, y: number): number {
  const span = Math.max(1, p.height - p.beltY);
  return tumblehome(p) * Math.max(0, Math.min(1, (y - p.beltY) / span));
}

/** The A-pillars' width across the windscreen's frame, each side of the glass. */
const aPillar = (p: VehicleProfile): number => Math.max(60, p.width * 0.05);

/** Half the body's width at height `y`. */
const halfWidthAt = (p: VehicleProfile, y: number): number => p.width / 2 - leanAt(p, y);

/**
 * Where a point of the near side, leaning in by its height's tumblehome, lands when drawn on the plane of the
 * body's side: further forward and a little higher, since the projection is affine.
 */
function ontoSidePlane<T extends { x: number; y: number }>(p: VehicleProfile, q: T): T {
  const t = leanAt(p, q.y);
  return { ...q, x: q.x - t * (sinT / cosT), y: q.y + (t * (sinP / cosP)) / cosT };
}

/**
 * The near side as the side view would draw it so that, on the plane of the body's side, its greenhouse lands
 * where it leans in to: glass, pillars, headrests, roof line and the tailgate's top, sheared forward and up.
 * Everything at or below the beltline is unchanged.
 */
export function nearSideProfile(p: VehicleProfile): VehicleProfile {
  const shear = (list: Pt[]): Pt[] => list.map((q) => ontoSidePlane(p, q));
  /** A straight line x(y) through two of its points once sheared, as x of the sheared height. */
  const through = (xAt: (y: number) => number, y0: number, y1: number): ((y: number) => number) => {
    const a = ontoSidePlane(p, { x: xAt(y0), y: y0 });
    const b = ontoSidePlane(p, { x: xAt(y1), y: y1 });
    return (y) => a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y);
  };
  // Pillars run from below the belt to above the roof: exact between the belt and the roof.
  const pillars = p.pillars.map((pl) => {
    const [y0, y1] = [p.beltY - 200, p.height + 200];
    const xOf = through((y) => pl.x + (pl.lean * (y - y0)) / (y1 - y0), p.beltY, p.height);
    return { ...pl, x: xOf(y0), lean: xOf(y1) - xOf(y0) };
  });
  const headrestShift = leanAt(p, p.beltY + (p.height - p.beltY) * 0.55) * (sinT / cosT);
  let rear = p.rear;
  if (rear.kind === 'trunk') rear = { ...rear, ...ontoSidePlane(p, { x: rear.x, y: rear.y }) };
  if (rear.kind === 'hatch') {
    // The tailgate's shut line keeps its foot on the bumper and leans in with the roof at its top.
    const { x, lean } = rear;
    const [top, foot] = [p.height + 120, p.rearBumper.y];
    const xOf = through((y) => x + (lean * (top - y)) / (top - foot), foot, p.height);
    rear = { kind: 'hatch', x: xOf(top), lean: x + lean - xOf(top) };
  }
  return {
    ...p,
    outline: shear(p.outline),
    glass: shear(p.glass),
    pillars,
    headrests: p.headrests.map((x) => x - headrestShift),
    rear,
    ...(p.softTop ? { softTop: shear(p.softTop) } : {}),
    ...(p.seams ? { seams: p.seams.map(shear) } : {}),
  };
}

/** The camera that fits the vehicle into a box: centred across it, its lowest point on the box's bottom. */
export function fitCamera(p: VehicleProfile, box: { width: number; height: number; centreX: number; bottomY: number }): Camera {
  const unit: Camera = { scale: 1, ox: 0, oy: 0 };
  const half = p.width / 2;
  const points: XY[] = [];
  for (const q of p.outline) for (const side of [1, -1]) points.push(project(unit, q.x, q.y, side * halfWidthAt(p, q.y)));
  for (const axle of [p.wheel.front, p.wheel.rear]) for (const z of [half, -half]) points.push(project(unit, axle, 0, z));
  if (p.spare) points.push(project(unit, p.spare.x + p.spare.width / 2, p.spare.y + p.spare.radius, half));
  const xs = points.map((q) => q.x);
  const ys = points.map((q) => q.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(box.width / (maxX - minX), box.height / (maxY - minY));
  return { scale, ox: box.centreX - (scale * (minX + maxX)) / 2, oy: box.bottomY - scale * maxY };
}

/**
 * How much of satin's and brushed metal's side reflections the near side keeps: the bonnet and roof carry the
 * sky here, and the whole side, not only its colour band, keeps the film's colour (decision 054).
 */
const NEAR_SIDE_REFLECTIONS = 0.6;

type Surface = 'nose' | 'bonnet' | 'windscreen' | 'roof' | 'boot' | 'bed';

interface Strip {
  /** Position along the outline: strips with consecutive indexes touch. */
  index: number;
  surface: Surface;
  a: XY;
  b: XY;
  /** Upward part of the outward normal: 1 on a flat roof, 0 on an upright nose. */
  ny: number;
}

export interface ThreeQuarterInput {
  profile: VehicleProfile;
  camera: Camera;
  film: FilmInput;
  zones: RenderZones;
  id: IdOf;
}

const poly = (pts: XY[]): string => `${pts.map((q, i) => `${i === 0 ? 'M' : 'L'}${num(q.x)} ${num(q.y)}`).join('')}Z`;
const sub = (a: XY, b: XY): XY => ({ x: a.x - b.x, y: a.y - b.y });

/** A surface's own coordinates on screen: `u` along the car from its front edge, `v` across from the near side. */
interface SurfaceFrame {
  o: XY;
  u: XY;
  v: XY;
}
const frameMatrix = (f: SurfaceFrame): string => `matrix(${[f.u.x, f.u.y, f.v.x, f.v.y, f.o.x, f.o.y].map((n) => String(Math.round(n * 1000) / 1000)).join(' ')})`;
const onFrame = (f: SurfaceFrame, u: number, v: number): XY => ({ x: f.o.x + f.u.x * u + f.v.x * v, y: f.o.y + f.u.y * u + f.v.y * v });

/** A gradient along one of a surface's own axes, laid on the surface by its frame. */
function surfaceGradient(gid: string, f: SurfaceFrame, axis: 'u' | 'v', list: GradientStop[], to?: XY): string {
  const end = to ?? (axis === 'u' ? { x: 1, y: 0 } : { x: 0, y: 1 });
  return `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" gradientTransform="${frameMatrix(f)}" x1="0" y1="0" x2="${num(end.x)}" y2="${num(
    end.y,
  )}">${stops(list)}</linearGradient>`;
}

export function drawThreeQuarter({ profile: p, camera: c, film, zones, id }: ThreeQuarterInput): VehicleArt {
  const half = p.width / 2;
  const defs: string[] = [];
  const out: string[] = [];
  const tid: IdOf = (name) => id(`tq-${name}`);
  /** A point of the outline on the near (1) or far (-1) side, `inset` in from it. */
  const at = (q: XY, side: number, inset = 0): XY => project(c, q.x, q.y, side * (halfWidthAt(p, q.y) - inset));

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

  const strips = surfaceStrips(p);
  const linesOf = (surface: Surface): XY[][] => runs(strips.filter((s) => s.surface === surface)).map(lineOf);
  /** The band of a run of the outline across the body, `inset` in from each side. */
  const region = (lines: XY[][], inset = 0): string =>
    lines.map((line) => poly([...line.map((q) => at(q, 1, inset)), ...line.map((q) => at(q, -1, inset)).reverse()])).join('');
  const frameOf = (lines: XY[][], inset = 0): SurfaceFrame | undefined => {
    const first = lines[0]?.[0];
    const last = lines[lines.length - 1]?.at(-1);
    if (!first || !last) return undefined;
    const o = at(first, 1, inset);
    return { o, u: sub(at(last, 1, inset), o), v: sub(at(first, -1, inset), o) };
  };

  // The film's textures, once: the weave for carbon, the grain for brushed.
  const weave = film.finish === 'carbon' ? carbonWeave(tid, film.hex) : undefined;
  if (weave) defs.push(weave.defs);
  const grain = film.finish === 'brushed' ? brushedGrain(tid, film.hex) : undefined;
  if (grain) defs.push(grain.defs);

  const top = surfaceLook(film, 'top');
  const front = surfaceLook(film, 'front');
  const roofZone = zones.roof && !p.softTop ? surfaceLook({ hex: zones.roof, finish: 'gloss' }, 'top') : undefined;

  /** Paints a surface with a finish's look in its own coordinates: base, translucent layers, strip lights, grain. */
  const paint = (name: string, lines: XY[][], look: SurfaceLook, cls?: string, flat?: string): string => {
    const f = frameOf(lines);
    if (!f || lines.length === 0) return '';
    const d = region(lines);
    const parts: string[] = [];
    // Gradients across the car follow each nearly flat piece of a curved surface (a roof running down into a
    // fastback's rear window), so that `v` stays the position across the car everywhere; those along it span the
    // whole surface.
    const pieces = lines.flatMap(flatPieces);
    const layer = (key: string, l: SurfaceLayer): string[] => {
      if (l.axis === 'u') {
        defs.push(surfaceGradient(tid(`${name}-${key}`), f, 'u', l.stops));
        return [`d="${d}" fill="url(#${tid(`${name}-${key}`)})"`];
      }
      return pieces.flatMap((piece, i) => {
        const pf = frameOf([piece]);
        if (!pf) return [];
        const gid = tid(`${name}-${key}${i === 0 ? '' : `-${i}`}`);
        defs.push(surfaceGradient(gid, pf, 'v', l.stops));
        return [`d="${region([piece])}" fill="url(#${gid})"`];
      });
    };
    if (flat) parts.push(`<path${cls ? ` class="${cls}"` : ''} d="${d}" fill="${flat}"/>`);
    else if (look.base === 'weave') parts.push(`<path${cls ? ` class="${cls}"` : ''} d="${d}" fill="${weave?.fill ?? film.hex}"/>`);
    else parts.push(...layer('base', look.base).map((attrs, i) => `<path${cls && i === 0 ? ` class="${cls}"` : ''} ${attrs}/>`));
    if (grain && !flat) parts.push(`<path d="${d}" fill="${grain.fill}"/>`);
    look.overlays.forEach((l, i) => parts.push(...layer(`layer${i}`, l).map((attrs) => `<path ${attrs}/>`)));
    // Strip lights show on the surface's longest flat piece (a bonnet's top, not its rounded leading edge), each
    // tapering to a point at both ends as its reflection runs off the curve.
    const main = pieces.reduce((best, piece) => (along(piece).length > along(best).length ? piece : best), pieces[0] as XY[]);
    const path = along(main);
    let run = 0;
    const reach = main.map((q, i) => {
      if (i > 0) run += Math.hypot(q.x - (main[i - 1] as XY).x, q.y - (main[i - 1] as XY).y);
      return run / Math.max(1, path.length);
    });
    for (const streak of look.streaks) {
      const centre = (streak.from + streak.to) / 2;
      const width = (streak.to - streak.from) / 2;
      const side = (sign: number) =>
        main.map((q, i) => {
          const s = reach[i] ?? 0;
          const taper = Math.max(0, Math.min(1, (s - 0.04) / 0.16, (0.96 - s) / 0.16));
          return project(c, q.x, q.y, halfWidthAt(p, q.y) * (1 - 2 * (centre + sign * width * taper)));
        });
      parts.push(`<path class="streak" d="${poly([...side(-1), ...side(1).reverse()])}" fill="${streak.color}" fill-opacity="${num(streak.opacity)}"/>`);
    }
    return parts.join('');
  };

  // The film under every surface, reaching under the near side: where two surfaces meet, or a surface meets the
  // near side, their anti-aliased edges show the film, not the backdrop, through the seam.
  const all = runs(strips).map(lineOf);
  const seam = 2 / c.scale;
  const backing = all
    .map((line) => poly([...line.map((q) => at(q, 1, -seam)), ...line.map((q) => at(q, -1)).reverse()]))
    .join('');
  const upper: string[] = [`<path class="backing" d="${backing}" fill="${film.hex}"/>`];
  upper.push(paint('nose', linesOf('nose'), front));
  upper.push(paint('bonnet', linesOf('bonnet'), top));
  // The windscreen's frame (A-pillars, header, cowl) and the roof: the roof zone's colour when it has one. The
  // frame's strip lights would lie under the glass.
  upper.push(paint('screen-frame', linesOf('windscreen'), { ...(roofZone ?? top), streaks: [] }, undefined, roofZone ? zones.roof : undefined));
  // A soft top is fabric (no reflections); a glass roof is dark glass that mirrors the strip lights.
  const roofFill = p.softTop ? '#222427' : zones.roof ?? (p.glassRoof ? '#15181c' : undefined);
  const roofLook = p.softTop ? { ...top, overlays: [], streaks: [] } : roofZone ?? (p.glassRoof ? surfaceLook({ hex: '#15181c', finish: 'gloss' }, 'top') : top);
  upper.push(paint('roof', linesOf('roof'), roofLook, roofFill ? 'roof' : undefined, roofFill));
  upper.push(paint('boot', linesOf('boot'), top));
  const bed = linesOf('bed');
  if (bed.length > 0) {
    upper.push(paint('bed', bed, top));
    upper.push(`<path class="bed" d="${region(bed, p.width * 0.06)}" fill="#17181b"/>`);
  }
  out.push(`<g class="upper-surfaces">${upper.join('')}</g>`);
  out.push(drawUpperGlass(p, c, linesOf('windscreen'), tid));
  out.push(shutLines(p, c, linesOf('bonnet'), film.hex));

  // The near side: the side view's own drawing, its greenhouse leaning in, on the plane z = half.
  const tyreWidth = p.width * 0.12;
  const dxScreen = -c.scale * tyreWidth * sinT;
  const dyScreen = -c.scale * tyreWidth * cosT * sinP;
  const tdx = dxScreen / cosT;
  const tdy = (dyScreen + sinT * sinP * tdx) / cosP;
  const side = drawVehicle({
    profile: nearSideProfile(p),
    frame: { scale: c.scale, originX: 0, groundY: 0 },
    film,
    zones,
    id,
    shadow: false,
    tread: { dx: tdx, dy: tdy },
    reflections: NEAR_SIDE_REFLECTIONS,
  });
  defs.push(side.defs);
  out.push(`<g class="near-side" transform="${planeTransform(c, half)}">${side.body}</g>`);
  out.push(drawNose(p, c, id, zones));

  return { defs: defs.join(''), body: `<g class="vehicle three-quarter">${out.join('')}</g>` };
}

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

const lineOf = (run: Strip[]): XY[] => run.map((s) => s.a).concat([(run[run.length - 1] as Strip).b]);

/** A line of the outline cut where it turns by more than 15° from where the piece began: nearly flat pieces. */
function flatPieces(line: XY[]): XY[][] {
  const out: XY[][] = [];
  let piece: XY[] = [line[0] as XY];
  let heading: number | undefined;
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1] as XY;
    const b = line[i] as XY;
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    if (heading !== undefined && Math.abs(angle - heading) > (15 * Math.PI) / 180) {
      out.push(piece);
      piece = [a];
      heading = undefined;
    }
    heading ??= angle;
    piece.push(b);
  }
  out.push(piece);
  return out;
}

/** Where the windscreen meets the bonnet: the outline's corner at the cowl, or the cowl itself on a straight wedge. */
function screenBase(p: VehicleProfile): number {
  const corners = p.outline.filter((q) => q.corner && Math.abs(q.x - p.cowlX) < 250);
  corners.sort((a, b) => Math.abs(a.x - p.cowlX) - Math.abs(b.x - p.cowlX));
  return corners[0]?.x ?? p.cowlX;
}

/** The outline's strips that the camera sees, each with its surface. */
function surfaceStrips(p: VehicleProfile): Strip[] {
  const pts = splinePoints(p.outline, 6);
  const base = screenBase(p);
  const glassTop = Math.max(...p.glass.map((q) => q.y));
  const roofLine = pts.filter((q) => q.x > base && q.y >= glassTop);
  const header = roofLine[0]?.x ?? base;
  const tail = roofLine[roofLine.length - 1]?.x ?? header;
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
    let surface: Surface;
    if (mid.x < base) surface = ny < 0.45 ? 'nose' : 'bonnet';
    else if (mid.x <= header) surface = 'windscreen';
    else if (mid.x < tail) surface = 'roof';
    else if (p.rear.kind === 'bed' && mid.x > p.rear.x && ny > 0.7) surface = 'bed';
    // A rear window the camera sees at all (a fastback's, a coupe's) is seen almost edge-on, a sliver thinner
    // than its pillars: it is drawn as the roof running on to the deck.
    else if (mid.y > p.beltY && p.rear.kind !== 'bed' && (p.rear.kind !== 'trunk' || mid.x < p.rear.x)) surface = 'roof';
    else surface = 'boot';
    strips.push({ index: i, surface, a, b, ny });
  }
  return strips;
}

/** Length along a polyline, and the point at a given length. */
function along(line: XY[]): { length: number; at: (s: number) => XY; cut: (s0: number, s1: number) => XY[] } {
  const cum = [0];
  for (let i = 1; i < line.length; i += 1) cum.push((cum[i - 1] ?? 0) + Math.hypot((line[i] as XY).x - (line[i - 1] as XY).x, (line[i] as XY).y - (line[i - 1] as XY).y));
  const length = cum[cum.length - 1] ?? 0;
  const at = (s: number): XY => {
    for (let i = 1; i < line.length; i += 1) {
      if ((cum[i] ?? 0) >= s) {
        const a = line[i - 1] as XY;
        const b = line[i] as XY;
        const k = (s - (cum[i - 1] ?? 0)) / Math.max(1e-9, (cum[i] ?? 0) - (cum[i - 1] ?? 0));
        return { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
      }
    }
    return line[line.length - 1] as XY;
  };
  const cut = (s0: number, s1: number): XY[] => [at(s0), ...line.filter((_, i) => (cum[i] ?? 0) > s0 && (cum[i] ?? 0) < s1), at(s1)];
  return { length, at, cut };
}

/**
 * The windscreen: glass from just above the bonnet's rear edge up to the roof's header, between the A-pillars,
 * leaning back like the outline; dark where the dashboard and the cabin show through, lighter towards the top
 * where it mirrors the sky, with a reflection across it and two wipers at its foot.
 */
function drawUpperGlass(p: VehicleProfile, c: Camera, screen: XY[][], id: IdOf): string {
  const pillar = aPillar(p);
  const parts: string[] = [];
  const glass = (name: string, lines: XY[][], foot: number, head: number): void => {
    const line = lines.flat();
    if (line.length < 2) return;
    const path = along(line);
    if (path.length < foot + head + 50) return;
    const trimmed = path.cut(foot, path.length - head);
    const edge = (q: XY, side: number) => project(c, q.x, q.y, side * (halfWidthAt(p, q.y) - pillar));
    const near = trimmed.map((q) => edge(q, 1));
    const far = trimmed.map((q) => edge(q, -1));
    const d = poly([...near, ...far.reverse()]);
    const first = trimmed[0] as XY;
    const last = trimmed[trimmed.length - 1] as XY;
    const f: SurfaceFrame = { o: edge(first, 1), u: sub(edge(last, 1), edge(first, 1)), v: sub(edge(first, -1), edge(first, 1)) };
    parts.push(
      surfaceGradient(id(`${name}-glass`), f, 'u', [
        { offset: 0, color: '#0b0d10' },
        { offset: 0.14, color: '#121519' },
        { offset: 0.2, color: '#27303a' },
        { offset: 0.55, color: '#3b4753' },
        { offset: 0.85, color: '#5f6e7c' },
        { offset: 1, color: '#8a99a7' },
      ]),
      // A reflection of the studio across the glass, slanting with the rake.
      surfaceGradient(
        id(`${name}-reflection`),
        f,
        'v',
        [
          { offset: 0.12, color: '#dfe8f2', opacity: 0 },
          { offset: 0.24, color: '#dfe8f2', opacity: 0.26 },
          { offset: 0.3, color: '#dfe8f2', opacity: 0.06 },
          { offset: 0.42, color: '#dfe8f2', opacity: 0.16 },
          { offset: 0.48, color: '#dfe8f2', opacity: 0 },
        ],
        { x: 0.55, y: 1 },
      ),
    );
    parts.push(
      `<path class="${name}" d="${d}" fill="url(#${id(`${name}-glass`)})" stroke="#0d0f11" stroke-width="${num(
        Math.max(0.6, c.scale * 18),
      )}" stroke-linejoin="round"/><path d="${d}" fill="url(#${id(`${name}-reflection`)})"/>`,
    );
    const w = Math.max(0.6, c.scale * 22);
    const wiper = (v0: number, v1: number) => {
      const a = onFrame(f, 0.05, v0);
      const b = onFrame(f, 0.13, v1);
      return `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
    };
    parts.push(`<path class="wipers" d="${wiper(0.08, 0.46)}${wiper(0.54, 0.9)}" stroke="#08090b" stroke-width="${num(w)}" stroke-linecap="round"/>`);
  };
  glass('windscreen', screen, 30, 55);
  return parts.join('');
}

/** The bonnet's shut lines along its edges, from its leading edge to the windscreen. */
function shutLines(p: VehicleProfile, c: Camera, bonnet: XY[][], hex: string): string {
  const half = p.width / 2;
  const line = bonnet.flat().filter((q) => q.x > p.hoodLine[0].x);
  if (line.length < 3) return '';
  const at = (z: number) => line.map((q, i) => `${i === 0 ? 'M' : 'L'}${num(project(c, q.x, q.y + 4, z).x)} ${num(project(c, q.x, q.y + 4, z).y)}`).join('');
  const inset = p.width * 0.11;
  // The windscreen's foot between the A-pillars.
  const cowl = line[line.length - 1] as XY;
  const reach = halfWidthAt(p, cowl.y) - aPillar(p);
  const a = project(c, cowl.x, cowl.y + 4, reach);
  const b = project(c, cowl.x, cowl.y + 4, -reach);
  return `<path class="hood-lines" d="${at(half - inset)}${at(-half + inset)}" fill="none" stroke="${darken(hex, 0.7)}" stroke-opacity="0.7" stroke-width="${num(
    Math.max(0.6, c.scale * 8),
  )}"/><path class="cowl" d="M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}" stroke="#0b0c0e" stroke-width="${num(Math.max(0.8, c.scale * 26))}"/>`;
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


/** The painted surfaces the colour is measured on, one by one. */
export type PaintedSurface = 'side' | 'nose' | 'bonnet' | 'roof' | 'boot';

/**
 * Where each painted surface lies on the picture, in design units, as polygons: the near side's silhouette,
 * and the nose, bonnet, roof and boot lid (or deck) as the camera sees them. The colour test measures the film on
 * each one; a surface may be hidden where one drawn nearer covers it (the near side over the nose's corner).
 */
export function threeQuarterSurfaces(p: VehicleProfile, c: Camera): Record<PaintedSurface, XY[][]> {
  const strips = surfaceStrips(p);
  const band = (surface: Surface): XY[][] =>
    runs(strips.filter((s) => s.surface === surface))
      .map(lineOf)
      .map((line) => [
        ...line.map((q) => project(c, q.x, q.y, halfWidthAt(p, q.y))),
        ...line.map((q) => project(c, q.x, q.y, -halfWidthAt(p, q.y))).reverse(),
      ]);
  const near = nearSideProfile(p);
  const outline = splinePoints(near.outline, 6);
  return {
    side: [[...outline, { x: p.length, y: p.rockerY }, { x: 0, y: p.rockerY }].map((q) => project(c, q.x, q.y, p.width / 2))],
    nose: band('nose'),
    bonnet: band('bonnet'),
    roof: band('roof'),
    boot: band('boot'),
  };
}
