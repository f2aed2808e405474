// Leads (issue 24 item 5: their own slice): a widget or share-link visitor asks the shop for a quote on one of their
// renders, or, when the shop had no credits left to draw it, on their design alone (decision 061). What a lead needs
// before it is stored is decided here (the render it asks about, its age, whose vehicle; a lead without a picture only
// when the shop cannot draw one); creating one marks the render Lead Sent, notifies the shop in the app and emails
// the owner. How the film and vehicle read comes from core (leadFilmLabel, leadVehicleLabel).
import { DAY, leadFilmLabel, leadVehicleLabel, LEAD_VEHICLE_API_MESSAGES, RENDER_COST, type LeadVehicleInput } from '@wrapsmith/core';
import { count, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { leads, renders, shops, users, type FilmRow, type Lead, type LeadSnapshot, type Render, type Shop } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, lockRow, onlyRow, transaction } from '../../db/tx.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { newId } from '../../lib/crypto.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { balance } from '../credits/index.ts';
import { emitLeadCreated } from '../api-access/events.ts';
import { emailTemplates } from '../email/index.ts';
import { brandName } from '../films/index.ts';
import { notify } from '../notifications/index.ts';
import { rememberVisitorLocale } from '../customer-language/index.ts';
import { emitCustomerEvent, shopAlert } from '../customer-notify/emit.ts';
import { alertWanted } from '../customer-notify/settings.ts';
import { RENDER_ERRORS, type RenderSpec } from '../render/index.ts';
import { resolveVehicle } from '../vehicles/index.ts';
import { HELD_LEADS } from './held.ts';
import { LEAD_API_MESSAGES as M } from './messages.ts';

/**
 * Caps on leads, counted in the database (so every instance sees the same): one render is one visitor's design,
 * so a few people may ask about it but not a script; and a shop gets at most so many leads an hour, so a flood
 * fills neither its Leads list nor the owner's inbox. Same person, same render: the earlier lead, not counted.
 * A lead over a cap is held for the owner to review, not refused (decision 068): an attacker who fills the caps
 * cannot turn the next real visitor away. Only past `heldPerShopPerHour` held leads is a request refused, the bound
 * on what a flood can store.
 */
export const LEAD_CAPS = { perRender: 3, perShopPerHour: 30, withoutPicturePerVisitorPerDay: 3, heldPerShopPerHour: 200 } as const;

const countLeads = async (tx: DbOrTx, shopId: string, ...conditions: (SQL | undefined)[]): Promise<number> =>
  (await firstRow(tx.select({ n: count() }).from(leads).where(forShop(shopId).where(leads, ...conditions))))?.n ?? 0;

/**
 * Whether a new lead is within the caps ('admit') or over one ('hold'), counting the admitted leads only. Runs in
 * the lead's transaction after the shop's row is locked (createLead), so concurrent leads count one after another
 * on both engines and exactly the cap is admitted.
 */
async function checkLeadCaps(tx: DbOrTx, shopId: string, shopName: string, renderId: string | null, visitorId: string | null, at: Date): Promise<'admit' | 'hold'> {
  const admitted = isNull(leads.heldAt);
  const hourAgo = new Date(at.getTime() - 60 * 60 * 1000);
  let over: boolean;
  if (renderId) {
    over = (await countLeads(tx, shopId, admitted, eq(leads.renderId, renderId))) >= LEAD_CAPS.perRender;
  } else {
    // Without a render, a visitor may ask a few times a day (a lead without a picture, decision 061).
    const dayAgo = new Date(at.getTime() - DAY);
    const byVisitor = visitorId ? eq(leads.visitorId, visitorId) : isNull(leads.visitorId);
    over = (await countLeads(tx, shopId, admitted, isNull(leads.renderId), byVisitor, gt(leads.createdAt, dayAgo))) >= LEAD_CAPS.withoutPicturePerVisitorPerDay;
  }
  over ||= (await countLeads(tx, shopId, admitted, gt(leads.createdAt, hourAgo))) >= LEAD_CAPS.perShopPerHour;
  if (!over) return 'admit';
  if ((await countLeads(tx, shopId, isNotNull(leads.heldAt), gt(leads.createdAt, hourAgo))) >= LEAD_CAPS.heldPerShopPerHour) {
    throw new ApiError(429, 'RATE_LIMITED', M.leadsPerHour(shopName));
  }
  return 'hold';
}

