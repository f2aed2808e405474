#!/usr/bin/env node
// Builds the dashboard SPA with esbuild: dist/assets/<name>-<hash>.{js,css} plus dist/index.html pointing at them.
// Code is split by route (decision 046): a small entry, one chunk per lazily loaded page or layout, shared chunks.
// Every build prints each route's JavaScript at first load and fails when a route is over its budget.
// `node build.mjs --watch` rebuilds on change. The design system's CSS lives in TypeScript (one source for the
// dashboard and the widget's shadow root), so a tiny plugin turns `@import 'wrapsmith:design'` into that text.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { zodClassicChunks, zodClassicMessage } from '../scripts/no-zod-classic.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
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

const KB = 1024;
/**
 * Gzip JavaScript a visitor downloads before a page shows: the entry, the route's chunks and their imports.
 * TARGETS are issue 13's and the build enforces them: on preact/compat, React Router with its runtime is 41 KB, not
 * 99 KB (decision 051), and only pages that check a form with a core contract load zod (54 KB); login and sign-up load
 * theirs at the first focus (LOADED_LATER). Decisions 046 and 051 have the numbers.
 */
export const TARGETS = { public: 100 * KB, signedIn: 150 * KB };
export const BUDGETS = { landing: TARGETS.public, public: TARGETS.public, signedIn: TARGETS.signedIn };

/**
 * Every route with the modules routes.tsx loads lazily for it (layout first, then page) and its budget. The build
 * fails when a lazily loaded module is missing here or a module named here has no chunk, so the two stay in step.
 * The landing page, login, sign-up and the customer's quote page are where strangers wait: the public budget.
 */
