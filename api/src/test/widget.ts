// Test set-up for the widget: a Studio app whose shop has an embed key for one website, and a caller that sends
// requests the way the widget does (Origin, X-Wrapsmith-Visitor, JSON).
import { FILMS, expandVehicles } from '@wrapsmith/catalog';
import { createWidgetKey } from '../services/widget/index.ts';
import { solveChallenge } from '../services/widget/challenge.ts';
import { studioApp, type StudioOptions } from './studio.ts';

export const SHOP_ORIGIN = 'https://northside.example';
export const VISITOR = 'visitor-0123456789abcdef';

const vehicle = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'suv');
const film = FILMS.find((f) => f.brandId === '3m' && f.finish === 'gloss');
if (!vehicle || !film) throw new Error('The built-in catalogue has no 2024 SUV or 3M gloss film');
export const WIDGET_VEHICLE = vehicle;
export const WIDGET_FILM = film;

export const renderBody = (overrides: Record<string, unknown> = {}) => ({
  year: vehicle.year,
  make: vehicle.make,
  model: vehicle.model,
  filmId: film.id,
  ...overrides,
});

export interface WidgetCall {
  method?: string;
  body?: unknown;
  /** null sends no Origin header. */
  origin?: string | null;
  /** null sends no visitor header. */
  visitor?: string | null;
  headers?: Record<string, string>;
  /**
   * A 428 challenge (after a few renders from one address, decision 067) is solved and the request sent again, as
   * the widget does; false hands the 428 back.
   */
  solve?: boolean;
}

/** The widget's answer to a 428: the challenge solved, the same request sent again with its proof. */
export async function withChallengeSolved(res: Response, again: (proof: string) => Response | Promise<Response>): Promise<Response> {
  if (res.status !== 428) return res;
  const { details } = ((await res.clone().json()) as { error: { details: { challenge: string; difficulty: number } } }).error;
  return again(solveChallenge(details.challenge, details.difficulty));
}

export async function widgetApp(options: StudioOptions & { origins?: string[] } = {}) {
  const t = await studioApp(options);
  const key = await createWidgetKey(t.deps.db, t.owner.shop.id, { label: 'Website', kind: 'embed', origins: options.origins ?? [SHOP_ORIGIN] }, t.deps.now());
  const callWith = (keyValue: string) => async (path: string, call: WidgetCall = {}): Promise<Response> => {
    const headers: Record<string, string> = { ...call.headers };
    const origin = call.origin === undefined ? SHOP_ORIGIN : call.origin;
    const visitor = call.visitor === undefined ? VISITOR : call.visitor;
    if (origin !== null) headers.origin = origin;
    if (visitor !== null) headers['x-wrapsmith-visitor'] = visitor;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const send = (extra: Record<string, string> = {}) =>
      t.app.request(`/api/v1/widget/${keyValue}/${path}`, {
        method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
        headers: { ...headers, ...extra },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
    const res = await send();
    return call.solve === false ? res : withChallengeSolved(res, (proof) => send({ 'x-wrapsmith-proof': proof }));
  };
  return { ...t, key, call: callWith(key.key), callWith };
}

export async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
