// Start-up data: the built-in vehicle list and film catalogue, and the demo shop for a fresh install.
import { QUOTE_VALID_MS, RENDER_COST, DAY } from '@wrapsmith/core';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps } from '../lib/context.ts';
import { newId, sha256 } from '../lib/crypto.ts';
import { createMember, createOwner } from './factories.ts';
import { seedDemoLibrary, type DemoLibraryVehicle } from './seed-library.ts';
import { DEFAULT_VISITOR_DAILY_LIMIT, renders, shops, shopSubscriptions, users, type Shop, type User, type WidgetKey } from '../db/schema/index.ts';
import { forShop } from '../db/scope.ts';
import { monthAfter } from '../services/billing/index.ts';
import { insertBooking } from '../services/bookings/index.ts';
import { grant } from '../services/credits/index.ts';
import type { EmailService } from '../services/email/index.ts';
import { findOfferedFilm, seedFilms } from '../services/films/index.ts';
import { generateRender, localEngine, pngCache, renderLimiter, type RenderRequest, type RenderService } from '../services/render/index.ts';
import { seedVehicles } from '../services/vehicles/index.ts';
import { createLead, setLeadStatus } from '../services/leads/index.ts';
import { createWidgetKey, ensureShareKey, publicDailyCredits, saveWidgetSettings, touchWidgetKey, visitorAdmission } from '../services/widget/index.ts';
import { firstRow } from '../db/tx.ts';

export const DEMO = {
  /** The shop's one name (docs/decisions/058): the embed-demo site is its website. */
  shopName: 'Northside Wraps',
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
  /**
   * Previews the shop's staff made in the Studio (My Wraps): the `saved` ones under Saved, the rest under Drafts.
   * One body style and finish each, so a newcomer sees the range of the local engine.
   */
  studioRenders: [
    {
      by: 'owner',
      hoursAgo: 150,
      saved: true,
      vehicle: { year: 2025, make: 'Tesla', model: 'Model 3', bodyStyle: 'sedan' },
      filmId: '3m-s261',
      zones: { chromeDelete: true },
    },
    {
      by: 'manager',
      hoursAgo: 98,
      saved: true,
      vehicle: { year: 2024, make: 'Ford', model: 'F-150', bodyStyle: 'pickup' },
      filmId: '3m-m12',
      zones: { windowTint: 20 },
    },
    {
      by: 'owner',
      hoursAgo: 52,
      saved: false,
      vehicle: { year: 2025, make: 'Porsche', model: '911', bodyStyle: 'coupe' },
      filmId: '3m-gp281',
      zones: {},
    },
    {
      by: 'manager',
      hoursAgo: 20,
      saved: false,
      vehicle: { year: 2025, make: 'Ford', model: 'Transit', bodyStyle: 'van' },
      filmId: '3m-br120',
      zones: { mirrors: '#0b0b0c' },
    },
  ],
  /**
   * Visitors who designed a wrap in the widget or on the share link and asked for a quote, in the order they
   * came in: days apart, so the Dashboard's widget usage has a shape, and worked on to different points.
   */
  leads: [
    {
      via: 'share',
      hoursAgo: 75,
      status: 'quoted',
      vehicle: { year: 2024, make: 'Volkswagen', model: 'Golf', bodyStyle: 'hatchback' },
      filmId: '3m-m26',
      zones: { roof: '#0b0b0c' },
      name: 'Rosa Alvarez',
      email: 'rosa.alvarez@example.com',
      phone: '(555) 010-4103',
      preferredInDays: 5,
      message: 'Saw your link on Instagram. How long would a full wrap take?',
    },
    {
      via: 'widget',
      hoursAgo: 27,
      status: 'contacted',
      vehicle: { year: 2025, make: 'Ford', model: 'Mustang', bodyStyle: 'coupe' },
      filmId: '3m-g13',
      zones: { chromeDelete: true, calipers: '#0b0b0c' },
      name: 'Daniel Kim',
      email: 'daniel.kim@example.com',
      phone: '(555) 010-4102',
      preferredInDays: 9,
      message: 'Would you do the chrome delete on the window trim as well?',
    },
    {
      via: 'widget',
      hoursAgo: 3,
      status: 'new',
      vehicle: { year: 2024, make: 'Jeep', model: 'Wrangler', bodyStyle: 'suv' },
      filmId: '3m-s57',
      zones: { roof: '#0b0b0c' },
      name: 'Emma Walsh',
      email: 'emma.walsh@example.com',
      phone: '(555) 010-4101',
      preferredInDays: 14,
      message: 'Thinking of a full wrap before summer, with the roof in gloss black.',
    },
  ],
  /**
   * The shop's own photos of cars it wrapped (decision 056): picked in the Studio, the widget or the share link, each
   * of these renders as the photo in the chosen film instead of the drawing. Real photographs with licences that
   * allow it (services/photo-recolour/real-photos/SOURCE.md), tagged as the catalogue allows.
   */
  library: [
    { photo: 'suv-grey-front', vehicle: { year: 2021, make: 'Toyota', model: 'RAV4', bodyStyle: 'suv' }, side: 'front-three-quarter' },
    { photo: 'pickup-white-front', vehicle: { year: 2016, make: 'Toyota', model: 'Hilux', bodyStyle: 'pickup' }, side: 'front-three-quarter' },
    { photo: 'suv-blue-rear', vehicle: { year: 2022, make: 'Jeep', model: 'Renegade', bodyStyle: 'suv' }, side: 'rear-three-quarter' },
    { photo: 'van-white-front', vehicle: { year: 2016, make: 'Renault', model: 'Kangoo', bodyStyle: 'van' }, side: 'front-three-quarter' },
  ] satisfies readonly DemoLibraryVehicle[],
} as const;

