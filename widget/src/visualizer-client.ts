// The visualizer's client on the widget's own routes (issue 24 item 5; docs/widget.md, /api/v1/widget/:key/…): the
// lists, renders and the photo tool under the shop's key, read with the visualizer's shared readers. Each call sends
// only what its widget route takes (the server prices and colours the film itself). The films it loaded are
// remembered so the `wrapsmith:render` event can name the film. Ships in the wrap flow's chunk.
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
  type Film,
  type VisualizerClient,
} from '@wrapsmith/visualizer/core';
import type { WidgetRequest } from './api.ts';

export interface WidgetVisualizerClient extends VisualizerClient {
  film(id: string): Film | null;
}

export function widgetVisualizerClient(request: WidgetRequest): WidgetVisualizerClient {
  const call = visualizerCall(request);
  const films = new Map<string, Film>();
  return {
    getYears: async () => readYears(await call('GET', 'get-years')),
    getMakes: async (year) => readMakes(await call('GET', `get-makes?${new URLSearchParams({ year: String(year) })}`)),
    getModels: async (year, make) => readModels(await call('GET', `get-models?${new URLSearchParams({ year: String(year), make: make.name })}`)),
    getBrands: async () => readBrands(await call('GET', 'brands')),
    async getFilms(brandId) {
      const groups = readFilmGroups(await call('GET', `films?${new URLSearchParams({ brand: brandId })}`));
      for (const group of groups) for (const film of group.films) films.set(film.id, film);
      return groups;
    },
    async render({ year, make, model, bodyStyle, filmId, zones, view }) {
      return readRenderResult(await call('POST', 'render', { year, make, model, bodyStyle, filmId, zones, view }));
    },
    uploadPhoto: async (photo, options) => readUploadedPhoto(await call('POST', 'photos', photoForm(photo), options)),
    selectPaint: async (photoId, { taps, strokes }, options) =>
      readPaintSelection(await call('POST', `photos/${encodeURIComponent(photoId)}/selection`, { taps, strokes }, { ...options, photo: true })),
    async recolourPhoto({ photoId, taps, strokes, filmId }) {
      const form = new FormData();
      form.set('photoId', photoId);
      form.set('taps', JSON.stringify(taps));
      form.set('strokes', JSON.stringify(strokes));
      form.set('filmId', filmId);
      return readRenderResult(await call('POST', 'photo-recolour', form, { photo: true }));
    },
    film: (id) => films.get(id) ?? null,
  };
}
