// Browser bundles carry zod/mini only (issue 24 item 8, docs/decisions/081): zod classic is 50+ KB gzip that no page
// needs, since every schema a browser form or an answer reader imports from @wrapsmith/core is mini. The dashboard's
// and the widget's builds call this with their esbuild metafile and fail when any output chunk holds a module of zod
// classic (zod/v4/classic/*, zod's own index, which is classic, or zod 3).
const CLASSIC = /(^|[\\/])zod[\\/](v4[\\/]classic[\\/]|v3[\\/]|index\.(c?js|d\.ts)$|v4[\\/]index\.(c?js)$)/;

/** True for a metafile input that is part of zod classic. */
export function isZodClassic(input) {
  return CLASSIC.test(input);
}

/** Each JavaScript output holding zod classic, with the classic modules in it; empty when none does. */
export function zodClassicChunks(metafile) {
  const found = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!/\.m?js$/.test(file)) continue;
    const modules = Object.keys(output.inputs).filter(isZodClassic);
    if (modules.length) found.push({ file, modules });
  }
  return found;
}

/** The error a build throws or prints when zod classic reached a browser chunk. */
export function zodClassicMessage(found) {
  return `zod classic is in a browser chunk (browser code must import zod/mini schemas only: @wrapsmith/core's input schemas are mini; docs/decisions/081): ${found
    .map(({ file, modules }) => `${file} (${modules.slice(0, 3).join(', ')}${modules.length > 3 ? ', …' : ''})`)
    .join('; ')}`;
}