/** A lead must follow its render within this long: the visitor is still on the page, the design still fresh. */
export const LEAD_RENDER_MAX_AGE_MS = DAY;
export interface NewLead {
  name: string;
  email: string;
  phone?: string | undefined;
  preferredDate?: string | undefined;
  message?: string | undefined;
  pageUrl: string;
  /** The car in a photo render, as the visitor gave it. */
  vehicle?: LeadVehicleInput | null | undefined;
}

/**
 * The render's vehicle and film. A photo render names no vehicle: the one the visitor gave, if any, is kept as their
 * words (`source: 'visitor'`); it never replaces a catalogue vehicle (the route refuses one for a drawing render).
 */
export function snapshotOf(render: Render, visitorVehicle?: LeadVehicleInput): LeadSnapshot {
  const spec = render.spec as RenderSpec;
  const { film } = spec;
  const given = visitorVehicle ? { year: visitorVehicle.year, make: visitorVehicle.make, model: visitorVehicle.model, source: 'visitor' as const } : null;
  return {
    vehicle: spec.vehicle ?? given,
    film: { id: film.id, brand: film.brand, name: film.name, code: film.code, colorCode: film.hex, finish: film.finish },
  };
}

/** "2024 Buick Enclave", "2015 Honda Civic (as given by the visitor)", or null for a photo lead without one (core's rule). */
export const vehicleLabel = (snapshot: LeadSnapshot): string | null => (snapshot.vehicle ? leadVehicleLabel(snapshot.vehicle) : null);

/** A render of the visitor's own photo: no catalogue vehicle, so the lead may carry the one the visitor gives. */
export const isPhotoRender = (render: Render): boolean => (render.spec as RenderSpec).vehicle === null;

/** "3M Gloss Hot Rod Red (G13)": the brand once, even when the film's name already starts with it (core's rule). */
export const filmLabel = (snapshot: LeadSnapshot): string => leadFilmLabel(snapshot.film);

/** One of the shop's renders; another shop's id finds nothing. */
export async function findShopRender(db: Db, shopId: string, renderId: string): Promise<Render | undefined> {
  return firstRow(db
    .select()
    .from(renders)
    .where(forShop(shopId).where(renders, eq(renders.id, renderId))));
}

export const isWidgetRender = (render: Render): boolean => render.source === 'widget' || render.source === 'share';

/** Public address of a widget render's PNG (see routes/widget-assets), for the owner's email. */
export const renderAssetPath = (renderId: string): string => `/api/v1/widget-assets/renders/${renderId}.png`;

/**
 * The render a lead asks about, as the lead rules take it: the shop's own, made through its widget or share link,
 * at most LEAD_RENDER_MAX_AGE_MS old (the visitor is still on the page; bots are told apart by this and the honeypot
 * and the rate limits, never by how fast a person fills the form: issue 22 item 10); and a visitor's vehicle only for
 * a render of their own photo (a drawing's vehicle is the catalogue's).
 */
export async function leadRender(db: Db, shopId: string, renderId: string, request: { now: Date; visitorVehicle?: LeadVehicleInput | null | undefined }): Promise<Render> {
  const render = await findShopRender(db, shopId, renderId);
  if (!render || !isWidgetRender(render)) throw notFound(M.renderNotFound);
  if (request.now.getTime() - render.createdAt.getTime() > LEAD_RENDER_MAX_AGE_MS) throw badRequest(M.renderExpired);
  if (request.visitorVehicle && !isPhotoRender(render)) throw new ApiError(400, 'VALIDATION_FAILED', LEAD_VEHICLE_API_MESSAGES.knownVehicle);
  return render;
}

/** What a visitor picked when the shop had no credits left to draw it: the catalogue vehicle when they were on one. */
export interface LeadDesign {
  year?: number | undefined;
  make?: string | undefined;
  model?: string | undefined;
  bodyStyle?: string | undefined;
}

