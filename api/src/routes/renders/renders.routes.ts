// Paths and validators of /api/v1/user/renders: My Wraps (spec §2 Dashboard tabs Saved, Lead Sent, Drafts, All).
import { EXPORT_EDGES, idField, RENDER_TABS, type ExportEdge } from '@wrapsmith/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as renders from './renders.handlers.ts';

const listQuery = z.strictObject({
  tab: z.enum(RENDER_TABS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const idParam = z.object({ id: idField });
const imageQuery = z.strictObject({
  download: z.enum(['0', '1']).optional(),
  /** An export's width (decision 064); the plan decides which sizes the shop may have. */
  size: z
    .enum(EXPORT_EDGES.map(String) as [string, ...string[]], { message: `size must be one of ${EXPORT_EDGES.join(', ')}` })
    .transform((v) => Number(v) as ExportEdge)
    .optional(),
});

export function renderRoutes() {
  // My Wraps is the Studio's; a render's picture also shows on the lead, quote or job it came with (decision 062).
  return new Hono<AuthedEnv>()
    .get('/', requireAccess('view', 'studio'), validate('query', listQuery), (c) => renders.listRenders(c, c.req.valid('query')))
    .post('/:id/save', requireAccess('edit', 'studio'), validate('param', idParam), (c) => renders.saveRender(c, c.req.valid('param').id))
    .delete('/:id', requireAccess('edit', 'studio'), validate('param', idParam), (c) => renders.deleteRender(c, c.req.valid('param').id))
    .get('/:id/image', requireAccess('view', 'studio', 'leads', 'quotes', 'bookings', 'customers'), validate('param', idParam), validate('query', imageQuery), (c) =>
      renders.renderImage(c, c.req.valid('param').id, { download: c.req.valid('query').download === '1', size: c.req.valid('query').size }),
    );
}
