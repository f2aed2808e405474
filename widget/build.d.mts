// Types of build.mjs for the tests that run the build.
export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
export const BUDGETS: { loader: number; bundle: number; photo: number };
export function measure(bytes: Uint8Array): Size;
export function kb(bytes: number): string;
export function buildWidget(options?: {
  outdir?: string;
  log?: (line: string) => void;
  analyze?: boolean;
}): Promise<{
  manifest: { loader: string; bundle: string; photo: string };
  sizes: { loader: Size; bundle: Size; photo: Size };
  outdir: string;
}>;
