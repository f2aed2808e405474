// Vehicle CSV import: the EPA fuel-economy master list ("vehicles.csv" from fueleconomy.gov) or a plain
// year,make,model,body_styles list. Pure: text in, rows and rejections out, never a throw.
import { FIRST_MODEL_YEAR, LAST_MODEL_YEAR, type VehicleRow } from '../vehicles/vehicle-model.ts';
import { normalizeMake } from '../vehicles/make-names.ts';
import type { BodyStyle } from '../vocabulary.ts';
import { bodyStyleFromModelName, parseBodyStyles } from './body-style.ts';
import { columnsOf, readCsv, type CsvRecord } from './csv.ts';
import type { Rejection } from './rejection.ts';

export type VehicleCsvFormat = 'epa' | 'plain';

export interface VehicleCsvResult {
  /** Detected layout, or null when the header names no year, make and model columns. */
  format: VehicleCsvFormat | null;
  /** Data records read (the header excluded). */
  records: number;
  /** One row per year, make, model and body style, without repeats. */
  rows: VehicleRow[];
  rejected: Rejection[];
}

const YEAR = ['year', 'modelyear', 'yr'];
const MAKE = ['make', 'manufacturer', 'brand', 'division'];
const MODEL = ['model', 'modelname', 'nameplate'];
const BASE_MODEL = ['basemodel'];
const VCLASS = ['vclass', 'vehicleclass', 'epaclass', 'sizeclass'];
const BODY_STYLES = ['bodystyles', 'bodystyle', 'body', 'bodytype', 'bodytypes', 'style', 'styles'];
const VOLUMES = { pv2: ['pv2'], pv4: ['pv4'], hpv: ['hpv'], lv2: ['lv2'], lv4: ['lv4'], hlv: ['hlv'] } as const;

/** Minivans the EPA filed as "Special Purpose Vehicle" before it had a minivan class. */
const MINIVAN_NAMEPLATES =
  /\b(caravan|voyager|town (and|&) country|odyssey|sienna|previa|quest|villager|windstar|aerostar|astro|safari|lumina|silhouette|trans sport|montana|venture|mpv|sedona|freestar|monterey|uplander|relay|terraza|entourage|routan|eurovan|mini ?van)\b/i;

export function parseVehicleCsv(text: string): VehicleCsvResult {
  const [header, ...records] = readCsv(text);
  if (!header) return { format: null, records: 0, rows: [], rejected: [{ line: 1, reason: 'The file is empty' }] };
  const columns = columnsOf(header.fields);
  if (!columns.has(YEAR) || !columns.has(MAKE) || !columns.has(MODEL)) {
    return {
      format: null,
      records: records.length,
      rows: [],
      rejected: [{ line: header.line, reason: 'The header needs year, make and model columns' }],
    };
  }
  const format: VehicleCsvFormat = columns.has(VCLASS) ? 'epa' : 'plain';
  const rows = new Map<string, VehicleRow>();
  const rejected: Rejection[] = [];

  for (const record of records) {
    const outcome = format === 'epa' ? readEpaRecord(record, columns) : readPlainRecord(record, columns);
    if ('reason' in outcome) {
      rejected.push({ line: record.line, reason: outcome.reason });
      continue;
    }
    for (const bodyStyle of outcome.styles) {
      const row = { year: outcome.year, make: outcome.make, model: outcome.model, bodyStyle };
      const key = `${row.year}\u0000${row.make}\u0000${row.model}\u0000${bodyStyle}`;
      if (!rows.has(key)) rows.set(key, row);
    }
  }
  return { format, records: records.length, rows: [...rows.values()], rejected };
}

type Columns = ReturnType<typeof columnsOf>;
type Identity = { year: number; make: string; model: string };
type RecordOutcome = (Identity & { styles: BodyStyle[] }) | { reason: string };

