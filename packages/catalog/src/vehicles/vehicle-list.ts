// The built-in vehicle list: every make's main nameplates, and its expansion into table rows.
import { ASIAN_MAKES } from './makes-asia.ts';
import { EUROPEAN_MAKES } from './makes-europe.ts';
import { NORTH_AMERICAN_MAKES } from './makes-north-america.ts';
import type { BodyStyle } from '../vocabulary.ts';
import { modelYears, type VehicleModel, type VehicleRow } from './vehicle-model.ts';

export const VEHICLE_MODELS: readonly VehicleModel[] = [...NORTH_AMERICAN_MAKES, ...ASIAN_MAKES, ...EUROPEAN_MAKES];

/** Make names of the built-in list, sorted. */
export const VEHICLE_MAKES: readonly string[] = [...new Set(VEHICLE_MODELS.map((v) => v.make))].sort((a, b) =>
  a.localeCompare(b, 'en'),
);

/** Every year × body style of every model, as rows for the vehicles table. */
export function* expandVehicles(models: readonly VehicleModel[] = VEHICLE_MODELS): Generator<VehicleRow> {
  for (const vehicle of models) {
    for (const year of modelYears(vehicle)) {
      for (const bodyStyle of vehicle.bodyStyles) {
        yield { year, make: vehicle.make, model: vehicle.model, bodyStyle };
      }
    }
  }
}

const byName = new Map<string, VehicleModel[]>();
for (const vehicle of VEHICLE_MODELS) {
  const key = `${vehicle.make}|${vehicle.model}`.toLowerCase();
  byName.set(key, [...(byName.get(key) ?? []), vehicle]);
}

/**
 * The body style a model is drawn in when none is chosen: the first its entry lists (the most common, e.g. a
 * liftback's hatchback), for the entry that covers the year. Undefined for a model the built-in list lacks.
 */
export function primaryBodyStyle(year: number, make: string, model: string): BodyStyle | undefined {
  const entries = byName.get(`${make}|${model}`.toLowerCase()) ?? [];
  return (entries.find((v) => modelYears(v).includes(year)) ?? entries[0])?.bodyStyles[0];
}
