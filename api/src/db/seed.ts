// Start-up data: the built-in vehicle list and film catalogue, and the demo shop for a fresh install.
import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { createMember, createOwner } from './factories.ts';
import { users } from './schema/index.ts';
import { seedFilms } from '../services/films/index.ts';
import { seedVehicles } from '../services/vehicles/index.ts';

export const DEMO = {
  shopName: 'Demo Wrap Studio',
  owner: { email: 'demo@wrapsmith.local', password: 'wrapsmith-demo' },
  manager: { email: 'manager@wrapsmith.local', password: 'wrapsmith-demo' },
} as const;

export const hasUsers = (db: Db): boolean => (db.select({ n: count() }).from(users).get()?.n ?? 0) > 0;

/** Seeds the demo shop into an empty database; returns false (and changes nothing) when users exist. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  if (hasUsers(db)) return false;
  const { user: owner } = await createOwner(
    db,
    { firstName: 'Dana', lastName: 'Demo', businessName: DEMO.shopName, ...DEMO.owner },
    now,
  );
  await createMember(db, owner, { firstName: 'Max', lastName: 'Manager', role: 'shop-man', ...DEMO.manager }, now);
  return true;
}

/** Fills empty vehicles and films tables from the catalog package; tables that have rows are left alone. */
export function seedCatalog(db: Db, now = new Date()): { vehicles: number; films: number } {
  return { vehicles: seedVehicles(db), films: seedFilms(db, now) };
}
