// The public widget API /api/v1/widget/:key/… (docs/widget.md: a known, live key and an allowed Origin), the shop's
// widget settings /api/v1/user/widget, the widget's public images /api/v1/widget-assets and the share link /v/:slug.
// The widget reads its config through WidgetConfig (a type: no bytes in its bundle).
import * as z from 'zod/mini';
import { pageQuery } from '../lists.ts';
import {
  createWidgetKeyInput,
  widgetFilmsQuery,
  widgetKeyOriginsInput,
  widgetModelsQuery,
  widgetRenderInput,
  widgetSettingsInput,
  widgetUsageQuery,
  widgetYearQuery,
} from '../route-inputs.ts';
import { widgetLeadInput } from '../leads.ts';
import { photoSelectionInput } from '../studio.ts';
import { selectionDto } from './shared.ts';
import { WIDGET_CORNERS, WIDGET_KEY_KINDS, WIDGET_THEMES, WIDGET_ZONES } from '../widget.ts';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { data, isoTime, nullable, route, saved } from './route.ts';

export type { WidgetCorner, WidgetTheme, WidgetZone } from '../widget.ts';
import { brandDto, filmGroupDto, idParam64, libraryPhotoDto, makeDto, modelDto, pageOf, renderImage } from './shared.ts';

/** The `data` of GET /widget/:key/config. Contact details, the logo and colours the shop has not set are null. */
export const widgetConfig = z.object({
  shop: z.object({ name: z.string(), slug: z.string(), phone: nullable(z.string()), email: nullable(z.string()), website: nullable(z.string()) }),
  branding: z.object({
    /** The widget's display name, else the shop's name. */
    displayName: z.string(),
    /** Absolute URL of the logo. */
    logoUrl: nullable(z.string()),
    /** #rrggbb */
    primary: nullable(z.string()),
    /** #rrggbb */
    accent: nullable(z.string()),
    corner: z.enum(WIDGET_CORNERS),
    theme: z.enum(WIDGET_THEMES),
    /** False only for a shop on the Pro plan that hid it. */
    poweredBy: z.boolean(),
  }),
  zones: z.array(z.enum(WIDGET_ZONES)),
  /** The languages the widget speaks, the shop's default first (issue 28 item 3); the visitor's browser picks among them. */
  languages: z.array(z.enum(SUPPORTED_LOCALES)),
});
export type WidgetConfig = z.infer<typeof widgetConfig>;

/** GET /widget/:key/config. */
export const widgetConfigResponse = z.object({ data: widgetConfig });
export type WidgetConfigResponse = z.infer<typeof widgetConfigResponse>;

/** A visitor's render (a drawing, or their own photo recoloured): its public picture; no credit balance. */
export const widgetRenderDto = z.object({
  image: renderImage,
  renderId: z.string(),
  /** Absolute URL of the PNG (GET /widget-assets/renders/:id.png). */
  url: z.string(),
  /** The library photo it was made from, for the caption (decision 056), else null. */
  library: nullable(libraryPhotoDto),
  /** A recoloured photo's size. */
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});
export type WidgetRenderDto = z.infer<typeof widgetRenderDto>;

/** What the next render from this address must prove (decision 067). */
export const challengeDto = z.object({ challenge: z.string(), difficulty: z.number(), expiresAt: isoTime });

/** A visitor's stored photo (a day). */
export const uploadedPhotoDto = z.object({ id: z.string(), width: z.number(), height: z.number(), expiresAt: isoTime });


const leadAccepted = z.object({ data: z.object({ leadId: z.string() }), message: z.string() });

const keyParam = z.object({ key: z.string() });
const photoParam = z.extend(keyParam, idParam64.shape);
const renderForm = z.object({
  filmId: z.string(),
  photo: z.optional(z.file()),
  photoId: z.optional(z.string()),
  taps: z.optional(z.string()),
  strokes: z.optional(z.string()),
});

