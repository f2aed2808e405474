// Issue 24 item 8: zod classic reaches no browser chunk. The check the dashboard's and the widget's builds run
// (scripts/no-zod-classic.mjs) finds classic in a real esbuild metafile and not mini, and the dashboard built as it
// ships (every route's chunks) holds none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { zodClassicChunks, zodClassicMessage } from '../../scripts/no-zod-classic.mjs';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-zod-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

async function bundle(source: string) {
  const result = await esbuild.build({
    // zod is core's dependency, not the dashboard's: resolved from there.
    stdin: { contents: source, resolveDir: path.join(import.meta.dirname, '../../packages/core/src'), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    outdir: folder,
    logLevel: 'silent',
  });
  return result.metafile;
}

describe('no zod classic in a browser chunk (issue 24 item 8)', () => {
  it('finds zod classic in a chunk that imports it, and not zod/mini', async () => {
    const classic = zodClassicChunks(await bundle(`import { z } from 'zod'; export const s = z.string().min(1);`));
    expect(classic).toHaveLength(1);
    expect(classic[0]?.modules.some((m) => /classic/.test(m))).toBe(true);
    expect(zodClassicMessage(classic)).toMatch(/zod classic is in a browser chunk/);
    expect(zodClassicChunks(await bundle(`import * as z from 'zod/mini'; export const s = z.string().check(z.minLength(1));`))).toEqual([]);
  });

  it('the dashboard as built holds no zod classic, though its forms validate with core schemas', () => {
    // build.mjs runs in its own node (vitest's transform cannot load a script with a shebang), without writing files.
    const script = `
      import * as esbuild from 'esbuild';
      import { buildOptions } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, '../build.mjs')).href)};
      import { zodClassicChunks } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, '../../scripts/no-zod-classic.mjs')).href)};
      const options = buildOptions({ dist: ${JSON.stringify(path.join(folder, 'dist'))} });
      const result = await esbuild.build({ ...options, write: false, plugins: options.plugins.filter((p) => p.name !== 'write-index-html') });
      console.log(JSON.stringify({ inputs: Object.keys(result.metafile.inputs), classic: zodClassicChunks(result.metafile) }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(import.meta.dirname, '..'), encoding: 'utf8' });
    const { inputs, classic } = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { inputs: string[]; classic: unknown[] };
    // The forms that validate in the browser reach core's input schemas, in mini, and zod with them.
    expect(inputs.some((file) => /packages[\\/]core[\\/]src[\\/]auth\.ts$/.test(file))).toBe(true);
    expect(inputs.some((file) => /zod[\\/]v4[\\/]mini[\\/]/.test(file))).toBe(true);
    expect(classic).toEqual([]);
  });
});
