// Northside Wraps, a sample shop website that embeds the Wrapsmith widget from another origin, as a real shop
// would. Static pages from site/, with the Wrapsmith host and the shop's public key written in at serve time, and
// Bootstrap's stylesheet from its npm package for the hostile-CSS page. node:http only: it is a stand-in for
// any shop's site, not part of the product.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.join(root, 'site');
const bootstrapCss = fileURLToPath(import.meta.resolve('bootstrap/dist/css/bootstrap.min.css'));

export const DEMO_SHOP_KEY = 'pk_demo_northside_0000000000000000';

/** The only reader of process.env here; values are checked because they are written into the pages. */
export function readEnv(env = process.env) {
  const port = Number(env.EMBED_DEMO_PORT ?? 3001);
  const wrapsmithUrl = new URL(env.WRAPSMITH_URL ?? 'http://localhost:3000').origin;
  const shopKey = env.WRAPSMITH_SHOP_KEY ?? DEMO_SHOP_KEY;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`EMBED_DEMO_PORT must be a port number, got ${env.EMBED_DEMO_PORT}`);
  if (!/^pk_[A-Za-z0-9_]+$/.test(shopKey)) throw new Error('WRAPSMITH_SHOP_KEY must look like pk_…');
  return { port, wrapsmithUrl, shopKey };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.js': 'text/javascript; charset=utf-8' };

function send(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}

export function createDemoServer({ wrapsmithUrl, shopKey }) {
  return http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://demo.invalid');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Method not allowed');
    if (pathname === '/vendor/bootstrap.min.css') return send(res, 200, TYPES['.css'], fs.readFileSync(bootstrapCss));
    const name = pathname === '/' ? 'index.html' : pathname.slice(1);
    const file = path.join(siteDir, name);
    if (!/^[a-z0-9-]+\.(html|css|svg)$/.test(name) || !fs.existsSync(file)) return send(res, 404, TYPES['.html'], fs.readFileSync(path.join(siteDir, '404.html')));
    const ext = path.extname(file);
    const body = fs.readFileSync(file, 'utf8');
    send(res, 200, TYPES[ext], ext === '.html' ? body.replaceAll('%WRAPSMITH_URL%', wrapsmithUrl).replaceAll('%SHOP_KEY%', shopKey) : body);
  });
}

/** Starts the site; port 0 picks a free one. Resolves with its URL and a stop function. */
export async function startDemoServer({ port, wrapsmithUrl, shopKey, host }) {
  const server = createDemoServer({ wrapsmithUrl, shopKey });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host ?? 'localhost'}:${actual}`, port: actual, stop: () => new Promise((resolve) => server.close(resolve)) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const env = readEnv();
  const { url } = await startDemoServer(env);
  console.log(`Northside Wraps demo at ${url} (widget from ${env.wrapsmithUrl}, key ${env.shopKey})`);
}
