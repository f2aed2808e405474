// Handlers of the public widget API: the shop's branding, the vehicle and colour lists narrowed to what the
// widget offers, renders on the shop's credits, and leads.
import { BRANDS } from '@wrapsmith/catalog';
import { currencyExponent, type PhotoSelectionInput, type WidgetLeadInput, type WidgetRenderInput } from '@wrapsmith/core';
import type { PriceRangeQuery, WidgetConfigResponse } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import { publicUrl } from '../../env.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { newId, sha256 } from '../../lib/crypto.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { CUSTOM_BRAND, brandName, findOfferedFilm } from '../../services/films/index.ts';
import { readRecolourForm, widgetRecolourFormFields } from '../../services/photo-recolour/form.ts';
import {
  photoDto,
  photoImageResponse,
  photoNotFound,
  PHOTO_TOOL_MESSAGES,
  previewSelection,
  readOwnPhoto,
  uploadPhoto as storeUpload,
  type PhotoActor,
} from '../../services/photo-uploads/index.ts';
import { libraryPhotoDto } from '../../services/library/index.ts';
import { generateRender, refuseBeforeWork, type RenderRequest } from '../../services/render/index.ts';
import type { LeadSnapshot, Render } from '../../db/schema/index.ts';
import { findMake, listMakes, listModels, listYears, resolveVehicle } from '../../services/vehicles/index.ts';
import { widgetPriceRange, widgetZones } from '../../services/prices/index.ts';
import { createLead as storeLead, designSnapshot, leadRender, renderAssetPath } from '../../services/leads/index.ts';
import {
  showsPoweredBy,
  widgetLanguages,
  widgetBrands,
  widgetFilmGroups,
  widgetOffersFilm,
  countRefusedRecolour,
  VisitorLimited,
  ProofNeeded,
  publicDailyCredits,
  visitorPreviewLimit,
  visitorAdmission,
  type WidgetActor,
} from '../../services/widget/index.ts';
import { WIDGET_API_MESSAGES as M } from '../../services/widget/messages.ts';
import { logoUrl } from '../widget-assets/widget-assets.routes.ts';
import { PROOF_HEADER, type WidgetEnv } from './widget-key.ts';
import { CHALLENGE_AFTER, checkProof, issueChallenge, rendersFromAddress, type ChallengeScope } from '../../services/widget/challenge.ts';

/** Absolute base for links the widget shows on someone else's website: PUBLIC_URL, else the host asked. */
function assetBase(c: Context<WidgetEnv>): string {
  return c.get('deps').env.PUBLIC_URL ? publicUrl(c.get('deps').env) : new URL(c.req.url).origin;
}

/** The shop's one name (docs/decisions/058), as the widget's visitors see it. */
const displayNameOf = (c: Context<WidgetEnv>) => c.get('widget').shop.name;

export function getConfig(c: Context<WidgetEnv>) {
  const { shop, settings } = c.get('widget');
  const body: WidgetConfigResponse = {
    data: {
      shop: { name: shop.name, slug: shop.slug, phone: settings.contactPhone, email: settings.contactEmail, website: settings.contactWebsite },
      branding: {
        displayName: displayNameOf(c),
        logoUrl: settings.logoFile ? `${assetBase(c)}${logoUrl(shop.id, settings.logoFile)}` : null,
        primary: settings.primaryColor,
        accent: settings.accentColor,
        corner: settings.corner,
        theme: settings.theme,
        poweredBy: showsPoweredBy(shop, settings),
      },
      zones: settings.offeredZones,
      languages: widgetLanguages(settings),
    },
  };
  // A page view asks once; a minute of caching spares repeat views without delaying a settings change long.
  c.header('Cache-Control', 'private, max-age=60');
  return c.json(body);
}

export async function getYears(c: Context<WidgetEnv>) {
  return c.json({ data: { years: await listYears(c.get('deps').db) } });
}

