// What every host's VisualizerClient over HTTP shares (issue 24 item 5): reading the server's answers (the Studio's
// and the widget's lists and renders answer in the same shapes) and turning failures into VisualizerErrors. Each host
// implements the client on its own routes with these: the dashboard on /api/v1/user/tool/… (its api/studio-client.ts),
// the widget on /api/v1/widget/:key/… (its visualizer-client.ts). The visualizer itself knows no URL.
import { FINISHES, BODY_STYLES, type BodyStyle, type Finish } from '@wrapsmith/catalog';
import {
  VisualizerError,
  type CallOptions,
  type Film,
  type FilmGroup,
  type PaintSelection,
  type RenderResult,
  type UploadedPhoto,
  type VehicleMake,
  type VehicleModel,
  type WrapBrand,
} from './client.ts';
import { HttpFailure } from './failures.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Sends one request and resolves with the parsed JSON body of a 2xx answer. `path` is the host's own (relative to its
 * API root, with no leading slash, ky's `prefixUrl` style) and carries its own query string. `body` is a FormData for
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

/** `{ data: { photo } }`: the customer's photo as the server keeps it. */
export function readUploadedPhoto(body: unknown): UploadedPhoto {
  const photo = isObject(body) && isObject(body.data) ? body.data.photo : undefined;
  if (!isObject(photo) || typeof photo.width !== 'number' || typeof photo.height !== 'number') throw malformed('photo');
  return { id: text(photo.id), width: photo.width, height: photo.height, expiresAt: typeof photo.expiresAt === 'string' ? photo.expiresAt : '' };
}

/** `{ data: { selection } }`: the paint a selection found, with its mask as a PNG data: URL. */
export function readPaintSelection(body: unknown): PaintSelection {
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

/** A call that fails with a VisualizerError only; `photo` marks a call about a kept photo, whose 404 is PHOTO_EXPIRED. */
export type VisualizerCall = (method: HttpMethod, path: string, body?: unknown, options?: CallOptions & { photo?: boolean }) => Promise<unknown>;

/** The host's transport with its failures as VisualizerErrors, what the components understand. */
export function visualizerCall(fetchJson: FetchJson): VisualizerCall {
  return async (method, path, body, options) => {
    try {
      return await fetchJson(method, path, body, options?.signal ? { signal: options.signal } : undefined);
    } catch (error) {
      const failure = await toVisualizerError(error);
      throw options?.photo ? photoGone(failure) : failure;
    }
  };
}

/** `{ data: { years } }`: the model years, newest first as the server lists them. */
export function readYears(body: unknown): number[] {
  return listAt(dataOf(body), 'years').map(Number).filter(Number.isInteger);
}

/** `{ data: { makes } }`. */
export function readMakes(body: unknown): VehicleMake[] {
  return listAt(dataOf(body), 'makes').map(toMake);
}

/** `{ data: { models } }`, each with the body styles the picker knows. */
export function readModels(body: unknown): VehicleModel[] {
  return listAt(dataOf(body), 'models').map(toModel);
}

/** `{ data: [brand…] }`. */
export function readBrands(body: unknown): WrapBrand[] {
  const data = dataOf(body);
  if (!Array.isArray(data)) throw malformed('brands');
  return data.map(toBrand);
}

/** `{ data: { groups } }`: a brand's films by finish, finishes the visualizer does not know left out. */
export function readFilmGroups(body: unknown): FilmGroup[] {
  return listAt(dataOf(body), 'groups')
    .map(toGroup)
    .filter((group): group is FilmGroup => group !== null);
}

/** The spec's generation answer: `data.image[0].inlineData.data` is a base64 PNG; without it there is no image. */
export function readRenderResult(body: unknown): RenderResult {
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

/** A multipart form with the customer's photo, as every photo route takes it. */
export function photoForm(photo: Blob): FormData {
  const form = new FormData();
  form.set('photo', photo, photo instanceof File ? photo.name : 'photo');
  return form;
}
