// A nameplate and the model years it was sold, and its expansion into year/make/model/body-style rows.
import type { BodyStyle } from '../vocabulary.ts';

export const FIRST_MODEL_YEAR = 1990;
export const LAST_MODEL_YEAR = 2026;

export interface VehicleModel {
  make: string;
  model: string;
  /** First model year sold (inclusive), clamped to FIRST_MODEL_YEAR. */
  from: number;
  /** Last model year sold (inclusive), clamped to LAST_MODEL_YEAR. */
  to: number;
  /** Body styles offered, the most common first. */
  bodyStyles: readonly BodyStyle[];
  /** Inclusive year spans inside from–to when the nameplate was off the market (e.g. Ford Ranger 2012–2018). */
  gaps?: readonly (readonly [from: number, to: number])[];
}

/** One selectable vehicle: the unit the vehicles table stores and the pickers list. */
export interface VehicleRow {
  year: number;
  make: string;
  model: string;
  bodyStyle: BodyStyle;
}

/** One model line of a make: name, first and last model year, body styles, optional gaps. */
export type ModelEntry = readonly [
  model: string,
  from: number,
  to: number,
  bodyStyles: readonly BodyStyle[],
  gaps?: readonly (readonly [number, number])[],
];

export function defineMake(make: string, entries: readonly ModelEntry[]): VehicleModel[] {
  return entries.map(([model, from, to, bodyStyles, gaps]) => ({
    make,
    model,
    from,
    to,
    bodyStyles,
    ...(gaps ? { gaps } : {}),
  }));
}

export function modelYears(vehicle: VehicleModel): number[] {
  const years: number[] = [];
  for (let year = vehicle.from; year <= vehicle.to; year += 1) {
    if (!vehicle.gaps?.some(([from, to]) => year >= from && year <= to)) years.push(year);
  }
  return years;
}
