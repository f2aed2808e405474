// The library engine (decision 056): a shop's own photo of the picked car, its kept selection recoloured to the
// film with the photo engine's recolour-over-a-mask job. No model runs, so it is quick, and it is deterministic: the
// same photo, mask and film give the same bytes, reused through the spec hash like the drawings.
import type { LibraryVehicle } from '../../db/schema/index.ts';
import type { LibraryPhotoDto } from '../../types.ts';
import { recolourSelection } from '../photo-recolour/index.ts';
import { RenderEngineError, type RenderEngine } from '../render/types.ts';
import { maskAlpha } from './mask.ts';

export const LIBRARY_ENGINE = 'library';

/** An engine for one library vehicle: the pipeline makes it for the render that picked this photo. */
export function libraryEngine(vehicle: LibraryVehicle): RenderEngine {
  return {
    name: LIBRARY_ENGINE,
    deterministic: true,
    supportsPhotos: false,
    async render(job) {
      if (!job.storage) throw new RenderEngineError('The library engine needs storage for its photo');
      const [photo, mask] = await Promise.all([job.storage.get(vehicle.photoKey), job.storage.get(vehicle.maskKey)]);
      if (!photo || !mask) throw new RenderEngineError(`Library vehicle ${vehicle.id} has lost its photo or mask`);
      const alpha = await maskAlpha(mask, vehicle.width, vehicle.height);
      const { film } = job.spec;
      const { png } = await recolourSelection(photo, alpha, { hex: film.hex, finish: film.finish, secondaryHex: film.secondaryHex });
      return { png };
    },
  };
}

/** What a render's answer says about the library photo it came from, for the caption "A real photo from …’s work". */
export function libraryPhotoDto(vehicle: LibraryVehicle | null, shopName: string): LibraryPhotoDto | null {
  return vehicle ? { shopName, side: vehicle.side, year: vehicle.year } : null;
}
