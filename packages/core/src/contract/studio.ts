// /api/v1/user/tool (the Studio's pickers and renders, the photo tool), /api/v1/user/renders (My Wraps) and
// /api/v1/user/library (the shop's own vehicle photos).
import { z } from 'zod/mini';
import { z as zc } from 'zod';
import { idField } from '../fields.ts';
import { libraryVehicleInput, libraryVehicleUpdate } from '../library.ts';
import { pageFields } from '../lists.ts';
import { EXPORT_EDGES, type ExportEdge } from '../plans.ts';
import { generateCarImageInput, photoSelectionInput, RENDER_TABS, vehicleYearField } from '../studio.ts';
import { data, messageOnly, nullable, route } from './route.ts';
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

const idParam = z.object({ id: idField });
const yearQuery = zc.strictObject({ year: vehicleYearField });
const modelsQuery = zc.strictObject({ year: vehicleYearField, make: zc.string({ error: 'make is required' }).trim().min(1, 'make is required').max(80) });
const filmsQuery = zc.strictObject({ brand: zc.string({ error: 'brand is required' }).trim().min(1, 'brand is required').max(60) });
const rendersQuery = zc.strictObject({
  tab: zc.enum(RENDER_TABS).default('all'),
  page: zc.coerce.number().int().min(1).max(10_000).default(1),
});
const renderImageQuery = zc.strictObject({
  download: zc.enum(['0', '1']).optional(),
  /** An export's width (decision 064); the plan decides which sizes the shop may have. */
  size: zc
    .enum(EXPORT_EDGES.map(String) as [string, ...string[]], { message: `size must be one of ${EXPORT_EDGES.join(', ')}` })
    .transform((v) => Number(v) as ExportEdge)
    .optional(),
});
const libraryListQuery = zc.strictObject(pageFields());
/** `v` only changes the address when the file changes, so browsers may keep each one for good. */
const libraryFileQuery = zc.strictObject({ v: zc.string().max(64).optional() });

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

const studio = <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Studio'] as const, auth: 'bearer' as const });
const renders = <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Renders'] as const, auth: 'bearer' as const });
const library = <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Library'] as const, auth: 'bearer' as const });

export const toolRoutes = {
  getYears: studio({ method: 'get', path: '/api/v1/user/tool/get-years', summary: 'Model years of the vehicle catalogue', responses: { 200: data(z.object({ years: z.array(z.number()) })) } }),
  getMakes: studio({ method: 'get', path: '/api/v1/user/tool/get-makes', summary: 'Makes of a year', request: { query: yearQuery }, responses: { 200: data(z.object({ makes: z.array(makeDto) })) } }),
  getModels: studio({ method: 'get', path: '/api/v1/user/tool/get-models', summary: 'Models of a make in a year, with their body styles', request: { query: modelsQuery }, responses: { 200: data(z.object({ models: z.array(modelDto) })) } }),
  getEngines: studio({ method: 'get', path: '/api/v1/user/tool/engines', summary: 'What the render engine can do', responses: { 200: data(z.object({ recolour: z.boolean(), photoReal: z.boolean() })) } }),
  getBrands: studio({ method: 'get', path: '/api/v1/user/tool/brands', summary: 'The wrap brands the shop offers, with film counts', responses: { 200: data(z.array(brandDto)) } }),
  getFilms: studio({
    method: 'get',
    path: '/api/v1/user/tool/films',
    summary: 'A brand’s offered films, grouped by finish',
    request: { query: filmsQuery },
    responses: { 200: data(z.object({ brand: z.object({ id: z.string(), name: z.string() }), groups: z.array(filmGroupDto) })) },
  }),
  generateCarImage: studio({
    method: 'post',
    path: '/api/v1/user/tool/generate-car-image',
    summary: 'Render a catalogue vehicle in a film (one credit unless the same picture was paid within 30 days)',
    request: { body: generateCarImageInput },
    responses: { 200: data(z.extend(generatedRenderDto, { library: nullable(libraryPhotoDto) })) },
  }),
  photoRender: studio({ method: 'post', path: '/api/v1/user/tool/photo-render', summary: 'Wrap the customer’s own car photo with the AI engine', request: { form: photoRenderForm }, responses: { 200: generateCarImageResponse } }),
  photoRecolour: studio({
    method: 'post',
    path: '/api/v1/user/tool/photo-recolour',
    summary: 'Recolour the tapped paint of the customer’s photo (one credit)',
    request: { form: recolourForm },
    responses: { 200: data(z.extend(generatedRenderDto, { width: z.number(), height: z.number() })) },
  }),
  uploadPhoto: studio({ method: 'post', path: '/api/v1/user/tool/photos', summary: 'Store a photo for a day, for free selections and paid recolours', request: { form: z.object({ photo: z.file() }) }, responses: { 201: data(z.object({ photo: photoUploadDto })) } }),
  photoImage: studio({ method: 'get', path: '/api/v1/user/tool/photos/:id/image', summary: 'A stored photo (JPEG)', request: { params: idParam }, responses: { 200: { contentType: 'image/jpeg', description: 'The photo' } } }),
  photoSelection: studio({
    method: 'post',
    path: '/api/v1/user/tool/photos/:id/selection',
    summary: 'What the taps and strokes select, as a mask (free)',
    request: { params: idParam, body: photoSelectionInput },
    responses: { 200: data(z.object({ selection: selectionDto })) },
  }),
} as const;

