// Bundles the API into dist/: workspace packages are inlined, npm dependencies stay external. The render worker
// is an entry of its own: the render pool (services/render/render-pool.ts) starts dist/render-worker.js; so is the
// photo recolour's (services/photo-recolour/pool.ts starts dist/photo-recolour-worker.js). The read bench
// (bench/reads.ts) bundles its server with the same settings, so it measures the server as shipped.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = import.meta.dirname;

/** How the shipped server is bundled, whatever its entries and folder. */
export const SERVER_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@wrapsmith/') ? undefined : { external: true }));
      },
    },
  ],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
};

/**
 * Bundles `entryPoints` into `outdir` and puts both engines' migrations beside them, where db/client.ts looks, and
 * the demo library's photos, where seed/seed-library.ts looks.
 */
export async function bundleServer(entryPoints, outdir, options = {}) {
  await build({ ...SERVER_BUNDLE, ...options, entryPoints, outdir });
  for (const dir of ['migrations', 'migrations-pg']) {
    fs.cpSync(path.join(here, 'src/db', dir), path.join(outdir, dir), { recursive: true });
  }
  // The demo library's photos (seed/seed-library.ts reads them there): each photo with a hand mask, its mask, its
  // taps, and the sources and licence texts that must travel with them.
  const photos = path.join(here, 'src/services/photo-recolour/real-photos');
  const masked = new Set(fs.readdirSync(photos).filter((f) => f.endsWith('.mask.png')).map((f) => f.slice(0, -'.mask.png'.length)));
  const wanted = (file) => /^(SOURCE\.md|LICENSE-.*\.txt)$/.test(file) || [...masked].some((name) => [`${name}.jpg`, `${name}.mask.png`, `${name}.json`].includes(file));
  fs.mkdirSync(path.join(outdir, 'demo-photos'), { recursive: true });
  for (const file of fs.readdirSync(photos).filter(wanted)) fs.copyFileSync(path.join(photos, file), path.join(outdir, 'demo-photos', file));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await bundleServer(
    {
      index: 'src/index.ts',
      cli: 'src/cli.ts',
      'render-worker': 'src/services/render/render-worker.ts',
      'photo-recolour-worker': 'src/services/photo-recolour/worker.ts',
    },
    path.join(here, 'dist'),
    { sourcemap: true },
  );
}