/** What each route of `widgetRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const widgetGetConfigAnswer = widgetConfigResponse;
const widgetGetYearsAnswer = data(z.object({ years: z.array(z.number()) }));
const widgetGetMakesAnswer = data(z.object({ makes: z.array(makeDto) }));
const widgetGetModelsAnswer = data(z.object({ models: z.array(modelDto) }));
const widgetGetBrandsAnswer = data(z.array(brandDto));
const widgetGetFilmsAnswer = data(z.object({ brand: z.object({ id: z.string(), name: z.string() }), groups: z.array(filmGroupDto) }));
const widgetGetChallengeAnswer = data(nullable(challengeDto));
const widgetRenderAnswer = data(widgetRenderDto);
const widgetPhotoRecolourAnswer = data(widgetRenderDto);
const widgetUploadPhotoAnswer = data(z.object({ photo: uploadedPhotoDto }));
const widgetPhotoSelectionAnswer = data(z.object({ selection: selectionDto }));
const widgetCreateLeadAnswer = leadAccepted;

export const widgetAnswers = {
  getConfig: widgetGetConfigAnswer,
  getYears: widgetGetYearsAnswer,
  getMakes: widgetGetMakesAnswer,
  getModels: widgetGetModelsAnswer,
  getBrands: widgetGetBrandsAnswer,
  getFilms: widgetGetFilmsAnswer,
  getChallenge: widgetGetChallengeAnswer,
  render: widgetRenderAnswer,
  photoRecolour: widgetPhotoRecolourAnswer,
  uploadPhoto: widgetUploadPhotoAnswer,
  photoSelection: widgetPhotoSelectionAnswer,
  createLead: widgetCreateLeadAnswer,
} as const;

export const widgetRoutes = {
  getConfig: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/config',
    summary: 'The shop’s branding, contact details and the extras its widget offers',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam },
    responses: { 200: widgetGetConfigAnswer },
  }),
  getYears: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/get-years',
    summary: 'The model years of the vehicle catalogue',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam },
    responses: { 200: widgetGetYearsAnswer },
  }),
  getMakes: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/get-makes',
    summary: 'The makes of a year',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, query: widgetYearQuery },
    responses: { 200: widgetGetMakesAnswer },
  }),
  getModels: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/get-models',
    summary: 'The models of a make in a year, with their body styles',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, query: widgetModelsQuery },
    responses: { 200: widgetGetModelsAnswer },
  }),
  getBrands: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/brands',
    summary: 'The wrap brands the widget offers',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam },
    responses: { 200: widgetGetBrandsAnswer },
  }),
  getFilms: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/films',
    summary: 'The films of a brand the widget offers, by finish',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, query: widgetFilmsQuery },
    responses: { 200: widgetGetFilmsAnswer },
  }),
  getChallenge: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/challenge',
    summary: 'The proof of work this address’s next render needs, or null',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam },
    responses: { 200: widgetGetChallengeAnswer },
  }),
  render: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/widget/:key/render',
    summary: 'Draw a catalogue vehicle in a film the widget offers, on the shop’s credit',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, body: widgetRenderInput },
    responses: { 200: widgetRenderAnswer },
  }),
  photoRecolour: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/widget/:key/photo-recolour',
    summary: 'Recolour the visitor’s own car photo to a film the widget offers, on the shop’s credit',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, form: renderForm },
    responses: { 200: widgetPhotoRecolourAnswer },
  }),
  uploadPhoto: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/widget/:key/photos',
    summary: 'Store the visitor’s photo for a day',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, form: /* @__PURE__ */ z.object({ photo: /* @__PURE__ */ z.file() }) },
    responses: { 201: widgetUploadPhotoAnswer },
  }),
  photoImage: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget/:key/photos/:id/image',
    summary: 'A stored photo, to the visitor who uploaded it',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: photoParam },
    responses: { 200: { contentType: 'image/jpeg', description: 'The stored JPEG' } },
  }),
  photoSelection: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/widget/:key/photos/:id/selection',
    summary: 'What taps and strokes select on a stored photo (free)',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: photoParam, body: photoSelectionInput },
    responses: { 200: widgetPhotoSelectionAnswer },
  }),
  createLead: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/widget/:key/leads',
    summary: 'Send the visitor’s quote request to the shop',
    description: '201 for a new lead, 200 when the same request was sent again.',
    tags: ['Widget'],
    auth: 'widget-key',
    request: { params: keyParam, body: widgetLeadInput },
    responses: { 200: widgetCreateLeadAnswer, 201: widgetCreateLeadAnswer },
  }),
} as const;

