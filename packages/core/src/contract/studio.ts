// /api/v1/user/tool (the Studio's pickers and renders, the photo tool), /api/v1/user/renders (My Wraps) and
// /api/v1/user/library (the shop's own vehicle photos).
import * as z from 'zod/mini';
import { idField } from '../fields.ts';
import { libraryVehicleInput, libraryVehicleUpdate } from '../library.ts';
import { generateCarImageInput, photoSelectionInput } from '../studio.ts';
import { filmsQuery, libraryFileQuery, libraryListQuery, modelsQuery, renderImageQuery, rendersQuery, yearQuery } from './queries.ts';
import { data, messageOnly, nullable, route, saved } from './route.ts';
import {
  bodyStyleDto,
  finishDto,
  generatedRenderDto,
  libraryPhotoDto,
  librarySideDto,
  pagedDto,
  photoStrokeDto,
  photoTapDto,
  photoUploadDto,
  renderZonesDto,
  selectionDto,
  makeDto,
  modelDto,
  brandDto,
  filmGroupDto,
} from './shared.ts';


/** POST /user/tool/generate-car-image and /user/tool/photo-render. */
export const generateCarImageResponse = data(generatedRenderDto);
export type GenerateCarImageResponse = z.infer<typeof generateCarImageResponse>;

export const renderDto = z.object({
  _id: z.string(),
  status: z.enum(['draft', 'saved', 'lead_sent']),
  source: z.enum(['studio', 'widget', 'share', 'aitool']),
  engine: z.string(),
  vehicle: nullable(z.object({ year: z.number(), make: z.string(), model: z.string(), bodyStyle: bodyStyleDto })),
  film: z.object({ id: nullable(z.string()), brand: z.string(), name: z.string(), code: z.string(), colorCode: z.string(), finish: finishDto }),
  zones: renderZonesDto,
  userId: nullable(z.string()),
  /** The PNG (auth required); add ?download=1 for an attachment. */
  url: z.string(),
  createdAt: z.string(),
});
export type RenderDto = z.infer<typeof renderDto>;