export async function getMakes(c: Context<WidgetEnv>, query: { year: number }) {
  return c.json({ data: { makes: await listMakes(c.get('deps').db, query.year) } });
}

export async function getModels(c: Context<WidgetEnv>, query: { year: number; make: string }) {
  const { db } = c.get('deps');
  const make = await findMake(db, query.make);
  if (!make) throw badRequest(`Unknown make "${query.make}". Pick a make from the list.`);
  return c.json({ data: { models: await listModels(db, query.year, make.id) } });
}

export async function getBrands(c: Context<WidgetEnv>) {
  const { shop, settings } = c.get('widget');
  return c.json({ data: (await widgetBrands(c.get('deps').db, shop.id, settings)) });
}

export async function getFilms(c: Context<WidgetEnv>, query: { brand: string }) {
  const brandId = query.brand.toLowerCase();
  if (brandId !== CUSTOM_BRAND.id && !BRANDS.some((b) => b.id === brandId)) throw badRequest(`Unknown wrap brand "${query.brand}".`);
  const { shop, settings } = c.get('widget');
  const groups = await widgetFilmGroups(c.get('deps').db, shop.id, settings, brandId);
  return c.json({ data: { brand: { id: brandId, name: brandName(brandId) }, groups } });
}

/** The film a visitor asked for, if the widget offers it. */
async function offeredFilm(c: Context<WidgetEnv>, filmId: string) {
  const { shop, settings } = c.get('widget');
  const film = await findOfferedFilm(c.get('deps').db, shop.id, filmId);
  if (!film || !widgetOffersFilm(settings, film)) throw badRequest(M.filmNotOffered);
  return film;
}

/**
 * A visitor's render on the shop's credit: a place in the visitor's and the key's limits (429 otherwise), the
 * render, and the answer with its public picture. No credit balance in it: that is the shop's business, not its
 * visitors'. `extra` adds to the answer (a photo's size).
 */
/** The visitor as the render limits count them, and the key their render windows are counted by. */
function widgetActor(c: Context<WidgetEnv>): { widget: WidgetActor; actorKey: string } {
  const { shop, key, settings, visitorId } = c.get('widget');
  const ipHash = sha256(clientIp(c));
  return {
    widget: {
      shopId: shop.id,
      keyId: key.id,
      visitorId,
      ipHash,
      dailyLimit: visitorPreviewLimit(shop, settings),
      dailyCredits: publicDailyCredits(shop, settings),
    },
    actorKey: `visitor:${visitorId ?? ipHash}`,
  };
}

/** A visitor's limit as the widget's 429, with the shop's wording; any other error as it is. */
function visitorLimitAnswer(c: Context<WidgetEnv>, error: unknown): unknown {
  if (!(error instanceof VisitorLimited)) return error;
  c.header('Retry-After', String(error.retryAfterSeconds));
  // `details.limit` lets the widget tell the visitor's daily limit (said with its reset time) from the others.
  const name = displayNameOf(c);
  const message = error.which === 'visitor' ? M.visitorLimit(name, error.retryAfterSeconds) : error.which === 'daily' ? M.dailyCap(name) : M.keyLimit(name);
  return new ApiError(429, 'RATE_LIMITED', message, { details: { limit: error.which, retryAfter: error.retryAfterSeconds } });
}

