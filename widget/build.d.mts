// Types of build.mjs for the tests that run the build.
export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
export const BUDGETS: { loader: number; first: number; initial: number; usable: number; lazy: number };
export function measure(bytes: Uint8Array): Size;
export function kb(bytes: number): string;
export function topContributors(metafile: unknown, files: string[], count?: number): [string, number][];
export function buildWidget(options?: {
  outdir?: string;
  log?: (line: string) => void;
  analyze?: boolean;
}): Promise<{
  /** `first`: the first control's module (widget.js injects it; it is listed in `chunks` too). */
  manifest: { loader: string; bundle: string; photo: string; first: string; chunks: string[] };
  /**
   * `first` is the first control's module (with the loader, what comes before the first usable control); `initial`
   * sums the entry and its static imports; `usable` adds the wrap flow's chunks (the visualizer's first view);
   * `files` has every file by name.
   */
  sizes: { loader: Size | null; first: Size | null; initial: Size; usable: Size; files: Record<string, Size & { kind: 'loader' | 'first' | 'initial' | 'usable' | 'lazy' }> };
  /** The chunks the entry imports statically, which the first control's module preloads with it. */
  preload: string[];
  /** The wrap flow's chunk and the chunks it imports statically (not in `preload`), preloaded after them. */
  usable: string[];
  /** Each language's chunks by locale (its catalogue, the ICU formatter), which the first control preloads for its visitor. */
  languageChunks: Record<string, string[]>;
  /** The first control's module (issue 23 item 23): draws the Year select, then injects the entry and preloads. */
  first: string;
  metafile: unknown;
  outdir: string;
}>;