const publicSite = 'src/layouts/public-layout.tsx';
const studio = 'src/layouts/app-layout.tsx';
export const ROUTES = [
  { path: '/', modules: [publicSite, 'src/pages/landing/landing-page.tsx'], budget: BUDGETS.landing, target: TARGETS.public },
  { path: '/login', target: TARGETS.public, modules: ['src/pages/login/login-page.tsx'], budget: BUDGETS.public },
  { path: '/signUp', target: TARGETS.public, modules: ['src/pages/sign-up/sign-up-page.tsx'], budget: BUDGETS.public },
  { path: '/confirm-booking', customerPage: true, target: TARGETS.public, modules: ['src/pages/confirm-booking/confirm-booking-page.tsx'], budget: BUDGETS.public },
  { path: '/track', customerPage: true, target: TARGETS.public, modules: ['src/pages/track/track-page.tsx'], budget: BUDGETS.public },
  { path: '/pay-invoice', customerPage: true, target: TARGETS.public, modules: ['src/pages/invoices/pay-invoice-page.tsx'], budget: BUDGETS.public },
  { path: '/verify-warranty', customerPage: true, target: TARGETS.public, modules: ['src/pages/verify-warranty/verify-warranty-page.tsx'], budget: BUDGETS.public },
  { path: '/deposit/pay', customerPage: true, target: TARGETS.public, modules: ['src/pages/deposit-pay/deposit-pay-page.tsx'], budget: BUDGETS.public },
  { path: '/invoice/pay', customerPage: true, target: TARGETS.public, modules: ['src/pages/deposit-pay/deposit-pay-page.tsx'], budget: BUDGETS.public },
  { path: '/contact', modules: [publicSite, 'src/pages/contact/contact-page.tsx'], budget: BUDGETS.signedIn, target: TARGETS.signedIn },
  { path: '/visualizer', modules: [publicSite, 'src/pages/visualizer/visualizer-page.tsx'], budget: BUDGETS.signedIn, target: TARGETS.signedIn },
  { path: '/sucessfullUrl', modules: [publicSite, 'src/pages/payment-success/payment-success-page.tsx'], budget: BUDGETS.signedIn, target: TARGETS.signedIn },
  { path: '/reset-password', modules: ['src/pages/reset-password/reset-password-page.tsx'], budget: BUDGETS.signedIn, target: TARGETS.signedIn },
  { path: '/verify-otp', modules: ['src/pages/verify-otp/verify-otp-page.tsx'], budget: BUDGETS.signedIn, target: TARGETS.signedIn },
  { path: '/invite', modules: ['src/pages/invite/invite-page.tsx'], budget: BUDGETS.signedIn, target: TARGETS.signedIn },
  { path: '/undo-email-change', modules: ['src/pages/undo-email-change/undo-email-change-page.tsx'], budget: BUDGETS.signedIn, target: TARGETS.signedIn },
  ...[
    ['/dashboard', 'src/pages/dashboard/dashboard-page.tsx'],
    ['/profile', 'src/pages/profile/profile-page.tsx'],
    ['/tool', 'src/pages/tool/tool-page.tsx'],
    ['/aitool', 'src/pages/aitool/aitool-page.tsx'],
    ['/library', 'src/pages/library/library-page.tsx'],
    ['/subscription', 'src/pages/subscription/subscription-page.tsx'],
    ['/billing/checkout/:id', 'src/pages/billing-checkout/billing-checkout-page.tsx'],
    ['/customers', 'src/pages/customers/customers-page.tsx'],
    ['/customers/:id', 'src/pages/customers/customer-page.tsx'],
    ['/customers/vehicles/:id', 'src/pages/customers/vehicle-page.tsx'],
    ['/invoices', 'src/pages/invoices/invoices-page.tsx'],
    ['/invoices/:id', 'src/pages/invoices/invoice-page.tsx'],
    ['/rolls', 'src/pages/rolls/rolls-page.tsx'],
    ['/rolls/:id', 'src/pages/rolls/roll-page.tsx'],
    ['/appointment', 'src/pages/appointment/appointment-page.tsx'],
    ['/work-order', 'src/pages/work-order/work-order-page.tsx'],
    ['/bookingAppointment', 'src/pages/booking-appointment/booking-appointment-page.tsx'],
    ['/help', 'src/pages/help/help-page.tsx'],
    ['/settings', 'src/pages/settings/settings-page.tsx'],
    ['/settings/shop', 'src/pages/settings/shop/shop-settings-page.tsx'],
    ['/settings/widget', 'src/pages/settings/widget/widget-settings-page.tsx'],
    ['/settings/catalogue', 'src/pages/settings/catalogue/catalogue-page.tsx'],
    ['/settings/prices', 'src/pages/settings/prices/prices-page.tsx'],
    ['/settings/emails', 'src/pages/settings/emails/emails-page.tsx'],
    ['/settings/texts', 'src/pages/settings/texts/texts-page.tsx'],
    ['/settings/calendar', 'src/pages/settings/calendar/calendar-settings-page.tsx'],
    ['/settings/team', 'src/pages/settings/team/team-settings-page.tsx'],
    ['/settings/developers', 'src/pages/settings/developers/developers-page.tsx'],
    ['/settings/payments', 'src/pages/settings/payments/payments-page.tsx'],
    ['/settings/invoices', 'src/pages/settings/invoices/invoice-settings-page.tsx'],
    ['/settings/notifications', 'src/pages/settings/notifications/notify-settings-page.tsx'],
    ['/leads', 'src/pages/leads/leads-page.tsx'],
    ['/notifications', 'src/pages/notifications/notifications-page.tsx'],
  ].map(([routePath, page]) => ({ path: routePath, modules: [studio, page], budget: BUDGETS.signedIn, target: TARGETS.signedIn })),
];

/**
 * Modules loaded lazily after a page shows, not at its first load: the login and sign-up contracts (zod), imported
 * at the first focus in the form (decision 051); the work order's quote editor. The build prints their size; a lazy module neither here nor in
 * ROUTES fails the build.
 */
