// The query schemas of the Studio's, the notifications' and the development routes (zod/mini since issue 24 item 8;
// they were classic). They live apart from the declarations, which only the API reads (docs/decisions/081, "Clients").
import * as zc from 'zod/mini';
import { emailField } from '../fields.ts';
import { pageFields } from '../lists.ts';
import { EXPORT_EDGES, type ExportEdge } from '../plans.ts';
import { RENDER_TABS, vehicleYearField } from '../studio.ts';

export const yearQuery = zc.strictObject({ year: vehicleYearField });
export const modelsQuery = zc.strictObject({
  year: vehicleYearField,
  make: zc.string({ error: 'make is required' }).check(zc.trim(), zc.minLength(1, 'make is required'), zc.maxLength(80)),
});
export const filmsQuery = zc.strictObject({ brand: zc.string({ error: 'brand is required' }).check(zc.trim(), zc.minLength(1, 'brand is required'), zc.maxLength(60)) });
export const rendersQuery = zc.strictObject({
  tab: zc._default(zc.enum(RENDER_TABS), 'all'),
  page: zc._default(zc.coerce.number().check(zc.int(), zc.gte(1), zc.lte(10_000)), 1),
});
export const renderImageQuery = zc.strictObject({
  download: zc.optional(zc.enum(['0', '1'])),
  /** An export's width (decision 064); the plan decides which sizes the shop may have. */
  size: zc.optional(
    zc.pipe(
      zc.enum(EXPORT_EDGES.map(String) as [string, ...string[]], { message: `size must be one of ${EXPORT_EDGES.join(', ')}` }),
      zc.transform((v: string) => Number(v) as ExportEdge),
    ),
  ),
});
export const libraryListQuery = zc.strictObject(pageFields());
/** `v` only changes the address when the file changes, so browsers may keep each one for good. */
export const libraryFileQuery = zc.strictObject({ v: zc.optional(zc.string().check(zc.maxLength(64))) });
export const notificationsQuery = zc.strictObject({
  unread: zc.pipe(zc.optional(zc.enum(['true', 'false'])), zc.transform((v: 'true' | 'false' | undefined) => v === 'true')),
  ...pageFields(),
});
export const outboxQuery = zc.strictObject({ to: zc.optional(emailField) });