export const hasUsers = async (db: Db): Promise<boolean> => ((await firstRow(db.select({ n: count() }).from(users)))?.n ?? 0) > 0;

/** What the demo's renders and leads need besides the database: where their PNGs go, and the public address. */
export type DemoRenderDeps = Pick<AppDeps, 'env' | 'log' | 'storage'>;

/**
 * Seeds the demo shop into an empty database; returns false (and changes nothing) when users exist. With
 * `media`, the shop also gets its vehicle library, Studio renders and widget leads (DEMO.library,
 * DEMO.studioRenders, DEMO.leads); that needs the catalogue (seedCatalog) first. Tests of other features leave it
 * out: rendering the pictures is most of the work.
 */
export async function seedDemo(db: Db, now = new Date(), media?: DemoRenderDeps): Promise<boolean> {
  if ((await hasUsers(db))) return false;
  const { user: owner } = await createOwner(
    db,
    { firstName: 'Dana', lastName: 'Demo', businessName: DEMO.shopName, ...DEMO.owner },
    now,
  );
  const { user: manager } = await createMember(db, owner, { firstName: 'Max', lastName: 'Manager', role: 'shop-man', ...DEMO.manager }, now);
  const { widget } = DEMO;
  const shop = await firstRow(db.update(shops).set({ accountType: 'paid', planKey: DEMO.plan }).where(eq(shops.id, owner.shopId)).returning());
  if (!shop) throw new Error(`The demo shop ${owner.shopId} is missing`);
  // An offline subscription, so Billing & Subscription shows Pro as the current plan with its renewal date.
  await db.insert(shopSubscriptions)
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
    });
  await grant(db, { shopId: owner.shopId, kind: 'adjustment', amount: DEMO.extraCredits, reference: 'demo-seed', at: now });
  await saveWidgetSettings(
    db,
    owner.shopId,
    {
      primaryColor: widget.primary,
      accentColor: widget.accent,
      contactPhone: widget.contactPhone,
      contactEmail: widget.contactEmail,
      contactWebsite: widget.contactWebsite,
    },
    now,
  );
  const embedKey = await createWidgetKey(db, owner.shopId, { label: 'Embed demo', kind: 'embed', origins: widget.origins, key: widget.key }, now);
  await seedDemoBookings(db, owner.shopId, owner.id, now);
  if (media) {
    await seedDemoLibrary({ db, storage: media.storage, now: () => now }, shop.id, owner.id, DEMO.library);
    await seedDemoRenders({ ...media, db }, { shop, owner, manager, embedKey }, now);
  }
  return true;
}

const HOUR_MS = 60 * 60 * 1000;
/** How long a demo visitor takes from seeing their render to sending the quote form. */
const DEMO_FORM_FILL_MS = 4 * 60 * 1000;
/** A demo lead that is no longer new was picked up this long after it came in. */
const DEMO_FOLLOW_UP_MS = HOUR_MS;
/** Demo leads came in before the install, so nobody waits for their "New lead" email: none is sent. */
const noEmail: EmailService = { send: () => Promise.resolve() };

/**
 * DEMO.studioRenders and DEMO.leads, made the way the Studio and the widget make them: the render pipeline on the
 * local engine stores each PNG like any other render, and createLead marks the render Lead Sent and notifies the
 * shop. Each happens `hoursAgo` before `now`.
 */