export const LOADED_LATER = [
  'src/lib/auth-contracts.ts',
  // An area's answer schemas (src/api/lazy-answer.ts, issue 24): fetched with the area's first request, while the
  // request is on the way, so the page's first answer waits for whichever of the two comes last.
  'src/api/answers/invoices.ts',
  'src/api/answers/account.ts',
  'src/api/answers/billing.ts',
  'src/api/answers/payments.ts',
  'src/api/answers/prices.ts',
  'src/api/answers/bookings.ts',
  'src/api/answers/public-booking.ts',
  'src/api/answers/customer-vehicles.ts',
  'src/api/answers/widget-booking.ts',
  'src/api/answers/widget.ts',
  'src/api/answers/library.ts',
  'src/api/answers/studio.ts',
  'src/api/answers/catalogue.ts',
  'src/api/answers/developer.ts',
  'src/api/answers/rolls.ts',
  'src/api/answers/warranties.ts',
  'src/api/answers/notify.ts',
  'src/api/answers/texts.ts',
  'src/api/answers/tracking.ts',
  // The work order's quote editor (issue 25 item 3), loaded after the work order itself shows.
  'src/features/quotes/quote-editor.tsx',
  // Its deposit panel (issue 25 item 4), likewise.
  'src/pages/work-order/deposit-panel.tsx',
  // Its film roll (issue 27 item 1), likewise.
  'src/pages/work-order/roll-panel.tsx',
  // Its warranties (issue 27 item 2), likewise.
  'src/pages/work-order/warranty-panel.tsx',
  // Its tracking page panel (issue 26 item 3), likewise.
  'src/pages/work-order/tracking-panel.tsx',
  // What the customer was sent (issue 26 item 2), likewise.
  'src/pages/work-order/customer-messages.tsx',
  // Its photos, likewise.
  'src/pages/work-order/booking-photos.tsx',
  // The visualizer's words in the Studio's language (issue 28 item 1, decision 099), after the Studio page shows
  // and before its visualizer does; English needs none.
  'src/i18n/visualizer-es.ts',
  'src/i18n/visualizer-fr.ts',
  'src/i18n/visualizer-de.ts',
  'src/i18n/visualizer-pt.ts',
  // The quote page's words in the customer's language (issue 28 item 1, decision 100), with the booking; English needs none.
  'src/features/customer-page/i18n/quote-es.ts',
  'src/features/customer-page/i18n/quote-fr.ts',
  'src/features/customer-page/i18n/quote-de.ts',
  'src/features/customer-page/i18n/quote-pt.ts',
  // Page Not Found and the error page in another language (issue 28 item 1): the `error` area's words with their
  // screen, kept out of the entry (which shows these screens in English); English needs none.
  'src/pages/error/error-words.tsx',
  // The offline payment page's words (/deposit/pay, /invoice/pay) in the customer's language, with the payment.
  'src/features/customer-page/i18n/pay-es.ts',
  'src/features/customer-page/i18n/pay-fr.ts',
  'src/features/customer-page/i18n/pay-de.ts',
  'src/features/customer-page/i18n/pay-pt.ts',
  // The invoice page's (/pay-invoice) and the warranty verification page's words in the customer's language, with
  // the invoice or the warranty.
  'src/features/customer-page/i18n/invoice-es.ts',
  'src/features/customer-page/i18n/invoice-fr.ts',
  'src/features/customer-page/i18n/invoice-de.ts',
  'src/features/customer-page/i18n/invoice-pt.ts',
  'src/features/customer-page/i18n/warranty-es.ts',
  'src/features/customer-page/i18n/warranty-fr.ts',
  'src/features/customer-page/i18n/warranty-de.ts',
  'src/features/customer-page/i18n/warranty-pt.ts',
];

/**
 * The dashboard's languages other than English (issue 28 item 1, decision 099): one chunk each, loaded before the
 * first screen for whoever reads that language. Each route's budget holds with its largest language chunk too.
 */
export const LANGUAGE_CHUNKS = ['src/i18n/es.ts', 'src/i18n/fr.ts', 'src/i18n/de.ts', 'src/i18n/pt.ts'];

/**
 * An area's words in one language (decision 101): `src/i18n/areas/<area>/<lang>.ts`, fetched when a screen of that
 * area first shows in that language. A route's "in es/fr/de/pt" size counts the area chunks its own files import,
 * and each area chunk is held to AREA_CHUNK_BUDGET on its own.
 */
export const AREA_CHUNK = /^src\/i18n\/areas\/[^/]+\/(es|fr|de|pt)\.ts$/;
export const AREA_CHUNK_BUDGET = 10 * KB;

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const gzipSize = (bytes) => zlib.gzipSync(bytes, { level: 9 }).length;

