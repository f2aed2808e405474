// Builds the widget (decision 047): dist/wrapsmith-widget.<hash>.js (the web component's ES module entry on
// preact/compat), the chunks esbuild splits off (dist/wrapsmith-<name>.<hash>.js: what the entry imports, and the
// parts it imports on demand, each with its share of the stylesheet), dist/widget.js (the loader, an IIFE with the
// entry's name, its static imports and the wrap flow's chunks baked in) and dist/manifest.json naming them all. Prints every file's raw, gzip
// and brotli size and fails, writing nothing, when the first download, what comes before the first usable control,
// the loader or a chunk is over its budget.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { zodClassicChunks, zodClassicMessage } from '../scripts/no-zod-classic.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const packagesDir = path.resolve(root, '../packages') + path.sep;
const stylesModule = path.join(root, 'src/styles.ts');

/**
 * gzip budgets in bytes. `initial` is what a visitor downloads before the widget shows: the entry and every chunk it
 * imports statically (the loader preloads them side by side). `usable` is what arrives before the first usable
 * control (the Year select): the first download plus the wrap flow's chunk and the chunks it imports statically, all
 * preloaded by the loader too (issue 23 item 23, decision 075; 34.25 KB since the widget speaks five languages,
 * decision 095; 34.5 KB since the visualizer takes its words from its host, decision 099). `first` is the first control's module (decision 075's update): 5 KB since it speaks five languages
 * (4.48 KB). `lazy` holds for each chunk loaded on demand.
 */
export const BUDGETS = { loader: 1024, first: 5 * 1024, initial: 20 * 1024, usable: 34.5 * 1024, lazy: 12 * 1024 };
export function measure(bytes) {
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// Our packages are side-effect free (no IO, per docs/architecture.md) but don't say so in package.json, and their
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
export const r2wcReact = {
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

/** The entry's stylesheet in the first pass, before the code has said which rules it uses. */
const CSS_PLACEHOLDER = '__WRAPSMITH_WIDGET_CSS__';

/** src/styles.ts as the given (minified, split) stylesheet, instead of the code that composes it. */
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

/**
 * The app: one ES module entry plus the chunks esbuild splits off for its dynamic imports, all on one preact. The
 * bench builds its floor element with the same settings.
 */
export const onPreact = {
  ...common,
  format: 'esm',
  splitting: true,
  metafile: true,
  jsx: 'automatic',
  // Aliases resolve from absWorkingDir (this package, which depends on preact), whoever imports react.
  absWorkingDir: root,
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  entryNames: '[name]',
  chunkNames: 'wrapsmith-[name].[hash]',
};

/** widget.js with the names of the entry module and the chunks it imports baked in (the bench loads its floor so too). */
export async function buildLoader({ bundle, preload, outfile }) {
  const loader = await esbuild.build({
    ...common,
    entryPoints: [path.join(root, 'src/loader.ts')],
    outfile,
    define: { __WRAPSMITH_BUNDLE__: JSON.stringify(bundle), __WRAPSMITH_PRELOAD__: JSON.stringify(preload) },
  });
  return loader.outputFiles[0];
}

const hashed = (prefix, code) => `${prefix}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`;

/** The outputs the entry imports statically, directly or through each other: all needed before the widget runs. */
function staticImports(metafile, entryOut) {
  const found = new Set();
  const visit = (out) => {
    for (const imported of metafile.outputs[out]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || found.has(imported.path)) continue;
      found.add(imported.path);
      visit(imported.path);
    }
  };
  visit(entryOut);
  return found;
}

/**
 * The modules that weigh most in the named output files (by base name), as esbuild counts them: bytes of minified
 * code each left there. The entry's stylesheet counts as src/styles.ts, whose contents the build replaces with it.
 */
export function topContributors(metafile, files, count = 12) {
  const inputs = {};
  for (const [out, output] of Object.entries(metafile.outputs)) {
    if (!files.includes(path.basename(out))) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) inputs[input] = (inputs[input] ?? 0) + bytesInOutput;
  }
  return Object.entries(inputs)
    .map(([input, bytes]) => [input.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, ''), bytes])
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}

