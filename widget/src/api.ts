// The public widget API (docs/widget.md, `/api/v1/widget/:key/…`) over fetch: the config and leads here; the
// visualizer's client on the widget's routes reads the lists and renders over `request` (visualizer-client.ts, in the
// wrap flow's chunk).
import type { LeadVehicleInput } from '@wrapsmith/core';
import type { WidgetConfig, WidgetZone } from '@wrapsmith/core/contract';
import type { CallOptions, HttpMethod } from '@wrapsmith/visualizer';
import { HttpFailure } from '@wrapsmith/visualizer/failures';
import { widgetApiRoot, type WrapsmithGlobals } from './queue.ts';

export type { WidgetConfig };

/** What a visitor picked when the shop had no credits left to draw it (a lead without a picture, decision 061). */
export interface LeadDesign {
  filmId: string;
  year?: number;
  make?: string;
  model?: string;
  bodyStyle?: string;
}

export interface LeadPayload {
  /** The render asked about; absent on a lead without a picture, which sends `design`. */
  renderId?: string;
  design?: LeadDesign;
  name: string;
  email: string;
  phone?: string;
  preferredDate?: string;
  message?: string;
  /** Only for a render of the visitor's own photo: the car in it, as they gave it. */
  vehicle?: LeadVehicleInput;
  consent: true;
  pageUrl: string;
  website: string;
  startedAt: number;
  /** The widget's language (decision 100): what the shop's messages to the visitor are written in. */
  locale?: string;
}

export interface WidgetApi {
  getConfig(): Promise<WidgetConfig>;
  /** One call to a route under this shop's key (`get-years`, `render`…): the parsed JSON of a 2xx, else HttpFailure. */
  request: WidgetRequest;
  /**
   * Starts a GET now, before anything asks for it (the Year list, as soon as the key is known: issue 23 item 23);
   * every later `request('GET', path)` on the page gets its answer instead of asking again. A failed one is forgotten.
   */
  prefetch(path: string): void;
  submitLead(lead: LeadPayload): Promise<{ leadId: string }>;
}

export type WidgetRequest = (method: HttpMethod, path: string, body?: unknown, options?: CallOptions) => Promise<unknown>;

export interface WidgetApiOptions {
  apiBase: string;
  shopKey: string;
  visitorId: () => string;
  fetch?: typeof fetch;
}

const HEX = /^#[0-9a-f]{6}$/i;

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Reads the config defensively: a missing or odd field falls back to Wrapsmith's defaults, never breaks the page.
 * The zones are passed on unchecked: the wrap flow offers only those it knows (ZONE_KEYS), so an odd one is ignored there.
 */
export function parseConfig(body: unknown): WidgetConfig {
  const data = (body as { data?: Record<string, unknown> } | null)?.data ?? {};
  const shop = (data.shop ?? {}) as Record<string, unknown>;
  const branding = (data.branding ?? {}) as Record<string, unknown>;
  const name = str(shop.name) || 'this shop';
  const corner = branding.corner === 'square' || branding.corner === 'pill' ? branding.corner : 'rounded';
  return {
    shop: { name, slug: str(shop.slug), phone: str(shop.phone) || null, email: str(shop.email) || null, website: str(shop.website) || null },
    branding: {
      displayName: str(branding.displayName) || name,
      logoUrl: /^https?:\/\//.test(str(branding.logoUrl)) ? str(branding.logoUrl) : null,
      primary: HEX.test(str(branding.primary)) ? str(branding.primary) : null,
      accent: HEX.test(str(branding.accent)) ? str(branding.accent) : null,
      corner,
      theme: branding.theme === 'dark' ? 'dark' : 'light',
      poweredBy: branding.poweredBy !== false,
    },
    zones: (Array.isArray(data.zones) ? data.zones : []) as WidgetZone[],
    // Negotiation ignores a language the widget does not know; none at all speaks English.
    languages: (Array.isArray(data.languages) ? data.languages : []) as WidgetConfig['languages'],
  };
}

