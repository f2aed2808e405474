// renderSvg: scene in, SVG text out. Pure and deterministic: ids derive from the scene hash, so two
// renders of one scene are byte-identical and two SVGs can sit inline on one page without id clashes.
import { studioBackdrop } from './backdrop.ts';
import type { Viewport } from './backdrop.ts';
import { CAPTION_HEIGHT, captionBand } from './caption.ts';
import type { IdOf } from './finishes.ts';
import type { Frame } from './geometry.ts';
import { canonicalJson, fnv1a64 } from './hash.ts';
import { normalizeScene } from './scene.ts';
import type { NormalizedScene, RenderScene } from './scene.ts';
import { escapeXml, num } from './svg.ts';
import { drawVehicle } from './vehicle/draw.ts';
import { VEHICLE_PROFILES } from './vehicle/profiles.ts';

/** The picture is composed on a 1024×640 design canvas and scaled to the requested size. */
export const DESIGN = { width: 1024, height: 640 } as const;
const GROUND_Y = 478;
const MAX_CAR = { width: 860, height: 330 } as const;

function viewport(size: { width: number; height: number }): Viewport {
  const scale = Math.min(size.width / DESIGN.width, size.height / DESIGN.height);
  const width = size.width / scale;
  const height = size.height / scale;
  return { x: (DESIGN.width - width) / 2, y: (DESIGN.height - height) / 2, width, height };
}

/** Where the viewport and the vehicle sit for a scene; exported so tests can find a panel's pixels. */
export function sceneLayout(scene: NormalizedScene): { view: Viewport; frame: Frame } {
  const view = viewport(scene.size);
  const profile = VEHICLE_PROFILES[scene.vehicle.bodyStyle];
  const scale = Math.min(MAX_CAR.width / profile.length, MAX_CAR.height / profile.height);
  const captionTop = view.y + view.height - CAPTION_HEIGHT;
  const groundY = Math.min(GROUND_Y, captionTop - 34);
  return { view, frame: { scale, originX: (DESIGN.width - profile.length * scale) / 2, groundY } };
}

export function renderSvg(input: RenderScene): string {
  const scene = normalizeScene(input);
  const hash = fnv1a64(canonicalJson(scene));
  const prefix = `ws${hash.slice(0, 10)}`;
  const id: IdOf = (name) => `${prefix}-${name}`;
  const { view, frame } = sceneLayout(scene);
  const profile = VEHICLE_PROFILES[scene.vehicle.bodyStyle];
  const groundY = frame.groundY;
  const vehicle = drawVehicle({ profile, frame, film: scene.film, zones: scene.zones, id });
  const backdrop = scene.background === 'studio' ? studioBackdrop(id, view, groundY) : { defs: '', svg: '' };
  const caption = captionBand(id, scene, view);
  const title = escapeXml(`${scene.vehicle.year} ${scene.vehicle.make} ${scene.vehicle.model} in ${scene.film.brand} ${scene.film.name}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.size.width}" height="${scene.size.height}" viewBox="${num(view.x)} ${num(
      view.y,
    )} ${num(view.width)} ${num(view.height)}" data-scene="${hash}">`,
    `<title>${title}</title>`,
    `<defs>${backdrop.defs}${vehicle.defs}${caption.defs}</defs>`,
    backdrop.svg,
    vehicle.body,
    caption.svg,
    '</svg>',
  ].join('');
}