function readCommon(record: CsvRecord, columns: Columns, modelAliases: readonly string[]): Identity | { reason: string } {
  if (record.error) return { reason: record.error };
  const rawYear = columns.get(record, YEAR);
  if (!rawYear) return { reason: 'Missing year' };
  if (!/^\d{4}$/.test(rawYear)) return { reason: `Year "${rawYear}" is not a four-digit year` };
  const year = Number(rawYear);
  if (year < FIRST_MODEL_YEAR || year > LAST_MODEL_YEAR) {
    return { reason: `Year ${year} is outside ${FIRST_MODEL_YEAR}–${LAST_MODEL_YEAR}` };
  }
  const make = normalizeMake(columns.get(record, MAKE));
  if (!make) return { reason: 'Missing make' };
  const model = columns.get(record, modelAliases).replace(/\s+/g, ' ') || columns.get(record, MODEL).replace(/\s+/g, ' ');
  if (!model) return { reason: 'Missing model' };
  return { year, make, model };
}

function readPlainRecord(record: CsvRecord, columns: Columns): RecordOutcome {
  const common = readCommon(record, columns, MODEL);
  if ('reason' in common) return common;
  const list = columns.get(record, BODY_STYLES);
  if (!list) {
    const guessed = bodyStyleFromModelName(common.model);
    return guessed ? { ...common, styles: [guessed] } : { reason: 'Missing body style' };
  }
  const { styles, unknown } = parseBodyStyles(list);
  if (unknown.length > 0) return { reason: `Unknown body style "${unknown.join('", "')}"` };
  return { ...common, styles };
}

function readEpaRecord(record: CsvRecord, columns: Columns): RecordOutcome {
  const common = readCommon(record, columns, BASE_MODEL);
  if ('reason' in common) return common;
  const vehicleClass = columns.get(record, VCLASS);
  const fullModel = columns.get(record, MODEL);
  const volume = (aliases: readonly string[]) => Number(columns.get(record, aliases)) || 0;
  const styles = epaBodyStyles(vehicleClass, fullModel, {
    twoDoor: volume(VOLUMES.pv2) + volume(VOLUMES.lv2),
    fourDoor: volume(VOLUMES.pv4) + volume(VOLUMES.lv4),
    hatchback: volume(VOLUMES.hpv) + volume(VOLUMES.hlv),
  });
  if (styles.length === 0) return { reason: `Unknown vehicle class "${vehicleClass}"` };
  return { ...common, styles };
}

interface PassengerVolumes {
  twoDoor: number;
  fourDoor: number;
  hatchback: number;
}

const SMALL_CAR_CLASSES = /^(two seaters|minicompact cars|subcompact cars)$/;
const CAR_CLASSES = /^(two seaters|minicompact cars|subcompact cars|compact cars|midsize cars|large cars)$/;

/**
 * Body styles of one EPA configuration. The size class settles trucks, vans, wagons and SUVs. For cars, a
 * body named in the model string wins; otherwise the EPA's passenger volumes say which bodies exist
 * (two-door, four-door, hatchback), and failing those the class's usual body.
 */
export function epaBodyStyles(vehicleClass: string, model: string, volumes: PassengerVolumes): BodyStyle[] {
  const vclass = vehicleClass.toLowerCase().trim();
  const named = bodyStyleFromModelName(model);
  if (vclass.includes('pickup')) return ['pickup'];
  if (vclass.includes('minivan') || vclass.startsWith('vans')) return ['van'];
  if (named === 'convertible') return ['convertible'];
  if (vclass.includes('station wagon')) return ['wagon'];
  if (vclass.includes('sport utility')) return ['suv'];
  if (vclass.startsWith('special purpose')) {
    if (named === 'pickup') return ['pickup'];
    if (named === 'van' || MINIVAN_NAMEPLATES.test(model)) return ['van'];
    return ['suv'];
  }
  const carClass = vclass.replace(/\s*-?\s*[24]wd$/, '');
  if (!CAR_CLASSES.test(carClass)) return [];
  if (named && named !== 'pickup' && named !== 'van') return [named];
  const fromVolumes: BodyStyle[] = [];
  if (volumes.fourDoor > 0) fromVolumes.push('sedan');
  if (volumes.twoDoor > 0) fromVolumes.push('coupe');
  if (volumes.hatchback > 0) fromVolumes.push('hatchback');
  if (fromVolumes.length > 0) return fromVolumes;
  return SMALL_CAR_CLASSES.test(carClass) ? ['coupe'] : ['sedan'];
}
