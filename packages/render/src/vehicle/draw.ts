// Draws one vehicle: shadow, wheel wells, film-covered panels with their finish, zone colours, panel
// gaps, glass, lights, trim and wheels, in that painting order.
import type { Finish, RenderZones } from '@wrapsmith/catalog';
import { darken, lighten } from '../color.ts';
import { filmPaint, glossRamp, ppfOverlay } from '../finishes.ts';
import type { FilmInput, IdOf, PaintBox, PaintContext } from '../finishes.ts';
import { circlePath, closedSpline, polygon, polyline, splinePath, toDesign, xy } from '../geometry.ts';
import type { Frame, Pt } from '../geometry.ts';
import { linearGradient, num, stops } from '../svg.ts';
import type { VehicleProfile } from './profile.ts';
import { DEFAULT_CALIPER, drawWheel, wheelDefs } from './wheel.ts';

/** How strongly the roofline catches the light: the crispest cue of how glossy a film is. */
const RIM_LIGHT: Record<Finish, string> = {
  gloss: '0.55',
  satin: '0.22',
  matte: '0',
  chrome: '0.6',
  flip: '0.45',
  brushed: '0.3',
  carbon: '0.45',
};

/** Factory glass passes about 75 % of visible light; an unset tint is drawn as that. */
export const FACTORY_GLASS_VLT = 75;

/**
 * Opacity of the dark tint layer for a visible-light-transmission percentage: lower VLT, darker glass. The
 * cabin is lit through the glass and seen back through it, so what shows falls faster than the VLT itself.
 */
export function tintOpacity(vlt: number): number {
  return Math.round((1 - 0.72 * (vlt / FACTORY_GLASS_VLT) ** 1.4) * 100) / 100;
}

// Region edges lie just outside the body, never far beyond it: resvg gives the body's clipped group an offscreen
// layer the size of its content, so regions reaching off the canvas would make every render fill a full-canvas
// layer (about twice the pixels of the car's own box).
const EDGE = 120;
const NEAR = -EDGE;
/** The far corner of a body's regions: just past its tail and its roof. */
const reach = (p: VehicleProfile) => ({ x: p.length + EDGE, y: p.height + EDGE });

interface Region {
  name: string;
  points: { x: number; y: number }[];
}

function archPoints(p: VehicleProfile, axle: number): { front: number; back: number } {
  const dy = p.archBaseY - p.wheel.radius;
  const dx = Math.sqrt(Math.max(0, p.wheel.arch ** 2 - dy ** 2));
  return { front: axle - dx, back: axle + dx };
}

/** The arch opening from its rear foot over the wheel to its front foot: a circle, or facets on an angular body. */
function archEdge(p: VehicleProfile, frame: Frame, axle: number): string {
  const { front, back } = archPoints(p, axle);
  const a = p.wheel.arch;
  const start = `L${xy(toDesign(frame, { x: back, y: p.archBaseY }))}`;
  const end = toDesign(frame, { x: front, y: p.archBaseY });
  if (p.angularArches) {
    const c = p.wheel.radius;
    const facets = [
      { x: axle + a * 0.97, y: c + a * 0.3 },
      { x: axle + a * 0.5, y: c + a * 0.9 },
      { x: axle - a * 0.5, y: c + a * 0.9 },
      { x: axle - a * 0.97, y: c + a * 0.3 },
    ];
    return `${start}${facets.map((q) => `L${xy(toDesign(frame, q))}`).join('')}L${xy(end)}`;
  }
  const r = a * frame.scale;
  return `${start}A${num(r)} ${num(r)} 0 1 0 ${xy(end)}`;
}

/** The body silhouette: the outline spline, then back along the bottom with the wheel-arch cut-outs. */
export function silhouettePath(p: VehicleProfile, frame: Frame): string {
  const rear = archPoints(p, p.wheel.rear);
  const front = archPoints(p, p.wheel.front);
  const rocker = (x: number): string => `L${xy(toDesign(frame, { x, y: p.rockerY }))}`;
  return `${splinePath(frame, p.outline)}${archEdge(p, frame, p.wheel.rear)}${rocker(rear.front - 80)}${rocker(
    front.back + 80,
  )}${archEdge(p, frame, p.wheel.front)}Z`;
}

function wellPath(p: VehicleProfile, frame: Frame, axle: number): string {
  return `M${archEdge(p, frame, axle).slice(1)}Z`;
}

function rearLimit(p: VehicleProfile): number {
  return p.rear.x;
}

