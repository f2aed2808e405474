// Contracts and fixed strings of the Studio (spec §3 "Vehicle and generation", §7 Studio tool, §8 Studio).
import * as z from 'zod/mini';
import { nameField } from './fields.ts';
import { PHOTO_RECOLOUR_MESSAGES, PHOTO_STROKE_LIMIT, PHOTO_STROKE_POINTS, PHOTO_TAP_LIMIT } from './photo.ts';
import { RENDER_VIEWS } from './views.ts';

/** Server-side messages of the render pipeline (ours, not the spec's). */
export const RENDER_MESSAGES = {
  noCredits: 'You have no credits left. Buy more credits to keep generating previews.',
  rateLimited: 'You are generating previews too quickly. Please wait a few seconds and try again.',
  engineUnavailable: 'AI renders are not available on your Wrapsmith yet. Nothing was charged: recolour the photo with the exact recolour instead.',
  photoOnlyEngine: 'AI renders on your Wrapsmith start from a photo of the car, so this one cannot be drawn. Nothing was charged: upload a photo of the car instead.',
  renderFailed: 'The preview could not be rendered. Your credit was refunded; please try again.',
  /** The render failed and its credit could not be given back at once (the database did not answer): it comes back by itself. */
  renderFailedRefundPending:
    'The preview could not be rendered. Your credit could not be given back yet: it is given back automatically as soon as the service recovers. Please try again shortly.',
} as const;

export const VEHICLE_YEAR_MIN = 1990;
export const VEHICLE_YEAR_MAX = 2026;

