// Shapes more than one route group answers: the user, a page of rows, the catalogue's pickers (makes, models,
// brands, film groups), the photo tool's upload and selection, a render's answer and its library photo (decision 081).
import { BODY_STYLES, FINISHES } from '@wrapsmith/catalog';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { LIBRARY_SIDES } from '../library-rules.ts';
import { ADDONS, CREDIT_PACKS, PLANS, type OfferKey, type PlanKey } from '../plans.ts';
import { ACCESS_LEVELS, ACCOUNT_TYPES, ADJUSTABLE_ROLES, AREAS, ROLES } from '../roles.ts';
import { UNIT_SYSTEMS } from '../units.ts';
import { filmDto } from './films.ts';
import { nullable } from './route.ts';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';

export const PLAN_KEYS = PLANS.map((p) => p.key) as [PlanKey, ...PlanKey[]];
export const OFFER_KEYS = [...PLANS, ...ADDONS, ...CREDIT_PACKS].map((o) => o.key) as [OfferKey, ...OfferKey[]];

export const permissionsDto = z.record(z.enum(AREAS), z.enum(ACCESS_LEVELS));
export const roleMatrixDto = z.record(z.enum(ADJUSTABLE_ROLES), permissionsDto);

export const userDto = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: nullable(z.string()),
  country: nullable(z.string()),
  /** State, province or region (issue 22 item 8). */
  state: nullable(z.string()),
  city: nullable(z.string()),
  postcode: nullable(z.string()),
  businessName: nullable(z.string()),
  businessAddress: nullable(z.string()),
  avatar: nullable(z.string()),
  /** The language the user's dashboard speaks (decision 099); null: the browser's languages decide. */
  locale: nullable(z.enum(SUPPORTED_LOCALES)),
  /** The shop's credit balance. */
  credits: z.number(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** The shop's subscription plan, null without one (free trial, credit packs only). */
  plan: nullable(z.object({ key: z.enum(PLAN_KEYS), name: z.string() })),
  addonInfo: nullable(z.object({ name: z.string(), activatedAt: z.string() })),
  /** Null for the shop owner, the owner's _id for team members. */
  parentId: nullable(z.string()),
  loginCount: z.number(),
  role: z.object({ role: z.enum(ROLES), label: z.string() }),
  /** What this user's role may see and do per area under the shop's role matrix (decision 062). */
  permissions: permissionsDto,
  /**
   * `units`: how the shop reads and types lengths and areas (its choice `unitsChoice`, null: its country's);
   * `locale`: the locale its dates, times and numbers are written in; `timeZone`: where its booking times are
   * (issue 28 item 2, decision 098).
   */
  shop: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    country: z.string(),
    units: z.enum(UNIT_SYSTEMS),
    unitsChoice: nullable(z.enum(UNIT_SYSTEMS)),
    locale: z.string(),
    timeZone: z.string(),
  }),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

/** `{ data: [...rows], page, pageSize, total }`: one page of a bounded list (decision 030). */
/* @__NO_SIDE_EFFECTS__ */
export function pagedDto<T extends $ZodType>(row: T) {
  return z.object({ data: z.array(row), page: z.number(), pageSize: z.number(), total: z.number() });
}

/** A photo stored for a day by the photo tool (POST …/photos). */
export const photoUploadDto = z.object({ id: z.string(), width: z.number(), height: z.number(), expiresAt: z.string() });
export type PhotoUploadDto = z.infer<typeof photoUploadDto>;

/** A selection preview: coverage 0–1, the photo's size, and the mask (`data:image/png;base64,…`, white = selected). */
export const selectionDto = z.object({ coverage: z.number(), width: z.number(), height: z.number(), mask: z.string() });
export type SelectionDto = z.infer<typeof selectionDto>;

export const photoTapDto = z.object({ x: z.number(), y: z.number(), mode: z.enum(['add', 'remove']) });
export const photoStrokeDto = z.object({
  mode: z.enum(['add', 'erase']),
  radius: z.number(),
  points: z.array(z.object({ x: z.number(), y: z.number() })),
});

export const renderZonesDto = z.object({
  roof: z.optional(z.string()),
  mirrors: z.optional(z.string()),
  chromeDelete: z.optional(z.boolean()),
  calipers: z.optional(z.string()),
  windowTint: z.optional(z.number()),
  ppf: z.optional(z.enum(['gloss', 'matte'])),
});

export const finishDto = z.enum(FINISHES);
export const bodyStyleDto = z.enum(BODY_STYLES);
export const librarySideDto = z.enum(LIBRARY_SIDES);

/** `{ data: [...rows], page, pageSize, total }`: one page of a bounded list (docs/decisions/030). */
/* @__NO_SIDE_EFFECTS__ */
export function pageOf<T extends $ZodType>(row: T) {
  return z.object({ data: z.array(row), page: z.number(), pageSize: z.number(), total: z.number() });
}

/**
 * A list that pages by cursor as well (bookings, leads): `nextCursor` continues after the last row (null after the
 * last page); asked with `cursor`, the answer has no `page` or `total`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function cursorPageOf<T extends $ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    page: z.optional(z.number()),
    pageSize: z.number(),
    total: z.optional(z.number()),
    nextCursor: nullable(z.string()),
  });
}

/** `{ id }` of a path: one of our ids (letters, digits, - and _). */
export const idParam64 = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')) });

export const makeDto = z.object({
  /** Slug of the make, e.g. "mercedes-benz"; get-models takes it or the name. */
  id: z.string(),
  name: z.string(),
});
export type MakeDto = z.infer<typeof makeDto>;

export const modelDto = z.object({ id: z.string(), name: z.string(), bodyStyles: z.array(z.enum(BODY_STYLES)) });
export type ModelDto = z.infer<typeof modelDto>;

export const brandDto = z.object({
  id: z.string(),
  name: z.string(),
  productLine: z.string(),
  /** Films the shop offers of this brand; 0 means no catalogue yet. */
  filmCount: z.number(),
});
export type BrandDto = z.infer<typeof brandDto>;

export const filmGroupDto = z.object({ finish: z.enum(FINISHES), label: z.string(), films: z.array(filmDto) });
export type FilmGroupDto = z.infer<typeof filmGroupDto>;

/** What a render answers about a library photo it was made from, for the visualizer's caption. */
export const libraryPhotoDto = z.object({
  /** The shop's name as the viewer knows it (the widget's display name to visitors). */
  shopName: z.string(),
  side: librarySideDto,
  /** The photographed car's own year, which may be near the picked one. */
  year: z.number(),
});
export type LibraryPhotoDto = z.infer<typeof libraryPhotoDto>;

/** A render's answer: the spec's data.image[0].inlineData.data (base64 PNG) plus the render's id and URL. */
export const generatedRenderDto = z.object({
  image: z.array(z.object({ inlineData: z.object({ mimeType: z.literal('image/png'), data: z.string() }) })),
  renderId: z.string(),
  url: z.string(),
  /** The shop's balance after this render. */
  credits: z.number(),
  /** False when the same picture, paid within 30 days, was served again without a credit (decision 060). */
  charged: z.boolean(),
});
export type GeneratedRenderDto = z.infer<typeof generatedRenderDto>;
/** The picture of a render, as Gemini's answer shape (the spec's): base64 PNG. */
export const renderImage = z.array(z.object({ inlineData: z.object({ mimeType: z.literal('image/png'), data: z.string() }) }));