/** Panels in painting order; later ones lie over earlier ones and everything is clipped to the body. */
function panelRegions(p: VehicleProfile): Region[] {
  const far = reach(p);
  const rect = (name: string, x0: number, y0: number, x1: number, y1: number): Region => ({
    name,
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
  });
  const regions: Region[] = [rect('front-fender', NEAR, NEAR, p.doors[0] ?? 0, far.y)];
  const lastDoor = p.doors[p.doors.length - 1] ?? 0;
  regions.push(rect('quarter-panel', lastDoor, NEAR, far.x, far.y));
  regions.push(...doorRegions(p));
  regions.push(rect('rocker', p.wheel.front, NEAR, p.wheel.rear, p.sillY));
  regions.push(rect('front-bumper', NEAR, NEAR, p.frontBumper.x, p.frontBumper.y));
  regions.push(rect('rear-bumper', p.rearBumper.x, NEAR, far.x, p.rearBumper.y));
  const [hoodFront, hoodRear] = p.hoodLine;
  regions.push({
    name: 'hood',
    points: [hoodFront, hoodRear, { x: hoodRear.x, y: far.y }, { x: hoodFront.x, y: far.y }],
  });
  if (p.rear.kind === 'trunk') regions.push(rect('trunk-lid', p.rear.x, p.rear.y, far.x, far.y));
  if (p.rear.kind === 'hatch') {
    regions.push({
      name: 'tailgate',
      points: [
        { x: p.rear.x, y: far.y },
        { x: p.rear.x + p.rear.lean, y: p.rearBumper.y },
        { x: far.x, y: p.rearBumper.y },
        { x: far.x, y: far.y },
      ],
    });
  }
  if (p.rear.kind === 'bed') regions.push(rect('bed', p.rear.x, p.rearBumper.y, far.x, p.rear.railY + 400));
  return regions;
}

function doorRegions(p: VehicleProfile): Region[] {
  const rearArch = archPoints(p, p.wheel.rear).front - 25;
  const archTop = p.wheel.radius + p.wheel.arch + 45;
  const regions: Region[] = [];
  for (let i = 0; i < p.doors.length - 1; i += 1) {
    const a = p.doors[i] as number;
    const b = p.doors[i + 1] as number;
    const points =
      b > rearArch
        ? [
            { x: a, y: p.beltY },
            { x: a, y: p.sillY },
            { x: rearArch, y: p.sillY },
            { x: rearArch, y: archTop },
            { x: b, y: archTop },
            { x: b, y: p.beltY },
          ]
        : [
            { x: a, y: p.beltY },
            { x: a, y: p.sillY },
            { x: b, y: p.sillY },
            { x: b, y: p.beltY },
          ];
    regions.push({ name: i === 0 ? 'front-door' : i === p.doors.length - 2 ? 'rear-door' : 'middle-door', points });
  }
  return regions;
}

/** The greenhouse above the beltline: roof skin and pillars, which a roof wrap recolours. */
function roofRegion(p: VehicleProfile): Region {
  const far = reach(p);
  return {
    name: 'roof',
    points: [
      { x: p.cowlX, y: p.beltY - 30 },
      { x: rearLimit(p), y: p.beltY - 30 },
      { x: rearLimit(p), y: far.y },
      { x: p.cowlX, y: far.y },
    ],
  };
}

function gapLines(p: VehicleProfile): { x: number; y: number }[][] {
  const far = reach(p);
  const lines: { x: number; y: number }[][] = [];
  lines.push(p.hoodLine);
  lines.push([
    { x: p.frontBumper.x, y: NEAR },
    { x: p.frontBumper.x, y: p.frontBumper.y },
    { x: NEAR, y: p.frontBumper.y },
  ]);
  lines.push([
    { x: p.rearBumper.x, y: NEAR },
    { x: p.rearBumper.x, y: p.rearBumper.y },
    { x: far.x, y: p.rearBumper.y },
  ]);
  for (const door of doorRegions(p)) lines.push(door.points);
  lines.push(...(p.seams ?? []));
  if (p.rear.kind === 'trunk') {
    lines.push([
      { x: p.rear.x, y: p.rear.y },
      { x: far.x, y: p.rear.y - 40 },
    ]);
  }
  if (p.rear.kind === 'hatch') {
    lines.push([
      { x: p.rear.x, y: far.y },
      { x: p.rear.x + p.rear.lean, y: p.rearBumper.y },
    ]);
  }
  if (p.rear.kind === 'bed') {
    lines.push([
      { x: p.rear.x, y: p.rearBumper.y },
      { x: p.rear.x, y: far.y },
    ]);
  }
  return lines;
}