async function visitorRender(c: Context<WidgetEnv>, request: RenderRequest, extra: Record<string, unknown> = {}, proofChecked?: boolean) {
  const deps = c.get('deps');
  const { shop, key } = c.get('widget');
  const { widget: limits, actorKey } = widgetActor(c);
  const scope = { shopId: shop.id, keyId: key.id, ipHash: limits.ipHash };
  // A photo recolour asks for the proof before its photo is decoded (photoRecolour); a proof is accepted once.
  const proved = proofChecked ?? (await requireProofAfterSeveral(c, scope));
  // Without an accepted proof the admitting transaction counts the address's renders again, under its locks.
  const widget: WidgetActor = proved ? limits : { ...limits, proofNeededAfter: CHALLENGE_AFTER };
  try {
    const result = await generateRender(deps, {
      shop,
      user: null,
      source: key.kind === 'share' ? 'share' : 'widget',
      request,
      actorKey,
      // The widget's limits, asked by the pipeline inside the transaction that takes the credit.
      visitor: visitorAdmission(widget, deps.render.limiter.limits.perShopPublic),
    });
    return c.json({
      data: {
        image: [{ inlineData: { mimeType: 'image/png', data: result.png.toString('base64') } }],
        renderId: result.render.id,
        url: `${assetBase(c)}${renderAssetPath(result.render.id)}`,
        // A picture made from the shop's own photo says so, in the name visitors know the shop by (decision 056).
        library: libraryPhotoDto(result.library, displayNameOf(c)),
        ...extra,
      },
    });
  } catch (error) {
    if (error instanceof ProofNeeded) throw await proofAnswer(c, scope, false);
    throw visitorLimitAnswer(c, error);
  }
}

/**
 * After CHALLENGE_AFTER renders from one address for this shop in a day, each further render needs a solved
 * challenge in X-Wrapsmith-Proof (decision 067): without one, or with a forged, expired or spent one, the answer is
 * 428 with a fresh challenge, and nothing is counted or spent.
 */
/**
 * GET /challenge: the challenge this address's next render needs, or null when it needs none. The widget asks before
 * each render and solves it first, so a visitor never meets the 428 (nor a console error for it).
 */
/**
 * The instant price range for the vehicle and film just rendered (issue 25 item 6, decision 085): null when the
 * shop shows none. Reads the book and the catalogue's memoised lists; spends nothing.
 */
export async function getPriceRange(c: Context<WidgetEnv>, query: PriceRangeQuery) {
  const { db } = c.get('deps');
  const vehicle = await resolveVehicle(db, query);
  if (!vehicle) throw badRequest(M.unknownVehicle);
  const film = await offeredFilm(c, query.filmId);
  const range = await widgetPriceRange(db, c.get('widget').shop.id, vehicle, film, widgetZones(query.zones));
  c.header('Cache-Control', 'private, max-age=60');
  return c.json({ data: range && { ...range, exponent: currencyExponent(range.currency) } });
}

export async function getChallenge(c: Context<WidgetEnv>) {
  const { db, now } = c.get('deps');
  const { shop, key } = c.get('widget');
  const scope = { shopId: shop.id, keyId: key.id, ipHash: sha256(clientIp(c)) };
  c.header('Cache-Control', 'no-store');
  const needed = (await rendersFromAddress(db, scope, now())) >= CHALLENGE_AFTER;
  return c.json({ data: needed ? await issueChallenge(db, scope, now()) : null });
}

/**
 * True when the request's proof was accepted (and spent); false when the address is below the threshold as read
 * here. That read is outside the admitting transaction, so a render admitted without a proof is counted again there,
 * under the locks (`proofNeededAfter`, decision 067's update): of concurrent requests at the threshold, only as many
 * pass unproved as places were left, and the others get the 428 below.
 */
async function requireProofAfterSeveral(c: Context<WidgetEnv>, scope: ChallengeScope): Promise<boolean> {
  const { db, now } = c.get('deps');
  if ((await rendersFromAddress(db, scope, now())) < CHALLENGE_AFTER) return false;
  const proof = c.req.header(PROOF_HEADER);
  if (proof && (await checkProof(db, proof, scope, now())) === 'ok') return true;
  throw await proofAnswer(c, scope, Boolean(proof));
}

/** The 428 with a fresh challenge: `failed` when a proof was sent and refused. */
async function proofAnswer(c: Context<WidgetEnv>, scope: ChallengeScope, failed: boolean): Promise<ApiError> {
  const { db, now } = c.get('deps');
  const challenge = await issueChallenge(db, scope, now());
  return new ApiError(428, failed ? 'CHALLENGE_FAILED' : 'CHALLENGE_REQUIRED', failed ? M.challengeFailed : M.challengeRequired, { details: challenge });
}

