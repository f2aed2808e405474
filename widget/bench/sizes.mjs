// Size of what a shop's visitors download, beside peer embed scripts measured the same way from their npm packages
// (Cal.com's copy-paste snippet, @calcom/embed-snippet, and the script it loads, @calcom/embed-core) and beside the
// floor element of the first-content bench (bench/floor-element.jsx).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, kb, measure } from '../build.mjs';

const fromPackage = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const packageFile = (name, file) => path.join(path.dirname(fromPackage(`${name}/package.json`)), file);

function line(label, size, budget) {
  console.log(`${label.padEnd(52)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} ${kb(size.brotli).padStart(10)}   ${budget ? kb(budget) : '–'}`);
}

/** Each language's own chunks by locale: its catalogue and the ICU formatter, from the build's metafile. */
export function languageChunks(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const of = (entry) => outputs.find(([, output]) => output.entryPoint === entry)?.[0];
  const icu = of('src/i18n/icu.ts');
  return Object.fromEntries(['es', 'fr', 'de', 'pt'].map((locale) => [locale, [of(`src/i18n/${locale}.ts`), icu]]));
}

/** `widget` is a buildWidget() result; `floor` the floor element's built bytes. */
export function printSizes({ widget, floor }) {
  const { manifest, sizes } = widget;
  const read = (name) => fs.readFileSync(path.join(widget.outdir, name));
  console.log(`${'script'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)} ${'brotli 11'.padStart(10)}   budget (gzip)`);
  line('Wrapsmith loader (widget.js)', measure(read(manifest.loader)), BUDGETS.loader);
  // Issue 23 item 23: the loader and this module are all that comes before the first usable control.
  line(`Wrapsmith first control: ${manifest.first}`, measure(read(manifest.first)), BUDGETS.first);
  for (const name of [manifest.bundle, ...widget.preload]) line(`  first download: ${name}`, measure(read(name)));
  line('Wrapsmith first download (entry + static imports)', sizes.initial, BUDGETS.initial);
  for (const name of widget.usable) line(`  the visualizer's first view: ${name}`, measure(read(name)), BUDGETS.lazy);
  line("Wrapsmith visualizer's first view", sizes.usable, BUDGETS.usable);
  // Issue 28 item 4: the first download in each language: English is bundled; another adds its catalogue's chunk and
  // the ICU formatter's, fetched beside the config for a visitor who reads it (decision 095).
  line('Wrapsmith first download in en', sizes.initial, BUDGETS.initial);
  for (const [locale, files] of Object.entries(languageChunks(widget.metafile))) {
    const total = files.map((file) => measure(fs.readFileSync(path.join(widget.outdir, path.basename(file)))));
    const sum = (key) => sizes.initial[key] + total.reduce((all, size) => all + size[key], 0);
    // No budget of its own: the entry keeps `initial`, each added chunk `lazy`.
    line(`Wrapsmith first download in ${locale} (+ catalogue, ICU)`, { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') });
  }
  for (const name of manifest.chunks.filter((chunk) => chunk !== manifest.first && !widget.preload.includes(chunk) && !widget.usable.includes(chunk))) {
    line(`  on demand: ${name}`, measure(read(name)), BUDGETS.lazy);
  }
  line('Floor element (preact/compat + r2wc, select + button)', measure(floor));
  line('Cal.com snippet (@calcom/embed-snippet, UMD)', measure(fs.readFileSync(packageFile('@calcom/embed-snippet', 'dist/snippet.umd.js'))));
  line('Cal.com embed (@calcom/embed-core embed.js)', measure(fs.readFileSync(packageFile('@calcom/embed-core', 'dist/embed/embed.js'))));
  const assets = packageFile('@calcom/embed-core', 'dist/embed/assets');
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.css'))) {
    line(`Cal.com embed stylesheet (${file})`, measure(fs.readFileSync(path.join(assets, file))));
  }
  console.log('Cal.com embed-core additionally loads its booking page in an iframe; Wrapsmith renders in place (no iframe).');
}
