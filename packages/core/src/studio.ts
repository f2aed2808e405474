// Contracts and fixed strings of the Studio (spec §3 "Vehicle and generation", §7 Studio tool, §8 Studio).
import { z } from 'zod';
import { nameField } from './fields.ts';

/** Server-side messages of the render pipeline (ours, not the spec's). */
export const RENDER_MESSAGES = {
  noCredits: 'You have no credits left. Buy more credits to keep generating previews.',
  rateLimited: 'You are generating previews too quickly. Please wait a few seconds and try again.',
  engineUnavailable: 'Photo renders need the AI engine. Ask your administrator to set REPLICATE_API_TOKEN.',
  photoOnlyEngine: 'This AI model only edits photos. Upload a photo of the car, or ask your administrator for another REPLICATE_MODEL.',
  renderFailed: 'The preview could not be rendered. Your credit was refunded; please try again.',
} as const;

export const VEHICLE_YEAR_MIN = 1990;
export const VEHICLE_YEAR_MAX = 2026;

/** A model year from a query string or a JSON body ("2024" or 2024). */
export const vehicleYearField = z.coerce
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole year')
  .min(VEHICLE_YEAR_MIN, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`)
  .max(VEHICLE_YEAR_MAX, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`);

const hexField = z
  .string({ error: 'Colour must be a hex code like #1a2b3c' })
  .trim()
  .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colour must be a hex code like #1a2b3c')
  .transform((value) => {
    const digits = value.replace('#', '').toLowerCase();
    return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
  });

const lookupText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120, `${label} is too long`);

/** Optional extras of a render (roof, mirrors, chrome delete, calipers, tint, PPF). */
export const renderZonesInput = z.strictObject({
  roof: hexField.optional(),
  mirrors: hexField.optional(),
  chromeDelete: z.boolean().optional(),
  calipers: hexField.optional(),
  windowTint: z.number().min(5).max(90).optional(),
  ppf: z.enum(['gloss', 'matte']).optional(),
});

/** The film part of a render: a catalogue film by id, or a brand + finish + colour. */
const filmFields = {
  /** Finish tab name as the Studio shows it ("Gloss", "Carbon Fiber") or the finish id ("carbon"). */
  finish: lookupText('Finish'),
  color: hexField,
  brand: z.string().trim().max(60).optional(),
  filmId: z.string().trim().max(120).optional(),
  zones: renderZonesInput.optional(),
};

/** POST /user/tool/generate-car-image: the spec's fields plus optional brand, film, body style and zones. */
export const generateCarImageInput = z.strictObject({
  year: vehicleYearField,
  make: lookupText('Make'),
  model: lookupText('Model'),
  description: z.string().trim().max(200, 'Description is too long').default(''),
  bodyStyle: z.string().trim().max(30).optional(),
  ...filmFields,
});
export type GenerateCarImageInput = z.infer<typeof generateCarImageInput>;

/** POST /user/tool/photo-render: the film fields of a multipart form (the photo travels beside them). */
export const photoRenderFields = z.strictObject({
  ...filmFields,
  description: z.string().trim().max(200, 'Description is too long').default(''),
});
export type PhotoRenderFields = z.infer<typeof photoRenderFields>;

/** POST /user/films: a shop's own colour. */
/** A custom colour's name and code are shown on the shop's website (widget, share page): plain text only. */
export const customFilmInput = z.strictObject({
  name: nameField('Name'),
  code: z
    .string()
    .trim()
    .max(40, 'Code is too long')
    .refine((v) => !/[<>]/.test(v), 'Code cannot contain < or >')
    .default(''),
  hex: hexField,
  finish: lookupText('Finish'),
});
export type CustomFilmInput = z.infer<typeof customFilmInput>;

/** PUT /user/catalog/settings: what the shop hides from its Studio and widget (everything else is offered). */
export const catalogSettingsInput = z.strictObject({
  hiddenBrands: z.array(z.string().trim().min(1).max(60)).max(100).default([]),
  hiddenFilms: z.array(z.string().trim().min(1).max(120)).max(5000).default([]),
});
export type CatalogSettingsInput = z.infer<typeof catalogSettingsInput>;

export const RENDER_TABS = ['saved', 'lead_sent', 'drafts', 'all'] as const;
export type RenderTab = (typeof RENDER_TABS)[number];
