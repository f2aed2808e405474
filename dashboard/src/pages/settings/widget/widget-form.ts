// The widget settings form as plain data: read from the API's settings, checked in the browser with the same
// rules as the server (shared field schemas where @wrapsmith/core has them), turned into the PUT body.
import type { BrandDto } from '@wrapsmith/core/contract';
import type { WidgetSettingsDto, WidgetZone } from '@wrapsmith/core/contract';
import { emailAddress, phoneText } from '@wrapsmith/core/forms';
import type { WidgetSettingsBody } from '../../../api/widget-endpoints.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import type { Locale } from '@wrapsmith/core/i18n';
import { WIDGET_MESSAGES as M } from './widget-messages.ts';

export interface WidgetForm {
  /** '' means Wrapsmith's colour. */
  primary: string;
  accent: string;
  corner: WidgetSettingsDto['corner'];
  theme: WidgetSettingsDto['theme'];
  poweredBy: boolean;
  /** Null: every brand the shop offers, including ones it adds later. */
  brandIds: string[] | null;
  zones: WidgetZone[];
  /** The widget's languages, its default first (issue 28 item 3). */
  languages: Locale[];
  visitorDailyLimit: string;
  /** Credits public renders may spend in 24 hours; '' means the plan's default. */
  publicDailyCredits: string;
  shareLinkEnabled: boolean;
  contactPhone: string;
  contactEmail: string;
  contactWebsite: string;
}

export function formFromSettings(settings: WidgetSettingsDto): WidgetForm {
  return {
    primary: settings.primary ?? '',
    accent: settings.accent ?? '',
    corner: settings.corner,
    theme: settings.theme,
    poweredBy: settings.poweredBy,
    brandIds: settings.offeredBrandIds,
    zones: settings.offeredZones,
    languages: settings.languages,
    visitorDailyLimit: String(settings.visitorDailyLimit),
    publicDailyCredits: settings.publicDailyCredits === null ? '' : String(settings.publicDailyCredits),
    shareLinkEnabled: settings.shareLinkEnabled,
    contactPhone: settings.contactPhone ?? '',
    contactEmail: settings.contactEmail ?? '',
    contactWebsite: settings.contactWebsite ?? '',
  };
}

/** The API's ceiling on the daily spending cap (its PUBLIC_DAILY_CREDITS_MAX). */
export const PUBLIC_DAILY_CREDITS_MAX = 10_000;

export const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** #abc and abc become #aabbcc; anything else is returned unchanged. */
export function fullHex(value: string): string {
  const text = value.trim();
  if (!HEX_COLOR.test(text)) return text;
  const digits = text.replace('#', '').toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

export function isBrandOffered(form: WidgetForm, brandId: string): boolean {
  return form.brandIds === null || form.brandIds.includes(brandId);
}

/** Ticking every brand goes back to "everything the shop offers", so brands added later show up too. */
export function toggleBrand(form: WidgetForm, brandId: string, on: boolean, brands: readonly BrandDto[]): string[] | null {
  const current = form.brandIds ?? brands.map((b) => b.id);
  const next = on ? [...new Set([...current, brandId])] : current.filter((id) => id !== brandId);
  return brands.every((b) => next.includes(b.id)) ? null : next;
}

export function validateForm(form: WidgetForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of ['primary', 'accent'] as const) {
    if (form[key].trim() && !HEX_COLOR.test(form[key].trim())) errors[key] = M.hexInvalid;
  }
  const limit = Number(form.visitorDailyLimit);
  if (!/^\d+$/.test(form.visitorDailyLimit.trim()) || limit < 1 || limit > 100) errors.visitorDailyLimit = M.limitInvalid;
  const cap = form.publicDailyCredits.trim();
  if (cap && (!/^\d+$/.test(cap) || Number(cap) < 1 || Number(cap) > PUBLIC_DAILY_CREDITS_MAX)) errors.publicDailyCredits = M.dailyCapInvalid;
  if (form.contactPhone.trim()) {
    const phone = phoneText.safeParse(form.contactPhone);
    if (!phone.success) errors.contactPhone = phone.error.issues[0]?.message;
  }
  if (form.contactEmail.trim()) {
    const email = emailAddress.safeParse(form.contactEmail);
    if (!email.success) errors.contactEmail = email.error.issues[0]?.message;
  }
  const website = form.contactWebsite.trim();
  if (website && !(/^https?:\/\//i.test(website) && URL.canParse(website))) errors.contactWebsite = M.websiteInvalid;
  if (form.brandIds?.length === 0) errors.brandIds = M.noBrands;
  if (form.languages.length === 0) errors.languages = M.noLanguages;
  return errors;
}

/**
 * The PUT body. Film choices are left out so they keep their value; "Powered by" is only sent when the plan lets
 * the shop change it, because a shop that left Pro would otherwise be refused for a value it cannot see.
 */
export function bodyFromForm(form: WidgetForm, canHidePoweredBy: boolean): WidgetSettingsBody {
  return {
    primary: form.primary.trim() ? fullHex(form.primary) : null,
    accent: form.accent.trim() ? fullHex(form.accent) : null,
    corner: form.corner,
    theme: form.theme,
    ...(canHidePoweredBy ? { poweredBy: form.poweredBy } : {}),
    offeredBrandIds: form.brandIds,
    offeredZones: form.zones,
    languages: form.languages,
    visitorDailyLimit: Number(form.visitorDailyLimit),
    publicDailyCredits: form.publicDailyCredits.trim() ? Number(form.publicDailyCredits) : null,
    shareLinkEnabled: form.shareLinkEnabled,
    contactPhone: form.contactPhone.trim() || null,
    contactEmail: form.contactEmail.trim() || null,
    contactWebsite: form.contactWebsite.trim() || null,
  };
}