/** The challenge of a 428 answer (`error.details`), or null. */
function challengeOf(body: unknown): { challenge: string; difficulty: number } | null {
  const details = (body as { error?: { details?: { challenge?: unknown; difficulty?: unknown } } } | null)?.error?.details;
  return typeof details?.challenge === 'string' && typeof details.difficulty === 'number' ? { challenge: details.challenge, difficulty: details.difficulty } : null;
}

export function createWidgetApi({ apiBase, shopKey, visitorId, fetch: fetchImpl }: WidgetApiOptions): WidgetApi {
  const root = widgetApiRoot(apiBase, shopKey);

  const early = new Map<string, Promise<unknown>>();

  const send: WidgetRequest = async (method, path, body, options) => {
    // GETs stay CORS "simple" requests (no preflight): one round trip less on every list, and a refused origin's
    // 403 stays readable even though the API refuses that origin's preflights. The visitor id only matters for
    // what is counted per visitor (renders, leads), which are POSTs and preflighted anyway.
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers['X-Wrapsmith-Visitor'] = visitorId();
    // A FormData body brings its own multipart Content-Type, boundary included.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    // A read widget.js already started (the config, the Year list) is taken once, not asked again.
    const started = (globalThis as WrapsmithGlobals).__wrapsmithEarly;
    let early = method === 'GET' && body === undefined ? started?.[root + path] : undefined;
    if (early) delete started?.[root + path];
    const send = () => {
      const taken = early;
      early = undefined;
      return (
        taken ??
        (fetchImpl ?? fetch)(root + path, {
          method,
          headers,
          body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
          mode: 'cors',
          credentials: 'omit',
          signal: options?.signal,
        })
      );
    };
    const prove = async (challenge: { challenge: string; difficulty: number } | null) => {
      if (!challenge || !globalThis.crypto?.subtle) return false;
      const { solveChallenge } = await import('./proof-of-work.ts');
      headers['X-Wrapsmith-Proof'] = await solveChallenge(challenge.challenge, challenge.difficulty, options?.signal);
      return true;
    };
    // After a few renders from one address the API wants a small proof of work with each render: asked for first
    // (a simple GET; null when none is needed) and solved here, the solver loaded only then.
    if (method === 'POST' && (path === 'render' || path === 'photo-recolour')) {
      const asked = await (fetchImpl ?? fetch)(`${root}challenge`, { headers: { Accept: 'application/json' }, mode: 'cors', credentials: 'omit', signal: options?.signal })
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null);
      await prove(challengeOf({ error: { details: (asked as { data?: unknown } | null)?.data } }));
    }
    let response = await send();
    let parsed: unknown = await response.json().catch(() => null);
    // A 428 all the same (the proof was spent or expired meanwhile): its fresh challenge, and the request once more.
    if (response.status === 428 && (await prove(challengeOf(parsed)))) {
      response = await send();
      parsed = await response.json().catch(() => null);
    }
    if (!response.ok) throw new HttpFailure(response.status, parsed, response.headers.get('Retry-After'));
    return parsed;
  };

  const request: WidgetRequest = (method, path, body, options) => {
    const started = method === 'GET' && body === undefined ? early.get(path) : undefined;
    return started ?? send(method, path, body, options);
  };

  return {
    async getConfig() {
      return parseConfig(await request('GET', 'config'));
    },
    request,
    prefetch(path) {
      if (early.has(path)) return;
      const started = send('GET', path);
      early.set(path, started);
      // Nobody may be waiting yet: a failure is only forgotten here, and thrown to whoever asks for it.
      started.catch(() => early.delete(path));
    },
    async submitLead(lead) {
      const body = (await request('POST', 'leads', lead)) as { data?: { leadId?: unknown } } | null;
      const leadId = body?.data?.leadId;
      if (typeof leadId !== 'string') throw new HttpFailure(500, null);
      return { leadId };
    },
  };
}
