// The visualizer's client as the widget needs it: the films it loaded are remembered so the `wrapsmith:render`
// event can name the film. Render failures are turned into friendly words by the flow's onRenderError.
import { createHttpVisualizerClient, type Film, type VisualizerClient } from '@wrapsmith/visualizer/core';
import type { WidgetRequest } from './api.ts';
import { studioTransport } from './studio-routes.ts';

export interface WidgetVisualizerClient extends VisualizerClient {
  film(id: string): Film | null;
}

/** The visualizer's HTTP client on the widget's transport (in the wrap flow's chunk, not the first one). */
export function widgetVisualizerClient(request: WidgetRequest): WidgetVisualizerClient {
  const base: VisualizerClient = createHttpVisualizerClient(studioTransport(request));
  const films = new Map<string, Film>();
  return {
    getYears: () => base.getYears(),
    getMakes: (year) => base.getMakes(year),
    getModels: (year, make) => base.getModels(year, make),
    getBrands: () => base.getBrands(),
    async getFilms(brandId) {
      const groups = await base.getFilms(brandId);
      for (const group of groups) for (const film of group.films) films.set(film.id, film);
      return groups;
    },
    render: (request) => base.render(request),
    uploadPhoto: base.uploadPhoto?.bind(base),
    selectPaint: base.selectPaint?.bind(base),
    recolourPhoto: base.recolourPhoto?.bind(base),
    film: (id) => films.get(id) ?? null,
  };
}
