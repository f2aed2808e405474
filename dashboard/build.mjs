#!/usr/bin/env node
// Builds the dashboard SPA with esbuild: dist/assets/<name>-<hash>.{js,css} plus dist/index.html pointing at them.
// `node build.mjs --watch` rebuilds on change. The design system's CSS lives in TypeScript (one source for the
// dashboard and the widget's shadow root), so a tiny plugin turns `@import 'wrapsmith:design'` into that text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');
const watch = process.argv.includes('--watch');
const designEntry = fileURLToPath(import.meta.resolve('@wrapsmith/design'));

const designCssPlugin = {
  name: 'wrapsmith-design-css',
  setup(build) {
    build.onResolve({ filter: /^wrapsmith:design$/ }, () => ({ path: 'design.css', namespace: 'wrapsmith-design' }));
    build.onLoad({ filter: /.*/, namespace: 'wrapsmith-design' }, async () => {
      const bundled = await esbuild.build({
        entryPoints: [designEntry],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'neutral',
        metafile: true,
      });
      const code = bundled.outputFiles[0].text;
      const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
      const watchFiles = Object.keys(bundled.metafile.inputs).map((p) => path.resolve(p));
      return { contents: mod.designCss, loader: 'css', watchFiles };
    });
  },
};

function htmlPage(metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([, o]) => o.entryPoint);
  const js = outputs.find(([file]) => file.endsWith('.js'));
  if (!js) throw new Error('esbuild produced no JavaScript entry');
  const css = js[1].cssBundle;
  const url = (file) => `/${path.relative(dist, path.resolve(root, file)).split(path.sep).join('/')}`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!-- Reset and quote links carry their token in the address; no request or outbound link may repeat it. -->
    <meta name="referrer" content="no-referrer" />
    <meta name="description" content="Wrapsmith shows your customers their exact car in the wrap they want before you cut a single panel: 1990–2026 vehicles, 20 vinyl brands, gloss to carbon fibre." />
    <meta name="theme-color" content="#0b1220" />
    <title>Wrapsmith · Vehicle wrap previews for shops</title>
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%230b1220'/%3E%3Cpath d='M6 10h4l2.5 10L15 10h2l2.5 10L22 10h4l-4.5 14h-3L16 15l-2.5 9h-3z' fill='%23ff5a1f'/%3E%3C/svg%3E" />
${css ? `    <link rel="stylesheet" href="${url(css)}" />\n` : ''}    <script type="module" src="${url(js[0])}"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Wrapsmith needs JavaScript enabled to run.</noscript>
  </body>
</html>
`;
}

const writeHtmlPlugin = {
  name: 'write-index-html',
  setup(build) {
    build.onStart(() => {
      fs.rmSync(path.join(dist, 'assets'), { recursive: true, force: true });
    });
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      fs.writeFileSync(path.join(dist, 'index.html'), htmlPage(result.metafile));
      const sizes = Object.entries(result.metafile.outputs)
        .filter(([file]) => !file.endsWith('.map'))
        .map(([file, o]) => `  ${path.relative(root, file)}  ${(o.bytes / 1024).toFixed(1)} KB`);
      console.log(`dashboard built:\n${sizes.join('\n')}`);
    });
  },
};

/**
 * zod's `z` namespace re-exports every locale (`z.locales.*`, ~250 KB minified), and a namespace object cannot be
 * tree-shaken. The dashboard speaks English only, so its bundle gets a locales module holding `en` alone.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|mini|core)[\\/]/.test(args.importer)
        ? { path: path.join(path.dirname(args.importer), '../locales/en-only.js'), namespace: 'zod-english-only' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: `export { default as en } from './en.js';`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: root,
  entryPoints: { main: 'src/main.tsx' },
  outdir: path.join(dist, 'assets'),
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  target: ['es2022', 'chrome109', 'safari16', 'firefox115'],
  jsx: 'automatic',
  minify: !watch,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  plugins: [zodEnglishOnly, designCssPlugin, writeHtmlPlugin],
};

fs.mkdirSync(dist, { recursive: true });
if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log('watching dashboard sources…');
} else {
  await esbuild.build(options);
}
