// The built-in vehicle list: every make's main nameplates, and its expansion into table rows.
import { ASIAN_MAKES } from './makes-asia.ts';
import { EUROPEAN_MAKES } from './makes-europe.ts';
import { NORTH_AMERICAN_MAKES } from './makes-north-america.ts';
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