/**
 * The design of a lead without a picture (decision 061), checked as a render's would be: only while the shop cannot
 * draw it (so it is no way around making a preview), a film the caller offers, the catalogue vehicle when
 * the visitor was on one; the visitor names the car in their words only when there is no catalogue one.
 */
export async function designSnapshot(
  db: Db,
  shopId: string,
  design: {
    /** The film, found by the caller among those it offers; asked only once the shop is known to be out of credits. */
    film: () => Promise<FilmRow>;
    vehicle: LeadDesign;
    visitorVehicle?: LeadVehicleInput | null | undefined;
  },
): Promise<LeadSnapshot> {
  if ((await balance(db, shopId)) >= RENDER_COST) throw badRequest(M.previewFirst);
  const { vehicle: picked, visitorVehicle } = design;
  const film = await design.film();
  let vehicle: LeadSnapshot['vehicle'] = null;
  if (picked.year !== undefined && picked.make && picked.model) {
    const choice = { year: picked.year, make: picked.make, model: picked.model, bodyStyle: picked.bodyStyle };
    const found = await resolveVehicle(db, choice);
    if (!found) throw badRequest(RENDER_ERRORS.unknownVehicle(choice));
    if (visitorVehicle) throw new ApiError(400, 'VALIDATION_FAILED', LEAD_VEHICLE_API_MESSAGES.knownVehicle);
    vehicle = { ...found, source: 'catalogue' };
  } else if (visitorVehicle) {
    vehicle = { year: visitorVehicle.year, make: visitorVehicle.make, model: visitorVehicle.model, source: 'visitor' };
  }
  return {
    vehicle,
    film: { id: film.id, brand: brandName(film.brandId), name: film.name, code: film.code, colorCode: film.hex, finish: film.finish },
    withoutPicture: 'no_credits',
  };
}

export interface CreateLeadInput {
  shop: Shop;
  keyId: string;
  /** The render asked about; null for a lead without a picture, whose design is `snapshot` (decision 061). */
  render: Render | null;
  snapshot?: LeadSnapshot;
  lead: NewLead;
  origin: string;
  visitorId: string | null;
  /** The language the widget spoke to the visitor (decision 100): remembered as the customer's; unsupported ignored. */
  locale?: string | null | undefined;
}

/**
 * Stores the lead, or finds the one this email already sent for this render (the unique index makes a double
 * click or a retry return the first lead). Only a new lead notifies and emails.
 */
