// Types of build.mjs for the tests that run the build.
export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
export const BUDGETS: { loader: number; initial: number; usable: number; lazy: number };
export function measure(bytes: Uint8Array): Size;
export function kb(bytes: number): string;
export function topContributors(metafile: unknown, files: string[], count?: number): [string, number][];
export function buildWidget(options?: {
  outdir?: string;
  log?: (line: string) => void;
  analyze?: boolean;
}): Promise<{
  manifest: { loader: string; bundle: string; photo: string; chunks: string[] };
  /**
   * `initial` sums the entry and its static imports; `usable` adds the wrap flow's chunks (what comes before the first
   * usable control); `files` has every file by name.
   */
  sizes: { loader: Size | null; initial: Size; usable: Size; files: Record<string, Size & { kind: 'loader' | 'initial' | 'usable' | 'lazy' }> };
  /** The chunks the entry imports statically, which the loader preloads. */
  preload: string[];
  /** The wrap flow's chunk and the chunks it imports statically (not in `preload`), which the loader preloads after them. */
  usable: string[];
  metafile: unknown;
  outdir: string;
}>;
