// Size of what a shop's visitors download, beside peer embed scripts measured the same way from their npm packages:
// Cal.com's copy-paste snippet (@calcom/embed-snippet) and the script it loads (@calcom/embed-core).
// Run with `pnpm run bench` after a build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, kb, measure } from '../build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifestFile = path.join(root, 'dist/manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error('widget/dist is missing: run `pnpm run build` first');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const fromPackage = (specifier) => fileURLToPath(import.meta.resolve(specifier));
const packageFile = (name, file) => path.join(path.dirname(fromPackage(`${name}/package.json`)), file);

const rows = [
  ['Wrapsmith loader (widget.js)', path.join(root, 'dist', manifest.loader), BUDGETS.loader],
  ['Wrapsmith bundle (web component)', path.join(root, 'dist', manifest.bundle), BUDGETS.bundle],
  ['Wrapsmith photo chunk (loaded on demand)', path.join(root, 'dist', manifest.photo), BUDGETS.photo],
  ['Cal.com snippet (@calcom/embed-snippet, UMD)', packageFile('@calcom/embed-snippet', 'dist/snippet.umd.js')],
  ['Cal.com embed (@calcom/embed-core embed.js)', packageFile('@calcom/embed-core', 'dist/embed/embed.js')],
  ...fs
    .readdirSync(packageFile('@calcom/embed-core', 'dist/embed/assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => [`Cal.com embed stylesheet (${file})`, packageFile('@calcom/embed-core', `dist/embed/assets/${file}`)]),
];

console.log(`${'script'.padEnd(46)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)} ${'brotli 11'.padStart(10)}   budget (gzip)`);
for (const [label, file, budget] of rows) {
  const size = measure(fs.readFileSync(file));
  console.log(`${label.padEnd(46)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} ${kb(size.brotli).padStart(10)}   ${budget ? kb(budget) : '–'}`);
}
console.log('\nCal.com embed-core additionally loads its booking page in an iframe; Wrapsmith renders in place (no iframe).');
