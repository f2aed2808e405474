// GET /api/v1/user/tool/material-estimate (issue 25 item 2, docs/decisions/083): each zone's surface and the film
// length on a roll for a vehicle, from the catalogue's generation facts (or its body style's template).
import {
  BODY_STYLES,
  DEFAULT_ROLL_WIDTH_MM,
  DEFAULT_WASTE_PERCENT,
  MATERIAL_ZONES,
  ROLL_WIDTH_MAX_MM,
  ROLL_WIDTH_MIN_MM,
  VEHICLE_SHAPES,
} from '@wrapsmith/catalog';
import * as z from 'zod/mini';
import { vehicleYearField } from '../studio.ts';
import { data, nullable, route } from './route.ts';

const zonesMessage = `zones must be a comma-separated list of ${MATERIAL_ZONES.join(', ')}`;

export const materialEstimateQuery = z.strictObject({
  year: vehicleYearField,
  make: z.string({ error: 'make is required' }).check(z.trim(), z.minLength(1, 'make is required'), z.maxLength(80, 'make is too long')),
  model: z.string({ error: 'model is required' }).check(z.trim(), z.minLength(1, 'model is required'), z.maxLength(120, 'model is too long')),
  bodyStyle: z.optional(z.enum(BODY_STYLES, { error: `bodyStyle must be one of ${BODY_STYLES.join(', ')}` })),
  zones: z._default(
    z.pipe(
      z.pipe(z.string({ error: zonesMessage }), z.transform((v: string) => [...new Set(v.split(',').map((s) => s.trim()))])),
      z.array(z.enum(MATERIAL_ZONES, { error: zonesMessage })).check(z.minLength(1, zonesMessage)),
    ),
    ['fullWrap'],
  ),
  rollWidthMm: z._default(
    z.coerce
      .number({ error: 'rollWidthMm must be a number' })
      .check(
        z.int('rollWidthMm must be whole millimetres'),
        z.gte(ROLL_WIDTH_MIN_MM, `rollWidthMm must be from ${ROLL_WIDTH_MIN_MM} to ${ROLL_WIDTH_MAX_MM}`),
        z.lte(ROLL_WIDTH_MAX_MM, `rollWidthMm must be from ${ROLL_WIDTH_MIN_MM} to ${ROLL_WIDTH_MAX_MM}`),
      ),
    DEFAULT_ROLL_WIDTH_MM,
  ),
  wastePercent: z._default(
    z.coerce.number({ error: 'wastePercent must be a number' }).check(z.gte(0, 'wastePercent must be 0 to 100'), z.lte(100, 'wastePercent must be 0 to 100')),
    DEFAULT_WASTE_PERCENT,
  ),
});
export type MaterialEstimateQuery = z.input<typeof materialEstimateQuery>;

const zoneMaterialDto = z.object({
  zone: z.enum(MATERIAL_ZONES),
  /** Surface, whole mm², and the same in m² (2 decimals) and ft² (1 decimal) for display. */
  areaMm2: z.number(),
  areaM2: z.number(),
  areaSqFt: z.number(),
  /** Roll length its pieces take before waste, whole mm. */
  lengthMm: z.number(),
  /** Strips of roll cut for it. */
  passes: z.number(),
});

export const materialEstimateDto = z.object({
  /** `generation`: from the generation's published figures; `bodyStyle`: from the body style's template (no facts). */
  basis: z.enum(['generation', 'bodyStyle']),
  generation: nullable(z.string()),
  bodyStyle: z.enum(BODY_STYLES),
  shape: z.enum(VEHICLE_SHAPES),
  lengthMm: z.number(),
  widthMm: z.number(),
  heightMm: z.number(),
  rollWidthMm: z.number(),
  wastePercent: z.number(),
  zones: z.array(zoneMaterialDto),
  areaMm2: z.number(),
  areaM2: z.number(),
  areaSqFt: z.number(),
  /** Planned length, the waste allowance and their sum, whole mm; the sum in metres and feet for display. */
  plannedMm: z.number(),
  wasteMm: z.number(),
  totalMm: z.number(),
  totalMetres: z.number(),
  totalFeet: z.number(),
});
export type MaterialEstimateDto = z.infer<typeof materialEstimateDto>;

export const materialRoutes = {
  materialEstimate: route({
    method: 'get',
    path: '/api/v1/user/tool/material-estimate',
    summary: 'Each zone’s surface and the film length on a roll for a vehicle, with a waste allowance',
    description:
      'From the generation’s published figures when the catalogue has them, else from the body style (say which in `basis`). ' +
      '`zones` is a comma-separated list (default fullWrap); a roof or mirrors asked beside fullWrap are counted in their own zone. ' +
      'Lengths are planned as installers lay pieces on the roll (decision 083), not area ÷ width. 400 when the vehicle is unknown and no bodyStyle is given.',
    tags: ['Studio'],
    auth: 'bearer',
    request: { query: materialEstimateQuery },
    responses: { 200: data(materialEstimateDto) },
  }),
} as const;