function lightShape(p: VehicleProfile, side: 'head' | 'tail'): Pt[] {
  const spec = side === 'head' ? p.headlight : p.taillight;
  const h = spec.top - spec.bottom;
  const front: Pt[] = [
    { x: NEAR, y: spec.bottom, corner: true },
    { x: NEAR, y: spec.top + 40, corner: true },
    { x: spec.depth * 0.55, y: spec.top + 10 },
    { x: spec.depth, y: spec.top - h * 0.12, corner: true },
    { x: spec.depth * 0.72, y: spec.bottom + h * 0.38 },
    { x: spec.depth * 0.3, y: spec.bottom, corner: true },
  ];
  if (side === 'tail') return front.map((q) => ({ ...q, x: p.length - q.x }));
  if (!p.roundLamps) return front;
  // A round lamp seen from the side: the near half of its bezel, bulging from the nose.
  const cx = spec.depth * 0.3;
  const cy = (spec.top + spec.bottom) / 2;
  return Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return { x: cx + Math.cos(a) * spec.depth * 0.7, y: cy + Math.sin(a) * (h / 2) };
  });
}

export interface VehicleInput {
  profile: VehicleProfile;
  frame: Frame;
  film: FilmInput;
  zones: RenderZones;
  id: IdOf;
  /** The ground shadow under the side; the three-quarter view casts its own. */
  shadow?: boolean;
  /**
   * Where each tyre's inner face lies from its outer face, in design units: seen at an angle the tread shows
   * between them. None in a side view.
   */
  tread?: { dx: number; dy: number };
  /** How much of satin's and brushed metal's reflections the side shows (PaintContext.reflections). */
  reflections?: number;
}

export interface VehicleArt {
  defs: string;
  body: string;
}