/** A vehicle of the shop's library (GET /user/library; decision 056). */
export const libraryVehicleDto = z.object({
  _id: z.string(),
  /** The catalogue vehicle it stands in for: its names as the Studio's pickers show them. */
  year: z.number(),
  make: z.string(),
  model: z.string(),
  bodyStyle: bodyStyleDto,
  side: librarySideDto,
  /** The kept photo's size, in pixels. */
  width: z.number(),
  height: z.number(),
  /** The marks its paint was found from, to mark it again. */
  taps: z.array(photoTapDto),
  strokes: z.array(photoStrokeDto),
  /** The photo (JPEG) and its selection (greyscale PNG, white = paint); each address changes when its file does. */
  imageUrl: z.string(),
  maskUrl: z.string(),
  createdBy: nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryVehicleDto = z.infer<typeof libraryVehicleDto>;

const idParam = /* @__PURE__ */ z.object({ id: idField });

/** The multipart fields of the photo recolour (the photo, or a stored upload by photoId; taps and strokes as JSON). */
const recolourForm = z.object({
  photo: z.optional(z.file()),
  photoId: z.optional(z.string()),
  taps: z.string(),
  strokes: z.optional(z.string()),
  filmId: z.optional(z.string()),
  brand: z.optional(z.string()),
  finish: z.optional(z.string()),
  color: z.optional(z.string()),
  description: z.optional(z.string()),
});
const photoRenderForm = z.object({
  photo: z.file(),
  zones: z.optional(z.string()),
  filmId: z.optional(z.string()),
  brand: z.optional(z.string()),
  finish: z.optional(z.string()),
  color: z.optional(z.string()),
  description: z.optional(z.string()),
});

const studio = /* @__NO_SIDE_EFFECTS__ */ <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Studio'] as const, auth: 'bearer' as const });
const renders = /* @__NO_SIDE_EFFECTS__ */ <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Renders'] as const, auth: 'bearer' as const });
const library = /* @__NO_SIDE_EFFECTS__ */ <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Library'] as const, auth: 'bearer' as const });

/** What each route of `toolRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const toolGetYearsAnswer = data(z.object({ years: z.array(z.number()) }));
const toolGetMakesAnswer = data(z.object({ makes: z.array(makeDto) }));
const toolGetModelsAnswer = data(z.object({ models: z.array(modelDto) }));
const toolGetEnginesAnswer = data(z.object({ recolour: z.boolean(), photoReal: z.boolean() }));
const toolGetBrandsAnswer = data(z.array(brandDto));
const toolGetFilmsAnswer = data(z.object({ brand: z.object({ id: z.string(), name: z.string() }), groups: z.array(filmGroupDto) }));
const toolGenerateCarImageAnswer = data(z.extend(generatedRenderDto, { library: nullable(libraryPhotoDto) }));
const toolPhotoRenderAnswer = generateCarImageResponse;
const toolPhotoRecolourAnswer = data(z.extend(generatedRenderDto, { width: z.number(), height: z.number() }));
const toolUploadPhotoAnswer = data(z.object({ photo: photoUploadDto }));
const toolPhotoSelectionAnswer = data(z.object({ selection: selectionDto }));

export const toolAnswers = {
  getYears: toolGetYearsAnswer,
  getMakes: toolGetMakesAnswer,
  getModels: toolGetModelsAnswer,
  getEngines: toolGetEnginesAnswer,
  getBrands: toolGetBrandsAnswer,
  getFilms: toolGetFilmsAnswer,
  generateCarImage: toolGenerateCarImageAnswer,
  photoRender: toolPhotoRenderAnswer,
  photoRecolour: toolPhotoRecolourAnswer,
  uploadPhoto: toolUploadPhotoAnswer,
  photoSelection: toolPhotoSelectionAnswer,
} as const;

export const toolRoutes = {
  getYears: /* @__PURE__ */ studio({ method: 'get', path: '/api/v1/user/tool/get-years', summary: 'Model years of the vehicle catalogue', responses: { 200: toolGetYearsAnswer } }),
  getMakes: /* @__PURE__ */ studio({ method: 'get', path: '/api/v1/user/tool/get-makes', summary: 'Makes of a year', request: { query: yearQuery }, responses: { 200: toolGetMakesAnswer } }),
  getModels: /* @__PURE__ */ studio({ method: 'get', path: '/api/v1/user/tool/get-models', summary: 'Models of a make in a year, with their body styles', request: { query: modelsQuery }, responses: { 200: toolGetModelsAnswer } }),
  getEngines: /* @__PURE__ */ studio({ method: 'get', path: '/api/v1/user/tool/engines', summary: 'What the render engine can do', responses: { 200: toolGetEnginesAnswer } }),
  getBrands: /* @__PURE__ */ studio({ method: 'get', path: '/api/v1/user/tool/brands', summary: 'The wrap brands the shop offers, with film counts', responses: { 200: toolGetBrandsAnswer } }),
  getFilms: /* @__PURE__ */ studio({
    method: 'get',
    path: '/api/v1/user/tool/films',
    summary: 'A brand’s offered films, grouped by finish',
    request: { query: filmsQuery },
    responses: { 200: toolGetFilmsAnswer },
  }),
  generateCarImage: /* @__PURE__ */ studio({
    method: 'post',
    path: '/api/v1/user/tool/generate-car-image',
    summary: 'Render a catalogue vehicle in a film (one credit unless the same picture was paid within 30 days)',
    request: { body: generateCarImageInput },
    responses: { 200: toolGenerateCarImageAnswer },
  }),
  photoRender: /* @__PURE__ */ studio({ method: 'post', path: '/api/v1/user/tool/photo-render', summary: 'Wrap the customer’s own car photo with the AI engine', request: { form: photoRenderForm }, responses: { 200: toolPhotoRenderAnswer } }),
  photoRecolour: /* @__PURE__ */ studio({
    method: 'post',
    path: '/api/v1/user/tool/photo-recolour',
    summary: 'Recolour the tapped paint of the customer’s photo (one credit)',
    request: { form: recolourForm },
    responses: { 200: toolPhotoRecolourAnswer },
  }),
  uploadPhoto: /* @__PURE__ */ studio({ method: 'post', path: '/api/v1/user/tool/photos', summary: 'Store a photo for a day, for free selections and paid recolours', request: { form: /* @__PURE__ */ z.object({ photo: /* @__PURE__ */ z.file() }) }, responses: { 201: toolUploadPhotoAnswer } }),
  photoImage: /* @__PURE__ */ studio({ method: 'get', path: '/api/v1/user/tool/photos/:id/image', summary: 'A stored photo (JPEG)', request: { params: idParam }, responses: { 200: { contentType: 'image/jpeg', description: 'The photo' } } }),
  photoSelection: /* @__PURE__ */ studio({
    method: 'post',
    path: '/api/v1/user/tool/photos/:id/selection',
    summary: 'What the taps and strokes select, as a mask (free)',
    request: { params: idParam, body: photoSelectionInput },
    responses: { 200: toolPhotoSelectionAnswer },
  }),
} as const;

/** What each route of `renderRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const renderListAnswer = data(z.object({ renders: z.array(renderDto), page: z.number(), pageSize: z.number(), total: z.number() }));
const renderSaveAnswer = data(renderDto);
const renderRemoveAnswer = messageOnly;

export const renderAnswers = {
  list: renderListAnswer,
  save: renderSaveAnswer,
  remove: renderRemoveAnswer,
} as const;

export const renderRoutes = {
  list: /* @__PURE__ */ renders({
    method: 'get',
    path: '/api/v1/user/renders',
    summary: 'One page of the shop’s renders (My Wraps)',
    request: { query: rendersQuery },
    responses: { 200: renderListAnswer },
  }),
  save: /* @__PURE__ */ renders({ method: 'post', path: '/api/v1/user/renders/:id/save', summary: 'Keep a render in My Wraps', request: { params: idParam }, responses: { 200: renderSaveAnswer } }),
  remove: /* @__PURE__ */ renders({ method: 'delete', path: '/api/v1/user/renders/:id', summary: 'Delete a render', request: { params: idParam }, responses: { 200: renderRemoveAnswer } }),
  image: /* @__PURE__ */ renders({
    method: 'get',
    path: '/api/v1/user/renders/:id/image',
    summary: 'A render’s PNG; ?download=1 for an attachment, ?size= for an export the plan allows',
    request: { params: idParam, query: renderImageQuery },
    responses: { 200: { contentType: 'image/png', description: 'The picture' } },
  }),
} as const;