/** The output file (relative to the working directory, as in the metafile) of each JavaScript entry point. */
function chunksByEntry(metafile) {
  const chunks = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint && file.endsWith('.js')) chunks.set(output.entryPoint, file);
  }
  return chunks;
}

/** `file` and every chunk it imports statically, transitively: what the browser fetches before it runs. */
function withStaticImports(metafile, file, into = new Set()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of metafile.outputs[file]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external) withStaticImports(metafile, imported.path, into);
  }
  return into;
}

/**
 * Per route: the JavaScript files loaded at first visit (entry + the route's lazy chunks + their static imports),
 * with raw and gzip totals. Metafile paths are relative to `workingDir`; `entry` is the entry point's source.
 */
export function routeSizes(metafile, { workingDir = root, entry = 'src/main.tsx', routes = ROUTES, later = LOADED_LATER, languages = LANGUAGE_CHUNKS } = {}) {
  const chunks = chunksByEntry(metafile);
  const entryFile = chunks.get(entry);
  if (!entryFile) throw new Error(`esbuild produced no chunk for ${entry}`);
  const lazy = new Set([...chunks.keys()].filter((source) => source !== entry));
  const named = new Set([...routes.flatMap((r) => r.modules), ...later, ...languages]);
  const unbudgeted = [...lazy].filter((source) => !named.has(source) && !AREA_CHUNK.test(source));
  if (unbudgeted.length) throw new Error(`Lazily loaded modules with no route in build.mjs ROUTES: ${unbudgeted.join(', ')}`);
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) {
      const bytes = fs.readFileSync(path.resolve(workingDir, file));
      sizeCache.set(file, { raw: bytes.length, gzip: gzipSize(bytes) });
    }
    return sizeCache.get(file);
  };
  const sum = (files) =>
    [...files].reduce((t, f) => ({ raw: t.raw + sizeOf(f).raw, gzip: t.gzip + sizeOf(f).gzip }), { raw: 0, gzip: 0 });
  const entryFiles = withStaticImports(metafile, entryFile);
  const afterwards = (source) => {
    const files = withStaticImports(metafile, chunks.get(source) ?? '');
    for (const file of entryFiles) files.delete(file);
    return { source, files: [...files], ...sum(files) };
  };
  const sourceOf = new Map([...chunks].map(([source, file]) => [file, source]));
  const areaChunks = [...chunks.keys()].filter((source) => AREA_CHUNK.test(source)).sort();
  const languageOf = (source) => source.match(/(\w+)\.ts$/)[1];
  /** The area chunks in `lang` that `files` import on demand, with their static imports, added to `into`. */
  const areasFor = (files, lang, into) => {
    for (const file of files) {
      for (const imported of metafile.outputs[file]?.imports ?? []) {
        const source = sourceOf.get(imported.path);
        if (imported.kind === 'dynamic-import' && source && AREA_CHUNK.test(source) && languageOf(source) === lang) withStaticImports(metafile, imported.path, into);
      }
    }
    return into;
  };
  return {
    entry: { files: [...entryFiles], ...sum(entryFiles) },
    later: later.filter((source) => chunks.has(source)).map(afterwards),
    languages: languages.filter((source) => chunks.has(source)).map(afterwards),
    areas: areaChunks.map(afterwards),
    routes: routes.map((route) => {
      const own = route.modules.map((source) => {
        const file = chunks.get(source);
        if (!file) throw new Error(`${source} (route ${route.path} in build.mjs ROUTES) has no chunk: is it still loaded lazily in routes.tsx?`);
        return file;
      });
      const files = new Set(entryFiles);
      for (const file of own) withStaticImports(metafile, file, files);
      // The same first load for a reader of the heaviest language: its chunk and imports beyond the route's files.
      // Plus the area chunks in that language the route's own files fetch before their screens show (decision 101).
      // The customer's pages do not wait for the staff's language (main.tsx, isCustomerPage): their first load is the
      // same in every language (their own words arrive with the customer's answer, LOADED_LATER).
      const withLanguage = route.customerPage ? 0 : Math.max(
        0,
        ...languages
          .filter((source) => chunks.has(source))
          .map((source) => {
            const withCore = withStaticImports(metafile, chunks.get(source), new Set(files));
            return sum(areasFor(files, languageOf(source), withCore)).gzip;
          }),
      );
      return { ...route, chunks: own, own: sum(own), files: [...files], ...sum(files), withLanguage };
    }),
  };
}

