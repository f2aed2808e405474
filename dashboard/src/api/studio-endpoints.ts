// Typed calls of docs/api.md "Studio": the visualizer's client on the Studio's routes (studio-client.ts) over the
// dashboard's ky instance, and My Wraps.
import type { KyInstance } from 'ky';
import type { RenderDto } from '@wrapsmith/core/contract';
import type { RenderTab } from '@wrapsmith/core';
import { VisualizerError, type FetchJson } from '@wrapsmith/visualizer';
import { SERVER_WORK_TIMEOUT_MS } from './client.ts';
import { OFFLINE_MESSAGES, isNetworkFailure } from './offline.ts';
import { studioVisualizerClient } from './studio-client.ts';
import type { MessageResponse } from './types.ts';

export interface RenderPage {
  renders: RenderDto[];
  page: number;
  pageSize: number;
  total: number;
}

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
    engines: () => http.get('user/tool/engines').json<{ data: { recolour: boolean; photoReal: boolean } }>(),
    renders: (tab: RenderTab, page = 1) =>
      http.get('user/renders', { searchParams: { tab, page } }).json<{ data: RenderPage }>(),
    saveRender: (id: string) => http.post(`user/renders/${encodeURIComponent(id)}/save`).json<{ data: RenderDto }>(),
    deleteRender: (id: string) => http.delete(`user/renders/${encodeURIComponent(id)}`).json<MessageResponse>(),
  };
}
