// Leads: a widget or share-link visitor asks the shop for a quote on one of their renders. Creating one marks the
// render Lead Sent, notifies the shop in the app and emails the owner.
import { leadVehicleLabel, pageOffset, DAY, type LeadVehicleInput } from '@wrapsmith/core';
import { and, count, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { leads, renders, shops, users, type Lead, type LeadSnapshot, type LeadStatus, type Render, type Shop } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { newId } from '../../lib/crypto.ts';
import { ApiError } from '../../lib/errors.ts';
import { emailTemplates } from '../email/index.ts';
import { notify } from '../notifications/index.ts';
import { WIDGET_API_MESSAGES } from './messages.ts';
import type { RenderSpec } from '../render/index.ts';
import { firstRow, lockRow, transaction, onlyRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { indexedSearch, likeLower, likePattern, searchText, type SearchIndex } from '../../db/search.ts';
import { emitLeadCreated } from '../api-access/events.ts';

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
    throw new ApiError(429, 'RATE_LIMITED', WIDGET_API_MESSAGES.leadsPerHour(shopName));
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

/** "2024 Buick Enclave", "2015 Honda Civic (as given by the visitor)", or null for a photo lead without one. */
export const vehicleLabel = (snapshot: LeadSnapshot): string | null => (snapshot.vehicle ? leadVehicleLabel(snapshot.vehicle) : null);

/** A render of the visitor's own photo: no catalogue vehicle, so the lead may carry the one the visitor gives. */
export const isPhotoRender = (render: Render): boolean => (render.spec as RenderSpec).vehicle === null;

/** "3M Gloss Hot Rod Red (G13)": the brand once, even when the film's name already starts with it. */
export function filmLabel(snapshot: LeadSnapshot): string {
  const { brand, name } = snapshot.film;
  return name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`;
}

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

export interface CreateLeadInput {
  shop: Shop;
  keyId: string;
  /** The render asked about; null for a lead without a picture, whose design is `snapshot` (decision 061). */
  render: Render | null;
  snapshot?: LeadSnapshot;
  lead: NewLead;
  origin: string;
  visitorId: string | null;
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
    await notify(tx, {
      shopId: input.shop.id,
      areas: ['leads'],
      title: `New lead${snapshot.withoutPicture ? ' (no picture)' : ''}: ${inserted.name} — ${vehicleLabel(snapshot) ?? filmLabel(snapshot)}`,
      body: `${filmLabel(snapshot)} · ${inserted.email}${inserted.phone ? ` · ${inserted.phone}` : ''}${snapshot.withoutPicture ? ` · ${NO_PICTURE_LEAD}` : ''}`,
      link: '/leads',
      at,
    });
    await emitLeadCreated(tx, inserted, at);
    return { lead: inserted, created: true, held: false };
  });
  if (result.created && !result.held) await emailOwner(deps, input.shop, result.lead);
  return result;
}

/** What the shop is told about held leads (decision 068). */
export const HELD_LEADS = {
  notificationTitle: 'Leads held for review',
  notificationBody: 'More requests came in than your lead limits take, so the extra ones are held. Release the real ones from Leads → Held for review; discard the rest.',
} as const;

/**
 * A held lead released by the shop: into the Leads list as a new lead, its render marked Lead Sent. Undefined when
 * the shop has no such held lead.
 */
export async function releaseLead(db: Db, scope: ShopScope, id: string, now: Date): Promise<Lead | undefined> {
  return transaction(db, async (tx) => {
    const lead = await firstRow(tx.update(leads).set({ heldAt: null, updatedAt: now }).where(scope.where(leads, eq(leads.id, id), isNotNull(leads.heldAt))).returning());
    if (lead?.renderId) await tx.update(renders).set({ status: 'lead_sent' }).where(scope.where(renders, eq(renders.id, lead.renderId)));
    // Held, it was never announced: released, it is the shop's new lead.
    if (lead) await emitLeadCreated(tx, lead, now);
    return lead;
  });
}

/** Deletes a held lead; 'not-held' for a lead that is not held (those stay), undefined when there is none. */
export async function discardHeldLead(db: Db, scope: ShopScope, id: string): Promise<'discarded' | 'not-held' | undefined> {
  return transaction(db, async (tx) => {
    const lead = await firstRow(tx.select({ heldAt: leads.heldAt }).from(leads).where(scope.where(leads, eq(leads.id, id))));
    if (!lead) return undefined;
    if (lead.heldAt === null) return 'not-held';
    await tx.delete(leads).where(scope.where(leads, eq(leads.id, id)));
    return 'discarded';
  });
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
  if (!owner) return;
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

export interface LeadQuery {
  status?: LeadStatus | undefined;
  /** True: only the held leads (decision 068); otherwise only the others. */
  held?: boolean | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
  cursor?: string | undefined;
}

/** The lead's searched fields for the indexes (db/search.ts; the PostgreSQL GIN index joins them the same way). */
const LEAD_SEARCH_INDEX: SearchIndex = {
  table: 'leads',
  listColumns: sql`${leads.createdAt}, ${leads.id}`,
  map: 'leads_search',
  mapKey: 'lead_id',
  pgText: sql`${leads.name} || ' | ' || ${leads.email} || ' | ' || coalesce(${leads.phone}, '') || ' | ' || coalesce(${leads.message}, '')`,
};

/**
 * Matches name, email, phone and message, case-insensitive; % and _ in the search are taken literally. From three
 * characters the search index narrows the rows first (issue 23 item 19).
 */
export function leadSearch(q: string | undefined): SQL | undefined {
  const text = searchText(q);
  if (!text) return undefined;
  const pattern = likePattern(text);
  const matches = (column: SQLiteColumn) => likeLower(sql`coalesce(${column}, '')`, pattern);
  return and(indexedSearch(LEAD_SEARCH_INDEX, text), or(matches(leads.name), matches(leads.email), matches(leads.phone), matches(leads.message)));
}

const leadFilter = (scope: ShopScope, query: Pick<LeadQuery, 'status' | 'q' | 'held'>) =>
  scope.where(leads, query.held ? isNotNull(leads.heldAt) : isNull(leads.heldAt), query.status ? eq(leads.status, query.status) : undefined, leadSearch(query.q));

/** Leads older in list order (newest first) than `after`: a row comparison the (shop_id, created_at, id) index answers. */
const olderThan = (after: Pick<Lead, 'createdAt' | 'id'> | undefined): SQL | undefined =>
  after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt.getTime()}, ${after.id})` : undefined;

const LIST_ORDER = [desc(leads.createdAt), desc(leads.id)];

/**
 * The CSV export's next slice (issue 23 item 20): up to `limit` leads matching the filters after `after` in list
 * order (newest first), found by the key (created_at, id) rather than an offset, so each slice costs the same and a
 * lead arriving mid-export (newer than the first slice) cannot shift the rows.
 */
export async function leadsAfter(db: Db, scope: ShopScope, query: Pick<LeadQuery, 'status' | 'q' | 'held'>, after: Pick<Lead, 'createdAt' | 'id'> | undefined, limit: number): Promise<Lead[]> {
  return db.select().from(leads).where(and(leadFilter(scope, query), olderThan(after))).orderBy(...LIST_ORDER).limit(limit);
}

/**
 * One page of the shop's leads, newest first: by `page` (with how many match on all pages), or after `after` (the
 * last row of the page before, from a cursor; not counted). `more`: whether rows follow this page.
 */
export async function listLeads(
  db: Db,
  scope: ShopScope,
  query: LeadQuery,
  after?: Pick<Lead, 'createdAt' | 'id'>,
): Promise<{ leads: Lead[]; total: number | null; more: boolean }> {
  const where = leadFilter(scope, query);
  const page = db.select().from(leads).where(and(where, olderThan(after))).orderBy(...LIST_ORDER).limit(query.pageSize + 1);
  const rows = await (after ? page : page.offset(pageOffset(query)));
  const more = rows.length > query.pageSize;
  if (more) rows.pop();
  if (after) return { leads: rows, total: null, more };
  return { leads: rows, total: (await firstRow(db.select({ n: count() }).from(leads).where(where)))?.n ?? 0, more };
}

export async function findLead(db: Db, scope: ShopScope, id: string): Promise<Lead | undefined> {
  return firstRow(db.select().from(leads).where(scope.where(leads, eq(leads.id, id))));
}

export async function setLeadStatus(db: Db, scope: ShopScope, id: string, status: LeadStatus, now: Date): Promise<Lead | undefined> {
  return firstRow(db.update(leads).set({ status, updatedAt: now }).where(scope.where(leads, eq(leads.id, id))).returning());
}
