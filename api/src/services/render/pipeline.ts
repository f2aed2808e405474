// generateRender: the one way every caller (Studio, widget, share link, AI tool) turns a request into a stored
// preview: validate → rate limit → the same picture paid within 30 days is served again for free (decision 060) →
// else debit one credit with a pending row → render → store the PNG → renders row in place of the pending one; any
// failure gives the credit back (docs/decisions/029). Credits taken or missing may alert the shop (decision 061).
import { createHash } from 'node:crypto';
import { describeColor, FINISH_LABELS, findBrand, normalizeHex, type RenderZones } from '@wrapsmith/catalog';
import { DAY, RENDER_COST, RENDER_MESSAGES, RENDER_REUSE_DAYS, type PhotoStroke, type PhotoTap, type RenderView } from '@wrapsmith/core';
import { validateScene } from '@wrapsmith/render';
import { desc, eq, gt, gte, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { firstRow, transaction, onlyRow } from '../../db/tx.ts';
import { pendingRenders, renders, type FilmRow, type LibraryVehicle, type PendingRender, type Render, type RenderSource, type Shop, type User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { newId } from '../../lib/crypto.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { balance, debit, refund } from '../credits/index.ts';
import { alertCredits } from '../credits/alerts.ts';
import { brandName, CUSTOM_BRAND, findOfferedFilm, finishOf, matchFilm } from '../films/index.ts';
import { findLibraryPhoto, libraryEngine } from '../library/index.ts';
import { sharedRecolourEngine } from '../photo-recolour/engine.ts';
import { renderKey, renderMaskKey, renderOriginalKey } from '../storage/index.ts';
import { resolveVehicle, type VehicleChoice } from '../vehicles/index.ts';
import { holdLease, INSTANCE_ID, leaseFrom } from './reconcile.ts';
import { sceneOf, specHash } from './scene.ts';
import type { RenderPhoto, RenderSpec } from './types.ts';
import { forShop } from '../../db/scope.ts';
import { emitRenderCreated } from '../api-access/events.ts';

export const RENDER_ERRORS = {
  unknownVehicle: (v: VehicleChoice) =>
    `We have no ${v.year} ${v.make} ${v.model}${v.bodyStyle ? ` (${v.bodyStyle})` : ''}. Pick the vehicle from the Year, Make and Model lists.`,
  unknownFilm: (id: string) => `Film "${id}" is not in your shop's catalogue.`,
  unknownBrand: (brand: string) => `Unknown wrap brand "${brand}".`,
  unknownFinish: (finish: string) => `Unknown finish "${finish}". Use Gloss, Satin, Matte, Chrome, Flip, Brushed or Carbon Fiber.`,
  badColor: (color: string) => `"${color}" is not a hex colour like #1a2b3c.`,
  noVehicle: 'Choose a vehicle, or upload a photo of the car.',
} as const;

export interface FilmChoice {
  filmId?: string | undefined;
  /**
   * The film the caller has already looked up (the widget, which checks it is one it offers): drawn as it is, not
   * looked up again (issue 24 item 5: one lookup per render).
   */
  found?: FilmRow | undefined;
  brand?: string | undefined;
  finish: string;
  color: string;
  /** The spec's description: the ad-hoc film's name when no catalogue film matches. */
  description?: string | undefined;
}

export interface RenderRequest {
  vehicle?: VehicleChoice | undefined;
  film: FilmChoice;
  zones?: RenderZones | undefined;
  /** The vehicle's view; a side view when not asked. Photo renders have none. */
  view?: RenderView | undefined;
  /** With `original` when the customer's photo is bigger than its working copy (decision 074). */
  photo?: RenderPhoto | undefined;
  /** Taps on the photo's paint: the photo is recoloured by the built-in recolour engine (docs/decisions/036). */
  taps?: PhotoTap[] | undefined;
  /** Brush strokes that correct the taps' selection (decision 055). */
  strokes?: PhotoStroke[] | undefined;
}

/**
 * A public render's admission (the widget's and share link's limits, decision 067), the caller's: asked inside the
 * transaction that takes the credit, before the pending row that then holds the render's place is written, so
 * concurrent requests on any instance count one after another. Throws to refuse; nothing is written then.
 */
export type RenderAdmission = (tx: DbOrTx, now: Date) => Promise<void>;

/** A widget or share-link visitor's render: what its rows carry for the public limits, and its admission check. */
export interface PublicRender {
  keyId: string;
  /** Null when the widget sent no usable visitor id; the address then stands for the visitor. */
  visitorId: string | null;
  ipHash: string;
  admit: RenderAdmission;
}

export interface GenerateRenderInput {
  shop: Shop;
  user: User | null;
  source: RenderSource;
  request: RenderRequest;
  /** Who is rate-limited when there is no user (a widget visitor's IP); the user id otherwise. */
  actorKey?: string;
  /**
   * Widget and share-link renders: the key and the visitor, stored on the row for the per-visitor limits, and the
   * caller's admission check (the pipeline knows nothing of the widget's limits).
   */
  visitor?: PublicRender;
}

export interface GeneratedRender {
  render: Render;
  png: Buffer;
  /** The shop's balance after this render. */
  credits: number;
  /** True when the PNG came from the cache or an earlier render instead of the engine. */
  reused: boolean;
  /** False when the same picture, paid within RENDER_REUSE_DAYS, was served again without a credit (decision 060). */
  charged: boolean;
  /** The shop's own photo the picture is made from (decision 056), or null for a drawing or a customer's photo. */
  library: LibraryVehicle | null;
}

/** With `email` and `env` the shop is alerted when its credits run low or out (decision 061); the seed goes without. */
type PipelineDeps = Pick<AppDeps, 'db' | 'now' | 'log' | 'storage' | 'render'> &
  Partial<Pick<AppDeps, 'email' | 'env'>> & {
    /**
     * The clock of the render's lease when `now` dates the render otherwise: the demo seed dates its renders hours
     * back, and a lease taken on that date has run out before the render starts, so reconciliation (on the real
     * clock) would refund a render still being drawn. `now` when not given.
     */
    leaseNow?: () => Date;
  };

/** Alerts the shop about its credits (decision 061) when the pipeline was given email and settings. */
async function alertShop(deps: PipelineDeps, shopId: string, credits: number): Promise<void> {
  const { db, now, log, email, env } = deps;
  if (email && env) await alertCredits({ db, now, log, email, env }, shopId, credits);
}

/** How long a request waits for the identical picture another request is making before it pays for its own. */
export const REUSE_WAIT_MS = 120_000;
const REUSE_POLL_MS = 100;

/** A catalogue film as the spec draws it. */
function specFilm(row: FilmRow): RenderSpec['film'] {
  return {
    id: row.id,
    brandId: row.brandId,
    brand: brandName(row.brandId),
    code: row.code,
    name: row.name,
    hex: row.hex,
    finish: row.finish,
    ...(row.secondaryHex ? { secondaryHex: row.secondaryHex } : {}),
  };
}

async function resolveFilm(db: Db, shopId: string, choice: FilmChoice): Promise<RenderSpec['film']> {
  if (choice.found) return specFilm(choice.found);
  if (choice.filmId) {
    const row = await findOfferedFilm(db, shopId, choice.filmId);
    if (!row) throw badRequest(RENDER_ERRORS.unknownFilm(choice.filmId));
    return specFilm(row);
  }
  const finish = finishOf(choice.finish);
  if (!finish) throw badRequest(RENDER_ERRORS.unknownFinish(choice.finish));
  const hex = normalizeHex(choice.color);
  if (!hex) throw badRequest(RENDER_ERRORS.badColor(choice.color));
  let brandId: string | undefined;
  if (choice.brand) {
    brandId = choice.brand.toLowerCase() === CUSTOM_BRAND.id ? CUSTOM_BRAND.id : findBrand(choice.brand)?.id;
    if (!brandId) throw badRequest(RENDER_ERRORS.unknownBrand(choice.brand));
  }
  const row = await matchFilm(db, shopId, { brandId, hex, finish });
  if (row) return specFilm(row);
  return {
    id: null,
    brandId: brandId ?? null,
    brand: brandId ? brandName(brandId) : 'Custom',
    code: '',
    name: choice.description?.trim() || `${FINISH_LABELS[finish]} ${describeColor(hex)}`,
    hex,
    finish,
  };
}

/** Checks a request and turns it into the spec to draw; throws 400 ApiErrors with a clear message. */
export async function buildSpec(db: Db, shopId: string, request: RenderRequest): Promise<RenderSpec> {
  let vehicle: RenderSpec['vehicle'] = null;
  if (request.vehicle) {
    const row = await resolveVehicle(db, request.vehicle);
    if (!row) throw badRequest(RENDER_ERRORS.unknownVehicle(request.vehicle));
    vehicle = row;
  } else if (!request.photo) {
    throw badRequest(RENDER_ERRORS.noVehicle);
  }
  const spec: RenderSpec = { vehicle, film: (await resolveFilm(db, shopId, request.film)), zones: request.zones ?? {} };
  if (vehicle) spec.view = request.view ?? 'side';
  if (request.photo) spec.photoSha256 = createHash('sha256').update(request.photo.bytes).digest('hex');
  if (request.taps) spec.taps = request.taps;
  if (request.taps && request.strokes?.length) spec.strokes = request.strokes;
  if (vehicle) {
    const checked = validateScene(sceneOf(spec));
    if (!checked.ok) {
      throw badRequest(checked.errors.map((e) => `${e.path}: ${e.message}`).join('; '), checked.errors);
    }
    spec.zones = checked.scene.zones;
  }
  return spec;
}

export const noCredits = () => new ApiError(402, 'NO_CREDITS', RENDER_MESSAGES.noCredits);
export const engineUnavailable = () => new ApiError(409, 'ENGINE_UNAVAILABLE', RENDER_MESSAGES.engineUnavailable);

/** The stored PNG of a render: memory first (deterministic engines), then storage. */
async function storedPng(deps: PipelineDeps, cacheKey: string | null, imageKey: string): Promise<Buffer | undefined> {
  const cached = cacheKey ? deps.render.cache.get(cacheKey) : undefined;
  if (cached) return cached;
  const stored = await deps.storage.get(imageKey);
  if (stored && cacheKey) deps.render.cache.set(cacheKey, stored);
  return stored ?? undefined;
}

interface PaidPicture {
  /** The render that took the credit, and when. */
  chargedId: string;
  chargedAt: Date;
  imageKey: string;
  png: Buffer;
}

/**
 * The same picture this shop paid for within RENDER_REUSE_DAYS (decision 060), with its stored PNG: the newest render
 * of this engine and spec hash whose credit was taken since then, charged itself or showing a charged one's picture.
 */
async function paidPicture(deps: PipelineDeps, shopId: string, engine: string, hash: string, deterministic: boolean): Promise<PaidPicture | undefined> {
  const since = reuseSince(deps.now());
  const rows = await deps.db
    .select({ id: renders.id, imageKey: renders.imageKey, reusedFrom: renders.reusedFrom, chargedAt: renders.chargedAt })
    .from(renders)
    .where(forShop(shopId).where(renders, eq(renders.specHash, hash), eq(renders.engine, engine), isNotNull(renders.chargedAt), gt(renders.chargedAt, since)))
    .orderBy(desc(renders.chargedAt), desc(renders.createdAt))
    .limit(3);
  for (const row of rows) {
    const png = await storedPng(deps, deterministic ? `${engine}:${hash}` : null, row.imageKey);
    if (png && row.chargedAt) return { chargedId: row.reusedFrom ?? row.id, chargedAt: row.chargedAt, imageKey: row.imageKey, png };
  }
  return undefined;
}

/** Where a render taken back while it ran is stored when it is delivered after all (see generateRender). */
const retakenKey = (imageKey: string) => imageKey.replace(/\.png$/, '-retaken.png');

/** Pictures paid after this are served again for free. */
const reuseSince = (now: Date) => new Date(now.getTime() - RENDER_REUSE_DAYS * DAY);

/** The same picture is being made for this shop right now (its pending row holds the reuse key): wait for it. */
class PictureInFlight extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the render's credit and writes its pending row in one transaction: from here on, either the render
 * finishes (its renders row replaces the pending one) or its credit comes back, even if the process dies.
 * False when the shop has no credits left; a public render its admission refuses throws what the admission threw.
 */
async function takeCredit(
  db: Db,
  pending: PendingRender,
  admit: RenderAdmission | undefined,
  now: Date,
  picture: { hash: string; engine: string; since: Date },
): Promise<boolean> {
  return transaction(db, async (tx) => {
    if (admit) await admit(tx, now);
    if ((await debit(tx, { shopId: pending.shopId, amount: RENDER_COST, reference: pending.id, at: pending.createdAt })) === null) return false;
    // One shop makes one picture once at a time: an identical request in flight (any instance) holds the reuse key,
    // and this transaction, debit included, is undone so the caller waits for that picture instead (decision 060).
    const inserted = await tx.insert(pendingRenders).values(pending).onConflictDoNothing().returning({ id: pendingRenders.id });
    if (inserted.length === 0) throw new PictureInFlight();
    // The identical picture may have finished between the caller's look for it and this claim: then it is served.
    if (pending.reuseKey) {
      const finished = await firstRow(tx
        .select({ id: renders.id })
        .from(renders)
        .where(forShop(pending.shopId).where(renders, eq(renders.specHash, picture.hash), eq(renders.engine, picture.engine), gte(renders.createdAt, picture.since), gt(renders.chargedAt, reuseSince(now)))));
      if (finished) throw new PictureInFlight();
    }
    return true;
  });
}

/** Retries of a refund the database refused, after these many ms (then the expired lease lets reconciliation do it). */
const REFUND_RETRIES_MS = [1_000, 5_000, 15_000, 30_000];

/**
 * Gives a failed render's credit back and drops its pending row; true when the credit is back. When the database
 * refuses (it is down, or a full disk fills SQLite as well), the pending row stays, its lease is no longer renewed,
 * and the refund is tried again in the background a few times; should those fail too, reconciliation refunds it
 * once its lease has run out and writes work again (decision 070). Either way exactly once: refund() gives back
 * only what was taken and not given back yet.
 */
async function refundFailed(deps: PipelineDeps, shopId: string, renderId: string, attempt = 0): Promise<boolean> {
  try {
    await transaction(deps.db, async (tx) => {
      await refund(tx, { shopId, reference: renderId, at: deps.now() });
      await tx.delete(pendingRenders).where(eq(pendingRenders.id, renderId));
    });
    if (attempt > 0) deps.log.info(`Render ${renderId} for shop ${shopId} refunded on retry ${attempt}`);
    return true;
  } catch (error) {
    const next = REFUND_RETRIES_MS[attempt];
    deps.log.error(`Render ${renderId} for shop ${shopId} could not be refunded now; ${next ? `retrying in ${next / 1000} s` : 'reconciliation will refund it once its lease runs out'}`, error);
    if (next) setTimeout(() => void refundFailed(deps, shopId, renderId, attempt + 1), next).unref();
    return false;
  }
}

/**
 * The shop's library photo that stands in for the drawing (decision 056): for a vehicle render without extras. Zones
 * (roof, mirrors, chrome delete, calipers, tint, PPF) are not marked on a photo, so a render that asks for any is
 * drawn, as before; the spec then says what the picture shows. A library render's spec has no view: the photo is
 * the view, and the same photo serves both.
 */
async function libraryChoice(db: Db, shopId: string, request: RenderRequest, spec: RenderSpec): Promise<{ vehicle: LibraryVehicle; spec: RenderSpec } | null> {
  if (request.photo || !spec.vehicle || Object.keys(spec.zones).length > 0) return null;
  const vehicle = await findLibraryPhoto(db, shopId, spec.vehicle, request.view ?? 'side');
  if (!vehicle) return null;
  const photoSpec: RenderSpec = { ...spec, libraryVehicleId: vehicle.id, photoSha256: vehicle.photoSha256, maskSha256: vehicle.maskSha256 };
  delete photoSpec.view;
  return { vehicle, spec: photoSpec };
}

export async function generateRender(deps: PipelineDeps, input: GenerateRenderInput): Promise<GeneratedRender> {
  const { db, storage, render: service } = deps;
  const { shop, user, source, request } = input;
  const recolour = Boolean(request.photo && request.taps);
  if (request.photo && !recolour && !service.engine.supportsPhotos) throw engineUnavailable();
  const drawn = await buildSpec(db, shop.id, request);
  // A real car before the drawing, whichever engine draws: the library comes first (decision 056).
  const library = await libraryChoice(db, shop.id, request, drawn);
  const engine = recolour ? sharedRecolourEngine() : library ? libraryEngine(library.vehicle) : service.engine;
  if (!request.photo && engine.supportsText === false) throw new ApiError(409, 'ENGINE_UNAVAILABLE', RENDER_MESSAGES.photoOnlyEngine);
  const spec = library?.spec ?? drawn;
  const hash = specHash(spec);

  // A visitor's render counts here only in the visitor's own windows; the shop's public windows count admitted
  // renders at admission (takeCredit), so public traffic never fills the Studio's windows (decision 067).
  const lane = input.visitor ? 'public' : 'studio';
  const limited = await service.limiter.take(db, shop.id, input.actorKey ?? user?.id ?? 'anonymous', deps.now().getTime(), lane);
  if (!limited.ok) {
    throw new ApiError(429, 'RATE_LIMITED', RENDER_MESSAGES.rateLimited, { details: { retryAfter: limited.retryAfterSeconds } });
  }

  // The same picture paid within 30 days is served from the stored render, free (decision 060); one being made right
  // now for the shop is waited for. Past REUSE_WAIT_MS of waiting the request pays for its own.
  const reuseKey = `${engine.name}:${hash}`;
  const waitUntil = Date.now() + REUSE_WAIT_MS;
  const renderId = newId();
  const imageKey = renderKey(shop.id, renderId);
  const visitor = input.visitor;
  for (;;) {
    const checkedAt = deps.now();
    const paid = await paidPicture(deps, shop.id, engine.name, hash, engine.deterministic);
    if (paid) return serveAgain(deps, input, { spec, hash, engine: engine.name, library: library?.vehicle ?? null }, paid);
    const pending: PendingRender = {
      id: renderId,
      shopId: shop.id,
      imageKey,
      createdAt: deps.now(),
      widgetKeyId: visitor?.keyId ?? null,
      visitorId: visitor?.visitorId ?? null,
      ipHash: visitor?.ipHash ?? null,
      reuseKey: Date.now() < waitUntil ? reuseKey : null,
      // This instance renders it, and renews the lease while it does (decision 070).
      owner: INSTANCE_ID,
      leaseUntil: leaseFrom((deps.leaseNow ?? deps.now)()),
    };
    try {
      if (!(await takeCredit(db, pending, visitor?.admit, deps.now(), { hash, engine: engine.name, since: checkedAt }))) {
        await alertShop(deps, shop.id, await balance(db, shop.id));
        throw noCredits();
      }
      break;
    } catch (error) {
      if (!(error instanceof PictureInFlight)) throw error;
      await pause(REUSE_POLL_MS);
    }
  }

  let stored = false;
  const releaseLease = holdLease({ ...deps, now: deps.leaseNow ?? deps.now }, renderId);
  // A recolour of a photo bigger than its working copy keeps the original and the selection beside the picture, for
  // exports at the original's size (decision 074); such a picture is made anew rather than copied from an old one.
  const keepOriginal = recolour ? request.photo?.original : undefined;
  const sideKeys = keepOriginal ? [renderOriginalKey(imageKey), renderMaskKey(imageKey)] : [];
  let finalKey = imageKey;
  try {
    // An identical picture whose 30 days are over, or one in this process's memory: drawn again only if gone.
    const reused = engine.deterministic && !keepOriginal ? await reusablePng(deps, shop.id, engine.name, hash) : undefined;
    const output = reused ? { png: reused } : await engine.render({ spec, storage, ...(request.photo ? { photo: request.photo } : {}) });
    const png = output.png;
    if (!reused && engine.deterministic) service.cache.set(`${engine.name}:${hash}`, png);
    await storage.put(imageKey, png);
    stored = true;
    if (keepOriginal && output.mask) {
      await storage.put(renderOriginalKey(imageKey), keepOriginal.bytes);
      await storage.put(renderMaskKey(imageKey), output.mask);
    }
    const finished = await transaction(db, async (tx) => {
      // Only a render still pending finishes as it was paid: it is never both refunded and delivered.
      const pendingRow = await firstRow(tx.delete(pendingRenders).where(eq(pendingRenders.id, renderId)).returning({ id: pendingRenders.id }));
      if (!pendingRow) {
        // Taken back while it ran, its credit refunded: by a previous version's instance starting mid-deploy (it
        // refunds every pending row at its start, leases unknown to it) or after this process lost its lease. The
        // picture is made, so its credit is taken again and it is delivered (decision 070, update); without credit
        // left it fails as before. Stored again under a key of its own: the previous version deletes the image key of
        // every render it takes back, and may do so after this commits.
        if ((await debit(tx, { shopId: shop.id, amount: RENDER_COST, reference: renderId, at: deps.now() })) === null) {
          throw new Error(`Render ${renderId} was refunded by reconciliation before it finished, and the shop has no credit to take again`);
        }
        finalKey = retakenKey(imageKey);
        await storage.put(finalKey, png);
        if (keepOriginal && output.mask) {
          await storage.put(renderOriginalKey(finalKey), keepOriginal.bytes);
          await storage.put(renderMaskKey(finalKey), output.mask);
        }
        deps.log.warn(`Render ${renderId} of shop ${shop.id} was taken back while it ran (owner ${INSTANCE_ID}); its credit was taken again and it is delivered`);
      }
      const row = await onlyRow(
        tx
        .insert(renders)
        .values({
          id: renderId,
          shopId: shop.id,
          userId: user?.id ?? null,
          source,
          spec,
          specHash: hash,
          engine: engine.name,
          imageKey: finalKey,
          status: 'draft',
          widgetKeyId: input.visitor?.keyId ?? null,
          visitorId: input.visitor?.visitorId ?? null,
          ipHash: input.visitor?.ipHash ?? null,
          createdAt: deps.now(),
          chargedAt: deps.now(),
        })
        .returning(),
      );
      if (!row) throw new Error(`Render ${renderId} was not stored`);
      await emitRenderCreated(tx, row, row.createdAt);
      return { row, credits: await balance(tx, shop.id) };
    });
    await alertShop(deps, shop.id, finished.credits);
    return { render: finished.row, png, credits: finished.credits, reused: Boolean(reused), charged: true, library: library?.vehicle ?? null };
  } catch (error) {
    releaseLease();
    const refunded = await refundFailed(deps, shop.id, renderId);
    if (stored) {
      const keys = finalKey === imageKey ? [imageKey, ...sideKeys] : [imageKey, ...sideKeys, finalKey, renderOriginalKey(finalKey), renderMaskKey(finalKey)];
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    }
    // The customer is told only what happened: "refunded" only when the credit is back (issue 23 item 9).
    if (!refunded) {
      deps.log.error(`Render ${renderId} for shop ${shop.id} failed on the ${engine.name} engine`, error);
      throw new ApiError(502, 'RENDER_FAILED', RENDER_MESSAGES.renderFailedRefundPending, { cause: error });
    }
    // The engine's own answer to the customer (a recolour that found no paint at the taps), credit refunded.
    if (error instanceof ApiError) throw error;
    deps.log.error(`Render ${renderId} for shop ${shop.id} failed on the ${engine.name} engine`, error);
    throw new ApiError(502, 'RENDER_FAILED', RENDER_MESSAGES.renderFailed, { cause: error });
  } finally {
    releaseLease();
  }
}

/** The PNG of an identical earlier render of a deterministic engine, paid or not: memory first, then its stored file. */
async function reusablePng(deps: PipelineDeps, shopId: string, engine: string, hash: string): Promise<Buffer | undefined> {
  const key = `${engine}:${hash}`;
  const cached = deps.render.cache.get(key);
  if (cached) return cached;
  const earlier = await firstRow(deps.db
    .select({ imageKey: renders.imageKey })
    .from(renders)
    .where(forShop(shopId).where(renders, eq(renders.specHash, hash), eq(renders.engine, engine)))
    .orderBy(desc(renders.createdAt)));
  return earlier ? storedPng(deps, key, earlier.imageKey) : undefined;
}

interface Drawn {
  spec: RenderSpec;
  hash: string;
  engine: string;
  library: LibraryVehicle | null;
}

/**
 * The same picture again, without a credit (decision 060): a renders row of its own (My Wraps, a visitor's lead and
 * the public image all find it by id) that shows the paid render's stored image and says which render paid for it.
 * Such a row counts against no visitor or key limit: those guard the shop's credits, and this spends none.
 */
async function serveAgain(deps: PipelineDeps, input: GenerateRenderInput, drawn: Drawn, paid: PaidPicture): Promise<GeneratedRender> {
  const { shop, user, source } = input;
  const row = await transaction(deps.db, async (tx) => {
    const made = await onlyRow(tx
    .insert(renders)
    .values({
      id: newId(),
      shopId: shop.id,
      userId: user?.id ?? null,
      source,
      spec: drawn.spec,
      specHash: drawn.hash,
      engine: drawn.engine,
      imageKey: paid.imageKey,
      status: 'draft',
      widgetKeyId: input.visitor?.keyId ?? null,
      visitorId: input.visitor?.visitorId ?? null,
      ipHash: input.visitor?.ipHash ?? null,
      createdAt: deps.now(),
      reusedFrom: paid.chargedId,
      chargedAt: paid.chargedAt,
    })
    .returning());
    await emitRenderCreated(tx, made, made.createdAt);
    return made;
  });
  return { render: row, png: paid.png, credits: await balance(deps.db, shop.id), reused: true, charged: false, library: drawn.library };
}
