// The shop's side of the widget: settings, logo, keys and usage. Every lookup is scoped to the viewer's shop,
// so another shop's key id is simply not found.
import { BRANDS } from '@wrapsmith/catalog';
import { paged, planAllowance, PLAN_LIMIT_MESSAGES, type PageQuery } from '@wrapsmith/core';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { publicUrl } from '../../env.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { decoder, decodeUpload } from '../../lib/decode-queue.ts';
import { CUSTOM_BRAND, unknownFilmIds } from '../../services/films/index.ts';
import { IMAGE_RULES, readImageUpload } from '../../services/photo-uploads/index.ts';
import {
  canHidePoweredBy,
  countLiveKeys,
  defaultPublicDailyCredits,
  createWidgetKey,
  getWidgetSettings,
  widgetLanguages,
  listWidgetKeys,
  logoKey,
  MAX_KEYS_PER_SHOP,
  normalizeOrigin,
  revokeWidgetKey,
  saveWidgetSettings,
  setWidgetKeyOrigins,
  getWidgetKey,
  widgetUsage,
  type WidgetKeyWithOrigins,
  type WidgetSettings,
} from '../../services/widget/index.ts';
import type { WidgetKeyDto, WidgetSettingsDto } from '@wrapsmith/core/contract';
import { logoUrl } from '../widget-assets/widget-assets.routes.ts';
import type { WidgetSettingsInput } from '@wrapsmith/core';

export const WIDGET_SETTINGS_MESSAGES = {
  saved: 'Widget settings saved',
  poweredByNeedsPro: 'Hiding “Powered by Wrapsmith” is part of the Pro plan. Upgrade to Pro to white-label your widget.',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  keyCreated: 'Widget key created',
  keyNotFound: 'Widget key not found',
  tooManyKeys: `A shop can have at most ${MAX_KEYS_PER_SHOP} active widget keys. Revoke one you no longer use.`,
  shareKeyOrigins: 'The share link key always works on your share link only; its websites cannot be changed.',
  badOrigin: (value: string) => `"${value}" is not a website address like https://yourshop.com`,
} as const;

/** Logos are shown small; 512 px covers a retina header and keeps every logo light. */
const LOGO_MAX_EDGE = 512;

export function toSettingsDto(c: Context<AuthedEnv>, settings: WidgetSettings): WidgetSettingsDto {
  const { shop } = c.get('viewer');
  return {
    displayName: shop.name,
    logoUrl: settings.logoFile ? logoUrl(shop.id, settings.logoFile) : null,
    primary: settings.primaryColor,
    accent: settings.accentColor,
    corner: settings.corner,
    theme: settings.theme,
    poweredBy: settings.poweredBy,
    canHidePoweredBy: canHidePoweredBy(shop),
    offeredBrandIds: settings.offeredBrandIds,
    offeredFilmIds: settings.offeredFilmIds,
    offeredZones: settings.offeredZones,
    languages: widgetLanguages(settings),
    visitorDailyLimit: settings.visitorDailyLimit,
    publicDailyCredits: settings.publicDailyCredits,
    publicDailyCreditsDefault: defaultPublicDailyCredits(shop),
    shareLinkEnabled: settings.shareLinkEnabled,
    contactPhone: settings.contactPhone,
    contactEmail: settings.contactEmail,
    contactWebsite: settings.contactWebsite,
    shareUrl: `${publicUrl(c.get('deps').env)}/v/${shop.slug}`,
  };
}

export async function getSettings(c: Context<AuthedEnv>) {
  return c.json({ data: toSettingsDto(c, (await getWidgetSettings(c.get('deps').db, c.get('viewer').shop.id))) });
}

