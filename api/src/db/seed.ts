// Start-up data: the built-in vehicle list and film catalogue, and the demo shop for a fresh install.
import { count, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { createMember, createOwner } from './factories.ts';
import { shops, users } from './schema/index.ts';
import { grant } from '../services/credits/index.ts';
import { seedFilms } from '../services/films/index.ts';
import { seedVehicles } from '../services/vehicles/index.ts';
import { createWidgetKey, saveWidgetSettings } from '../services/widget/index.ts';

export const DEMO = {
  shopName: 'Demo Wrap Studio',
  owner: { email: 'demo@wrapsmith.local', password: 'wrapsmith-demo' },
  manager: { email: 'manager@wrapsmith.local', password: 'wrapsmith-demo' },
  /**
   * The demo shop is on the Pro plan so a newcomer sees every screen (Leads, Appointments, Customers are hidden
   * on free accounts, spec §6) and can try removing "Powered by Wrapsmith".
   */
  plan: 'pro',
  /** On top of the trial credits, so the widget demo has room to play. */
  extraCredits: 50,
  widget: {
    displayName: 'Northside Wraps',
    primary: '#14213d',
    accent: '#fca311',
    contactPhone: '(555) 010-2000',
    contactEmail: 'hello@northside.example',
    contactWebsite: 'https://northside.example',
    /** A fixed key so the embed-demo site works out of the box. Demo seed only: real keys are random. */
    key: 'pk_demo_northside_0000000000000000',
    /** The embed-demo site's default origins. */
    origins: ['http://localhost:3001', 'http://127.0.0.1:3001'],
  },
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
  const { widget } = DEMO;
  db.update(shops).set({ accountType: 'paid', planKey: DEMO.plan }).where(eq(shops.id, owner.shopId)).run();
  grant(db, { shopId: owner.shopId, kind: 'adjustment', amount: DEMO.extraCredits, reference: 'demo-seed', at: now });
  saveWidgetSettings(
    db,
    owner.shopId,
    {
      displayName: widget.displayName,
      primaryColor: widget.primary,
      accentColor: widget.accent,
      contactPhone: widget.contactPhone,
      contactEmail: widget.contactEmail,
      contactWebsite: widget.contactWebsite,
    },
    now,
  );
  createWidgetKey(db, owner.shopId, { label: 'Embed demo', kind: 'embed', origins: widget.origins, key: widget.key }, now);
  return true;
}

/** Fills empty vehicles and films tables from the catalog package; tables that have rows are left alone. */
export function seedCatalog(db: Db, now = new Date()): { vehicles: number; films: number } {
  return { vehicles: seedVehicles(db), films: seedFilms(db, now) };
}