/** What each route of `libraryRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const libraryListAnswer = pagedDto(libraryVehicleDto);
const libraryCreateAnswer = saved(libraryVehicleDto);
const libraryGetAnswer = data(libraryVehicleDto);
const libraryUpdateAnswer = saved(libraryVehicleDto);
const libraryRemoveAnswer = messageOnly;
const librarySelectionAnswer = data(z.object({ selection: selectionDto }));

export const libraryAnswers = {
  list: libraryListAnswer,
  create: libraryCreateAnswer,
  get: libraryGetAnswer,
  update: libraryUpdateAnswer,
  remove: libraryRemoveAnswer,
  selection: librarySelectionAnswer,
} as const;

export const libraryRoutes = {
  list: /* @__PURE__ */ library({ method: 'get', path: '/api/v1/user/library', summary: 'One page of the shop’s vehicle library', request: { query: libraryListQuery }, responses: { 200: libraryListAnswer } }),
  create: /* @__PURE__ */ library({ method: 'post', path: '/api/v1/user/library', summary: 'Add an uploaded photo to the library with its marks and vehicle', request: { body: libraryVehicleInput }, responses: { 201: libraryCreateAnswer } }),
  get: /* @__PURE__ */ library({ method: 'get', path: '/api/v1/user/library/:id', summary: 'One library vehicle', request: { params: idParam }, responses: { 200: libraryGetAnswer } }),
  update: /* @__PURE__ */ library({ method: 'patch', path: '/api/v1/user/library/:id', summary: 'Retag a library vehicle or mark its paint again', request: { params: idParam, body: libraryVehicleUpdate }, responses: { 200: libraryUpdateAnswer } }),
  remove: /* @__PURE__ */ library({ method: 'delete', path: '/api/v1/user/library/:id', summary: 'Delete a library vehicle', request: { params: idParam }, responses: { 200: libraryRemoveAnswer } }),
  selection: /* @__PURE__ */ library({
    method: 'post',
    path: '/api/v1/user/library/:id/selection',
    summary: 'Preview a selection on a library photo (free)',
    request: { params: idParam, body: photoSelectionInput },
    responses: { 200: librarySelectionAnswer },
  }),
  image: /* @__PURE__ */ library({ method: 'get', path: '/api/v1/user/library/:id/image', summary: 'A library vehicle’s photo (JPEG)', request: { params: idParam, query: libraryFileQuery }, responses: { 200: { contentType: 'image/jpeg', description: 'The photo' } } }),
  mask: /* @__PURE__ */ library({ method: 'get', path: '/api/v1/user/library/:id/mask', summary: 'A library vehicle’s paint selection (greyscale PNG)', request: { params: idParam, query: libraryFileQuery }, responses: { 200: { contentType: 'image/png', description: 'The mask' } } }),
} as const;