/** Prints one row per route and returns the routes over budget; without `budgets` (watch mode) sizes only. */
function reportRouteSizes(sizes, { budgets = true } = {}) {
  const rows = [
    ['route', 'own chunks raw', 'gzip', 'first load raw', 'gzip', 'in es/fr/de/pt', 'files', 'budget', '', 'target', ''],
    ['(entry + its imports)', '', '', kb(sizes.entry.raw), kb(sizes.entry.gzip), '', String(sizes.entry.files.length), '', '', '', ''],
    ...sizes.routes.map((r) => [
      r.path,
      kb(r.own.raw),
      kb(r.own.gzip),
      kb(r.raw),
      kb(r.gzip),
      r.withLanguage ? kb(r.withLanguage) : '',
      String(r.files.length),
      ...(budgets
        ? [kb(r.budget), Math.max(r.gzip, r.withLanguage) > r.budget ? 'OVER BUDGET' : 'ok', kb(r.target), r.gzip > r.target ? `${(r.gzip / r.target).toFixed(2)}×` : 'met']
        : ['', '', '', '']),
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows) console.log(`  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ')}`);
  for (const l of sizes.languages ?? []) console.log(`  language, before the first screen in it: ${l.source} with what it imports beyond the entry ${kb(l.raw)} raw, ${kb(l.gzip)} gzip`);
  for (const l of sizes.later) console.log(`  later, not at first load: ${l.source} with what it imports beyond the entry ${kb(l.raw)} raw, ${kb(l.gzip)} gzip`);
  for (const a of sizes.areas ?? []) console.log(`  an area's words, with its first screen in that language: ${a.source} ${kb(a.raw)} raw, ${kb(a.gzip)} gzip${budgets && a.gzip > AREA_CHUNK_BUDGET ? ` OVER ITS ${kb(AREA_CHUNK_BUDGET)} BUDGET` : ''}`);
  const overAreas = budgets ? (sizes.areas ?? []).filter((a) => a.gzip > AREA_CHUNK_BUDGET).map((a) => ({ path: a.source, gzip: a.gzip, budget: AREA_CHUNK_BUDGET })) : [];
  return [...sizes.routes.filter((r) => Math.max(r.gzip, r.withLanguage) > r.budget), ...overAreas];
}

function htmlPage(metafile, dist) {
  const entryFile = chunksByEntry(metafile).get('src/main.tsx');
  if (!entryFile) throw new Error('esbuild produced no JavaScript entry');
  const css = metafile.outputs[entryFile].cssBundle;
  const url = (file) => `/${path.relative(dist, path.resolve(root, file)).split(path.sep).join('/')}`;
  // The entry's own imports, fetched in parallel with it instead of after it is parsed; nothing a route loads later.
  const preloads = [...withStaticImports(metafile, entryFile)].filter((file) => file !== entryFile);
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
${css ? `    <link rel="stylesheet" href="${url(css)}" />\n` : ''}${preloads.map((file) => `    <link rel="modulepreload" href="${url(file)}" />\n`).join('')}    <script type="module" src="${url(entryFile)}"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Wrapsmith needs JavaScript enabled to run.</noscript>
  </body>
</html>
`;
}

/**
 * Writes index.html and reports sizes. esbuild also emits a stylesheet per lazy chunk, holding CSS the entry's
 * stylesheet already has (it gathers the CSS of every chunk); nothing links them, so they are removed.
 */
function writeHtmlPlugin({ dist, budgets }) {
  return {
    name: 'write-index-html',
    setup(build) {
      build.onStart(() => {
        fs.rmSync(path.join(dist, 'assets'), { recursive: true, force: true });
      });
      build.onEnd((result) => {
        if (result.errors.length || !result.metafile) return;
        const { metafile } = result;
        const entryCss = metafile.outputs[chunksByEntry(metafile).get('src/main.tsx') ?? '']?.cssBundle;
        for (const output of Object.values(metafile.outputs)) {
          if (output.entryPoint !== 'src/main.tsx' && output.cssBundle && output.cssBundle !== entryCss) {
            fs.rmSync(path.resolve(root, output.cssBundle), { force: true });
            fs.rmSync(path.resolve(root, `${output.cssBundle}.map`), { force: true });
            delete metafile.outputs[output.cssBundle];
            delete metafile.outputs[`${output.cssBundle}.map`];
            delete output.cssBundle;
          }
        }
        fs.writeFileSync(path.join(dist, 'index.html'), htmlPage(metafile, dist));
        if (entryCss) console.log(`dashboard built: ${path.relative(root, entryCss)} ${kb(metafile.outputs[entryCss].bytes)}; JavaScript per route (gzip -9):`);
        if (!budgets) console.log('  (an unminified development build: budgets apply to `node build.mjs`)');
        const over = reportRouteSizes(routeSizes(metafile), { budgets });
        if (budgets && over.length) {
          console.error(`✗ Dashboard route over its JavaScript budget: ${over.map((r) => `${r.path} ${kb(r.gzip)} > ${kb(r.budget)}`).join(', ')}`);
          process.exitCode = 1;
        }
        // Issue 24 item 8: no browser chunk carries zod classic (scripts/no-zod-classic.mjs).
        const classic = zodClassicChunks(metafile);
        if (classic.length) {
          console.error(`✗ ${zodClassicMessage(classic)}`);
          process.exitCode = 1;
        }
      });
    },
  };
}

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

/**
 * zod's schemas carry JSON Schema conversion (to-json-schema, its processors, from-json-schema, the generator: ~8 KB
 * gzip on every page that checks a form), reached through `import * as` and the classic namespace, so esbuild cannot
 * drop it. The dashboard never converts a schema to JSON Schema (the API serves the OpenAPI document), so in its
 * bundle those modules export stand-ins with the same names that throw if ever called. Issue 28 item 1 (decision
 * 099) made room this way for the dashboard's languages on its heaviest routes.
 */
const zodWithoutJsonSchema = {
  name: 'zod-without-json-schema',
  setup(build) {
    const modules = /[\\/]zod[\\/]v4[\\/](core[\\/](to-json-schema|json-schema-processors|json-schema-generator)|classic[\\/]from-json-schema)\.js$/;
    build.onLoad({ filter: modules }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const names = new Set();
      for (const m of text.matchAll(/^export\s+(?:const|function|class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
      for (const m of text.matchAll(/^export\s*\{([^}]*)\}\s*;/gm)) for (const spec of m[1].split(',')) { const name = spec.trim().split(/\s+as\s+/).pop(); if (name) names.add(name); }
      const lines = ['const unavailable = () => { throw new Error("JSON Schema conversion is not in the dashboard bundle"); };', 'const method = () => unavailable;'];
      for (const name of names) lines.push(`export const ${name} = ${/^create\w*Method$/.test(name) ? 'method' : name === 'allProcessors' ? '{}' : 'unavailable'};`);
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

/**
 * Our shared packages' modules only declare things (rules, messages, zod contracts, the catalogue's data), so a
 * module the dashboard takes nothing from can be left out. Without this the entry's one `AUTH_MESSAGES` import
 * from @wrapsmith/core brought in every contract and zod with them, and one `FINISHES` the whole catalogue.
 * parse-without-eval is the exception: it exists for its side effect.
 */
const sharedPackagesSideEffectFree = {
  name: 'shared-packages-side-effect-free',
  setup(build) {
    const packages = path.resolve(root, '../packages');
    const declarative = /[\\/]packages[\\/](core|catalog)[\\/]src[\\/]/;
    build.onResolve({ filter: /^(@wrapsmith\/(core|catalog)(\/.*)?|\.\.?\/.*)$/ }, async (args) => {
      if (args.pluginData?.sideEffectsChecked) return undefined;
      if (!args.path.startsWith('@wrapsmith/') && !args.importer.startsWith(packages)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { sideEffectsChecked: true },
      });
      if (resolved.errors.length || !declarative.test(resolved.path) || /parse-without-eval/.test(resolved.path)) return undefined;
      return { path: resolved.path, sideEffects: false };
    });
  },
};

/**
 * With code splitting, esbuild puts a module in the chunk of every entry that reaches it, and `export *` counts as
 * reaching: one `import { PAGE_SIZE } from '@wrapsmith/core'` in the entry's code pulled every contract (and zod),
 * the visualizer's components and the vehicle list into the entry, through the packages' index files. This plugin
 * rewrites the dashboard's named imports from our packages to the modules that define the names (what Next.js
 * calls optimizePackageImports). A const holding a number, string or boolean is inlined instead: `PAGE_SIZE` lives
 * beside zod schemas, and importing it would bring zod. A name it cannot place keeps its import from the index,
 * which is always correct.
 */
const directPackageImports = {
  name: 'direct-package-imports',
  setup(build) {
    const packagesDir = path.resolve(root, '../packages');
    const indexes = new Map();
    const exportsOf = new Map();
    /** `file#name` → the source text of a number, string or boolean a module exports as a const. */
    const literals = new Map();
    const relativeExport = (from, spec) => path.resolve(path.dirname(from), spec);
    /** name → defining file, for the module `file` and everything it re-exports. */
    const namesIn = (file, seen = new Set()) => {
      if (exportsOf.has(file)) return exportsOf.get(file);
      const names = new Map();
      if (seen.has(file) || !fs.existsSync(file)) return names;
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm)) names.set(m[1], file);
      for (const m of text.matchAll(/^export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*(-?[\d_.]+|'[^'\\\n]*'|true|false)\s*;/gm)) literals.set(`${file}#${m[1]}`, m[2]);
      for (const m of text.matchAll(/^export\s*\{([^}]*)\}\s*(?:from\s*'([^']+)')?/gm)) {
        for (const spec of m[1].split(',').map((x) => x.trim()).filter((x) => x && !x.startsWith('type '))) {
          const [local, exported = local] = spec.split(/\s+as\s+/);
          if (!m[2]) names.set(exported, file);
          else if (local === exported) names.set(exported, namesIn(relativeExport(file, m[2]), seen).get(local) ?? relativeExport(file, m[2]));
        }
      }
      for (const m of text.matchAll(/^export\s*\*\s*from\s*'([^']+)'/gm)) {
        for (const [name, where] of namesIn(relativeExport(file, m[1]), seen)) if (!names.has(name)) names.set(name, where);
      }
      exportsOf.set(file, names);
      return names;
    };
    const packageIndex = (specifier) => {
      if (!indexes.has(specifier)) {
        const [, pkg, sub] = /^@wrapsmith\/([^/]+)(?:\/(.+))?$/.exec(specifier);
        const manifest = JSON.parse(fs.readFileSync(path.join(packagesDir, pkg, 'package.json'), 'utf8'));
        const target = manifest.exports?.[sub ? `./${sub}` : '.'];
        indexes.set(specifier, typeof target === 'string' ? namesIn(path.join(packagesDir, pkg, target)) : new Map());
      }
      return indexes.get(specifier);
    };
    const importStatement = /^import\s*\{([^}]*)\}\s*from\s*'(@wrapsmith\/(?:core|catalog|visualizer)(?:\/rules)?)';/gm;
    build.onLoad({ filter: /[\\/]dashboard[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes("from '@wrapsmith/")) return undefined;
      const contents = text.replace(importStatement, (statement, specifiers, specifier) => {
        const index = packageIndex(specifier);
        const byFile = new Map();
        const rest = [];
        const constants = [];
        for (const spec of specifiers.split(',').map((x) => x.trim()).filter(Boolean)) {
          if (spec.startsWith('type ')) continue;
          const [name, local = name] = spec.split(/\s+as\s+/);
          const file = index.get(name);
          const literal = file && literals.get(`${file}#${name}`);
          if (literal) constants.push(`const ${local} = ${literal};`);
          else if (file) byFile.set(file, [...(byFile.get(file) ?? []), spec]);
          else rest.push(spec);
        }
        const lines = [...byFile].map(([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)};`);
        lines.push(...constants);
        if (rest.length) lines.push(`import { ${rest.join(', ')} } from '${specifier}';`);
        // As many lines as the statement had, so that the source map's line numbers stay right.
        const newlines = '\n'.repeat(statement.split('\n').length - 1);
        return (lines.join(' ') || statement.replace(/^import\s*\{[^}]*\}/, 'import type {}').replace(/\n/g, ' ')) + newlines;
      });
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};

/**
 * parse-without-eval (the entry's first import) only calls `z.config`, which is zod's core `config`. Through zod's
 * index it would put all of zod in the entry (see directPackageImports); given core.js alone it sets the same
 * global config that every schema built later in a page's chunk reads.
 */
const zodConfigOnly = {
  name: 'zod-config-only',
  setup(build) {
    build.onResolve({ filter: /^zod$/ }, async (args) => {
      if (!/parse-without-eval\.ts$/.test(args.importer)) return undefined;
      const zod = await build.resolve('zod/v4/core', { kind: args.kind, resolveDir: args.resolveDir });
      if (zod.errors.length) return undefined;
      return { path: path.join(path.dirname(zod.path), 'core.js'), namespace: 'zod-config-only' };
    });
    build.onLoad({ filter: /.*/, namespace: 'zod-config-only' }, (args) => ({
      contents: `import { config } from ${JSON.stringify(args.path)}; export const z = { config };`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

/**
 * The browser runs the dashboard on preact/compat (decision 051): the same React components, 60 KB gzip less on every
 * route than React DOM. Subpaths follow (react/jsx-runtime, react-dom/client). Unit tests run on React; the browser
 * suite (e2e/) runs this build.
 */
export const PREACT_ALIAS = { react: 'preact/compat', 'react-dom': 'preact/compat' };

/**
 * React runs the effects of a render caused by a click or a key press before the next event; preact runs them after
 * the next frame, so a key pressed within that frame went to the element an effect was about to move focus from
 * (the calendar's arrow keys, then Enter). The dashboard's root (react-dom/client, imported once by main.tsx) sets
 * preact to run effects right after each render, as React does for input, before the browser handles another event.
 */
const preactEffectsBeforeNextEvent = {
  name: 'preact-effects-before-next-event',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/client$/ }, () => ({ path: 'react-dom/client', namespace: 'preact-client' }));
    build.onLoad({ filter: /.*/, namespace: 'preact-client' }, () => ({
      contents: `import { options } from 'preact';\noptions.requestAnimationFrame = (flush) => queueMicrotask(flush);\nexport * from 'preact/compat/client';\n`,
      resolveDir: root,
    }));
  },
};

/**
 * The dashboard's esbuild options. `splitting: false, preact: false` builds the single bundle on React that every
 * page loaded before decisions 046 and 051 (the bench measures it as the baseline).
 */
export function buildOptions({ dist = path.join(root, 'dist'), watch = false, splitting = true, preact = true } = {}) {
  /** @type {import('esbuild').BuildOptions} */
  return {
    absWorkingDir: root,
    entryPoints: { main: 'src/main.tsx' },
    outdir: path.join(dist, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    splitting,
    format: 'esm',
    target: ['es2022', 'chrome109', 'safari16', 'firefox115'],
    jsx: 'automatic',
    ...(preact ? { alias: PREACT_ALIAS } : {}),
    minify: !watch,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    plugins: [...(preact ? [preactEffectsBeforeNextEvent] : []), zodConfigOnly, directPackageImports, sharedPackagesSideEffectFree, zodEnglishOnly, zodWithoutJsonSchema, designCssPlugin, ...(splitting ? [writeHtmlPlugin({ dist, budgets: !watch })] : [])],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const watch = process.argv.includes('--watch');
  const options = buildOptions({ watch });
  fs.mkdirSync(path.dirname(options.outdir), { recursive: true });
  if (watch) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    console.log('watching dashboard sources…');
  } else {
    await esbuild.build(options);
  }
}
