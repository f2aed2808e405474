// The import commands' work, apart from argv and the terminal so tests can run it: read a CSV, parse it with
// the catalog's parsers, store the rows, and describe what happened.
import fs from 'node:fs';
import { findBrand, parseFilmCsv, parseVehicleCsv, type Rejection } from '@wrapsmith/catalog';
import type { Db } from '../db/client.ts';
import { upsertFilms } from '../services/films/index.ts';
import { upsertVehicles, type UpsertProgress } from '../services/vehicles/index.ts';

export const REJECTIONS_SHOWN = 10;

export interface ImportSummary {
  /** Data records read from the file (header excluded). */
  read: number;
  added: number;
  /** Rows that were already stored (and, for films, refreshed when the file changed them). */
  present: number;
  updated: number;
  rejected: Rejection[];
  format?: string;
}

export interface ImportOptions {
  onProgress?: (progress: UpsertProgress) => void;
  at?: Date;
}

export class ImportError extends Error {}

function readText(file: string): string {
  if (!fs.existsSync(file)) throw new ImportError(`No such file: ${file}`);
  return fs.readFileSync(file, 'utf8');
}

export async function importVehicles(db: Db, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const parsed = parseVehicleCsv(readText(file));
  if (!parsed.format) throw new ImportError(parsed.rejected[0]?.reason ?? 'Not a vehicle list');
  const { added, present } = await upsertVehicles(db, parsed.rows, options.onProgress ? { onProgress: options.onProgress } : {});
  return { read: parsed.records, added, present, updated: 0, rejected: parsed.rejected, format: parsed.format };
}

export async function importFilms(db: Db, file: string, options: ImportOptions & { brand?: string | undefined } = {}): Promise<ImportSummary> {
  let brandId: string | undefined;
  if (options.brand !== undefined) {
    brandId = findBrand(options.brand)?.id;
    if (!brandId) throw new ImportError(`Unknown brand "${options.brand}"`);
  }
  const parsed = parseFilmCsv(readText(file), brandId ? { brandId } : {});
  if (parsed.films.length === 0 && parsed.rejected.length === 1 && parsed.rejected[0]?.line === 1) {
    throw new ImportError(parsed.rejected[0].reason);
  }
  const result = await upsertFilms(db, parsed.films, 'import', options.at ?? new Date());
  options.onProgress?.({ done: parsed.films.length, total: parsed.films.length });
  return { read: parsed.records, added: result.added, present: result.updated + result.unchanged, updated: result.updated, rejected: parsed.rejected };
}

/** The summary the commands print: counts, then the first rejections as `line N: reason`. */
export function formatSummary(what: string, summary: ImportSummary): string {
  const lines = [
    `Rows read:       ${summary.read}${summary.format ? ` (${summary.format === 'epa' ? 'EPA vehicle list' : 'plain year,make,model list'})` : ''}`,
    `${what} added:  ${summary.added}`,
    `Already present: ${summary.present}${summary.updated ? ` (${summary.updated} updated)` : ''}`,
    `Rejected:        ${summary.rejected.length}`,
  ];
  for (const r of summary.rejected.slice(0, REJECTIONS_SHOWN)) lines.push(`  line ${r.line}: ${r.reason}`);
  if (summary.rejected.length > REJECTIONS_SHOWN) lines.push(`  … and ${summary.rejected.length - REJECTIONS_SHOWN} more`);
  return lines.join('\n');
}
