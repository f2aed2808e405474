// Request schemas of routes that were written beside their routes in the API (issue 24 item 2): moved here so the
// contract (contract/*.ts) declares them and the API validates with the same objects. In zod/mini like the other
// input schemas of core (docs/decisions/081).
import * as z from 'zod/mini';
import { emailField, optionalText, phoneField } from './fields.ts';
import { cursorField, pageFields } from './lists.ts';
import { LOW_CREDIT_THRESHOLD_MAX } from './plans.ts';
import { renderViewField, renderZonesInput, vehicleYearField } from './studio.ts';
import { LEAD_STATUSES } from './lead-statuses.ts';
import { SUPPORTED_LOCALES } from './i18n/locales.ts';
import { MAX_ORIGINS_PER_KEY, PUBLIC_DAILY_CREDITS_MAX, WIDGET_CORNERS, WIDGET_THEMES, WIDGET_ZONES } from './widget.ts';

/** The runtime's URL (Node and browsers both have it; core's tsconfig names neither's library). */
declare const URL: { canParse(url: string): boolean };

// ---- /user/customers

export const customerListQuery = z.strictObject({ q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search is too long'))), ...pageFields() });
export type CustomerListQuery = z.output<typeof customerListQuery>;

// ---- /user/stripe

/** Stripe ids (cs_test_…, price_…) and ours (cs_local_…, local_basic) are letters, digits and underscores. */
const providerId = z.string().check(z.trim(), z.minLength(1), z.maxLength(255), z.regex(/^[A-Za-z0-9_]+$/, 'Not a valid id'));
export const checkoutInput = z.strictObject({ priceId: providerId });
export const verifyInput = z.strictObject({ sessionId: providerId });
export const providerIdParam = z.object({ id: providerId });
/** The owner's own warning level (0 turns the warning off), or null for the plan's default (decision 061). */
export const creditAlertsInput = z.strictObject({
  lowCreditThreshold: z.nullable(
    z
      .number({ error: 'The warning level must be a whole number of credits' })
      .check(
        z.int('The warning level must be a whole number of credits'),
        z.gte(0, 'The warning level cannot be below 0'),
        z.lte(LOW_CREDIT_THRESHOLD_MAX, `The warning level can be at most ${LOW_CREDIT_THRESHOLD_MAX.toLocaleString('en-US')} credits`),
      ),
  ),
});

// ---- /public

/** The query of a signed render link (services/links/signed-links.ts). */
export const renderLinkQuery = z.strictObject({
  expires: z.pipe(z.string().check(z.regex(/^\d{1,15}$/, 'expires must be a time in milliseconds')), z.transform(Number)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex digits')),
});

// ---- /user/widget

/** '' (a cleared form field) means "not set", like null. */
const blankIsNull = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(schema: T) =>
  z.optional(z.pipe(z.transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)), z.nullable(schema)));

const hexColor = z.pipe(
  z.string({ error: 'Colours must be hex codes like #1a2b3c' }).check(z.trim(), z.regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colours must be hex codes like #1a2b3c')),
  z.transform((value: string) => {
    const digits = value.replace('#', '').toLowerCase();
    return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
  }),
);

const websiteField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(300, 'Website is too long'),
    z.refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v) && !/[<>\s]/.test(v), 'Website must be an address like https://yourshop.com'),
  );

