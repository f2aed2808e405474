export {
  FIRST_MODEL_YEAR,
  LAST_MODEL_YEAR,
  defineMake,
  modelYears,
  type ModelEntry,
  type VehicleModel,
  type VehicleRow,
} from './vehicle-model.ts';
export { VEHICLE_MAKES, VEHICLE_MODELS, expandVehicles, primaryBodyStyle } from './vehicle-list.ts';
export { normalizeMake } from './make-names.ts';
export * from './facts/index.ts';