/** Fields left out keep their value. */
export async function putSettings(c: Context<AuthedEnv>, input: WidgetSettingsInput) {
  const { db, now } = c.get('deps');
  const { shop } = c.get('viewer');
  if (input.poweredBy === false && !canHidePoweredBy(shop)) throw new ApiError(403, 'PLAN_REQUIRED', WIDGET_SETTINGS_MESSAGES.poweredByNeedsPro);
  const badBrand = input.offeredBrandIds?.find((id) => id !== CUSTOM_BRAND.id && !BRANDS.some((b) => b.id === id));
  if (badBrand) throw badRequest(`Unknown wrap brand "${badBrand}".`);
  const [badFilm] = input.offeredFilmIds ? (await unknownFilmIds(db, shop.id, input.offeredFilmIds)) : [];
  if (badFilm) throw badRequest(`Unknown film "${badFilm}".`);

  const changes: Partial<WidgetSettings> = {};
  if (input.primary !== undefined) changes.primaryColor = input.primary;
  if (input.accent !== undefined) changes.accentColor = input.accent;
  if (input.corner !== undefined) changes.corner = input.corner;
  if (input.theme !== undefined) changes.theme = input.theme;
  if (input.poweredBy !== undefined) changes.poweredBy = input.poweredBy;
  if (input.offeredBrandIds !== undefined) changes.offeredBrandIds = input.offeredBrandIds && [...new Set(input.offeredBrandIds)];
  if (input.offeredFilmIds !== undefined) changes.offeredFilmIds = input.offeredFilmIds && [...new Set(input.offeredFilmIds)];
  if (input.offeredZones !== undefined) changes.offeredZones = [...new Set(input.offeredZones)];
  if (input.languages !== undefined) changes.languages = input.languages;
  if (input.visitorDailyLimit !== undefined) {
    // The plan's "customer design previews" are the ceiling (decision 064); refused before anything is saved. The
    // value already stored is sent back unchanged by the settings form: it never blocks saving the other fields (the
    // widget holds visitors to the smaller of the setting and the plan's number anyway), so a shop that moved to a
    // plan below its setting can still save its colours or switch its share link.
    const allowance = planAllowance(shop.planKey);
    const unchanged = input.visitorDailyLimit === (await getWidgetSettings(db, shop.id)).visitorDailyLimit;
    if (!unchanged && input.visitorDailyLimit > allowance.designPreviews) throw new ApiError(403, 'PLAN_LIMIT', PLAN_LIMIT_MESSAGES.designPreviewsAbovePlan(allowance));
    changes.visitorDailyLimit = input.visitorDailyLimit;
  }
  if (input.contactPhone !== undefined) changes.contactPhone = input.contactPhone;
  if (input.contactEmail !== undefined) changes.contactEmail = input.contactEmail;
  if (input.contactWebsite !== undefined) changes.contactWebsite = input.contactWebsite;
  if (input.publicDailyCredits !== undefined) changes.publicDailyCredits = input.publicDailyCredits;
  if (input.shareLinkEnabled !== undefined) changes.shareLinkEnabled = input.shareLinkEnabled;
  const saved = await saveWidgetSettings(db, shop.id, changes, now());
  return c.json({ data: toSettingsDto(c, saved), message: WIDGET_SETTINGS_MESSAGES.saved });
}

/**
 * Re-encodes the upload (a JPEG, PNG, WebP, AVIF or GIF by its bytes: never an SVG) as a PNG of at most 512 px:
 * metadata goes, and the file is named by its content hash so its public URL can be cached for a year.
 */
export async function uploadLogo(c: Context<AuthedEnv>) {
  const { db, storage, now } = c.get('deps');
  const { shop } = c.get('viewer');
  const upload = await readImageUpload(c, 'logo', IMAGE_RULES.logo);
  const png = await decodeUpload(() =>
    decoder(upload.bytes, IMAGE_RULES.logo.maxPixels).rotate().resize(LOGO_MAX_EDGE, LOGO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true }).png().toBuffer(),
  );
  const file = `${createHash('sha256').update(png).digest('hex').slice(0, 24)}.png`;
  await storage.put(logoKey(shop.id, file), png);
  const previous = (await getWidgetSettings(db, shop.id)).logoFile;
  const saved = await saveWidgetSettings(db, shop.id, { logoFile: file }, now());
  if (previous && previous !== file) await storage.delete(logoKey(shop.id, previous));
  return c.json({ data: toSettingsDto(c, saved), message: WIDGET_SETTINGS_MESSAGES.logoSaved });
}