/** GET/PUT /user/widget/settings. */
export const widgetSettingsDto = z.object({
  /** The shop's name, shown by the widget (read-only here: PUT /user/shop renames the shop; docs/decisions/058). */
  displayName: z.string(),
  logoUrl: nullable(z.string()),
  primary: nullable(z.string()),
  accent: nullable(z.string()),
  corner: z.enum(WIDGET_CORNERS),
  theme: z.enum(WIDGET_THEMES),
  /** What the shop saved; the widget still shows the line unless the shop is on Pro. */
  poweredBy: z.boolean(),
  /** Pro plan: "Powered by Wrapsmith" may be hidden. */
  canHidePoweredBy: z.boolean(),
  /** Null: everything the shop offers. */
  offeredBrandIds: nullable(z.array(z.string())),
  offeredFilmIds: nullable(z.array(z.string())),
  offeredZones: z.array(z.enum(WIDGET_ZONES)),
  /** The languages the widget speaks, the default first; English only until the shop picks others (issue 28 item 3). */
  languages: z.array(z.enum(SUPPORTED_LOCALES)),
  visitorDailyLimit: z.number(),
  /** The credits public renders (widget and share link) may spend in 24 hours; null: the plan's default. */
  publicDailyCredits: nullable(z.number()),
  /** The plan's default for publicDailyCredits. */
  publicDailyCreditsDefault: z.number(),
  /** False: the share link is switched off (its page says the visualizer is not available). */
  shareLinkEnabled: z.boolean(),
  contactPhone: nullable(z.string()),
  contactEmail: nullable(z.string()),
  contactWebsite: nullable(z.string()),
  /** The shop's share link, /v/:slug on this Wrapsmith. */
  shareUrl: z.string(),
});
export type WidgetSettingsDto = z.infer<typeof widgetSettingsDto>;

export const widgetKeyDto = z.object({
  _id: z.string(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(WIDGET_KEY_KINDS),
  /** Allowed websites, scheme://host[:port]. */
  origins: z.array(z.string()),
  createdAt: isoTime,
  revokedAt: nullable(isoTime),
  lastUsedAt: nullable(isoTime),
});
export type WidgetKeyDto = z.infer<typeof widgetKeyDto>;

const usageCounts = z.object({ renders: z.number(), leads: z.number(), credits: z.number() });
export const widgetUsageDto = z.object({ days: z.array(z.extend(usageCounts, { date: z.string() })), totals: usageCounts });
export type WidgetUsageDto = z.infer<typeof widgetUsageDto>;

/** What each route of `widgetSettingsRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const widgetSettingsGetWidgetSettingsAnswer = data(widgetSettingsDto);
const widgetSettingsPutWidgetSettingsAnswer = saved(widgetSettingsDto);
const widgetSettingsUploadWidgetLogoAnswer = saved(widgetSettingsDto);
const widgetSettingsDeleteWidgetLogoAnswer = saved(widgetSettingsDto);
const widgetSettingsListWidgetKeysAnswer = pageOf(widgetKeyDto);
const widgetSettingsCreateWidgetKeyAnswer = saved(widgetKeyDto);
const widgetSettingsSetWidgetKeyOriginsAnswer = data(widgetKeyDto);
const widgetSettingsRevokeWidgetKeyAnswer = data(widgetKeyDto);
const widgetSettingsGetWidgetUsageAnswer = data(widgetUsageDto);

export const widgetSettingsAnswers = {
  getWidgetSettings: widgetSettingsGetWidgetSettingsAnswer,
  putWidgetSettings: widgetSettingsPutWidgetSettingsAnswer,
  uploadWidgetLogo: widgetSettingsUploadWidgetLogoAnswer,
  deleteWidgetLogo: widgetSettingsDeleteWidgetLogoAnswer,
  listWidgetKeys: widgetSettingsListWidgetKeysAnswer,
  createWidgetKey: widgetSettingsCreateWidgetKeyAnswer,
  setWidgetKeyOrigins: widgetSettingsSetWidgetKeyOriginsAnswer,
  revokeWidgetKey: widgetSettingsRevokeWidgetKeyAnswer,
  getWidgetUsage: widgetSettingsGetWidgetUsageAnswer,
} as const;

export const widgetSettingsRoutes = {
  getWidgetSettings: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/widget/settings',
    summary: 'The shop’s widget settings',
    tags: ['Widget settings'],
    auth: 'bearer',
    responses: { 200: widgetSettingsGetWidgetSettingsAnswer },
  }),
  putWidgetSettings: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/widget/settings',
    summary: 'Change the shop’s widget settings (the fields sent)',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { body: widgetSettingsInput },
    responses: { 200: widgetSettingsPutWidgetSettingsAnswer },
  }),
  uploadWidgetLogo: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/widget/logo',
    summary: 'Set the widget’s logo',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { form: /* @__PURE__ */ z.object({ logo: /* @__PURE__ */ z.file() }) },
    responses: { 200: widgetSettingsUploadWidgetLogoAnswer },
  }),
  deleteWidgetLogo: /* @__PURE__ */ route({
    method: 'delete',
    path: '/api/v1/user/widget/logo',
    summary: 'Remove the widget’s logo',
    tags: ['Widget settings'],
    auth: 'bearer',
    responses: { 200: widgetSettingsDeleteWidgetLogoAnswer },
  }),
  listWidgetKeys: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/widget/keys',
    summary: 'One page of the shop’s widget keys',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { query: pageQuery },
    responses: { 200: widgetSettingsListWidgetKeysAnswer },
  }),
  createWidgetKey: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/widget/keys',
    summary: 'Make a widget key for some websites',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { body: createWidgetKeyInput },
    responses: { 201: widgetSettingsCreateWidgetKeyAnswer },
  }),
  setWidgetKeyOrigins: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/widget/keys/:id/origins',
    summary: 'Replace the websites a widget key works on',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { params: idParam64, body: widgetKeyOriginsInput },
    responses: { 200: widgetSettingsSetWidgetKeyOriginsAnswer },
  }),
  revokeWidgetKey: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/widget/keys/:id/revoke',
    summary: 'Revoke a widget key',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: widgetSettingsRevokeWidgetKeyAnswer },
  }),
  getWidgetUsage: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/widget/usage',
    summary: 'The widget’s renders, leads and credits per day',
    tags: ['Widget settings'],
    auth: 'bearer',
    request: { query: widgetUsageQuery },
    responses: { 200: widgetSettingsGetWidgetUsageAnswer },
  }),
} as const;

