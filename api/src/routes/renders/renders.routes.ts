// Paths and validators of /api/v1/user/renders: My Wraps (spec §2 Dashboard tabs Saved, Lead Sent, Drafts, All).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as renders from './renders.handlers.ts';

const declared = CONTRACT.renders;

export function renderRoutes() {
  // My Wraps is the Studio's; a render's picture also shows on the lead, quote or job it came with (decision 062).
  return new Hono<AuthedEnv>()
    .get('/', requireAccess('view', 'studio'), validate('query', declared.list.request.query), (c) => renders.listRenders(c, c.req.valid('query')))
    .post('/:id/save', requireAccess('edit', 'studio'), validate('param', declared.save.request.params), (c) => renders.saveRender(c, c.req.valid('param').id))
    .delete('/:id', requireAccess('edit', 'studio'), validate('param', declared.remove.request.params), (c) => renders.deleteRender(c, c.req.valid('param').id))
    .get('/:id/image', requireAccess('view', 'studio', 'leads', 'quotes', 'bookings', 'customers'), validate('param', declared.image.request.params), validate('query', declared.image.request.query), (c) =>
      renders.renderImage(c, c.req.valid('param').id, { download: c.req.valid('query').download === '1', size: c.req.valid('query').size }),
    );
}
