// Types of no-zod-classic.mjs for the tests and builds that use it.
export function isZodClassic(input: string): boolean;
export function zodClassicChunks(metafile: { outputs: Record<string, { inputs: Record<string, unknown> }> }): { file: string; modules: string[] }[];
export function zodClassicMessage(found: { file: string; modules: string[] }[]): string;
