// The visualizer speaks the Studio's paths (docs/api.md, "Studio"); the widget exposes the same lists and renders
// under its key. This transport maps one onto the other for the visualizer's HTTP client; it ships in the wrap
// flow's chunk with that client.
import type { FetchJson } from '@wrapsmith/visualizer/core';
import type { WidgetRequest } from './api.ts';

const STUDIO_TO_WIDGET: Record<string, string> = {
  'user/tool/get-years': 'get-years',
  'user/tool/get-makes': 'get-makes',
  'user/tool/get-models': 'get-models',
  'user/tool/brands': 'brands',
  'user/tool/films': 'films',
  'user/tool/generate-car-image': 'render',
  'user/tool/photo-recolour': 'photo-recolour',
};

/** Only what the widget render route takes: the server prices the film itself, so colour and finish stay home. */
function renderBody(body: unknown): unknown {
  const { year, make, model, bodyStyle, filmId, zones, view } = body as Record<string, unknown>;
  return { year, make, model, bodyStyle, filmId, zones, view };
}

/**
 * Only what the widget photo route takes (any other field is a 400): the uploaded photo's id, the taps, the strokes
 * and the film, which the server prices and colours itself.
 */
function photoRecolourBody(body: unknown): FormData {
  const studio = body as FormData;
  const form = new FormData();
  for (const field of ['photoId', 'taps', 'strokes', 'filmId']) {
    const value = studio.get(field);
    if (value !== null) form.set(field, value);
  }
  return form;
}

const WIDGET_BODIES: Record<string, (body: unknown) => unknown> = {
  render: renderBody,
  'photo-recolour': photoRecolourBody,
};

/** The photo tool's routes, `user/tool/photos` and `user/tool/photos/:id/selection`, are the widget's `photos…`. */
const PHOTO_ROUTE = /^user\/tool\/(photos(?:\/[^/]+\/selection)?)$/;

export function widgetPath(studioPath: string): string {
  const [path = '', query] = studioPath.split('?');
  const mapped = STUDIO_TO_WIDGET[path] ?? PHOTO_ROUTE.exec(path)?.[1];
  if (!mapped) throw new Error(`The widget API has no route for ${path}`);
  return query ? `${mapped}?${query}` : mapped;
}

/** The visualizer's transport on the widget's routes. */
export function studioTransport(request: WidgetRequest): FetchJson {
  return (method, path, body, options) => {
    const target = widgetPath(path);
    const toWidgetBody = WIDGET_BODIES[target];
    return request(method, target, toWidgetBody ? toWidgetBody(body) : body, options);
  };
}