export function drawVehicle({ profile: p, frame, film, zones, id, shadow = true, tread, reflections }: VehicleInput): VehicleArt {
  const s = frame.scale;
  const at = (x: number, y: number) => toDesign(frame, { x, y });
  const silhouette = silhouettePath(p, frame);
  const box: PaintBox = {
    left: at(0, 0).x,
    right: at(p.length, 0).x,
    top: at(0, p.height).y,
    bottom: at(0, p.rockerY).y,
    shoulder: at(0, p.shoulderY).y,
    horizon: at(0, p.sillY + (p.shoulderY - p.sillY) * 0.42).y,
  };
  const ctx: PaintContext = { id, box, silhouette, ...(reflections === undefined ? {} : { reflections }) };
  const paint = filmPaint(film, ctx);
  const trim = zones.chromeDelete ? `url(#${id('trim-black')})` : `url(#${id('trim-chrome')})`;
  const trimStroke = zones.chromeDelete ? '#2f3236' : '#e9edf1';
  const clip = `url(#${id('body-clip')})`;
  const glassPath = closedSpline(frame, p.glass);
  const defs: string[] = [];
  const out: string[] = [];

  defs.push(`<clipPath id="${id('body-clip')}"><path d="${silhouette}"/></clipPath>`);
  defs.push(`<clipPath id="${id('glass-clip')}"><path d="${glassPath}"/></clipPath>`);
  defs.push(paint.defs);
  defs.push(
    zones.chromeDelete
      ? `<linearGradient id="${id('trim-black')}" x1="0" y1="0" x2="0" y2="1">${stops([
          { offset: 0, color: '#3a3d42' },
          { offset: 0.45, color: '#15171a' },
          { offset: 1, color: '#0a0b0c' },
        ])}</linearGradient>`
      : `<linearGradient id="${id('trim-chrome')}" x1="0" y1="0" x2="0" y2="1">${stops([
          { offset: 0, color: '#ffffff' },
          { offset: 0.4, color: '#c9cfd6' },
          { offset: 0.55, color: '#767d86' },
          { offset: 1, color: '#e4e8ec' },
        ])}</linearGradient>`,
  );
  defs.push(wheelDefs(id, zones.calipers ?? DEFAULT_CALIPER));

  // Ground shadow: a soft pool under the body and darker contact patches under the tyres.
  if (shadow) {
    const mid = at(p.length / 2, 0);
    defs.push(
      `<radialGradient id="${id('shadow')}" cx="0.5" cy="0.5" r="0.5">${stops([
        { offset: 0, color: '#000000', opacity: 0.55 },
        { offset: 0.6, color: '#000000', opacity: 0.28 },
        { offset: 1, color: '#000000', opacity: 0 },
      ])}</radialGradient>`,
    );
    out.push(
      `<ellipse cx="${num(mid.x)}" cy="${num(mid.y + 2)}" rx="${num(p.length * s * 0.56)}" ry="${num(
        Math.max(8, p.wheel.radius * s * 0.32),
      )}" fill="url(#${id('shadow')})"/>`,
    );
    defs.push(
      `<radialGradient id="${id('contact')}" cx="0.5" cy="0.5" r="0.5">${stops([
        { offset: 0, color: '#000000', opacity: 0.8 },
        { offset: 0.55, color: '#000000', opacity: 0.55 },
        { offset: 1, color: '#000000', opacity: 0 },
      ])}</radialGradient>`,
    );
    for (const axle of [p.wheel.front, p.wheel.rear]) {
      const c = at(axle, 0);
      out.push(
        `<ellipse cx="${num(c.x)}" cy="${num(c.y)}" rx="${num(p.wheel.radius * s * 1.05)}" ry="${num(
          Math.max(2, p.wheel.radius * s * 0.12),
        )}" fill="url(#${id('contact')})"/>`,
      );
    }
  }

  defs.push(
    `<radialGradient id="${id('well')}" cx="0.5" cy="0.75" r="0.6">${stops([
      { offset: 0, color: '#050505' },
      { offset: 0.8, color: '#141517' },
      { offset: 1, color: '#25272b' },
    ])}</radialGradient>`,
  );
  out.push(
    `<path d="${wellPath(p, frame, p.wheel.front)}${wellPath(p, frame, p.wheel.rear)}" fill="url(#${id('well')})"/>`,
  );

  // Film panels. The silhouette underneath hides anti-aliasing seams between neighbouring panels.
  const panels = panelRegions(p)
    .map((r) => `<path class="panel" data-panel="${r.name}" d="${polygon(frame, r.points)}" fill="${paint.fill}"/>`)
    .join('');
  const roof = roofRegion(p);
  const roofFill = zones.roof && !p.softTop ? `url(#${id('roof-paint')})` : paint.fill;
  if (zones.roof && !p.softTop) defs.push(linearGradient(id('roof-paint'), { x: 0, y: box.top }, { x: 0, y: box.bottom }, glossRamp(zones.roof, box)));
  const roofPanel = `<path class="panel" data-panel="roof" d="${polygon(frame, roof.points)}" fill="${roofFill}"/>`;
  const ppf = zones.ppf ? ppfOverlay(zones.ppf, film.hex, ctx) : undefined;
  if (ppf) defs.push(ppf.defs);
  const topEdge = splinePath(frame, p.outline.slice(2, -2));
  // Everything that lies on the body shares one clipped group: each clip-path group costs resvg a
  // full-size offscreen layer, so one group instead of five keeps a render well inside its time budget.
  const onBody: string[] = [];
  onBody.push(
    `<path class="body" d="${silhouette}" fill="${paint.fill}"/>${panels}${
      zones.roof ? '' : roofPanel
    }<g class="finish">${paint.overlays}</g>${zones.roof ? roofPanel : ''}${
      ppf ? ppf.overlay : ''
    }${
      // Matte film scatters light: no rim light along the roof.
      film.finish === 'matte'
        ? ''
        : `<path d="${topEdge}" fill="none" stroke="#ffffff" stroke-opacity="${RIM_LIGHT[film.finish]}" stroke-width="${num(
            Math.max(0.8, s * 9),
          )}"/>`
    }`,
  );

  if (p.cladding) {
    const far = reach(p);
    const flare = p.wheel.arch * s;
    const w = 80 * s;
    const rings = [p.wheel.front, p.wheel.rear]
      .map((axle) => {
        const c = at(axle, p.wheel.radius);
        return `<circle cx="${num(c.x)}" cy="${num(c.y)}" r="${num(flare + w / 2)}" fill="none" stroke="#1d1f22" stroke-width="${num(w)}"/>`;
      })
      .join('');
    const lower = polygon(frame, [
      { x: NEAR, y: NEAR },
      { x: far.x, y: NEAR },
      { x: far.x, y: p.sillY - 10 },
      { x: NEAR, y: p.sillY - 10 },
    ]);
    onBody.push(`<g class="cladding">${rings}<path d="${lower}" fill="#1d1f22"/></g>`);
  }

  // Panel gaps: a dark shut line with a faint lit edge beside it, as the next panel's lip catches light.
  const gaps = gapLines(p)
    .map((line) => polyline(frame, line))
    .join('');
  const gapWidth = Math.max(0.7, s * 7);
  // A matte lip scatters light like the rest of the panel, so matte keeps only the dark line.
  const litEdge = (d: string): string =>
    film.finish === 'matte'
      ? ''
      : `<path d="${d}" stroke="${lighten(film.hex, 0.6)}" stroke-opacity="0.35" stroke-width="${num(gapWidth)}" transform="translate(${num(
          gapWidth * 0.8,
        )} ${num(gapWidth * 0.8)})"/>`;
  const shutLines = (d: string, cls: string): string =>
    `<g fill="none" class="${cls}">${litEdge(d)}<path d="${d}" stroke="${darken(
      film.hex,
      0.75,
    )}" stroke-opacity="0.8" stroke-width="${num(gapWidth)}"/></g>`;
  onBody.push(shutLines(gaps, 'gaps'));
  if (p.fuelDoor) {
    const fuel = at(p.fuelDoor.x, p.fuelDoor.y);
    onBody.push(shutLines(circlePath(fuel.x, fuel.y, 85 * s), 'fuel-door'));
  }
  if (p.sideIntake) {
    // A scoop, not a hole: the film turns in along its front edge and the throat darkens towards the engine.
    const intake = closedSpline(frame, p.sideIntake);
    const xs = p.sideIntake.map((q) => at(q.x, 0).x);
    defs.push(
      linearGradient(id('intake'), { x: Math.min(...xs), y: 0 }, { x: Math.max(...xs), y: 0 }, [
        { offset: 0, color: darken(film.hex, 0.35) },
        { offset: 0.35, color: darken(film.hex, 0.7) },
        { offset: 1, color: '#0b0c0e' },
      ]),
    );
    onBody.push(
      `<g class="side-intake"><path d="${intake}" fill="url(#${id('intake')})"/><path d="${intake}" fill="none" stroke="${darken(
        film.hex,
        0.55,
      )}" stroke-width="${num(Math.max(0.8, s * 12))}"/></g>`,
    );
  }

  onBody.push(drawLights(p, frame, id), drawGrille(p, frame, trim));
  out.push(`<g clip-path="${clip}">${onBody.join('')}</g>`);

  if (p.softTop) {
    defs.push(
      `<linearGradient id="${id('fabric')}" x1="0" y1="0" x2="0" y2="1">${stops([
        { offset: 0, color: '#3a3c40' },
        { offset: 0.25, color: '#1f2124' },
        { offset: 1, color: '#141517' },
      ])}</linearGradient>`,
      `<pattern id="${id('fabric-weave')}" patternUnits="userSpaceOnUse" width="3" height="3"><path d="M0 0h3M0 1.5h3" stroke="#000000" stroke-opacity="0.25" stroke-width="0.5"/></pattern>`,
    );
    const top = closedSpline(frame, p.softTop);
    out.push(
      `<g class="soft-top"><path d="${top}" fill="url(#${id('fabric')})"/><path d="${top}" fill="url(#${id(
        'fabric-weave',
      )})"/><path d="${top}" fill="none" stroke="#0b0c0d" stroke-width="${num(Math.max(0.8, s * 8))}"/></g>`,
    );
  }

  out.push(drawGlass(p, frame, zones, id, glassPath, trim));
  out.push(drawTrim(p, frame, zones, id, paint.fill, film.finish, trim, trimStroke, box));

  if (p.spare) out.push(drawSpare(p, frame));

  const turns = [12, 41];
  [p.wheel.front, p.wheel.rear].forEach((axle, i) => {
    const c = at(axle, p.wheel.radius);
    if (tread) out.push(treadBand(c.x, c.y, p.wheel.radius * s, tread));
    out.push(
      drawWheel(id, {
        cx: c.x,
        cy: c.y,
        tyre: p.wheel.radius * s,
        rim: p.wheel.rim * s,
        spokes: p.wheel.spokes,
        turn: turns[i] ?? 0,
        caliper: zones.calipers ?? DEFAULT_CALIPER,
      }),
    );
  });

  return { defs: defs.join(''), body: `<g class="vehicle">${out.join('')}</g>` };
}