export async function render(c: Context<WidgetEnv>, input: WidgetRenderInput) {
  const film = await offeredFilm(c, input.filmId);
  const offeredZones = new Set<string>(c.get('widget').settings.offeredZones);
  const extra = Object.keys(input.zones ?? {}).find((zone) => !offeredZones.has(zone));
  if (extra) throw badRequest(M.zoneNotOffered(extra));
  return visitorRender(c, {
    vehicle: { year: input.year, make: input.make, model: input.model, bodyStyle: input.bodyStyle },
    // The film found offered above, drawn as it is (one lookup per render).
    film: { filmId: film.id, found: film, finish: film.finish, color: film.hex },
    zones: input.zones,
    view: input.view,
  });
}

/** The visitor as the photo tool's actor, or null without a visitor id (then no stored photo is theirs). */
function visitorActorOrNull(c: Context<WidgetEnv>): PhotoActor | null {
  const { shop, key, visitorId } = c.get('widget');
  if (!visitorId) return null;
  return { kind: 'visitor', shopId: shop.id, source: key.kind === 'share' ? 'share' : 'widget', keyId: key.id, visitorId, ipHash: sha256(clientIp(c)) };
}

/** Stored photos belong to a visitor: their routes need the widget's visitor id (400 before anything is read). */
function visitorActor(c: Context<WidgetEnv>): PhotoActor {
  const actor = visitorActorOrNull(c);
  if (!actor) throw new ApiError(400, 'BAD_REQUEST', PHOTO_TOOL_MESSAGES.visitorRequired);
  return actor;
}

/**
 * A visitor's own car photo (a file, or one they stored by `photoId`) recoloured to a film the widget offers
 * (docs/decisions/036): the same checks, limits and credit as a widget render, and the same answer plus the
 * picture's size. The photo, taps and strokes are checked first, so a bad form spends and counts nothing; then the
 * film, the visitor's, key's and shop's limits and the shop's credits, all before the photo is decoded (issue 23
 * item 1). A recolour refused after its work (no paint found) spends no credit but counts against the visitor.
 */
export async function photoRecolour(c: Context<WidgetEnv>) {
  const deps = c.get('deps');
  const { shop, key } = c.get('widget');
  const actor = visitorActorOrNull(c);
  const limits = widgetActor(c);
  let offered: Awaited<ReturnType<typeof offeredFilm>> | undefined;
  let proved: boolean | undefined;
  const { fields, photo } = await readRecolourForm(
    c,
    widgetRecolourFormFields,
    async (photoId) => {
      if (!actor) throw photoNotFound();
      return (await readOwnPhoto(deps, actor, photoId, { original: true })).photo;
    },
    async (form) => {
      offered = await offeredFilm(c, form.filmId);
      const { admit } = visitorAdmission(limits.widget, deps.render.limiter.limits.perShopPublic);
      await refuseBeforeWork(deps, { shopId: shop.id, actorKey: limits.actorKey, admit }).catch((error: unknown) => {
        throw visitorLimitAnswer(c, error);
      });
      // The proof of work too (decision 067), before seconds of decoding rather than after.
      proved = await requireProofAfterSeveral(c, { shopId: shop.id, keyId: key.id, ipHash: limits.widget.ipHash });
    },
  );
  const film = offered ?? (await offeredFilm(c, fields.filmId));
  try {
    return await visitorRender(
      c,
      {
        film: { filmId: film.id, found: film, finish: film.finish, color: film.hex },
        photo: { bytes: photo.bytes, mimeType: photo.mimeType, original: photo.original },
        taps: fields.taps,
        strokes: fields.strokes,
      },
      { width: photo.width, height: photo.height },
      proved,
    );
  } catch (error) {
    // The engine's refusal after the work (422, no paint at the taps): refunded, but counted for the visitor.
    if (error instanceof ApiError && error.status === 422) {
      await countRefusedRecolour(deps.db, limits.widget, key.kind === 'share' ? 'share' : 'widget', deps.now());
    }
    throw error;
  }
}

