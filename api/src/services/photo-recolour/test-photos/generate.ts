// Renders the recolour test photos: six procedural cars (scene.js, three.js in Debian's Chromium through the
// e2e kit), each saved as a JPEG, its paint-only mask as a greyscale PNG and its taps as JSON. Run from api/:
//   pnpm exec tsx src/services/photo-recolour/test-photos/generate.ts [name …]
// The output is committed; re-running it rewrites the named cars' files, or every car's (see SOURCE.md).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { TEST_CARS, type TestCar } from './cars.ts';

/** What this script uses of the e2e kit's browser (Debian's chromium with the kit's flags). */
interface KitPage {
  on(event: 'pageerror', listener: (error: Error) => void): unknown;
  goto(url: string): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  close(): Promise<void>;
}
interface KitBrowser {
  newPage(options: { viewport: { width: number; height: number } }): Promise<KitPage>;
  close(): Promise<void>;
}
// Imported by name at run time: the kit's sources are typed for pages too (DOM), which the API's compiler settings leave out.
const E2E_KIT = '@wrapsmith/e2e-kit';
const { launchBrowser } = (await import(E2E_KIT)) as { launchBrowser: () => Promise<KitBrowser> };

const HERE = import.meta.dirname;
const THREE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.resolve('three'))), '..');
const SIZE = { width: 1600, height: 1000 };
/** The ceiling for a committed photo. */
const MAX_JPEG_BYTES = 150 * 1024;

const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<script type="importmap">{ "imports": { "three": "/three/build/three.module.js", "three/addons/": "/three/examples/jsm/" } }</script>
</head><body style="margin:0"></body></html>`;

function serve(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = url.pathname.startsWith('/three/')
      ? path.join(THREE_ROOT, url.pathname.slice('/three/'.length))
      : url.pathname === '/scene.js'
        ? path.join(HERE, 'scene.js')
        : null;
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    } else if (file && file.startsWith(url.pathname === '/scene.js' ? HERE : THREE_ROOT) && fs.existsSync(file)) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(file));
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

const fromDataUrl = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

async function smallJpeg(png: Buffer): Promise<Buffer> {
  for (let quality = 88; quality >= 50; quality -= 4) {
    const jpeg = await sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_JPEG_BYTES) return jpeg;
  }
  throw new Error('The photo does not fit in 150 KB even at quality 50');
}

/** Each tap must land well inside the paint (an add) or well outside it (a remove), or the car config is wrong. */
function checkTaps(car: TestCar, mask: { data: Buffer; width: number; height: number }, taps: { x: number; y: number; mode: string }[]) {
  for (const tap of taps) {
    const [cx, cy] = [Math.round(tap.x), Math.round(tap.y)];
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const value = mask.data[(cy + dy) * mask.width + cx + dx] ?? 0;
        if (tap.mode === 'add' ? value < 250 : value > 5) throw new Error(`${car.name}: tap at ${cx},${cy} is not inside its region`);
      }
    }
  }
}

async function main() {
  const server = await serve();
  const browser = await launchBrowser();
  try {
    const only = process.argv.slice(2);
    for (const car of TEST_CARS.filter((c) => only.length === 0 || only.includes(c.name))) {
      // A page per car: software WebGL keeps each context's memory until its page goes.
      const page = await browser.newPage({ viewport: SIZE });
      page.on('pageerror', (error) => console.error(error));
      await page.goto(server.url);
      const shot = (await page.evaluate(`import('/scene.js').then((m) => m.shoot(${JSON.stringify(car)}, ${JSON.stringify(SIZE)}))`)) as {
        photo: string;
        mask: string;
        taps: { x: number; y: number; mode: 'add' | 'remove' }[];
      };
      const jpeg = await smallJpeg(fromDataUrl(shot.photo));
      const mask = await sharp(fromDataUrl(shot.mask)).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      const base = path.join(HERE, car.name);
      fs.writeFileSync(`${base}.jpg`, jpeg);
      await sharp(mask.data, { raw: { width: mask.info.width, height: mask.info.height, channels: 1 } })
        .png({ compressionLevel: 9 })
        .toFile(`${base}.mask.png`);
      const taps = shot.taps.map((t) => ({ x: +(t.x / SIZE.width).toFixed(4), y: +(t.y / SIZE.height).toFixed(4), mode: t.mode }));
      const info = { kind: car.kind, paint: car.paint, shade: car.shade, taps };
      fs.writeFileSync(`${base}.json`, `${JSON.stringify(info, null, 2)}\n`);
      console.log(`${car.name}: ${Math.round(jpeg.length / 1024)} KB, ${taps.length} taps`);
      checkTaps(car, { data: mask.data, width: mask.info.width, height: mask.info.height }, shot.taps);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
