// RenderSpec → the local engine's scene, and the stable hash that keys caches and renders rows.
import { createHash } from 'node:crypto';
import { sceneHash, type RenderScene } from '@wrapsmith/render';
import type { RenderSpec } from './types.ts';

/** The picture size of Studio renders (the render package's design canvas). */
export const RENDER_SIZE = { width: 1024, height: 640 } as const;

export function sceneOf(spec: RenderSpec): RenderScene {
  if (!spec.vehicle) throw new Error('A photo render has no scene to draw');
  const { film } = spec;
  return {
    vehicle: spec.vehicle,
    film: {
      brand: film.brand,
      code: film.code,
      name: film.name,
      hex: film.hex,
      finish: film.finish,
      ...(film.secondaryHex ? { secondaryHex: film.secondaryHex } : {}),
    },
    zones: spec.zones,
    size: RENDER_SIZE,
    background: 'studio',
    view: spec.view ?? 'side',
  };
}

/** Equal for specs that draw the same picture; photo renders (a customer's, a library vehicle's) hash the photo too. */
export function specHash(spec: RenderSpec): string {
  if (spec.vehicle && !spec.libraryVehicleId) return sceneHash(sceneOf(spec));
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 16);
}