/** The tyre's tread between its outer and inner face, seen at an angle: two faces and the band joining them. */
function treadBand(cx: number, cy: number, r: number, t: { dx: number; dy: number }): string {
  const len = Math.hypot(t.dx, t.dy) || 1;
  const nx = (-t.dy / len) * r;
  const ny = (t.dx / len) * r;
  const band = `M${num(cx + nx)} ${num(cy + ny)}L${num(cx + nx + t.dx)} ${num(cy + ny + t.dy)}L${num(cx - nx + t.dx)} ${num(
    cy - ny + t.dy,
  )}L${num(cx - nx)} ${num(cy - ny)}Z`;
  return `<g class="tread"><path d="${circlePath(cx + t.dx, cy + t.dy, r)}${band}" fill="#141518"/><path d="${circlePath(
    cx + t.dx * 0.5,
    cy + t.dy * 0.5,
    r,
  )}" fill="none" stroke="#2b2d31" stroke-width="${num(r * 0.05)}"/></g>`;
}

/** A spare wheel on the tailgate, seen edge-on: the tread as a rounded bar with a cover band. */
function drawSpare(p: VehicleProfile, frame: Frame): string {
  const sp = p.spare;
  if (!sp) return '';
  const s = frame.scale;
  const tl = toDesign(frame, { x: sp.x - sp.width / 2, y: sp.y + sp.radius });
  const w = sp.width * s;
  const h = sp.radius * 2 * s;
  const mount = toDesign(frame, { x: sp.x - sp.width / 2 - 90, y: sp.y + sp.radius * 0.35 });
  return `<g class="spare"><rect x="${num(mount.x)}" y="${num(mount.y)}" width="${num(120 * s)}" height="${num(
    sp.radius * 0.7 * s,
  )}" fill="#16181b"/><rect x="${num(tl.x)}" y="${num(tl.y)}" width="${num(w)}" height="${num(h)}" rx="${num(w * 0.42)}" fill="#131416"/><rect x="${num(
    tl.x + w * 0.12,
  )}" y="${num(tl.y + h * 0.04)}" width="${num(w * 0.76)}" height="${num(h * 0.92)}" rx="${num(w * 0.36)}" fill="none" stroke="#2c2f33" stroke-width="${num(
    w * 0.08,
  )}"/></g>`;
}