export async function deleteLogo(c: Context<AuthedEnv>) {
  const { db, storage, now } = c.get('deps');
  const { shop } = c.get('viewer');
  const previous = (await getWidgetSettings(db, shop.id)).logoFile;
  const saved = await saveWidgetSettings(db, shop.id, { logoFile: null }, now());
  if (previous) await storage.delete(logoKey(shop.id, previous));
  return c.json({ data: toSettingsDto(c, saved), message: WIDGET_SETTINGS_MESSAGES.logoRemoved });
}

export function toKeyDto(key: WidgetKeyWithOrigins): WidgetKeyDto {
  return {
    _id: key.id,
    key: key.key,
    label: key.label,
    kind: key.kind,
    origins: key.origins,
    createdAt: key.createdAt.toISOString(),
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}

function normalizeOrigins(values: readonly string[]): string[] {
  return values.map((value) => {
    const origin = normalizeOrigin(value);
    if (!origin) throw badRequest(WIDGET_SETTINGS_MESSAGES.badOrigin(value));
    return origin;
  });
}

export async function listKeys(c: Context<AuthedEnv>, query: PageQuery) {
  const { keys, total } = await listWidgetKeys(c.get('deps').db, c.get('viewer').shop.id, query);
  return c.json(paged(keys.map(toKeyDto), query, total));
}

export async function createKey(c: Context<AuthedEnv>, input: { label: string; origins: string[] }) {
  const { db, now } = c.get('deps');
  const { shop } = c.get('viewer');
  const origins = normalizeOrigins(input.origins);
  if ((await countLiveKeys(db, shop.id)) >= MAX_KEYS_PER_SHOP) throw conflict(WIDGET_SETTINGS_MESSAGES.tooManyKeys);
  const key = await createWidgetKey(db, shop.id, { label: input.label, kind: 'embed', origins }, now());
  return c.json({ data: toKeyDto(key), message: WIDGET_SETTINGS_MESSAGES.keyCreated }, 201);
}

export async function setKeyOrigins(c: Context<AuthedEnv>, id: string, values: string[]) {
  const { db } = c.get('deps');
  const { shop } = c.get('viewer');
  const existing = await getWidgetKey(db, shop.id, id);
  if (!existing) throw notFound(WIDGET_SETTINGS_MESSAGES.keyNotFound);
  if (existing.kind === 'share') throw badRequest(WIDGET_SETTINGS_MESSAGES.shareKeyOrigins);
  const key = await setWidgetKeyOrigins(db, shop.id, id, normalizeOrigins(values));
  if (!key) throw notFound(WIDGET_SETTINGS_MESSAGES.keyNotFound);
  return c.json({ data: toKeyDto(key) });
}

/**
 * Revoking the share link's key switches the share link off (first, so a failure half way leaves it off, never a
 * live link): its next view must not quietly make a new key. Switching the link on again is the owner's choice
 * (decision 067).
 */
export async function revokeKey(c: Context<AuthedEnv>, id: string) {
  const { db, now } = c.get('deps');
  const shopId = c.get('viewer').shop.id;
  const existing = await getWidgetKey(db, shopId, id);
  if (existing?.kind === 'share' && !existing.revokedAt) await saveWidgetSettings(db, shopId, { shareLinkEnabled: false }, now());
  const key = await revokeWidgetKey(db, shopId, id, now());
  if (!key) throw notFound(WIDGET_SETTINGS_MESSAGES.keyNotFound);
  return c.json({ data: toKeyDto(key) });
}

export async function getUsage(c: Context<AuthedEnv>, days: number) {
  return c.json({ data: (await widgetUsage(c.get('deps').db, c.get('viewer').shop.id, days, c.get('deps').now())) });
}
