// Typed calls of docs/api.md "Vehicle library" (decision 056), and the photo tool's client for marking a library
// photo again: the same calls as for an upload, except that the kept photo's selection previews go to the library.
// Answers are read through their route schemas (answers/library.ts, loaded with the first call).
import type { KyInstance } from 'ky';
import type { LibraryVehicleDto } from '@wrapsmith/core/contract';
import type { LibraryVehicleInput, LibraryVehicleUpdate } from '@wrapsmith/core';
import type { VisualizerClient } from '@wrapsmith/visualizer';
import { lazyAnswer } from './lazy-answer.ts';
import { withPage, type PageRequest } from './page-params.ts';
import { SERVER_WORK_TIMEOUT_MS } from './client.ts';
import { visualizerFetch } from './studio-endpoints.ts';
import { studioVisualizerClient } from './studio-client.ts';

const schemas = () => import('./answers/library.ts');

export function libraryEndpoints(http: KyInstance) {
  const fetchJson = visualizerFetch(http);
  const path = (id: string) => `user/library/${encodeURIComponent(id)}`;
  return {
    list: (page: PageRequest = {}) => lazyAnswer(http.get('user/library', { searchParams: withPage(new URLSearchParams(), page) }), schemas, 'list'),
    // A save marks the paint on the server (a selection job in the photo pool): it waits as long as a preview.
    create: (body: LibraryVehicleInput) => lazyAnswer(http.post('user/library', { json: body, timeout: SERVER_WORK_TIMEOUT_MS }), schemas, 'create'),
    update: (id: string, body: LibraryVehicleUpdate) => lazyAnswer(http.patch(path(id), { json: body, timeout: SERVER_WORK_TIMEOUT_MS }), schemas, 'update'),
    remove: (id: string) => lazyAnswer(http.delete(path(id)), schemas, 'remove'),
    /** The kept photo as a file, for the photo tool to show while the paint is marked again. */
    photo: async (vehicle: LibraryVehicleDto) => {
      const blob = await http.get(vehicle.imageUrl.replace(/^\/api\/v1\//, '')).blob();
      return new File([blob], `${vehicle.make}-${vehicle.model}.jpg`, { type: 'image/jpeg' });
    },
    /**
     * The photo tool's client while `vehicle` is marked again: a new upload goes to the Studio's stored photos as
     * always; selections of the kept photo (its id is the vehicle's) are previewed by the library.
     */
    photoClient: (vehicle: LibraryVehicleDto): VisualizerClient =>
      studioVisualizerClient(fetchJson, {
        selectionPath: (photoId) => (photoId === vehicle._id ? `${path(vehicle._id)}/selection` : `user/tool/photos/${encodeURIComponent(photoId)}/selection`),
      }),
  };
}