function drawGlass(p: VehicleProfile, frame: Frame, zones: RenderZones, id: IdOf, glassPath: string, trim: string): string {
  const s = frame.scale;
  const at = (x: number, y: number) => toDesign(frame, { x, y });
  const top = at(0, p.height).y;
  const belt = at(0, p.beltY).y;
  const vlt = zones.windowTint ?? FACTORY_GLASS_VLT;
  const defs = [
    linearGradient(id('cabin'), { x: 0, y: top }, { x: 0, y: belt }, [
      { offset: 0, color: '#a3adb7' },
      { offset: 0.5, color: '#7c8690' },
      { offset: 1, color: '#525a62' },
    ]),
    linearGradient(id('glass-sheen'), { x: at(0, 0).x, y: top }, { x: at(p.length, 0).x, y: belt }, [
      { offset: 0, color: '#ffffff', opacity: 0 },
      { offset: 0.3, color: '#ffffff', opacity: 0.05 },
      { offset: 0.42, color: '#ffffff', opacity: 0.3 },
      { offset: 0.5, color: '#ffffff', opacity: 0.06 },
      { offset: 0.62, color: '#ffffff', opacity: 0.18 },
      { offset: 0.66, color: '#ffffff', opacity: 0.02 },
      { offset: 1, color: '#ffffff', opacity: 0.1 },
    ]),
    linearGradient(id('glass-sky'), { x: 0, y: top }, { x: 0, y: belt }, [
      { offset: 0, color: '#c8d4e0', opacity: 0.45 },
      { offset: 0.45, color: '#c8d4e0', opacity: 0.05 },
      { offset: 1, color: '#000000', opacity: 0.25 },
    ]),
  ].join('');
  const interior: string[] = [];
  for (const x of p.headrests) {
    const c = at(x, p.beltY + (p.height - p.beltY) * 0.55);
    const w = 190 * s;
    const h = 230 * s;
    interior.push(
      `<rect x="${num(c.x - w / 2)}" y="${num(c.y - h / 2)}" width="${num(w)}" height="${num(h)}" rx="${num(w * 0.35)}" fill="#15181b"/>`,
      `<rect x="${num(c.x - w * 0.15)}" y="${num(c.y + h / 2)}" width="${num(w * 0.3)}" height="${num(h)}" fill="#15181b"/>`,
    );
    const seat = at(x + 120, p.beltY + 40);
    interior.push(
      `<rect x="${num(seat.x - 260 * s)}" y="${num(seat.y - 140 * s)}" width="${num(300 * s)}" height="${num(220 * s)}" rx="${num(
        60 * s,
      )}" fill="#1b1e22"/>`,
    );
  }
  const wheelAt = at(p.headrests[0] !== undefined ? p.headrests[0] - 520 : p.cowlX + 400, p.beltY + 110);
  interior.push(
    `<ellipse cx="${num(wheelAt.x)}" cy="${num(wheelAt.y)}" rx="${num(55 * s)}" ry="${num(190 * s)}" fill="none" stroke="#111315" stroke-width="${num(
      38 * s,
    )}" transform="rotate(-20 ${num(wheelAt.x)} ${num(wheelAt.y)})"/>`,
  );
  const pillars = p.pillars
    .map((pl) => {
      const shape = polygon(frame, [
        { x: pl.x - pl.width / 2, y: p.beltY - 200 },
        { x: pl.x + pl.width / 2, y: p.beltY - 200 },
        { x: pl.x + pl.width / 2 + pl.lean, y: p.height + 200 },
        { x: pl.x - pl.width / 2 + pl.lean, y: p.height + 200 },
      ]);
      return `<path d="${shape}" fill="#0c0d0f"/>`;
    })
    .join('');
  const surround = Math.max(1, s * 26);
  return `<defs>${defs}</defs><g class="glass"><path d="${glassPath}" fill="none" stroke="${trim}" stroke-width="${num(
    surround * 2,
  )}" stroke-linejoin="round"/><g clip-path="url(#${id('glass-clip')})"><path d="${glassPath}" fill="url(#${id(
    'cabin',
  )})"/>${interior.join('')}<path id="${id('tint')}" d="${glassPath}" fill="#05080b" fill-opacity="${num(
    tintOpacity(vlt),
  )}"/><path d="${glassPath}" fill="url(#${id('glass-sky')})"/><path d="${glassPath}" fill="url(#${id('glass-sheen')})"/>${pillars}</g></g>`;
}