export async function createLead(deps: Pick<AppDeps, 'db' | 'now' | 'email' | 'env'>, input: CreateLeadInput): Promise<{ lead: Lead; created: boolean; held: boolean }> {
  const { db } = deps;
  const at = deps.now();
  const { render } = input;
  const snapshot = render ? snapshotOf(render, input.lead.vehicle ?? undefined) : input.snapshot;
  if (!snapshot) throw new Error('A lead without a render needs its design');
  const result = await transaction(db, async (tx) => {
    // The shop's row, locked, queues the shop's leads (PostgreSQL; SQLite's write lock already does): the caps are
    // counted one lead after another, and without a render (no unique index to find a double click's first lead
    // by) the same email's picture-less lead of the last day is the one.
    await lockRow(tx, shops, input.shop.id);
    await rememberVisitorLocale(tx, input.shop.id, { email: input.lead.email, phone: input.lead.phone || null }, input.locale, at);
    const earlier = await firstRow(tx
      .select()
      .from(leads)
      .where(forShop(input.shop.id).where(leads, ...sameLead(input, at))));
    if (earlier) return { lead: earlier, created: false, held: earlier.heldAt !== null };
    const verdict = await checkLeadCaps(tx, input.shop.id, input.shop.name, render?.id ?? null, input.visitorId, at);
    const held = verdict === 'hold';
    // The owner hears of held leads once an hour, not once a lead: the first held in an hour notifies.
    const heldAlready = held && (await countLeads(tx, input.shop.id, isNotNull(leads.heldAt), gt(leads.createdAt, new Date(at.getTime() - 60 * 60 * 1000)))) > 0;
    const inserted = await onlyRow(tx
      .insert(leads)
      .values({
        id: newId(),
        shopId: input.shop.id,
        renderId: render?.id ?? null,
        widgetKeyId: input.keyId,
        snapshot,
        name: input.lead.name,
        email: input.lead.email,
        phone: input.lead.phone || null,
        preferredDate: input.lead.preferredDate || null,
        message: input.lead.message || null,
        consentAt: at,
        pageUrl: input.lead.pageUrl,
        origin: input.origin,
        visitorId: input.visitorId,
        status: 'new',
        heldAt: held ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: [leads.shopId, leads.renderId, leads.email] })
      .returning());
    if (!inserted) {
      const existing = await firstRow(tx
        .select()
        .from(leads)
        .where(forShop(input.shop.id).where(leads, ...sameLead(input, at))));
      if (!existing) throw new Error(`Lead for render ${render?.id} conflicted but cannot be found`);
      return { lead: existing, created: false, held: existing.heldAt !== null };
    }
    if (held) {
      if (!heldAlready) {
        await notify(tx, { shopId: input.shop.id, areas: ['leads'], title: HELD_LEADS.notificationTitle, body: HELD_LEADS.notificationBody, link: '/leads?held=1', at });
      }
      return { lead: inserted, created: true, held: true };
    }
    if (render) await tx.update(renders).set({ status: 'lead_sent' }).where(forShop(input.shop.id).where(renders, eq(renders.id, render.id)));
    const title = `New lead${snapshot.withoutPicture ? ' (no picture)' : ''}: ${inserted.name} — ${vehicleLabel(snapshot) ?? filmLabel(snapshot)}`;
    const body = `${filmLabel(snapshot)} · ${inserted.email}${inserted.phone ? ` · ${inserted.phone}` : ''}${snapshot.withoutPicture ? ` · ${NO_PICTURE_LEAD}` : ''}`;
    // The shop's alert as the owner switched it (issue 26 item 5); the visitor's acknowledgement (item 2).
    await shopAlert(tx, { shopId: input.shop.id, alert: 'new_lead', key: inserted.id, inApp: { areas: ['leads'], title, body, link: '/leads' }, text: `Wrapsmith: ${title}. ${body}`, at });
    await emitCustomerEvent(tx, { shopId: input.shop.id, leadId: inserted.id, event: 'lead_received', at });
    await emitLeadCreated(tx, inserted, at);
    return { lead: inserted, created: true, held: false };
  });
  if (result.created && !result.held) await emailOwner(deps, input.shop, result.lead);
  return result;
}

/** Said of a lead that came without a picture (decision 061), in the notification and the dashboard. */
export const NO_PICTURE_LEAD = 'No picture: you had no credits left when they asked';

/** The same person's same request: by render, or for a lead without a picture, by email within the last day. */
function sameLead(input: CreateLeadInput, at: Date) {
  if (input.render) return [eq(leads.renderId, input.render.id), eq(leads.email, input.lead.email)];
  return [isNull(leads.renderId), eq(leads.email, input.lead.email), gt(leads.createdAt, new Date(at.getTime() - DAY))];
}

async function emailOwner(deps: Pick<AppDeps, 'db' | 'email' | 'env'>, shop: Shop, lead: Lead): Promise<void> {
  const owner = await firstRow(deps.db
    .select({ email: users.email })
    .from(users)
    .where(forShop(shop.id).where(users, eq(users.role, 'owner'))));
  if (!owner || !(await alertWanted(deps.db, shop.id, 'new_lead', 'email'))) return;
  const base = publicUrl(deps.env);
  await deps.email.send({
    to: owner.email,
    shopId: shop.id,
    ...emailTemplates.newLead({
      shopName: shop.name,
      lead,
      vehicle: vehicleLabel(lead.snapshot),
      film: filmLabel(lead.snapshot),
      imageUrl: lead.renderId ? `${base}${renderAssetPath(lead.renderId)}` : null,
      leadsUrl: `${base}/leads`,
      outOfCreditsUrl: lead.snapshot.withoutPicture ? `${base}/subscription` : undefined,
    }),
  });
}

