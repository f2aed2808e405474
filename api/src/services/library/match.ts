// Which of the shop's library photos stands in for a picked vehicle (decision 056): the same make, model and body
// style; the same year first, else the nearest year of the same generation when the catalogue knows the generation,
// else the nearest within LIBRARY_YEAR_SPAN years; of equals, one of the side the view asks for, then the newest.
import { factsFor, type BodyStyle } from '@wrapsmith/catalog';
import { LIBRARY_SIDES_FOR_VIEW, LIBRARY_YEAR_SPAN, type RenderView } from '@wrapsmith/core';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { libraryVehicles, type LibraryVehicle } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';

export interface LibraryQuery {
  year: number;
  make: string;
  model: string;
  bodyStyle: BodyStyle;
}

/** The model years a library photo may come from for this vehicle: its generation, or a few years either side. */
export function yearsFor(vehicle: LibraryQuery): { from: number; to: number } {
  const generation = factsFor(vehicle.year, vehicle.make, vehicle.model, vehicle.bodyStyle);
  if (generation && generation.bodyStyle === vehicle.bodyStyle) return { from: generation.from, to: generation.to };
  return { from: vehicle.year - LIBRARY_YEAR_SPAN, to: vehicle.year + LIBRARY_YEAR_SPAN };
}

/** The best of `rows` for the vehicle and view, or undefined when none is in its years. */
export function bestLibraryVehicle(rows: readonly LibraryVehicle[], vehicle: LibraryQuery, view: RenderView): LibraryVehicle | undefined {
  const { from, to } = yearsFor(vehicle);
  const wanted: readonly string[] = LIBRARY_SIDES_FOR_VIEW[view];
  const yearsOff = (row: LibraryVehicle) => Math.abs(row.year - vehicle.year);
  const otherSide = (row: LibraryVehicle) => (wanted.includes(row.side) ? 0 : 1);
  return rows
    .filter((row) => row.year >= from && row.year <= to && row.make === vehicle.make && row.model === vehicle.model && row.bodyStyle === vehicle.bodyStyle)
    .sort((a, b) => yearsOff(a) - yearsOff(b) || otherSide(a) - otherSide(b) || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))[0];
}

/** The shop's library photo for a vehicle the catalogue resolved (its names), or undefined: the drawing then. */
export async function findLibraryPhoto(db: Db, shopId: string, vehicle: LibraryQuery, view: RenderView): Promise<LibraryVehicle | undefined> {
  const { from, to } = yearsFor(vehicle);
  const rows = await db
    .select()
    .from(libraryVehicles)
    .where(
      forShop(shopId).where(
        libraryVehicles,
        and(eq(libraryVehicles.make, vehicle.make), eq(libraryVehicles.model, vehicle.model), eq(libraryVehicles.bodyStyle, vehicle.bodyStyle), between(libraryVehicles.year, from, to)),
      ),
    );
  return bestLibraryVehicle(rows, vehicle, view);
}
