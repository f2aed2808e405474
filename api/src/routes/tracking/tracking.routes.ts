// Paths and validators of the tracking page and calendars (issue 26 items 3 and 4): the public page, picture and feed
// under /api/v1/public, and under /api/v1/user the work order's actions and Settings → Calendar (the owner's).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireOwner, requirePlanFeature } from '../../lib/auth.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import * as handlers from './tracking.handlers.ts';

const declared = CONTRACT.tracking;
const OWNER_ONLY = 'Only the shop owner can change the calendar settings';

export function trackingPublicRoutes() {
  // Guessing a 256-bit token is hopeless; the limit only stops one address from hammering the lookups.
  const lookups = rateLimit({ name: 'tracking', windowMs: 15 * 60 * 1000, perIp: 300 });
  return new Hono<AppEnv>()
    .get('/track/:token', lookups, (c) => handlers.getTracking(c, c.req.param('token')))
    .get('/track/:token/picture.png', (c) => handlers.trackingPicture(c, c.req.param('token')))
    .get('/calendar/:file', lookups, (c) => handlers.calendarFeed(c, c.req.param('file')));
}

export function trackingUserRoutes() {
  const bookingFeature = requirePlanFeature('bookings');
  return new Hono<AuthedEnv>()
    .post('/booking/:id/tracking-link', bookingFeature, validate('param', declared.trackingLink.request.params), (c) => handlers.trackingLink(c, c.req.valid('param').id))
    .post('/booking/:id/ready', bookingFeature, validate('param', declared.setCarReady.request.params), validate('json', declared.setCarReady.request.body), (c) =>
      handlers.carReady(c, c.req.valid('param').id, c.req.valid('json').ready),
    )
    .get('/calendar', requireOwner(OWNER_ONLY), (c) => handlers.getCalendarSettings(c))
    .put('/calendar', requireOwner(OWNER_ONLY), validate('json', declared.updateCalendarSettings.request.body), (c) => handlers.updateCalendarSettings(c, c.req.valid('json')))
    .post('/calendar/feed', requireOwner(OWNER_ONLY), (c) => handlers.rotateFeed(c));
}
