// A fake of the public widget API (docs/widget.md) behind a fetch function: a demo shop, a few vehicles and films,
// renders that answer with a tiny PNG, the photo tool's upload and selection, and switches for the failures a visitor
// can meet.
import type { WidgetConfig } from '@wrapsmith/core/contract';
import { vi } from 'vitest';

export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const CONFIG = {
  shop: { name: 'Northside Wraps', slug: 'northside-wraps', phone: '(555) 010-2000', email: 'hello@northside.example', website: 'https://northside.example' },
  branding: { displayName: 'Northside Wraps', logoUrl: null, primary: '#14213d', accent: '#fca311', corner: 'rounded', theme: 'light', poweredBy: true },
  zones: ['roof', 'mirrors'],
  languages: ['en', 'de', 'es'],
} satisfies WidgetConfig;

/** The photo the fake keeps after an upload, and the selection it answers (a tiny PNG as the mask). */
export const PHOTO = { id: 'ph_1', width: 1600, height: 1000, expiresAt: '2026-11-28T12:00:00.000Z' };
export const SELECTION = { coverage: 0.23, width: 768, height: 480, mask: `data:image/png;base64,${PNG_BASE64}` };

export interface FakeApiOptions {
  /** Answer every call with this failure: [status, code]. */
  failAll?: [number, string];
  /** Answer renders (of a vehicle or a photo) with this failure. */
  failRender?: [number, string];
  /** Reject like fetch does when the network is down. */
  offline?: boolean;
}

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function failure(status: number, code: string): Response {
  return json(status, { error: { code, message: `${code} from the fake` } });
}

export function createFakeApi(options: FakeApiOptions = {}) {
  const calls: RecordedCall[] = [];
  let renders = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    // The challenge the widget asks for before a render (issue 23): none needed here, and not a call tests count.
    if (url.pathname.endsWith('/challenge')) return json(200, { data: null });
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    calls.push({ method: init.method ?? 'GET', url: url.href, headers, body });
    if (options.offline) throw new TypeError('Failed to fetch');
    if (options.failAll) return failure(...options.failAll);
    const route = url.pathname.replace(/^\/api\/v1\/widget\/[^/]+\//, '');
    if (/^photos\/[^/]+\/selection$/.test(route)) return json(200, { data: { selection: SELECTION } });
    switch (route) {
      case 'config':
        return json(200, { data: CONFIG });
      case 'get-years':
        return json(200, { data: { years: [2024, 2023] } });
      case 'get-makes':
        return json(200, { data: { makes: [{ id: 'tesla', name: 'Tesla' }] } });
      case 'get-models':
        return json(200, { data: { models: [{ id: 'model-3', name: 'Model 3', bodyStyles: ['sedan'] }] } });
      case 'brands':
        return json(200, { data: [{ id: '3m', name: '3M', filmCount: 2 }] });
      case 'films':
        return json(200, {
          data: {
            groups: [
              {
                finish: 'gloss',
                label: 'Gloss',
                films: [
                  { id: '3m-g12', name: 'Gloss Black', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss', secondaryHex: null },
                  { id: '3m-g13', name: 'Gloss Hot Rod Red', code: 'G13', colorCode: '#b3121f', finish: 'gloss', secondaryHex: null },
                ],
              },
            ],
          },
        });
      case 'render':
      case 'photo-recolour':
        if (options.failRender) return failure(...options.failRender);
        renders += 1;
        return json(200, {
          data: { image: [{ inlineData: { mimeType: 'image/png', data: PNG_BASE64 } }], renderId: `r_${renders}`, url: `/renders/r_${renders}.png` },
        });
      case 'photos':
        return json(201, { data: { photo: PHOTO } });
      case 'leads':
        return json(201, { data: { leadId: 'lead_1' }, message: 'Thanks' });
      default:
        return failure(404, 'NOT_FOUND');
    }
  });
  return { fetch, calls };
}
