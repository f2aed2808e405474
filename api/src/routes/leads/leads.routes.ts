// Paths and validators of /api/v1/user/leads: quote requests from the widget and the share link.
import { cursorField, idField, pageFields } from '@wrapsmith/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { LEAD_STATUSES } from '../../db/schema/index.ts';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as leads from './leads.handlers.ts';

const filters = {
  status: z.enum(LEAD_STATUSES).optional(),
  /** `held=1`: the leads held for review (decision 068) instead of the others. */
  held: z
    .enum(['1', '0', 'true', 'false'], { error: 'held must be 1 or 0' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  q: z.string().trim().max(100, 'Search is too long').optional(),
};
const listQuery = z.strictObject({ ...filters, ...pageFields(), cursor: cursorField.optional() });
/** The list's filters without its page: the export holds every matching lead. */
const exportQuery = z.strictObject(filters);
const idParam = z.object({ id: idField });
const statusInput = z.strictObject({ status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }) });

export function leadRoutes() {
  return new Hono<AuthedEnv>()
    .use('*', requirePlanFeature('leads'), requireAccess('view', 'leads'))
    .get('/', validate('query', listQuery), (c) => leads.listLeads(c, c.req.valid('query')))
    // Before /:id, which would take "export.csv" for an id.
    .get('/export.csv', validate('query', exportQuery), (c) => leads.exportLeads(c, c.req.valid('query')))
    .get('/:id', validate('param', idParam), (c) => leads.getLead(c, c.req.valid('param').id))
    .patch('/:id', requireAccess('edit', 'leads'), validate('param', idParam), validate('json', statusInput), (c) =>
      leads.updateLead(c, c.req.valid('param').id, c.req.valid('json').status),
    )
    .post('/:id/release', requireAccess('edit', 'leads'), validate('param', idParam), (c) => leads.releaseLead(c, c.req.valid('param').id))
    .delete('/:id', requireAccess('edit', 'leads'), validate('param', idParam), (c) => leads.discardLead(c, c.req.valid('param').id));
}