const png = /* @__NO_SIDE_EFFECTS__ */ (description: string) => ({ contentType: 'image/png', description }) as const;

export const widgetAssetRoutes = {
  getLogo: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget-assets/logo/:shopId/:file',
    summary: 'A shop’s widget logo (public, immutable)',
    tags: ['Widget'],
    auth: 'none',
    request: { params: /* @__PURE__ */ z.object({ shopId: /* @__PURE__ */ z.string(), file: /* @__PURE__ */ z.string() }) },
    responses: { 200: png('The logo') },
  }),
  getRenderImage: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/widget-assets/renders/:file',
    summary: 'The PNG of a widget or share-link render (public; `<id>.png`)',
    tags: ['Widget'],
    auth: 'none',
    request: { params: /* @__PURE__ */ z.object({ file: /* @__PURE__ */ z.string() }) },
    responses: { 200: png('The render') },
  }),
} as const;

export const shareRoutes = {
  sharePage: /* @__PURE__ */ route({
    method: 'get',
    path: '/v/:shopSlug',
    summary: 'A shop’s share link: the visualizer on its own page',
    description: 'An old slug redirects (302) to the shop’s current one.',
    tags: ['Share link'],
    auth: 'none',
    request: { params: /* @__PURE__ */ z.object({ shopSlug: /* @__PURE__ */ z.string() }) },
    responses: { 200: { contentType: 'text/html', description: 'The page' }, 302: { contentType: 'text/plain', description: 'To the shop’s current slug' } },
  }),
  sharePreview: /* @__PURE__ */ route({
    method: 'get',
    path: '/v/:shopSlug/preview.png',
    summary: 'The share link’s preview picture (Open Graph)',
    tags: ['Share link'],
    auth: 'none',
    request: { params: /* @__PURE__ */ z.object({ shopSlug: /* @__PURE__ */ z.string() }) },
    responses: { 200: png('The preview') },
  }),
} as const;
