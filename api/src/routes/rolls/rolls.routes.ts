// Paths and validators of /api/v1/user/rolls (issue 27 item 1, decision 092). The role matrix (decision 062): the
// Film rolls area's view level reads rolls, labels and stock, its edit level receives, corrects and counts rolls and
// sets alerts; using a roll on a job, and reserving for one, is work on the job (the Bookings area's edit level).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as rolls from './rolls.handlers.ts';

const declared = CONTRACT.rolls;
const idParam = declared.getRoll.request.params;
const jobParam = declared.getJobRolls.request.params;

export function rollRoutes() {
  return new Hono<AuthedEnv>()
    .use(requirePlanFeature('bookings'))
    .get('/', requireAccess('view', 'inventory'), validate('query', declared.listRolls.request.query), (c) => rolls.listRolls(c, c.req.valid('query')))
    .post('/', requireAccess('edit', 'inventory'), validate('json', declared.receiveRoll.request.body), (c) => rolls.receiveRoll(c, c.req.valid('json')))
    // Before /:id, which would take "stock" or "jobs" for an id.
    .get('/stock', requireAccess('view', 'inventory'), (c) => rolls.getStock(c))
    .put('/stock-alerts', requireAccess('edit', 'inventory'), validate('json', declared.putStockAlert.request.body), (c) => rolls.putStockAlert(c, c.req.valid('json')))
    .get('/jobs/:bookingId', requireAccess('view', 'bookings'), validate('param', jobParam), (c) => rolls.getJobRolls(c, c.req.valid('param').bookingId))
    .post('/jobs/:bookingId/reserve', requireAccess('edit', 'bookings'), validate('param', jobParam), (c) => rolls.reserveForJob(c, c.req.valid('param').bookingId))
    .get('/:id', requireAccess('view', 'inventory'), validate('param', idParam), (c) => rolls.getRoll(c, c.req.valid('param').id))
    .patch('/:id', requireAccess('edit', 'inventory'), validate('param', idParam), validate('json', declared.updateRoll.request.body), (c) => rolls.updateRoll(c, c.req.valid('param').id, c.req.valid('json')))
    .get('/:id/label.pdf', requireAccess('view', 'inventory'), validate('param', idParam), (c) => rolls.label(c, c.req.valid('param').id))
    .post('/:id/count', requireAccess('edit', 'inventory'), validate('param', idParam), validate('json', declared.countRoll.request.body), (c) => rolls.countRoll(c, c.req.valid('param').id, c.req.valid('json')))
    .post('/:id/use', requireAccess('view', 'inventory'), requireAccess('edit', 'bookings'), validate('param', idParam), validate('json', declared.useRoll.request.body), (c) =>
      rolls.useRoll(c, c.req.valid('param').id, c.req.valid('json')),
    );
}
