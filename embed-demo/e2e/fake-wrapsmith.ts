// A stand-in for the Wrapsmith host in browser tests that must run before (and independently of) the real widget
// API: it serves the built widget exactly as the API will (/widget.js, /widget/<every file manifest.json names>,
// readable cross-origin since the entry is an ES module) and answers the public
// widget API per docs/widget.md, with the per-key origin allow-list and CORS, a credit balance and a lead list.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from '@wrapsmith/e2e-kit';

const WIDGET_DIST = path.join(REPO_ROOT, 'widget/dist');
const PNG = fs.readFileSync(path.join(REPO_ROOT, 'embed-demo/e2e/fixtures/render.png')).toString('base64');

export interface FakeWrapsmith {
  url: string;
  credits: () => number;
  leads: unknown[];
  /** Paths requested, in order, for counting bundle downloads. */
  requests: string[];
  stop: () => Promise<void>;
}

const CONFIG = {
  shop: { name: 'Northside Wraps', slug: 'northside-wraps', phone: '(555) 010-2000', email: 'hello@northside.example', website: 'https://northside.example' },
  branding: { displayName: 'Northside Wraps', logoUrl: '', primary: '#16181d', accent: '#ffd400', corner: 'rounded', theme: 'light', poweredBy: true },
  zones: ['roof', 'mirrors', 'chromeDelete', 'calipers', 'windowTint', 'ppf'],
};

const LISTS: Record<string, unknown> = {
  'get-years': { data: { years: [2024, 2023, 2022] } },
  'get-makes': { data: { makes: [{ id: 'tesla', name: 'Tesla' }, { id: 'ford', name: 'Ford' }] } },
  'get-models': { data: { models: [{ id: 'model-3', name: 'Model 3', bodyStyles: ['sedan'] }] } },
  brands: { data: [{ id: '3m', name: '3M', filmCount: 2 }] },
  films: {
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
  },
};

export async function startFakeWrapsmith({ shopKey, allowedOrigins, credits: startCredits = 5 }: { shopKey: string; allowedOrigins: string[]; credits?: number }): Promise<FakeWrapsmith> {
  const manifest = JSON.parse(fs.readFileSync(path.join(WIDGET_DIST, 'manifest.json'), 'utf8')) as { loader: string; bundle: string; photo: string; chunks?: string[] };
  let credits = startCredits;
  const leads: unknown[] = [];
  const requests: string[] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    requests.push(url.pathname);
    const origin = req.headers.origin ?? '';
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/widget.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=300' });
      return res.end(fs.readFileSync(path.join(WIDGET_DIST, manifest.loader)));
    }
    const asset = [manifest.bundle, manifest.photo, ...(manifest.chunks ?? [])].find((file) => url.pathname === `/widget/${file}`);
    if (asset) {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'public, max-age=31536000, immutable', 'Access-Control-Allow-Origin': '*' });
      return res.end(fs.readFileSync(path.join(WIDGET_DIST, asset)));
    }
    const match = /^\/api\/v1\/widget\/([^/]+)\/([a-z-]+)$/.exec(url.pathname);
    if (!match || match[1] !== shopKey) return reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    // As the API does: a refused origin's preflight fails, but its simple requests get a readable 403.
    const cors = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
    if (req.method === 'OPTIONS') {
      if (!allowedOrigins.includes(origin)) return reply(403, { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Not allowed' } });
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, POST', 'Access-Control-Allow-Headers': 'Content-Type, X-Wrapsmith-Visitor', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (!allowedOrigins.includes(origin)) return reply(403, { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'This website is not allowed to use this widget' } }, cors);
    const route = match[2] ?? '';
    if (route === 'config') return reply(200, { data: CONFIG }, cors);
    if (route in LISTS) return reply(200, LISTS[route], cors);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (route === 'render' && req.method === 'POST') {
        if (credits <= 0) return reply(402, { error: { code: 'NO_CREDITS', message: 'No credits' } }, cors);
        credits -= 1;
        const renderId = `render_${startCredits - credits}`;
        return reply(200, { data: { image: [{ inlineData: { mimeType: 'image/png', data: PNG } }], renderId, url: `/renders/${renderId}.png` } }, cors);
      }
      if (route === 'leads' && req.method === 'POST') {
        leads.push(JSON.parse(body) as unknown);
        return reply(201, { data: { leadId: `lead_${leads.length}` }, message: 'Thanks! The shop will be in touch.' }, cors);
      }
      reply(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }, cors);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    credits: () => credits,
    leads,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
