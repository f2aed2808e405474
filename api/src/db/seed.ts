// Demo data for a fresh install: one shop with a verified owner and a Shop Manager.
import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { createMember, createOwner } from './factories.ts';
import { users } from './schema/index.ts';

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
