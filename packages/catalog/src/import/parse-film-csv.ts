// Colour-chart CSV import: brand, code, name, finish and a hex or RGB colour per row, in the many column
// layouts that charts and shop spreadsheets use. Pure: text in, films and rejections out, never a throw.
import { findBrand, type Brand } from '../brands.ts';
import { describeColor, normalizeHex, rgbToHex } from '../color.ts';
import { filmId, filmName, type Film } from '../films/film.ts';
import { FINISH_LABELS } from '../vocabulary.ts';
import { columnsOf, readCsv, type CsvRecord } from './csv.ts';
import { finishFromWords } from './finish-words.ts';
import type { Rejection } from './rejection.ts';

export interface FilmCsvOptions {
  /** Brand for rows without a brand column; when set, rows naming another brand are rejected. */
  brandId?: string;
}

export interface FilmCsvResult {
  /** Data records read (the header excluded). */
  records: number;
  films: Film[];
  rejected: Rejection[];
}

const BRAND = ['brand', 'manufacturer', 'make', 'vendor'];
const CODE = ['code', 'productcode', 'filmcode', 'sku', 'itemcode', 'itemnumber', 'partnumber', 'article'];
const NAME = ['displayname', 'name', 'colorname', 'colourname', 'chartname', 'color', 'colour', 'title'];
const FINISH = ['finish', 'finishtype', 'family', 'finishfromsuffix', 'chartsection', 'category', 'type', 'section'];
const HEX = ['hex', 'hexapprox', 'hexcode', 'colorhex', 'colourhex', 'swatchhex', 'hexcolor', 'hexcolour', 'colorcode', 'colourcode'];
const SECONDARY_HEX = ['secondaryhex', 'hex2', 'fliphex', 'secondhex', 'shifthex'];
const RGB = ['rgb', 'srgb'];
const CHANNELS = { r: ['r', 'red'], g: ['g', 'green'], b: ['b', 'blue'] } as const;
const DESCRIPTION = ['description', 'notes', 'note'];

/** Series numbers that charts print before 3M's colour codes ("2080-G12"); the catalogue uses the colour code. */
const SERIES_PREFIX: Record<string, RegExp> = { '3m': /^2080-/i };

export function parseFilmCsv(text: string, options: FilmCsvOptions = {}): FilmCsvResult {
  const [header, ...records] = readCsv(text);
  if (!header) return { records: 0, films: [], rejected: [{ line: 1, reason: 'The file is empty' }] };
  const columns = columnsOf(header.fields);
  const forcedBrand = options.brandId === undefined ? undefined : findBrand(options.brandId);
  const problems: string[] = [];
  if (options.brandId !== undefined && !forcedBrand) problems.push(`Unknown brand "${options.brandId}"`);
  if (!columns.has(CODE)) problems.push('The header needs a code column');
  if (!columns.has(BRAND) && options.brandId === undefined) problems.push('The header needs a brand column, or choose a brand');
  if (problems.length > 0) {
    return { records: records.length, films: [], rejected: [{ line: header.line, reason: problems.join('; ') }] };
  }

  const films: Film[] = [];
  const rejected: Rejection[] = [];
  const firstLineOfId = new Map<string, number>();
  for (const record of records) {
    const outcome = readFilmRecord(record, columns, forcedBrand);
    if ('reason' in outcome) {
      rejected.push({ line: record.line, reason: outcome.reason });
      continue;
    }
    const firstLine = firstLineOfId.get(outcome.id);
    if (firstLine !== undefined) {
      rejected.push({ line: record.line, reason: `Duplicate code ${outcome.code} (first on line ${firstLine})` });
      continue;
    }
    firstLineOfId.set(outcome.id, record.line);
    films.push(outcome);
  }
  return { records: records.length, films, rejected };
}

type Columns = ReturnType<typeof columnsOf>;

function readFilmRecord(record: CsvRecord, columns: Columns, forcedBrand: Brand | undefined): Film | { reason: string } {
  if (record.error) return { reason: record.error };
  const brandText = columns.get(record, BRAND);
  const rowBrand = brandText ? findBrand(brandText) : undefined;
  if (brandText && !rowBrand) return { reason: `Unknown brand "${brandText}"` };
  if (forcedBrand && rowBrand && rowBrand.id !== forcedBrand.id) {
    return { reason: `Brand "${brandText}" is not ${forcedBrand.name}` };
  }
  const brand = rowBrand ?? forcedBrand;
  if (!brand) return { reason: 'Missing brand' };

  const rawCode = columns.get(record, CODE);
  const seriesPrefix = SERIES_PREFIX[brand.id];
  const code = seriesPrefix ? rawCode.replace(seriesPrefix, '') : rawCode;
  if (!code) return { reason: 'Missing code' };

  const hex = colourOf(record, columns);
  if (!hex) return { reason: `No usable colour for ${code} (needs a hex code or RGB values)` };

  const nameText = columns.get(record, NAME);
  const colourName = normalizeHex(nameText) ? '' : nameText;
  const finish = finishFromWords(columns.get(record, FINISH), colourName);
  if (!finish) {
    const words = columns.get(record, FINISH);
    return { reason: words ? `Unknown finish "${words}"` : `Missing finish for ${code}` };
  }

  const name = filmName(colourName || `${FINISH_LABELS[finish]} ${describeColor(hex)}`, code);
  const secondaryHex = normalizeHex(columns.get(record, SECONDARY_HEX));
  const description = columns.get(record, DESCRIPTION);
  return {
    id: filmId(brand.id, code),
    brandId: brand.id,
    code,
    name,
    hex,
    finish,
    ...(secondaryHex ? { secondaryHex } : {}),
    ...(description ? { description } : {}),
  };
}

/** A hex column when it holds a hex; else an "r,g,b" column; else separate R, G and B columns. */
function colourOf(record: CsvRecord, columns: Columns): string | null {
  const hex = normalizeHex(columns.get(record, HEX));
  if (hex) return hex;
  const rgbText = columns.get(record, RGB);
  if (rgbText) {
    const parts = rgbText.replace(/^rgba?\(|\)$/gi, '').split(/[\s,;]+/).filter(Boolean);
    return channelsToHex(parts[0], parts[1], parts[2]);
  }
  return channelsToHex(columns.get(record, CHANNELS.r), columns.get(record, CHANNELS.g), columns.get(record, CHANNELS.b));
}

function channelsToHex(...texts: (string | undefined)[]): string | null {
  const values = texts.map((text) => (text && /^\d{1,3}$/.test(text.trim()) ? Number(text) : Number.NaN));
  if (values.some((value) => Number.isNaN(value) || value > 255)) return null;
  const [r = 0, g = 0, b = 0] = values;
  return rgbToHex({ r, g, b });
}
