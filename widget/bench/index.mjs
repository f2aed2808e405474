// `pnpm bench` for the widget (issue 13): builds the widget and the floor element, prints where the bytes go (the
// biggest modules of the first download), every file's size beside Cal.com's embed and the floor, then the first
// content of each in Chromium, side by side, with the ratio.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWidget, kb, topContributors } from '../build.mjs';
import { buildFloor, measureFirstContent } from './first-content.mjs';
import { printSizes } from './sizes.mjs';

const PART_MODULES = ['src/wrap-flow.tsx', 'src/lead-form.tsx', 'src/popup-dialog.tsx', 'src/photo-tool.ts'];
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-bench-'));
try {
  const widget = await buildWidget({ outdir: path.join(outdir, 'widget'), log: () => {} });
  const floor = await buildFloor(path.join(outdir, 'floor'));

  // The stylesheet is not a module of its own: the entry's share counts as src/styles.ts, each chunk's as its first module.
  const label = (input) =>
    input === 'src/styles.ts' ? `${input} (the entry's share of the stylesheet)` : PART_MODULES.includes(input) ? `${input} (with its chunk's share of the stylesheet)` : input;
  console.log('\nWidget first download: biggest modules (minified bytes in the files, before gzip)');
  for (const [input, bytes] of topContributors(widget.metafile, ['wrapsmith-widget.js', ...widget.preload], 15)) console.log(`  ${kb(bytes).padStart(9)}  ${label(input)}`);
  console.log('Loaded on demand: biggest modules');
  const onDemand = widget.manifest.chunks.filter((chunk) => !widget.preload.includes(chunk));
  // The wrap flow's chunks are loaded on demand in the code's sense, but preloaded with the entry by the first
  // control's module once its Year select works (issue 23 item 23); that module itself is listed as a chunk.
  console.log(`  (of these, the first control's module ${widget.first} draws the Year select, then preloads with the entry: ${widget.usable.join(', ')})`);
  for (const [input, bytes] of topContributors(widget.metafile, onDemand, 8)) console.log(`  ${kb(bytes).padStart(9)}  ${label(input)}`);

  console.log('');
  printSizes({ widget, floor: fs.readFileSync(path.join(floor.outdir, floor.entry)) });

  console.log('');
  await measureFirstContent({ widget, floor, runs: Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 9) });
} finally {
  fs.rmSync(outdir, { recursive: true, force: true });
}