/** A model year from a query string or a JSON body ("2024" or 2024). */
export const vehicleYearField = z.coerce
  .number({ error: 'Year must be a number' })
  .check(
    z.int('Year must be a whole year'),
    z.gte(VEHICLE_YEAR_MIN, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`),
    z.lte(VEHICLE_YEAR_MAX, `Year must be from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`),
  );

const hexField = z.pipe(
  z.string({ error: 'Colour must be a hex code like #1a2b3c' }).check(z.trim(), z.regex(/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colour must be a hex code like #1a2b3c')),
  z.transform((value: string) => {
    const digits = value.replace('#', '').toLowerCase();
    return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
  }),
);

/** A name picked from a list (make, model, colour): required, trimmed, at most 120 characters. */
export const lookupText = /* @__NO_SIDE_EFFECTS__ */ (label: string) =>
  z.string({ error: `${label} is required` }).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(120, `${label} is too long`));

/** Optional extras of a render (roof, mirrors, chrome delete, calipers, tint, PPF). */
export const renderZonesInput = z.strictObject({
  roof: z.optional(hexField),
  mirrors: z.optional(hexField),
  chromeDelete: z.optional(z.boolean()),
  calipers: z.optional(hexField),
  windowTint: z.optional(z.number().check(z.gte(5), z.lte(90))),
  ppf: z.optional(z.enum(['gloss', 'matte'])),
});

/** A render's view; the render engine validates the same list. */
export const renderViewField = z.enum(RENDER_VIEWS, { error: 'View must be "side" or "three-quarter"' });

/** The film part of a render: a catalogue film by id, or a brand + finish + colour. */
const filmFields = {
  /** Finish tab name as the Studio shows it ("Gloss", "Carbon Fiber") or the finish id ("carbon"). */
  finish: lookupText('Finish'),
  color: hexField,
  brand: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  filmId: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  zones: z.optional(renderZonesInput),
};

/** POST /user/tool/generate-car-image: the spec's fields plus optional brand, film, body style and zones. */
export const generateCarImageInput = z.strictObject({
  year: vehicleYearField,
  make: lookupText('Make'),
  model: lookupText('Model'),
  description: z._default(z.string().check(z.trim(), z.maxLength(200, 'Description is too long')), ''),
  bodyStyle: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  view: z.optional(renderViewField),
  ...filmFields,
});
export type GenerateCarImageInput = z.infer<typeof generateCarImageInput>;

/** POST /user/tool/photo-render: the film fields of a multipart form (the photo travels beside them). */
export const photoRenderFields = z.strictObject({
  ...filmFields,
  description: z._default(z.string().check(z.trim(), z.maxLength(200, 'Description is too long')), ''),
});
export type PhotoRenderFields = z.infer<typeof photoRenderFields>;

/** Fixed strings of the photo recolour (the customer's own car, offline): shared by the API, its tests and the UI. */
/** One tap on the photo, as fractions of the upright picture's width and height (0 left/top, 1 right/bottom). */
export const photoTapInput = z.strictObject({
  x: z.number({ error: PHOTO_RECOLOUR_MESSAGES.tapOutside }).check(z.gte(0, PHOTO_RECOLOUR_MESSAGES.tapOutside), z.lte(1, PHOTO_RECOLOUR_MESSAGES.tapOutside)),
  y: z.number({ error: PHOTO_RECOLOUR_MESSAGES.tapOutside }).check(z.gte(0, PHOTO_RECOLOUR_MESSAGES.tapOutside), z.lte(1, PHOTO_RECOLOUR_MESSAGES.tapOutside)),
  /** add: this is paint; remove: this is not (a window, a tyre, a wall that looks like the paint). */
  mode: z._default(z.enum(['add', 'remove'], { error: 'mode must be "add" or "remove"' }), 'add'),
});
export type PhotoTap = z.output<typeof photoTapInput>;

export const photoTapsInput = z
  .array(photoTapInput, { error: PHOTO_RECOLOUR_MESSAGES.tapsRequired })
  .check(
    z.minLength(1, PHOTO_RECOLOUR_MESSAGES.tapsRequired),
    z.maxLength(PHOTO_TAP_LIMIT, PHOTO_RECOLOUR_MESSAGES.tooManyTaps),
    z.refine((taps) => taps.some((tap) => tap.mode === 'add'), PHOTO_RECOLOUR_MESSAGES.tapsRequired),
  );

const fraction = z.number({ error: PHOTO_RECOLOUR_MESSAGES.tapOutside }).check(z.gte(0, PHOTO_RECOLOUR_MESSAGES.tapOutside), z.lte(1, PHOTO_RECOLOUR_MESSAGES.tapOutside));

/** One brush stroke (decision 055): points as fractions of the picture, radius as a fraction of its long edge. */
export const photoStrokeInput = z.strictObject({
  mode: z.enum(['add', 'erase'], { error: 'mode must be "add" or "erase"' }),
  radius: z
    .number({ error: PHOTO_RECOLOUR_MESSAGES.strokeRadius })
    .check(z.gte(0.002, PHOTO_RECOLOUR_MESSAGES.strokeRadius), z.lte(0.1, PHOTO_RECOLOUR_MESSAGES.strokeRadius)),
  points: z
    .array(z.strictObject({ x: fraction, y: fraction }))
    .check(z.minLength(1, 'A brush stroke needs at least one point.'), z.maxLength(PHOTO_STROKE_POINTS, PHOTO_RECOLOUR_MESSAGES.strokeTooLong)),
});

export const photoStrokesInput = z._default(z.array(photoStrokeInput).check(z.maxLength(PHOTO_STROKE_LIMIT, PHOTO_RECOLOUR_MESSAGES.tooManyStrokes)), []);

/** POST /…/photos/:id/selection: the taps and brush strokes to preview (free, limited; decision 055). */
export const photoSelectionInput = z.strictObject({
  taps: photoTapsInput,
  strokes: photoStrokesInput,
});
export type PhotoSelectionInput = z.output<typeof photoSelectionInput>;

/** POST /user/tool/photo-recolour: the film fields and the taps (JSON text) of a multipart form beside the photo. */
export const photoRecolourFields = z.strictObject({
  finish: filmFields.finish,
  color: filmFields.color,
  brand: filmFields.brand,
  filmId: filmFields.filmId,
  description: z._default(z.string().check(z.trim(), z.maxLength(200, 'Description is too long')), ''),
  taps: photoTapsInput,
});
export type PhotoRecolourFields = z.infer<typeof photoRecolourFields>;

/** POST /widget/:key/photo-recolour: visitors pick a film the widget offers, by id. */
export const widgetPhotoRecolourFields = z.strictObject({
  filmId: lookupText('Colour'),
  taps: photoTapsInput,
});
export type WidgetPhotoRecolourFields = z.infer<typeof widgetPhotoRecolourFields>;

/** POST /user/films: a shop's own colour. */
/** A custom colour's name and code are shown on the shop's website (widget, share page): plain text only. */
export const customFilmInput = z.strictObject({
  name: nameField('Name'),
  code: z._default(
    z.string().check(z.trim(), z.maxLength(40, 'Code is too long'), z.refine((v) => !/[<>]/.test(v), 'Code cannot contain < or >')),
    '',
  ),
  hex: hexField,
  finish: lookupText('Finish'),
});
export type CustomFilmInput = z.infer<typeof customFilmInput>;

/** PUT /user/catalog/settings: what the shop hides from its Studio and widget (everything else is offered). */
export const catalogSettingsInput = z.strictObject({
  hiddenBrands: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(100)), []),
  hiddenFilms: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))).check(z.maxLength(5000)), []),
});
export type CatalogSettingsInput = z.infer<typeof catalogSettingsInput>;

export const RENDER_TABS = ['saved', 'lead_sent', 'drafts', 'all'] as const;
export type RenderTab = (typeof RENDER_TABS)[number];
