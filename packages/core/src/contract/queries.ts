// The query schemas of the Studio's, the notifications' and the development routes, in zod classic (their coercions,
// defaults and transforms predate the mini contract). They live apart from the declarations so that a browser
// bundle importing an answer schema from studio.ts, user.ts or system.ts does not build them, which would bring zod
// classic along: classic's factories are not side-effect free, so a bundler keeps them wherever their module goes
// (docs/decisions/081, "Clients").
import { z as zc } from 'zod';
import { emailField } from '../fields.ts';
import { pageFields } from '../lists.ts';
import { EXPORT_EDGES, type ExportEdge } from '../plans.ts';
import { RENDER_TABS, vehicleYearField } from '../studio.ts';

export const yearQuery = zc.strictObject({ year: vehicleYearField });
export const modelsQuery = zc.strictObject({ year: vehicleYearField, make: zc.string({ error: 'make is required' }).trim().min(1, 'make is required').max(80) });
export const filmsQuery = zc.strictObject({ brand: zc.string({ error: 'brand is required' }).trim().min(1, 'brand is required').max(60) });
export const rendersQuery = zc.strictObject({
  tab: zc.enum(RENDER_TABS).default('all'),
  page: zc.coerce.number().int().min(1).max(10_000).default(1),
});
export const renderImageQuery = zc.strictObject({
  download: zc.enum(['0', '1']).optional(),
  /** An export's width (decision 064); the plan decides which sizes the shop may have. */
  size: zc
    .enum(EXPORT_EDGES.map(String) as [string, ...string[]], { message: `size must be one of ${EXPORT_EDGES.join(', ')}` })
    .transform((v) => Number(v) as ExportEdge)
    .optional(),
});
export const libraryListQuery = zc.strictObject(pageFields());
/** `v` only changes the address when the file changes, so browsers may keep each one for good. */
export const libraryFileQuery = zc.strictObject({ v: zc.string().max(64).optional() });
export const notificationsQuery = zc.strictObject({ unread: zc.enum(['true', 'false']).optional().transform((v) => v === 'true'), ...pageFields() });
export const outboxQuery = zc.strictObject({ to: zc.optional(emailField) });