/** The chunks loaded on demand, by the module each starts from, and the key of their stylesheet share. */
const PARTS = {
  'src/wrap-flow.tsx': 'wrapFlow',
  'src/lead-form.tsx': 'leadForm',
  'src/popup-dialog.tsx': 'popupDialog',
  'src/photo-tool.ts': 'photoTool',
  // The render challenge's solver: no rules of its own, loaded only when the API asks for a proof (issue 23).
  'src/proof-of-work.ts': 'proofOfWork',
};

/**
 * The widget's catalogues other than English and the ICU formatter they need: each its own chunk, loaded only for a
 * visitor who reads one of those languages (decision 095).
 */
export const LANGUAGE_CHUNK = /^src\/i18n\/(es|fr|de|pt|icu)\.ts$/;

const partCssDefines = (cssByPart) =>
  Object.fromEntries(Object.values(PARTS).map((key) => [`__WRAPSMITH_PART_CSS__.${key}`, JSON.stringify(cssByPart[key] ?? '')]));

export async function buildWidget({ outdir = path.join(root, 'dist'), log = console.log, analyze = false } = {}) {
  const css = await compiledCss();
  const { pruneUnusedProperties, pruneUnusedRules, splitRules } = await importTs(path.join(root, 'src/css-prune.ts'));
  const settings = (entryCss, cssByPart) => ({
    ...onPreact,
    entryPoints: { 'wrapsmith-widget': path.join(root, 'src/element.tsx') },
    outdir,
    define: { 'process.env.NODE_ENV': '"production"', ...partCssDefines(cssByPart) },
    plugins: [r2wcReact, pureWorkspacePackages, precomputedCss(entryCss)],
  });

  // Pass 1 builds the code with stand-ins for the stylesheet, so the code can decide which rules stay and where they
  // go: the entry ships the rules its own code (and its static imports) can use, each on-demand chunk the rest of
  // what it uses. Pass 2 builds the same code with those stylesheets in, so every name hashes its real content.
  const draft = await esbuild.build(settings(CSS_PLACEHOLDER, {}));
  const relative = (file) => path.relative(root, file).split(path.sep).join('/');
  const entryOf = (metafile) => Object.keys(metafile.outputs).find((out) => metafile.outputs[out].entryPoint === 'src/element.tsx');
  const textOf = (result) => new Map(result.outputFiles.map((file) => [relative(file.path), file.text]));
  const draftText = textOf(draft);
  const draftEntry = entryOf(draft.metafile);
  const draftInitial = [draftEntry, ...staticImports(draft.metafile, draftEntry)];
  const initialCode = draftInitial.map((out) => draftText.get(out)).join('\n');
  const allCode = [...draftText.values()].join('\n');
  const pruned = pruneUnusedRules(css, allCode);
  const { used: entryRules, rest } = splitRules(pruned, initialCode);
  const cssByPart = {};
  for (const [out, { entryPoint }] of Object.entries(draft.metafile.outputs)) {
    if (!entryPoint || out === draftEntry) continue;
    const key = PARTS[entryPoint];
    // Its rules would be in no stylesheet at all.
    // A language's catalogue (issue 28 item 4) is words only: no rules of its own.
    if (LANGUAGE_CHUNK.test(entryPoint)) continue;
    if (!key) throw new Error(`${entryPoint} is loaded on demand but has no share of the stylesheet: add it to PARTS in build.mjs`);
    const own = [out, ...staticImports(draft.metafile, out)].filter((file) => !draftInitial.includes(file));
    // A rule can name classes of both sides (`.wsw .wsv-swatch`): the entry's code counts as this part's too.
    cssByPart[key] = splitRules(rest, [initialCode, ...own.map((file) => draftText.get(file))].join('\n')).used;
  }
  // Tokens live on the entry's .wsw root; the chunks' rules read them too.
  const entryCss = pruneUnusedProperties(entryRules, `${allCode}\n${Object.values(cssByPart).join('\n')}`);

  const app = await esbuild.build({ ...settings(entryCss, cssByPart), metafile: true });
  if (analyze) log(await esbuild.analyzeMetafile(app.metafile));
  const outputOf = (file) => app.metafile.outputs[relative(file.path)];
  const js = app.outputFiles.filter((file) => file.path.endsWith('.js'));
  const entry = js.find((file) => outputOf(file)?.entryPoint === 'src/element.tsx');
  const photo = js.find((file) => outputOf(file)?.entryPoint === 'src/photo-tool.ts');
  if (!entry || !entry.text.includes(':host{all:initial')) throw new Error('esbuild produced no widget entry with its stylesheet');
  if (!photo) throw new Error('esbuild produced no photo chunk');
  const chunks = js.filter((file) => file !== entry);
  // Nothing imports the entry, so it can take a name of our own, hashed like the API expects, touching no other file.
  const bundleName = hashed('wrapsmith-widget', entry.text);
  const bundleFile = { path: path.join(outdir, bundleName), contents: entry.contents };
  const preloaded = staticImports(app.metafile, relative(entry.path));
  const isInitial = (file) => preloaded.has(relative(file.path));
  const preload = chunks.filter(isInitial).map((file) => path.basename(file.path));
  // The wrap flow holds the pickers: the first usable control needs its chunk and that chunk's static imports.
  const wrapFlowOut = Object.keys(app.metafile.outputs).find((out) => app.metafile.outputs[out].entryPoint === 'src/wrap-flow.tsx');
  if (!wrapFlowOut) throw new Error('esbuild produced no wrap flow chunk');
  const forControl = new Set([wrapFlowOut, ...staticImports(app.metafile, wrapFlowOut)].filter((out) => !preloaded.has(out)));
  const isForControl = (file) => forControl.has(relative(file.path));
  const usable = chunks.filter(isForControl).map((file) => path.basename(file.path));

  // Each language's chunks (its catalogue, the ICU formatter and what they import), which the first control preloads
  // beside the entry once it knows the visitor's language (issue 28): the entry then finds them in, not one trip later.
  const outOf = (entryPoint) => Object.keys(app.metafile.outputs).find((out) => app.metafile.outputs[out].entryPoint === entryPoint);
  const languageChunks = {};
  for (const locale of ['es', 'fr', 'de', 'pt']) {
    const roots = [outOf(`src/i18n/${locale}.ts`), outOf('src/i18n/icu.ts')];
    if (roots.includes(undefined)) throw new Error(`esbuild produced no ${locale} catalogue or ICU chunk`);
    const files = new Set(roots.flatMap((out) => [out, ...staticImports(app.metafile, out)]).filter((out) => !preloaded.has(out) && !forControl.has(out)));
    languageChunks[locale] = [...files].map((out) => path.basename(out));
  }
  const { firstControlWords } = await importTs(path.join(root, 'src/i18n/first-words.ts'));

  // The first usable control (decision 075, update): widget.js injects this small module, which draws the Year select
  // with no preact, in the visitor's language, and then injects the entry with the first download's chunks, the wrap
  // flow's and the language's, side by side.
  const firstSettings = (firstCss) => ({
    ...common,
    format: 'esm',
    entryPoints: [path.join(root, 'src/first-control.ts')],
    outfile: path.join(outdir, 'first-control.js'),
    define: {
      __WRAPSMITH_ENTRY__: JSON.stringify(bundleName),
      __WRAPSMITH_PRELOAD__: JSON.stringify([...preload, ...usable]),
      __WRAPSMITH_FIRST_CSS__: JSON.stringify(firstCss),
      __WRAPSMITH_FIRST_WORDS__: JSON.stringify(firstControlWords()),
      __WRAPSMITH_LANGUAGE_CHUNKS__: JSON.stringify(languageChunks),
    },
  });
  const firstDraft = await esbuild.build(firstSettings(''));
  // Its share of the stylesheet: the rules its own markup can match, with the tokens they read.
  const firstRules = splitRules(pruned, firstDraft.outputFiles[0].text).used;
  const firstCss = pruneUnusedProperties(firstRules, firstRules);
  const firstBuilt = (await esbuild.build(firstSettings(firstCss))).outputFiles[0];
  const firstName = hashed('wrapsmith-first', firstBuilt.text);
  const firstFile = { path: path.join(outdir, firstName), contents: firstBuilt.contents };
  const loaderFile = await buildLoader({ bundle: firstName, preload: [], outfile: path.join(outdir, 'widget.js') });

  const rows = [
    { kind: 'loader', file: loaderFile },
    { kind: 'first', file: firstFile },
    { kind: 'initial', file: bundleFile },
    ...chunks.filter(isInitial).map((file) => ({ kind: 'initial', file })),
    ...chunks.filter(isForControl).map((file) => ({ kind: 'usable', file })),
    ...chunks.filter((file) => !isInitial(file) && !isForControl(file)).map((file) => ({ kind: 'lazy', file })),
  ];
  const sizes = { loader: null, first: null, initial: { raw: 0, gzip: 0, brotli: 0 }, usable: { raw: 0, gzip: 0, brotli: 0 }, files: {} };
  const over = [];
  const line = (name, size, note) =>
    log(`${name.padEnd(40)} ${kb(size.raw).padStart(10)} raw ${kb(size.gzip).padStart(10)} gzip ${kb(size.brotli).padStart(10)} brotli  ${note}`);
  for (const { kind, file } of rows) {
    const name = path.basename(file.path);
    const size = measure(file.contents);
    sizes.files[name] = { kind, ...size };
    for (const key of ['raw', 'gzip', 'brotli']) {
      if (kind === 'initial') sizes.initial[key] += size[key];
      if (kind === 'initial' || kind === 'usable') sizes.usable[key] += size[key];
    }
    if (kind !== 'initial') {
      // A chunk preloaded for the first control is still a chunk: the per-chunk budget holds for it too.
      const budget = BUDGETS[kind === 'usable' ? 'lazy' : kind];
      if (kind === 'loader') sizes.loader = size;
      if (kind === 'first') sizes.first = size;
      if (size.gzip > budget) over.push(name);
      const what = kind === 'usable' ? "the visualizer's first view" : kind === 'first' ? 'before the first usable control, with the loader' : kind;
      line(name, size, `${what} (budget ${kb(budget)} gzip: ${size.gzip > budget ? 'OVER BUDGET' : 'ok'})`);
      continue;
    }
    line(name, size, 'initial');
  }
  const initialOver = sizes.initial.gzip > BUDGETS.initial;
  if (initialOver) over.unshift('initial download');
  line('= initial download (entry + static imports)', sizes.initial, `(budget ${kb(BUDGETS.initial)} gzip: ${initialOver ? 'OVER BUDGET' : 'ok'})`);
  const usableOver = sizes.usable.gzip > BUDGETS.usable;
  if (usableOver) over.splice(initialOver ? 1 : 0, 0, "the visualizer's first view");
  line("= the visualizer's first view", sizes.usable, `(+ wrap flow, after the first control; budget ${kb(BUDGETS.usable)} gzip: ${usableOver ? 'OVER BUDGET' : 'ok'})`);
  if (over.length > 0) throw new Error(`Widget size budget exceeded: ${over.join(', ')}`);
  // Issue 24 item 8: no browser chunk carries zod classic (scripts/no-zod-classic.mjs).
  const classic = zodClassicChunks(app.metafile);
  if (classic.length > 0) throw new Error(zodClassicMessage(classic));

  fs.rmSync(outdir, { recursive: true, force: true });
  fs.mkdirSync(outdir, { recursive: true });
  for (const { file } of rows) fs.writeFileSync(file.path, file.contents);
  const manifest = {
    loader: 'widget.js',
    bundle: bundleName,
    photo: path.basename(photo.path),
    first: firstName,
    // The first control's module is served and copied as a chunk (api/src/app.ts, lib/build-assets.ts).
    chunks: [...chunks.map((file) => path.basename(file.path)), firstName].sort(),
  };
  fs.writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, sizes, preload, usable, languageChunks, first: firstName, metafile: app.metafile, outdir };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildWidget({ analyze: process.argv.includes('--analyze') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
