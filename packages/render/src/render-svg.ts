// renderSvg: scene in, SVG text out. Pure and deterministic: ids derive from the scene hash, so two
// renders of one scene are byte-identical and two SVGs can sit inline on one page without id clashes.
import { studioBackdrop } from './backdrop.ts';
import type { Viewport } from './backdrop.ts';
import { CAPTION_HEIGHT, captionBand } from './caption.ts';
import type { IdOf } from './finishes.ts';
import type { Frame } from './geometry.ts';
import { normalizeScene, normalizedSceneHash } from './scene.ts';
import type { NormalizedScene, RenderScene } from './scene.ts';
import { escapeXml, num } from './svg.ts';
import { drawVehicle } from './vehicle/draw.ts';
import type { VehicleProfile } from './vehicle/profile.ts';
import { profileFor } from './vehicle/profile-for.ts';
import { drawThreeQuarter, fitCamera } from './vehicle/three-quarter.ts';
import type { Camera } from './vehicle/three-quarter.ts';

/** The picture is composed on a 1024×640 design canvas and scaled to the requested size. */
export const DESIGN = { width: 1024, height: 640 } as const;
const GROUND_Y = 478;
const MAX_CAR = { width: 860, height: 330 } as const;
/** The three-quarter view shows the car's depth too: as wide, and taller for bonnet and roof seen from above. */
const MAX_3Q = { width: 820, height: 380 } as const;

function viewport(size: { width: number; height: number }): Viewport {
  const scale = Math.min(size.width / DESIGN.width, size.height / DESIGN.height);
  const width = size.width / scale;
  const height = size.height / scale;
  return { x: (DESIGN.width - width) / 2, y: (DESIGN.height - height) / 2, width, height };
}

/** Where the viewport and the vehicle sit for a scene; exported so tests can find a panel's pixels. */
export function sceneLayout(scene: NormalizedScene): { view: Viewport; frame: Frame; profile: VehicleProfile } {
  const view = viewport(scene.size);
  const profile = profileFor(scene.vehicle, scene.facts ?? undefined);
  const scale = Math.min(MAX_CAR.width / profile.length, MAX_CAR.height / profile.height);
  const captionTop = view.y + view.height - CAPTION_HEIGHT;
  const groundY = Math.min(GROUND_Y, captionTop - 34);
  return { view, frame: { scale, originX: (DESIGN.width - profile.length * scale) / 2, groundY }, profile };
}

/** Where the three-quarter camera stands for a scene: the car fills the same stage as the side view. */
export function threeQuarterLayout(scene: NormalizedScene): { view: Viewport; camera: Camera; profile: VehicleProfile } {
  const { view, frame, profile } = sceneLayout(scene);
  const camera = fitCamera(profile, { width: MAX_3Q.width, height: MAX_3Q.height, centreX: DESIGN.width / 2, bottomY: frame.groundY + 14 });
  return { view, camera, profile };
}

export function renderSvg(input: RenderScene): string {
  return drawScene(normalizeScene(input));
}

/** The SVG of a scene already normalised; tests use it to draw a generation's facts directly. */
export function drawScene(scene: NormalizedScene): string {
  const hash = normalizedSceneHash(scene);
  const prefix = `ws${hash.slice(0, 10)}`;
  const id: IdOf = (name) => `${prefix}-${name}`;
  const { view, frame, profile } = sceneLayout(scene);
  const groundY = frame.groundY;
  const vehicle =
    scene.view === 'three-quarter'
      ? drawThreeQuarter({ profile, camera: threeQuarterLayout(scene).camera, film: scene.film, zones: scene.zones, id })
      : drawVehicle({ profile, frame, film: scene.film, zones: scene.zones, id });
  const backdrop = scene.background === 'studio' ? studioBackdrop(id, view, groundY) : { defs: '', svg: '' };
  const caption = captionBand(id, scene, view);
  const title = escapeXml(`${scene.vehicle.year} ${scene.vehicle.make} ${scene.vehicle.model} in ${scene.film.brand} ${scene.film.name}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.size.width}" height="${scene.size.height}" viewBox="${num(view.x)} ${num(
      view.y,
    )} ${num(view.width)} ${num(view.height)}" data-scene="${hash}" data-view="${scene.view}">`,
    `<title>${title}</title>`,
    `<defs>${backdrop.defs}${vehicle.defs}${caption.defs}</defs>`,
    backdrop.svg,
    vehicle.body,
    caption.svg,
    '</svg>',
  ].join('');
}
