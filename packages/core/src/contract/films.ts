// /api/v1/user/films (a shop's own colours, swatch matching) and /api/v1/user/catalog (what the shop offers).
import { FINISHES } from '@wrapsmith/catalog';
import * as z from 'zod/mini';
import { catalogSettingsInput, customFilmInput } from '../studio.ts';
import { data, messageOnly, nullable, route, saved } from './route.ts';

export const filmDto = z.object({
  id: z.string(),
  brandId: z.string(),
  name: z.string(),
  code: z.string(),
  colorCode: z.string(),
  finish: z.enum(FINISHES),
  secondaryHex: nullable(z.string()),
  /** One of the shop's own colours. */
  custom: z.boolean(),
});
export type FilmDto = z.infer<typeof filmDto>;

export const catalogSettingsDto = z.object({ hiddenBrands: z.array(z.string()), hiddenFilms: z.array(z.string()) });
export type CatalogSettingsDto = z.infer<typeof catalogSettingsDto>;

export const swatchMatchDto = z.object({
  hex: z.string(),
  nearest: nullable(z.extend(filmDto, { distance: z.number() })),
});

export const idParam = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)) });

/** What each route of `filmRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const filmCreateFilmAnswer = saved(filmDto);
const filmMatchSwatchAnswer = data(swatchMatchDto);
const filmDeleteFilmAnswer = messageOnly;
const filmGetCatalogSettingsAnswer = data(catalogSettingsDto);
const filmPutCatalogSettingsAnswer = saved(catalogSettingsDto);

export const filmAnswers = {
  createFilm: filmCreateFilmAnswer,
  matchSwatch: filmMatchSwatchAnswer,
  deleteFilm: filmDeleteFilmAnswer,
  getCatalogSettings: filmGetCatalogSettingsAnswer,
  putCatalogSettings: filmPutCatalogSettingsAnswer,
} as const;

export const filmRoutes = {
  createFilm: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/films',
    summary: 'Add a custom colour to the shop’s catalogue',
    tags: ['Films'],
    auth: 'bearer',
    request: { body: customFilmInput },
    responses: { 201: filmCreateFilmAnswer },
  }),
  matchSwatch: /* @__PURE__ */ route({
    method: 'post',
    path: '/api/v1/user/films/swatch',
    summary: 'Average a swatch photo to a colour and name the nearest film the shop offers',
    tags: ['Films'],
    auth: 'bearer',
    request: { form: /* @__PURE__ */ z.object({ image: /* @__PURE__ */ z.file() }) },
    responses: { 200: filmMatchSwatchAnswer },
  }),
  deleteFilm: /* @__PURE__ */ route({
    method: 'delete',
    path: '/api/v1/user/films/:id',
    summary: 'Delete one of the shop’s custom colours',
    tags: ['Films'],
    auth: 'bearer',
    request: { params: idParam },
    responses: { 200: filmDeleteFilmAnswer },
  }),
  getCatalogSettings: /* @__PURE__ */ route({
    method: 'get',
    path: '/api/v1/user/catalog/settings',
    summary: 'The brands and films the shop hides from its Studio and widget',
    tags: ['Films'],
    auth: 'bearer',
    responses: { 200: filmGetCatalogSettingsAnswer },
  }),
  putCatalogSettings: /* @__PURE__ */ route({
    method: 'put',
    path: '/api/v1/user/catalog/settings',
    summary: 'Replace the brands and films the shop hides',
    tags: ['Films'],
    auth: 'bearer',
    request: { body: catalogSettingsInput },
    responses: { 200: filmPutCatalogSettingsAnswer },
  }),
} as const;
