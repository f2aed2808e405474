// A shop's widget settings (branding, what the widget offers, the per-visitor limit, contact details) and the
// catalogue as the widget's visitors see it: what the shop offers, narrowed by the widget's own choices.
import { planAllowance } from '@wrapsmith/core';
import type { Locale } from '@wrapsmith/core/i18n';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { films, widgetSettings, WIDGET_ZONES, DEFAULT_VISITOR_DAILY_LIMIT, type Shop, type WidgetSettingsRow } from '../../db/schema/index.ts';
import type { BrandDto, FilmGroupDto } from '../../types.ts';
import { listBrands, listFilmGroups, offeredTo } from '../films/index.ts';
import { firstRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';

export const WIDGET_LOGO_DIR = 'widget/logos';
export const logoKey = (shopId: string, file: string): string => `${WIDGET_LOGO_DIR}/${shopId}/${file}`;

export type WidgetSettings = Omit<WidgetSettingsRow, 'updatedAt'>;

export function defaultWidgetSettings(shopId: string): WidgetSettings {
  return {
    shopId,
    logoFile: null,
    primaryColor: null,
    accentColor: null,
    corner: 'rounded',
    theme: 'light',
    poweredBy: true,
    offeredBrandIds: null,
    offeredFilmIds: null,
    offeredZones: [...WIDGET_ZONES],
    languages: null,
    visitorDailyLimit: DEFAULT_VISITOR_DAILY_LIMIT,
    publicDailyCredits: null,
    shareLinkEnabled: true,
    contactPhone: null,
    contactEmail: null,
    contactWebsite: null,
  };
}

/** The languages a shop's widget speaks, its default first: English until it picks others (issue 28 item 3). */
export const widgetLanguages = (settings: Pick<WidgetSettings, 'languages'>): Locale[] => settings.languages ?? ['en'];

export async function getWidgetSettings(db: Db, shopId: string): Promise<WidgetSettings> {
  return (await firstRow(db.select().from(widgetSettings).where(forShop(shopId).where(widgetSettings)))) ?? defaultWidgetSettings(shopId);
}

export async function saveWidgetSettings(db: Db, shopId: string, changes: Partial<Omit<WidgetSettings, 'shopId'>>, now: Date): Promise<WidgetSettings> {
  const next = { ...(await getWidgetSettings(db, shopId)), ...changes, shopId, updatedAt: now };
  await db.insert(widgetSettings).values(next).onConflictDoUpdate({ target: widgetSettings.shopId, set: next });
  return getWidgetSettings(db, shopId);
}

/**
 * How many previews one visitor may make in a day: the shop's own setting, up to its plan's "customer design
 * previews" (decision 064). A shop that moves to a smaller plan keeps its setting, and the plan's number applies.
 */
export const visitorPreviewLimit = (shop: Pick<Shop, 'planKey'>, settings: Pick<WidgetSettings, 'visitorDailyLimit'>): number =>
  Math.min(settings.visitorDailyLimit, planAllowance(shop.planKey).designPreviews);

/**
 * The credits a shop's public renders (widget and share link together) may spend in 24 hours unless the owner sets
 * their own number (decision 067): about a tenth of the plan's monthly credits, so a script cannot burn a month's
 * credits in a day, and far above what a shop's real visitors spend.
 */
export const PUBLIC_DAILY_CREDITS_DEFAULT: Readonly<Record<string, number>> = { basic: 25, ultimate: 100, pro: 250 };
/** Without a plan (the trial, or after its plan ended). */
export const PUBLIC_DAILY_CREDITS_WITHOUT_PLAN = 20;
/** The most an owner may set: the setting guards credits, it is not meant to be switched off (the contract's input checks it). */
export { PUBLIC_DAILY_CREDITS_MAX } from '@wrapsmith/core';

export const defaultPublicDailyCredits = (shop: Pick<Shop, 'planKey'>): number =>
  (shop.planKey ? PUBLIC_DAILY_CREDITS_DEFAULT[shop.planKey] : undefined) ?? PUBLIC_DAILY_CREDITS_WITHOUT_PLAN;

/** The shop's daily spending cap for public renders: its own setting, else its plan's default. */
export const publicDailyCredits = (shop: Pick<Shop, 'planKey'>, settings: Pick<WidgetSettings, 'publicDailyCredits'>): number =>
  settings.publicDailyCredits ?? defaultPublicDailyCredits(shop);

/** White-label (no "Powered by Wrapsmith") is a Pro plan feature (spec §9). */
export const canHidePoweredBy = (shop: Pick<Shop, 'planKey'>): boolean => shop.planKey === 'pro';

/** What the widget shows: a shop that left Pro shows the credit line again, whatever it saved. */
export const showsPoweredBy = (shop: Pick<Shop, 'planKey'>, settings: WidgetSettings): boolean =>
  settings.poweredBy || !canHidePoweredBy(shop);

function brandOffered(settings: WidgetSettings, brandId: string): boolean {
  return settings.offeredBrandIds === null || settings.offeredBrandIds.includes(brandId);
}

export function widgetOffersFilm(settings: WidgetSettings, film: { id: string; brandId: string }): boolean {
  return brandOffered(settings, film.brandId) && (settings.offeredFilmIds === null || settings.offeredFilmIds.includes(film.id));
}

/** The widget's films per brand: only brands with something to pick, so visitors never meet an empty brand. */
export async function widgetBrands(db: Db, shopId: string, settings: WidgetSettings): Promise<BrandDto[]> {
  const counts = new Map<string, number>();
  const offered = await db.select({ id: films.id, brandId: films.brandId }).from(films).where(offeredTo(db, shopId)).orderBy(asc(films.id));
  for (const film of offered) if (widgetOffersFilm(settings, film)) counts.set(film.brandId, (counts.get(film.brandId) ?? 0) + 1);
  return (await listBrands(db, shopId))
    .map((brand) => ({ ...brand, filmCount: counts.get(brand.id) ?? 0 }))
    .filter((brand) => brand.filmCount > 0);
}

export async function widgetFilmGroups(db: Db, shopId: string, settings: WidgetSettings, brandId: string): Promise<FilmGroupDto[]> {
  if (!brandOffered(settings, brandId)) return [];
  return (await listFilmGroups(db, shopId, brandId))
    .map((group) => ({ ...group, films: group.films.filter((film) => widgetOffersFilm(settings, film)) }))
    .filter((group) => group.films.length > 0);
}
