// Maps the Studio's HTTP contract (docs/api.md, "Studio") onto VisualizerClient, over whatever transport the
// host already has: the dashboard passes its ky instance, the widget its own fetch.
import { FINISHES, BODY_STYLES, type BodyStyle, type Finish } from '@wrapsmith/catalog';
import {
  VisualizerError,
  type CallOptions,
  type Film,
  type FilmGroup,
  type PaintSelection,
  type PhotoRecolourRequest,
  type PhotoRenderRequest,
  type RenderResult,
  type UploadedPhoto,
  type VehicleMake,
  type VehicleModel,
  type VisualizerClient,
  type WrapBrand,
} from './client.ts';
import { HttpFailure } from './failures.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Sends one request and resolves with the parsed JSON body of a 2xx answer. `path` is relative to `/api/v1/`
 * with no leading slash (ky's `prefixUrl` style) and carries its own query string. `body` is a FormData for
 * multipart uploads, otherwise a JSON value; `options.signal` aborts the request. On an error answer it rejects
 * with an `HttpFailure`, or with anything that has a `response: Response` (ky's HTTPError); any other rejection
 * counts as a network failure.
 */
export type FetchJson = (method: HttpMethod, path: string, body?: unknown, options?: CallOptions) => Promise<unknown>;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

function malformed(what: string): VisualizerError {
  return new VisualizerError('HTTP', '', null, { cause: new Error(`Unexpected response shape: ${what}`) });
}

function dataOf(body: unknown): unknown {
  if (!isObject(body) || !('data' in body)) throw malformed('no data');
  return body.data;
}

function listAt(value: unknown, key: string): unknown[] {
  const list = isObject(value) ? value[key] : undefined;
  if (!Array.isArray(list)) throw malformed(key);
  return list;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw malformed('text field');
}

function toMake(item: unknown): VehicleMake {
  if (!isObject(item)) throw malformed('make');
  return { id: text(item.id), name: text(item.name) };
}

function isBodyStyle(value: unknown): value is BodyStyle {
  return (BODY_STYLES as readonly unknown[]).includes(value);
}

function isFinish(value: unknown): value is Finish {
  return (FINISHES as readonly unknown[]).includes(value);
}

function toModel(item: unknown): VehicleModel {
  if (!isObject(item)) throw malformed('model');
  const styles = Array.isArray(item.bodyStyles) ? item.bodyStyles.filter(isBodyStyle) : [];
  return { id: text(item.id), name: text(item.name), bodyStyles: styles };
}

function toBrand(item: unknown): WrapBrand {
  if (!isObject(item)) throw malformed('brand');
  return { id: text(item.id), name: text(item.name), filmCount: typeof item.filmCount === 'number' ? item.filmCount : 0 };
}

function toFilm(item: unknown): Film | null {
  if (!isObject(item) || !isFinish(item.finish)) return null;
  return {
    id: text(item.id),
    name: text(item.name),
    code: typeof item.code === 'string' ? item.code : '',
    colorCode: text(item.colorCode),
    finish: item.finish,
    secondaryHex: typeof item.secondaryHex === 'string' && item.secondaryHex ? item.secondaryHex : null,
  };
}

function toGroup(item: unknown): FilmGroup | null {
  if (!isObject(item) || !isFinish(item.finish)) return null;
  const films = listAt(item, 'films')
    .map(toFilm)
    .filter((film): film is Film => film !== null);
  return { finish: item.finish, label: typeof item.label === 'string' ? item.label : item.finish, films };
}

/** The spec's generation answer: `data.image[0].inlineData.data` is a base64 PNG; without it there is no image. */
function toRenderResult(body: unknown): RenderResult {
  const data = isObject(body) ? body.data : undefined;
  const first = isObject(data) && Array.isArray(data.image) ? (data.image[0] as unknown) : undefined;
  const inline = isObject(first) ? first.inlineData : undefined;
  if (!isObject(inline) || typeof inline.data !== 'string' || inline.data === '') {
    throw new VisualizerError('NO_IMAGE');
  }
  const mimeType = typeof inline.mimeType === 'string' && inline.mimeType ? inline.mimeType : 'image/png';
  const record = data as Json;
  const library = record.library;
  return {
    imageSrc: `data:${mimeType};base64,${inline.data}`,
    renderId: typeof record.renderId === 'string' ? record.renderId : null,
    credits: typeof record.credits === 'number' ? record.credits : null,
    charged: typeof record.charged === 'boolean' ? record.charged : null,
    libraryPhoto: isObject(library) && typeof library.shopName === 'string' ? { shopName: library.shopName } : null,
  };
}

interface Failure {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

async function failureOf(error: unknown): Promise<Failure | null> {
  if (error instanceof HttpFailure) return { status: error.status, body: error.body, retryAfter: error.retryAfter };
  if (isObject(error) && typeof Response !== 'undefined' && error.response instanceof Response) {
    const response = error.response;
    const body: unknown = response.bodyUsed ? null : await response.clone().json().catch(() => null);
    return { status: response.status, body, retryAfter: response.headers.get('Retry-After') };
  }
  if (isObject(error) && typeof error.status === 'number') return { status: error.status, body: error.body, retryAfter: null };
  return null;
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date (RFC 9110); null when absent or odd. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const CODE_BY_STATUS: Partial<Record<number, VisualizerError['code']>> = { 402: 'NO_CREDITS', 429: 'RATE_LIMITED' };
const KNOWN_CODES = new Set<string>(['NO_CREDITS', 'RATE_LIMITED', 'ENGINE_UNAVAILABLE']);

/** Turns whatever the transport threw into a VisualizerError the components understand. */
export async function toVisualizerError(error: unknown): Promise<VisualizerError> {
  if (error instanceof VisualizerError) return error;
  const failure = await failureOf(error);
  if (!failure) return new VisualizerError('NETWORK', '', null, { cause: error });
  const detail = isObject(failure.body) && isObject(failure.body.error) ? failure.body.error : {};
  const serverCode = typeof detail.code === 'string' ? detail.code : '';
  const message = typeof detail.message === 'string' ? detail.message : '';
  const code = KNOWN_CODES.has(serverCode)
    ? (serverCode as VisualizerError['code'])
    : (CODE_BY_STATUS[failure.status] ?? 'HTTP');
  return new VisualizerError(code, message, failure.status, { cause: error, retryAfterSeconds: retryAfterSeconds(failure.retryAfter) });
}

/** A call about an uploaded photo: its 404 means the server no longer keeps that photo. */
function photoGone(error: VisualizerError): VisualizerError {
  return error.status === 404 ? new VisualizerError('PHOTO_EXPIRED', error.message, 404, { cause: error.cause }) : error;
}

function toUploadedPhoto(body: unknown): UploadedPhoto {
  const photo = isObject(body) && isObject(body.data) ? body.data.photo : undefined;
  if (!isObject(photo) || typeof photo.width !== 'number' || typeof photo.height !== 'number') throw malformed('photo');
  return { id: text(photo.id), width: photo.width, height: photo.height, expiresAt: typeof photo.expiresAt === 'string' ? photo.expiresAt : '' };
}

function toPaintSelection(body: unknown): PaintSelection {
  const selection = isObject(body) && isObject(body.data) ? body.data.selection : undefined;
  if (!isObject(selection) || typeof selection.coverage !== 'number' || typeof selection.mask !== 'string' || !selection.mask.startsWith('data:image/')) {
    throw malformed('selection');
  }
  return {
    coverage: selection.coverage,
    width: typeof selection.width === 'number' ? selection.width : 0,
    height: typeof selection.height === 'number' ? selection.height : 0,
    mask: selection.mask,
  };
}

export function createHttpVisualizerClient(fetchJson: FetchJson): VisualizerClient {
  async function call(method: HttpMethod, path: string, body?: unknown, options?: CallOptions): Promise<unknown> {
    try {
      return await fetchJson(method, path, body, options);
    } catch (error) {
      throw await toVisualizerError(error);
    }
  }

  async function photoCall(path: string, body: unknown, options?: CallOptions): Promise<unknown> {
    try {
      return await call('POST', path, body, options);
    } catch (error) {
      throw photoGone(error as VisualizerError);
    }
  }

  return {
    async getYears() {
      const years = listAt(dataOf(await call('GET', 'user/tool/get-years')), 'years');
      return years.map(Number).filter(Number.isInteger);
    },
    async getMakes(year) {
      const data = dataOf(await call('GET', `user/tool/get-makes?${new URLSearchParams({ year: String(year) })}`));
      return listAt(data, 'makes').map(toMake);
    },
    async getModels(year, make) {
      const query = new URLSearchParams({ year: String(year), make: make.name });
      return listAt(dataOf(await call('GET', `user/tool/get-models?${query}`)), 'models').map(toModel);
    },
    async getBrands() {
      const data = dataOf(await call('GET', 'user/tool/brands'));
      if (!Array.isArray(data)) throw malformed('brands');
      return data.map(toBrand);
    },
    async getFilms(brandId) {
      const data = dataOf(await call('GET', `user/tool/films?${new URLSearchParams({ brand: brandId })}`));
      return listAt(data, 'groups')
        .map(toGroup)
        .filter((group): group is FilmGroup => group !== null);
    },
    async render(request) {
      return toRenderResult(await call('POST', 'user/tool/generate-car-image', request));
    },
    async renderPhoto(request: PhotoRenderRequest) {
      const form = new FormData();
      form.set('photo', request.photo, request.photo instanceof File ? request.photo.name : 'photo');
      form.set('brand', request.brand);
      form.set('filmId', request.filmId);
      form.set('finish', request.finish);
      form.set('color', request.color);
      if (request.zones) form.set('zones', JSON.stringify(request.zones));
      return toRenderResult(await call('POST', 'user/tool/photo-render', form));
    },
    async uploadPhoto(photo, options) {
      const form = new FormData();
      form.set('photo', photo, photo instanceof File ? photo.name : 'photo');
      return toUploadedPhoto(await call('POST', 'user/tool/photos', form, options));
    },
    async selectPaint(photoId, selection, options) {
      const path = `user/tool/photos/${encodeURIComponent(photoId)}/selection`;
      return toPaintSelection(await photoCall(path, { taps: selection.taps, strokes: selection.strokes }, options));
    },
    async recolourPhoto(request: PhotoRecolourRequest) {
      const form = new FormData();
      form.set('photoId', request.photoId);
      form.set('taps', JSON.stringify(request.taps));
      form.set('strokes', JSON.stringify(request.strokes));
      form.set('brand', request.brand);
      form.set('filmId', request.filmId);
      form.set('finish', request.finish);
      form.set('color', request.color);
      return toRenderResult(await photoCall('user/tool/photo-recolour', form));
    },
  };
}
