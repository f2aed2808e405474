// Bundles the API into dist/: workspace packages are inlined, npm dependencies stay external. The render worker
// is an entry of its own: the render pool (services/render/render-pool.ts) starts dist/render-worker.js; so is the
// photo recolour's (services/photo-recolour/pool.ts starts dist/photo-recolour-worker.js).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
await build({
  entryPoints: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    'render-worker': 'src/services/render/render-worker.ts',
    'photo-recolour-worker': 'src/services/photo-recolour/worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
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
});
for (const dir of ['migrations', 'migrations-pg']) {
  fs.cpSync(path.join(here, 'src/db', dir), path.join(here, 'dist', dir), { recursive: true });
}