function drawLights(p: VehicleProfile, frame: Frame, id: IdOf): string {
  const s = frame.scale;
  const at = (x: number, y: number) => toDesign(frame, { x, y });
  const head = p.headlight;
  const tail = p.taillight;
  const headTop = at(0, head.top).y;
  const headBottom = at(0, head.bottom).y;
  const tailTop = at(0, tail.top).y;
  const tailBottom = at(0, tail.bottom).y;
  const defs = [
    linearGradient(id('headlamp'), { x: 0, y: headTop }, { x: 0, y: headBottom }, [
      { offset: 0, color: '#eef2f5' },
      { offset: 0.16, color: '#8e99a4' },
      { offset: 0.42, color: '#1c2228' },
      { offset: 0.78, color: '#2c343c' },
      { offset: 1, color: '#a7b2bc' },
    ]),
    linearGradient(id('taillamp'), { x: 0, y: tailTop }, { x: 0, y: tailBottom }, [
      { offset: 0, color: '#ff6d6d' },
      { offset: 0.3, color: '#d0161f' },
      { offset: 0.75, color: '#7d070d' },
      { offset: 1, color: '#b3121a' },
    ]),
  ].join('');
  const headShape = closedSpline(frame, lightShape(p, 'head'));
  const tailShape = closedSpline(frame, lightShape(p, 'tail'));
  const drlStart = at(head.depth * 0.15, head.top - (head.top - head.bottom) * 0.18);
  const drlEnd = at(head.depth * 0.82, head.top - (head.top - head.bottom) * 0.2);
  const projector = at(head.depth * 0.38, (head.top + head.bottom) / 2 - 10);
  const tailBarStart = at(p.length - tail.depth * 0.85, tail.top - (tail.top - tail.bottom) * 0.35);
  const tailBarEnd = at(p.length + 100, tail.top - (tail.top - tail.bottom) * 0.35);
  const marker = at(Math.min(p.frontBumper.x - 220, 420), p.frontBumper.y - 110);
  const reflector = at(Math.max(p.rearBumper.x + 180, p.length - 420), p.rearBumper.y - 150);
  const line = Math.max(0.8, s * 14);
  return `<defs>${defs}</defs><g class="lights"><path d="${headShape}" fill="url(#${id(
    'headlamp',
  )})" stroke="#1b1f24" stroke-width="${num(line * 0.6)}"/><circle cx="${num(projector.x)}" cy="${num(projector.y)}" r="${num(
    (head.top - head.bottom) * s * 0.22,
  )}" fill="#1e2329" stroke="#cfd6dd" stroke-width="${num(line * 0.5)}"/><path d="M${xy(drlStart)}L${xy(drlEnd)}" stroke="#ffffff" stroke-width="${num(
    line,
  )}" stroke-linecap="round"/><path d="${tailShape}" fill="url(#${id('taillamp')})" stroke="#3a0407" stroke-width="${num(
    line * 0.6,
  )}"/><path d="M${xy(tailBarStart)}L${xy(tailBarEnd)}" stroke="#ffb3b3" stroke-width="${num(line * 0.8)}" stroke-linecap="round"/><rect x="${num(
    marker.x,
  )}" y="${num(marker.y)}" width="${num(150 * s)}" height="${num(40 * s)}" rx="${num(16 * s)}" fill="#f29d1a"/><rect x="${num(
    reflector.x,
  )}" y="${num(reflector.y)}" width="${num(170 * s)}" height="${num(38 * s)}" rx="${num(16 * s)}" fill="#a3121a"/></g>`;
}

