// The visualizer's client on the Studio's routes (docs/api.md, "Studio": /api/v1/user/tool/…), over the dashboard's
// ky transport (issue 24 item 5: each host implements the visualizer's client on its own routes; the widget has its
// own on /api/v1/widget/:key/…). The answers are read, and failures named, by the visualizer's shared readers.
import {
  photoForm,
  readBrands,
  readFilmGroups,
  readMakes,
  readModels,
  readPaintSelection,
  readRenderResult,
  readUploadedPhoto,
  readYears,
  visualizerCall,
  type FetchJson,
  type VisualizerClient,
} from '@wrapsmith/visualizer';

export interface StudioClientOptions {
  /**
   * Where a selection preview of `photoId` goes; the Studio's stored photos by default. The vehicle library marks its
   * kept photo again through its own route (docs/api.md "Vehicle library").
   */
  selectionPath?: (photoId: string) => string;
}

const studioSelectionPath = (photoId: string) => `user/tool/photos/${encodeURIComponent(photoId)}/selection`;

export function studioVisualizerClient(fetchJson: FetchJson, options: StudioClientOptions = {}): VisualizerClient {
  const call = visualizerCall(fetchJson);
  const selectionPath = options.selectionPath ?? studioSelectionPath;
  return {
    getYears: async () => readYears(await call('GET', 'user/tool/get-years')),
    getMakes: async (year) => readMakes(await call('GET', `user/tool/get-makes?${new URLSearchParams({ year: String(year) })}`)),
    getModels: async (year, make) => readModels(await call('GET', `user/tool/get-models?${new URLSearchParams({ year: String(year), make: make.name })}`)),
    getBrands: async () => readBrands(await call('GET', 'user/tool/brands')),
    getFilms: async (brandId) => readFilmGroups(await call('GET', `user/tool/films?${new URLSearchParams({ brand: brandId })}`)),
    render: async (request) => readRenderResult(await call('POST', 'user/tool/generate-car-image', request)),
    async renderPhoto(request) {
      const form = photoForm(request.photo);
      form.set('brand', request.brand);
      form.set('filmId', request.filmId);
      form.set('finish', request.finish);
      form.set('color', request.color);
      if (request.zones) form.set('zones', JSON.stringify(request.zones));
      return readRenderResult(await call('POST', 'user/tool/photo-render', form));
    },
    uploadPhoto: async (photo, callOptions) => readUploadedPhoto(await call('POST', 'user/tool/photos', photoForm(photo), callOptions)),
    selectPaint: async (photoId, selection, callOptions) =>
      readPaintSelection(await call('POST', selectionPath(photoId), { taps: selection.taps, strokes: selection.strokes }, { ...callOptions, photo: true })),
    async recolourPhoto(request) {
      const form = new FormData();
      form.set('photoId', request.photoId);
      form.set('taps', JSON.stringify(request.taps));
      form.set('strokes', JSON.stringify(request.strokes));
      form.set('brand', request.brand);
      form.set('filmId', request.filmId);
      form.set('finish', request.finish);
      form.set('color', request.color);
      return readRenderResult(await call('POST', 'user/tool/photo-recolour', form, { photo: true }));
    },
  };
}
