// Types of build.mjs for the TypeScript that imports it (bench/reads.ts).
export declare const SERVER_BUNDLE: Record<string, unknown>;
export declare function bundleServer(entryPoints: Record<string, string>, outdir: string, options?: Record<string, unknown>): Promise<void>;