function drawTrim(
  p: VehicleProfile,
  frame: Frame,
  zones: RenderZones,
  id: IdOf,
  filmFill: string,
  finish: Finish,
  trim: string,
  trimStroke: string,
  box: PaintBox,
): string {
  const s = frame.scale;
  const at = (x: number, y: number) => toDesign(frame, { x, y });
  const out: string[] = [];

  // Mirror: a black sail on the door, the cap in film or the mirror-zone colour.
  const m = p.mirror;
  const ms = m.scale;
  const mp = (dx: number, dy: number, corner = false): Pt => ({ x: m.x + dx * ms, y: m.y + dy * ms, corner });
  const sail = polygon(frame, [mp(-30, -20), mp(150, -20), mp(170, 70), mp(40, 90)]);
  const capPoints = [mp(20, 60), mp(0, 170), mp(70, 235), mp(290, 232), mp(330, 160), mp(300, 70), mp(150, 45)];
  const cap = closedSpline(frame, capPoints);
  let capFill = filmFill;
  if (zones.mirrors) {
    const capTop = at(0, m.y + 235 * ms).y;
    const capBottom = at(0, m.y + 45 * ms).y;
    const capBox: PaintBox = { ...box, top: capTop, bottom: capBottom, shoulder: capTop + (capBottom - capTop) * 0.4, horizon: capTop + (capBottom - capTop) * 0.7 };
    out.push(`<defs>${linearGradient(id('mirror-paint'), { x: 0, y: capTop }, { x: 0, y: capBottom }, glossRamp(zones.mirrors, capBox))}</defs>`);
    capFill = `url(#${id('mirror-paint')})`;
  }
  out.push(
    `<g class="mirror"><path d="${sail}" fill="#111214"/><path data-panel="mirror" d="${cap}" fill="${capFill}" stroke="#0e0f11" stroke-opacity="0.6" stroke-width="${num(
      Math.max(0.6, s * 6),
    )}"/>${
      // The cap's reflection, unless it is in matte film (a mirror-zone colour is drawn gloss).
      !zones.mirrors && finish === 'matte'
        ? ''
        : `<path d="${closedSpline(frame, [mp(40, 80), mp(30, 150), mp(90, 205), mp(250, 200)])}" fill="#ffffff" fill-opacity="0.14"/>`
    }</g>`,
  );

  const handleW = 210 * s;
  const handleH = 42 * s;
  for (const x of p.handles) {
    const c = at(x, p.shoulderY - 85);
    out.push(
      `<rect x="${num(c.x - handleW / 2)}" y="${num(c.y - handleH / 2 + handleH * 0.35)}" width="${num(handleW)}" height="${num(
        handleH,
      )}" rx="${num(handleH / 2)}" fill="#000000" fill-opacity="0.35"/><rect class="trim" x="${num(c.x - handleW / 2)}" y="${num(
        c.y - handleH / 2,
      )}" width="${num(handleW)}" height="${num(handleH)}" rx="${num(handleH / 2)}" fill="${trim}" stroke="${trimStroke}" stroke-opacity="0.5" stroke-width="${num(
        Math.max(0.4, s * 3),
      )}"/>`,
    );
  }

  const badge = at(p.wheel.front + p.wheel.arch + 160, p.shoulderY - 190);
  out.push(
    `<rect class="trim badge" x="${num(badge.x)}" y="${num(badge.y)}" width="${num(170 * s)}" height="${num(34 * s)}" rx="${num(
      10 * s,
    )}" fill="${trim}"/>`,
  );
  return out.join('');
}

/** Grille and lower intake: the slice of the front end that a side view shows, with its surround in trim. A closed
 * nose (electric, mid-engine) keeps only the intake. */
function drawGrille(p: VehicleProfile, frame: Frame, trim: string): string {
  const s = frame.scale;
  const grille = polygon(frame, [
    { x: NEAR, y: p.frontBumper.y - 40 },
    { x: NEAR, y: p.headlight.bottom - 30 },
    { x: 120, y: p.headlight.bottom - 30 },
    { x: 90, y: p.frontBumper.y - 40 },
  ]);
  const intake = polygon(frame, [
    { x: NEAR, y: p.archBaseY + 40 },
    { x: NEAR, y: p.frontBumper.y - 140 },
    { x: 260, y: p.frontBumper.y - 140 },
    { x: 330, y: p.archBaseY + 40 },
  ]);
  const lower = `<path class="intake" d="${intake}" fill="#121416"/>`;
  if (!p.grille) return lower;
  return `<g class="grille"><path d="${grille}" fill="#0f1113" stroke="${trim}" stroke-width="${num(Math.max(1, s * 22))}"/></g>${lower}`;
}