/** POST /photos: the visitor's photo stored for a day with its embedding (free, within the visitor photo limits). */
export async function uploadPhoto(c: Context<WidgetEnv>) {
  const row = await storeUpload(c, visitorActor(c), displayNameOf(c));
  return c.json({ data: { photo: photoDto(row) } }, 201);
}

/** GET /photos/:id/image: the stored JPEG, to the visitor who uploaded it. */
export async function photoImage(c: Context<WidgetEnv>, id: string) {
  const { photo } = await readOwnPhoto(c.get('deps'), visitorActor(c), id);
  return photoImageResponse(c, photo.bytes);
}

/** POST /photos/:id/selection: what the taps and strokes select on the visitor's photo. Free: no credit. */
export async function photoSelection(c: Context<WidgetEnv>, id: string, input: PhotoSelectionInput) {
  const actor = visitorActor(c);
  const { photo } = await readOwnPhoto(c.get('deps'), actor, id);
  const selection = await previewSelection(c, actor, displayNameOf(c), photo, input);
  return c.json({ data: { selection } });
}

export function pretendLeadAccepted(c: Context<WidgetEnv>) {
  return c.json({ data: { leadId: newId() }, message: M.leadThanks(displayNameOf(c)) }, 201);
}

/**
 * POST /leads: the lead rules are the leads service's (services/leads: the render it asks about, its age, whose
 * vehicle); bots are told apart by what a person never does, not by speed: the honeypot (routes: a filled `website`
 * is answered as accepted and stores nothing), a render made through this shop's widget in the last day (which costs
 * a render, held to the visitor's daily limit), and the lead limits per address, email, render and shop. `startedAt`
 * is kept for older widgets but decides nothing (issues 12 and 22).
 */
export async function createLead(c: Context<WidgetEnv>, input: WidgetLeadInput) {
  if (!input.renderId) return createLeadWithoutPicture(c, input);
  const deps = c.get('deps');
  const render = await leadRender(deps.db, c.get('widget').shop.id, input.renderId, { now: deps.now(), visitorVehicle: input.vehicle });
  return storeWidgetLead(c, input, render, undefined);
}

async function storeWidgetLead(c: Context<WidgetEnv>, input: WidgetLeadInput, render: Render | null, snapshot: LeadSnapshot | undefined) {
  const deps = c.get('deps');
  const { shop, key, origin, visitorId } = c.get('widget');
  const { lead, created } = await storeLead(deps, {
    shop,
    keyId: key.id,
    render,
    ...(snapshot ? { snapshot } : {}),
    origin,
    visitorId,
    locale: input.locale,
    lead: {
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferredDate: input.preferredDate,
      message: input.message,
      pageUrl: input.pageUrl,
      vehicle: input.vehicle,
    },
  });
  return c.json({ data: { leadId: lead.id }, message: M.leadThanks(displayNameOf(c)) }, created ? 201 : 200);
}

/**
 * A visitor's details when the shop had no credits left to draw their design (decision 061): the colour must be one
 * the widget offers; the rest is the leads service's rule (designSnapshot).
 */
async function createLeadWithoutPicture(c: Context<WidgetEnv>, input: WidgetLeadInput) {
  const design = input.design;
  if (!design) throw badRequest('renderId is required');
  const { shop } = c.get('widget');
  const db = c.get('deps').db;
  // Only while the shop cannot draw it: asked before the film, as before.
  const snapshot = await designSnapshot(db, shop.id, { film: () => offeredFilm(c, design.filmId), vehicle: design, visitorVehicle: input.vehicle });
  return storeWidgetLead(c, input, null, snapshot);
}
