// Typed calls of docs/api.md "Studio": the visualizer's client on the Studio's routes (studio-client.ts) over the
// dashboard's ky instance, and My Wraps. Answers of My Wraps and engines are read through their route schemas
// (answers/studio.ts, loaded with the first call).
import type { KyInstance } from 'ky';
import type { RenderTab } from '@wrapsmith/core';
import { VisualizerError, type FetchJson } from '@wrapsmith/visualizer';
import { SERVER_WORK_TIMEOUT_MS } from './client.ts';
import { lazyAnswer } from './lazy-answer.ts';
import { OFFLINE_MESSAGES, isNetworkFailure } from './offline.ts';
import { studioVisualizerClient } from './studio-client.ts';

const schemas = () => import('./answers/studio.ts');

/**
 * The visualizer's transport over ky. With the connection down the visualizer shows these words instead of 'Failed
 * to fetch makes' and the like. What makes the server work (every call but a list) waits SERVER_WORK_TIMEOUT_MS.
 */
export function visualizerFetch(http: KyInstance): FetchJson {
  return async (method, path, body, options) => {
    const payload = body === undefined ? {} : body instanceof FormData ? { body } : { json: body };
    const timeout = method === 'GET' ? {} : { timeout: SERVER_WORK_TIMEOUT_MS };
    try {
      return await http(path, { method, ...payload, ...timeout, signal: options?.signal }).json();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      throw new VisualizerError('NETWORK', method === 'GET' ? OFFLINE_MESSAGES.list : OFFLINE_MESSAGES.render, null, { cause: error });
    }
  };
}

export function studioEndpoints(http: KyInstance) {
  const fetchJson = visualizerFetch(http);
  return {
    /** One client per API, so the visualizer's lists load once per page. */
    visualizer: studioVisualizerClient(fetchJson),
    /** Which photo tools this server has (docs/api.md "Your car's photo"). */
    engines: () => lazyAnswer(http.get('user/tool/engines'), schemas, 'engines'),
    renders: (tab: RenderTab, page = 1) => lazyAnswer(http.get('user/renders', { searchParams: { tab, page } }), schemas, 'renders'),
    saveRender: (id: string) => lazyAnswer(http.post(`user/renders/${encodeURIComponent(id)}/save`), schemas, 'saveRender'),
    deleteRender: (id: string) => lazyAnswer(http.delete(`user/renders/${encodeURIComponent(id)}`), schemas, 'deleteRender'),
  };
}
