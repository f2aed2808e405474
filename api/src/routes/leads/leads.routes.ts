// Paths and validators of /api/v1/user/leads: quote requests from the widget and the share link.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as leads from './leads.handlers.ts';
import * as booking from '../widget-booking/widget-booking.handlers.ts';

const declared = CONTRACT.leads;
const idParam = declared.getLead.request.params;

export function leadRoutes() {
  return new Hono<AuthedEnv>()
    .use('*', requirePlanFeature('leads'), requireAccess('view', 'leads'))
    .get('/', validate('query', declared.listLeads.request.query), (c) => leads.listLeads(c, c.req.valid('query')))
    // Before /:id, which would take "export.csv" for an id.
    .get('/export.csv', validate('query', declared.exportLeads.request.query), (c) => leads.exportLeads(c, c.req.valid('query')))
    .get('/:id', validate('param', idParam), (c) => leads.getLead(c, c.req.valid('param').id))
    .patch('/:id', requireAccess('edit', 'leads'), validate('param', idParam), validate('json', declared.updateLead.request.body), (c) =>
      leads.updateLead(c, c.req.valid('param').id, c.req.valid('json').status),
    )
    .get('/:id/drafted-quote', validate('param', idParam), (c) => booking.getDrafted(c, c.req.valid('param').id))
    .post('/:id/drafted-quote/send', validate('param', idParam), (c) => booking.sendDrafted(c, c.req.valid('param').id))
    .post('/:id/release', requireAccess('edit', 'leads'), validate('param', idParam), (c) => leads.releaseLead(c, c.req.valid('param').id))
    .delete('/:id', requireAccess('edit', 'leads'), validate('param', idParam), (c) => leads.discardLead(c, c.req.valid('param').id));
}
