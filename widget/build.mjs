// Builds the widget: dist/wrapsmith-widget.<hash>.js (the web component, one IIFE on preact/compat),
// dist/wrapsmith-photo.<hash>.js (the photo tapper, its own IIFE with its own preact, loaded on demand; the bundle
// gets its name baked in) and dist/widget.js (the loader, which gets the bundle's hashed name baked in), plus
// dist/manifest.json. Prints raw and gzip sizes on every build and fails when a file is over its budget.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const packagesDir = path.resolve(root, '../packages') + path.sep;
const stylesModule = path.join(root, 'src/styles.ts');

export const BUDGETS = { loader: 1024, bundle: 30 * 1024, photo: 12 * 1024 };

export function measure(bytes) {
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// Our packages are side-effect free (no IO, per ARCHITECTURE.md) but don't say so in package.json, and their
// index files re-export zod schemas and catalog tables: without this, 450 KB of zod rides along.
const pureWorkspacePackages = {
  name: 'pure-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.pure) return undefined;
      const resolved = await build.resolve(args.path, {
        importer: args.importer,
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { pure: true },
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(packagesDir)) return resolved;
      return { ...resolved, sideEffects: false };
    });
  },
};

// r2wc's only use of React is `React.createElement`; see src/r2wc-react.ts.
const r2wcReact = {
  name: 'r2wc-react',
  setup(build) {
    build.onResolve({ filter: /^react$/ }, (args) =>
      /[\\/]@r2wc[\\/]/.test(args.importer) ? { path: path.join(root, 'src/r2wc-react.ts') } : undefined,
    );
  },
};

/** Runs one of our TypeScript modules here in the build, through esbuild. */
async function importTs(file) {
  const bundled = await esbuild.build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  return import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
}

/** The stylesheet is computed here once and shipped minified, instead of shipping the code that composes it. */
async function compiledCss() {
  const { WIDGET_CSS } = await importTs(stylesModule);
  const minified = await esbuild.transform(WIDGET_CSS, { loader: 'css', minify: true, logLevel: 'silent' });
  return minified.code.trim();
}

const CSS_PLACEHOLDER = '__WRAPSMITH_WIDGET_CSS__';

function precomputedCss(css) {
  return {
    name: 'precomputed-css',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]styles\.ts$/ }, (args) =>
        args.path === stylesModule ? { contents: `export const WIDGET_CSS = ${JSON.stringify(css)};`, loader: 'ts' } : undefined,
      );
    },
  };
}

const common = {
  bundle: true,
  write: false,
  minify: true,
  format: 'iife',
  platform: 'browser',
  // Container queries set the floor (Chrome 105, Safari 16, Firefox 110); older browsers get a plain layout.
  target: ['chrome105', 'firefox110', 'safari16'],
  legalComments: 'none',
  logLevel: 'silent',
};

/** The settings of both preact builds: the bundle and the photo chunk. */
const onPreact = {
  ...common,
  jsx: 'automatic',
  // Aliases resolve from absWorkingDir (this package, which depends on preact), whoever imports react.
  absWorkingDir: root,
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
};

const hashed = (prefix, code) => `${prefix}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;

export async function buildWidget({ outdir = path.join(root, 'dist'), log = console.log, analyze = false } = {}) {
  const css = await compiledCss();
  const { pruneUnusedProperties, pruneUnusedRules } = await importTs(path.join(root, 'src/css-prune.ts'));

  const photo = await esbuild.build({
    ...onPreact,
    entryPoints: { 'wrapsmith-photo': path.join(root, 'src/photo-tool.tsx') },
    outdir,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [pureWorkspacePackages],
    metafile: analyze,
  });
  if (analyze) log(await esbuild.analyzeMetafile(photo.metafile));
  const photoCode = photo.outputFiles[0]?.text;
  if (!photoCode) throw new Error('esbuild produced no photo chunk');
  const photoName = hashed('wrapsmith-photo', photoCode);
  const photoFile = { path: path.join(outdir, photoName), contents: Buffer.from(photoCode) };

  const bundle = await esbuild.build({
    ...onPreact,
    entryPoints: { 'wrapsmith-widget': path.join(root, 'src/element.tsx') },
    outdir,
    define: { 'process.env.NODE_ENV': '"production"', __WRAPSMITH_PHOTO__: JSON.stringify(photoName) },
    plugins: [r2wcReact, pureWorkspacePackages, precomputedCss(CSS_PLACEHOLDER)],
    metafile: analyze,
  });
  if (analyze) log(await esbuild.analyzeMetafile(bundle.metafile));
  const built = bundle.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!built || !built.text.includes(CSS_PLACEHOLDER)) throw new Error('esbuild produced no widget bundle with its stylesheet');
  // The code decides which rules stay, so the stylesheet goes in after the code is final; the name hashes both. The
  // photo chunk renders inside the bundle's shadow root, so its classes count as used too.
  const usedBy = `${built.text}\n${photoCode}`;
  const code = built.text.replace(JSON.stringify(CSS_PLACEHOLDER), () => JSON.stringify(pruneUnusedProperties(pruneUnusedRules(css, usedBy), usedBy)));
  const bundleName = hashed('wrapsmith-widget', code);
  const bundleFile = { path: path.join(outdir, bundleName), contents: Buffer.from(code) };

  const loader = await esbuild.build({
    ...common,
    entryPoints: [path.join(root, 'src/loader.ts')],
    outfile: path.join(outdir, 'widget.js'),
    define: { __WRAPSMITH_BUNDLE__: JSON.stringify(bundleName) },
  });
  const loaderFile = loader.outputFiles[0];

  const files = { loader: loaderFile, bundle: bundleFile, photo: photoFile };
  const sizes = {};
  const over = [];
  for (const [name, file] of Object.entries(files)) {
    const size = measure(file.contents);
    sizes[name] = size;
    const verdict = size.gzip > BUDGETS[name] ? 'OVER BUDGET' : 'ok';
    log(`${path.basename(file.path).padEnd(34)} ${kb(size.raw).padStart(10)} raw  ${kb(size.gzip).padStart(10)} gzip  (budget ${kb(BUDGETS[name])} gzip: ${verdict})`);
    if (size.gzip > BUDGETS[name]) over.push(name);
  }
  if (over.length > 0) throw new Error(`Widget size budget exceeded: ${over.join(', ')}`);

  fs.rmSync(outdir, { recursive: true, force: true });
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of Object.values(files)) fs.writeFileSync(file.path, file.contents);
  const manifest = { loader: 'widget.js', bundle: bundleName, photo: photoName };
  fs.writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, sizes, outdir };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildWidget({ analyze: process.argv.includes('--analyze') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