export const widgetSettingsInput = z.strictObject({
  primary: blankIsNull(hexColor),
  accent: blankIsNull(hexColor),
  corner: z.optional(z.enum(WIDGET_CORNERS)),
  theme: z.optional(z.enum(WIDGET_THEMES)),
  poweredBy: z.optional(z.boolean()),
  offeredBrandIds: z.optional(z.nullable(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(100)))),
  offeredFilmIds: z.optional(z.nullable(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(5000)))),
  offeredZones: z.optional(z.array(z.enum(WIDGET_ZONES)).check(z.maxLength(WIDGET_ZONES.length))),
  /** The languages the widget speaks, the default first (issue 28 item 3). */
  languages: z.optional(
    z
      .array(z.enum(SUPPORTED_LOCALES, { error: `Languages must be among ${SUPPORTED_LOCALES.join(', ')}` }))
      .check(
        z.minLength(1, 'Pick at least one language for the widget'),
        z.refine((list) => new Set(list).size === list.length, 'Each language may be listed once'),
      ),
  ),
  visitorDailyLimit: z.optional(
    z
      .number()
      .check(z.int('The daily limit must be a whole number'), z.gte(1, 'The daily limit must be at least 1'), z.lte(100, 'The daily limit can be at most 100')),
  ),
  contactPhone: blankIsNull(phoneField),
  contactEmail: blankIsNull(emailField),
  contactWebsite: blankIsNull(websiteField),
  /** Credits public renders may spend in 24 hours; null goes back to the plan's default (decision 067). */
  publicDailyCredits: z.optional(
    z.nullable(
      z
        .number({ error: 'The daily spending cap must be a number of credits' })
        .check(
          z.int('The daily spending cap must be a whole number of credits'),
          z.gte(1, 'The daily spending cap must be at least 1 credit'),
          z.lte(PUBLIC_DAILY_CREDITS_MAX, `The daily spending cap can be at most ${PUBLIC_DAILY_CREDITS_MAX.toLocaleString('en-US')} credits`),
        ),
    ),
  ),
  /** False switches the share link off; true on again (a new key is made at its next view if the old one was revoked). */
  shareLinkEnabled: z.optional(z.boolean({ error: 'shareLinkEnabled must be true or false' })),
});
export type WidgetSettingsInput = z.infer<typeof widgetSettingsInput>;

const originsField = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(300)), { error: 'origins must be a list of website addresses' })
  .check(z.minLength(1, 'Add at least one website'), z.maxLength(MAX_ORIGINS_PER_KEY, `A key can have at most ${MAX_ORIGINS_PER_KEY} websites`));

export const createWidgetKeyInput = z.strictObject({
  label: optionalText('Label', 60).check(z.minLength(1, 'Label is required')),
  origins: originsField,
});
export const widgetKeyOriginsInput = z.strictObject({ origins: originsField });

export const widgetUsageQuery = z.strictObject({ days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(90)), 14) });

// ---- /widget/:key

const lookup = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z.string({ error: `${label} is required` }).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(120, `${label} is too long`));

export const widgetYearQuery = z.strictObject({ year: vehicleYearField });
export const widgetModelsQuery = z.strictObject({ year: vehicleYearField, make: lookup('Make') });
export const widgetFilmsQuery = z.strictObject({ brand: lookup('Brand') });

export const widgetRenderInput = z.strictObject({
  year: vehicleYearField,
  make: lookup('Make'),
  model: lookup('Model'),
  bodyStyle: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  filmId: lookup('Colour'),
  zones: z.optional(renderZonesInput),
  view: z.optional(renderViewField),
});
export type WidgetRenderInput = z.infer<typeof widgetRenderInput>;

/**
 * What a visitor picked when the shop had no credits left to draw it (decision 061): the colour, and the catalogue
 * vehicle when they were on one (a photo has none: the visitor may name the car in `vehicle`).
 */

// ---- /user/leads

const leadFilters = {
  status: z.optional(z.enum(LEAD_STATUSES)),
  /** `held=1`: the leads held for review (decision 068) instead of the others. */
  held: z.optional(
    z.pipe(
      z.enum(['1', '0', 'true', 'false'], { error: 'held must be 1 or 0' }),
      z.transform((value) => value === '1' || value === 'true'),
    ),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search is too long'))),
};
export const leadListQuery = z.strictObject({ ...leadFilters, ...pageFields(), cursor: z.optional(cursorField) });
/** The list's filters without its page: the export holds every matching lead. */
export const leadExportQuery = z.strictObject(leadFilters);
export const leadStatusInput = z.strictObject({ status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }) });