export const renderRoutes = {
  list: renders({
    method: 'get',
    path: '/api/v1/user/renders',
    summary: 'One page of the shop’s renders (My Wraps)',
    request: { query: rendersQuery },
    responses: { 200: data(z.object({ renders: z.array(renderDto), page: z.number(), pageSize: z.number(), total: z.number() })) },
  }),
  save: renders({ method: 'post', path: '/api/v1/user/renders/:id/save', summary: 'Keep a render in My Wraps', request: { params: idParam }, responses: { 200: data(renderDto) } }),
  remove: renders({ method: 'delete', path: '/api/v1/user/renders/:id', summary: 'Delete a render', request: { params: idParam }, responses: { 200: messageOnly } }),
  image: renders({
    method: 'get',
    path: '/api/v1/user/renders/:id/image',
    summary: 'A render’s PNG; ?download=1 for an attachment, ?size= for an export the plan allows',
    request: { params: idParam, query: renderImageQuery },
    responses: { 200: { contentType: 'image/png', description: 'The picture' } },
  }),
} as const;

export const libraryRoutes = {
  list: library({ method: 'get', path: '/api/v1/user/library', summary: 'One page of the shop’s vehicle library', request: { query: libraryListQuery }, responses: { 200: pagedDto(libraryVehicleDto) } }),
  create: library({ method: 'post', path: '/api/v1/user/library', summary: 'Add an uploaded photo to the library with its marks and vehicle', request: { body: libraryVehicleInput }, responses: { 201: data(libraryVehicleDto) } }),
  get: library({ method: 'get', path: '/api/v1/user/library/:id', summary: 'One library vehicle', request: { params: idParam }, responses: { 200: data(libraryVehicleDto) } }),
  update: library({ method: 'patch', path: '/api/v1/user/library/:id', summary: 'Retag a library vehicle or mark its paint again', request: { params: idParam, body: libraryVehicleUpdate }, responses: { 200: data(libraryVehicleDto) } }),
  remove: library({ method: 'delete', path: '/api/v1/user/library/:id', summary: 'Delete a library vehicle', request: { params: idParam }, responses: { 200: messageOnly } }),
  selection: library({
    method: 'post',
    path: '/api/v1/user/library/:id/selection',
    summary: 'Preview a selection on a library photo (free)',
    request: { params: idParam, body: photoSelectionInput },
    responses: { 200: data(z.object({ selection: selectionDto })) },
  }),
  image: library({ method: 'get', path: '/api/v1/user/library/:id/image', summary: 'A library vehicle’s photo (JPEG)', request: { params: idParam, query: libraryFileQuery }, responses: { 200: { contentType: 'image/jpeg', description: 'The photo' } } }),
  mask: library({ method: 'get', path: '/api/v1/user/library/:id/mask', summary: 'A library vehicle’s paint selection (greyscale PNG)', request: { params: idParam, query: libraryFileQuery }, responses: { 200: { contentType: 'image/png', description: 'The mask' } } }),
} as const;