async function seedDemoRenders(
  deps: DemoRenderDeps & { db: Db },
  demo: { shop: Shop; owner: User; manager: User; embedKey: WidgetKey },
  now: Date,
): Promise<void> {
  const { db } = deps;
  const { shop } = demo;
  const ago = (hours: number, ms = 0) => new Date(now.getTime() - hours * HOUR_MS - ms);
  // The local engine even where Replicate makes the shop's real renders: offline, free, and quick at start-up.
  const render: RenderService = { engine: localEngine(), cache: pngCache(), limiter: renderLimiter() };
  // Each render is dated `hoursAgo`, but drawn now: its lease runs on the seed's own clock (the seed's moment plus the
  // time since), the clock reconciliation reads, so a pass during a slow seed never refunds a render in flight.
  const seedStarted = Date.now();
  const leaseNow = () => new Date(now.getTime() + (Date.now() - seedStarted));
  const at = (time: Date) => ({ ...deps, render, email: noEmail, now: () => time, leaseNow });
  const request = async (item: (typeof DEMO.studioRenders | typeof DEMO.leads)[number]): Promise<RenderRequest> => {
    const film = await findOfferedFilm(db, shop.id, item.filmId);
    if (!film) throw new Error(`The demo film ${item.filmId} is not in the catalogue: seed the catalogue before the demo shop`);
    return { vehicle: item.vehicle, film: { filmId: film.id, finish: film.finish, color: film.hex }, zones: item.zones };
  };
  const firstMoment = ago(Math.max(...[...DEMO.studioRenders, ...DEMO.leads].map((item) => item.hoursAgo)), DEMO_FORM_FILL_MS);

  // The pipeline takes a credit per render, as it does for every render. The demo grants exactly those credits
  // first, so the balance a newcomer sees is the trial plus DEMO.extraCredits, the ledger still sums to it, and
  // the widget usage chart counts the credits the visitors' renders used.
  const demoRenders = DEMO.studioRenders.length + DEMO.leads.length;
  await grant(db, { shopId: shop.id, kind: 'adjustment', amount: demoRenders * RENDER_COST, reference: 'demo-seed-renders', at: firstMoment });

  const base = publicUrl(deps.env);
  const ownOrigin = new URL(base).origin;
  const widgetOrigin = DEMO.widget.origins[0];
  // Where each visitor was: the embed-demo site's home page, or the shop's share link.
  const channels = {
    widget: { key: demo.embedKey, origin: widgetOrigin, pageUrl: `${widgetOrigin}/` },
    share: { key: await ensureShareKey(db, shop.id, ownOrigin, firstMoment), origin: ownOrigin, pageUrl: `${base}/v/${shop.slug}` },
  };

  // The renders run in parallel (the engine renders off the event loop); the leads then come in one by one.
  const [, visitors] = await Promise.all([
    Promise.all(
      DEMO.studioRenders.map(async (item) => {
        const made = await generateRender(at(ago(item.hoursAgo)), {
          shop,
          user: item.by === 'owner' ? demo.owner : demo.manager,
          source: 'studio',
          request: (await request(item)),
        });
        if (item.saved) await db.update(renders).set({ status: 'saved' }).where(eq(renders.id, made.render.id));
      }),
    ),
    Promise.all(
      DEMO.leads.map(async (item, i) => {
        const visitorId = newId();
        const made = await generateRender(at(ago(item.hoursAgo, DEMO_FORM_FILL_MS)), {
          shop,
          user: null,
          source: item.via,
          request: (await request(item)),
          actorKey: `visitor:${visitorId}`,
          // A documentation address (RFC 5737) per visitor, hashed as the widget hashes a visitor's IP.
          visitor: visitorAdmission({ shopId: shop.id, keyId: channels[item.via].key.id, visitorId, ipHash: sha256(`203.0.113.${i + 1}`), dailyLimit: DEFAULT_VISITOR_DAILY_LIMIT, dailyCredits: publicDailyCredits(shop, { publicDailyCredits: null }) }),
        });
        return { item, visitorId, render: made.render };
      }),
    ),
  ]);
  for (const { item, visitorId, render: made } of visitors) {
    const channel = channels[item.via];
    const cameAt = ago(item.hoursAgo);
    const { lead } = await createLead(at(cameAt), {
      shop,
      keyId: channel.key.id,
      render: made,
      origin: channel.origin,
      visitorId,
      lead: {
        name: item.name,
        email: item.email,
        phone: item.phone,
        preferredDate: localDay(now, item.preferredInDays),
        message: item.message,
        pageUrl: channel.pageUrl,
      },
    });
    (await touchWidgetKey(db, channel.key, cameAt));
    if (item.status !== 'new') await setLeadStatus(db, forShop(shop.id), lead.id, item.status, new Date(cameAt.getTime() + DEMO_FOLLOW_UP_MS));
  }
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
async function seedDemoBookings(db: Db, shopId: string, userId: string, now: Date): Promise<void> {
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
      completedAt: new Date(now.getTime() - 7 * DAY),
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
      completedAt: new Date(now.getTime() - 2 * DAY),
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
      quoteExpiresAt: new Date(now.getTime() + QUOTE_VALID_MS),
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
  for (const row of rows) await insertBooking(db, scope, { ...common, ...row }, now);
}

/** Fills empty vehicles and films tables from the catalog package; tables that have rows are left alone. */
export async function seedCatalog(db: Db, now = new Date()): Promise<{ vehicles: number; films: number }> {
  return { vehicles: (await seedVehicles(db)), films: (await seedFilms(db, now)) };
}
