// Start-up data: the built-in vehicle list and film catalogue, and the demo shop for a fresh install.
import { count, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { newId } from '../lib/crypto.ts';
import { createMember, createOwner } from './factories.ts';
import { shops, shopSubscriptions, users } from './schema/index.ts';
import { forShop } from './scope.ts';
import { monthAfter } from '../services/billing/index.ts';
import { insertBooking } from '../services/bookings/index.ts';
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
  // An offline subscription, so Billing & Subscription shows Pro as the current plan with its renewal date.
  db.insert(shopSubscriptions)
    .values({
      id: newId(),
      shopId: owner.shopId,
      provider: 'local',
      kind: 'plan',
      offerKey: DEMO.plan,
      providerSubscriptionId: `sub_local_demo_${owner.shopId}`,
      currentPeriodEnd: monthAfter(now),
      createdAt: now,
      updatedAt: now,
    })
    .run();
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
  seedDemoBookings(db, owner.shopId, owner.id, now);
  return true;
}

/**
 * YYYY-MM-DD of the server's local day `offset` days from `now`: the demo is opened in a browser on the same
 * machine, and the dashboard asks for its own local day.
 */
export function localDay(now: Date, offset = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The Appointments screens filled: two vehicles in the bay today, two booked today, one tomorrow, one cancelled,
 * two completed (the Customers page) and one quote waiting for the customer (the Leads page).
 */
function seedDemoBookings(db: Db, shopId: string, userId: string, now: Date): void {
  const scope = forShop(shopId);
  const day = (offset: number) => localDay(now, offset);
  const customer = (firstName: string, lastName: string, n: number) => ({
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    phone: `(555) 010-${3100 + n}`,
  });
  const common = { createdBy: userId, brand: '3M', vip: null, repeatCustomer: 'No', dealership: 'Private Seller' };
  const rows = [
    {
      ...customer('Maya', 'Lopez', 1),
      status: 'inprogress',
      bookingDate: day(0),
      checkInTime: '8:30',
      completionDate: day(2),
      year: 2023,
      make: 'Tesla',
      model: 'Model 3',
      wrapColor: 'Satin Dark Gray (S261)',
      price: 3200,
      ppfCost: 900,
      windowTintingCost: 350,
      frontPercentage: 35,
      rearPercentage: 20,
    },
    {
      ...customer('Jamal', 'Carter', 2),
      status: 'inprogress',
      bookingDate: day(0),
      checkInTime: '9:15',
      completionDate: day(1),
      year: 2021,
      make: 'Ford',
      model: 'F-150',
      wrapColor: 'Matte Black (M12)',
      price: 4100,
      decalsCost: 250,
      vip: 'VIP Customer',
      repeatCustomer: 'Yes',
    },
    {
      ...customer('Priya', 'Shah', 3),
      status: 'pending',
      bookingDate: day(0),
      checkInTime: '13:00',
      completionDate: day(3),
      year: 2024,
      make: 'BMW',
      model: 'M4',
      wrapColor: 'Gloss Hotrod Red (G13)',
      price: 3800,
      ppfCost: 1200,
    },
    {
      ...customer('Tom', 'Becker', 4),
      status: 'pending',
      bookingDate: day(0),
      checkInTime: '15:30',
      year: 2019,
      make: 'Jeep',
      model: 'Wrangler',
      wrapColor: 'Satin Key West (S57)',
      price: 2900,
      vip: 'Business Partner',
      dealership: 'Fleet Account',
    },
    {
      ...customer('Ava', 'Nguyen', 5),
      status: 'pending',
      bookingDate: day(1),
      checkInTime: '10:00',
      completionDate: day(3),
      year: 2022,
      make: 'Porsche',
      model: '911',
      wrapColor: 'Gloss Black (G12)',
      price: 5200,
      ppfCost: 1800,
      windowTintingCost: 400,
      frontPercentage: 50,
      rearPercentage: 35,
    },
    {
      ...customer('Chris', 'Olsen', 6),
      status: 'cancelled',
      bookingDate: day(2),
      checkInTime: '11:00',
      year: 2020,
      make: 'Audi',
      model: 'RS 5',
      wrapColor: 'Matte Deep Black (M22)',
      price: 3500,
      notes: 'Customer moved away; may come back in spring.',
    },
    {
      ...customer('Lena', 'Fischer', 7),
      status: 'completed',
      bookingDate: day(-9),
      checkInTime: '9:00',
      completionDate: day(-6),
      year: 2022,
      make: 'Toyota',
      model: 'Supra',
      wrapColor: 'Gloss Sky Blue (G77)',
      price: 3600,
      ppfCost: 800,
      customerTotal: 4400,
      repeatCustomer: 'Yes',
    },
    {
      ...customer('Omar', 'Haddad', 8),
      status: 'completed',
      bookingDate: day(-4),
      checkInTime: '10:30',
      completionDate: day(-2),
      year: 2024,
      make: 'Chevrolet',
      model: 'Corvette',
      wrapColor: 'Satin Perfect Blue (S347)',
      price: 4500,
      decalsCost: 300,
      customerTotal: 4800,
    },
    {
      ...customer('Sofia', 'Rossi', 9),
      status: 'quote_sent',
      isQuoted: true,
      year: 2023,
      make: 'Mercedes-Benz',
      model: 'C-Class',
      wrapColor: 'Gloss Deep Blue Metallic (G217)',
      price: 3400,
      ppfCost: 700,
      customerQuote: 3950,
      notes: 'Asked for a full wrap plus front PPF.',
    },
  ] as const;
  for (const row of rows) insertBooking(db, scope, { ...common, ...row }, now);
}

/** Fills empty vehicles and films tables from the catalog package; tables that have rows are left alone. */
export function seedCatalog(db: Db, now = new Date()): { vehicles: number; films: number } {
  return { vehicles: seedVehicles(db), films: seedFilms(db, now) };
}
