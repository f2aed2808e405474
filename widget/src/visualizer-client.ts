// The visualizer's client as the widget needs it: render failures become the widget's friendly words (the
// visualizer would otherwise open the Studio's "plans" popup, which is for shop owners, not their visitors), and
// the films it loaded are remembered so the `wrapsmith:render` event can name the film.
import { VisualizerError, type Film, type VisualizerClient } from '@wrapsmith/visualizer';
import { friendlyMessage, toWidgetFailure, type WidgetFailure } from './errors.ts';

export interface WidgetVisualizerClient extends VisualizerClient {
  film(id: string): Film | null;
}

export function widgetVisualizerClient(
  base: VisualizerClient,
  { shopName, onFailure }: { shopName: string; onFailure: (failure: WidgetFailure, message: string) => void },
): WidgetVisualizerClient {
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
    async render(request) {
      try {
        return await base.render(request);
      } catch (error) {
        const failure = toWidgetFailure(error);
        const message = friendlyMessage(failure, shopName);
        onFailure(failure, message);
        throw new VisualizerError('HTTP', message, null, { cause: error });
      }
    },
    film: (id) => films.get(id) ?? null,
  };
}
