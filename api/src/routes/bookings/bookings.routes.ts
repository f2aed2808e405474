// Paths and validators of /api/v1/user/booking: Book Now and Send Quote, the appointment lists (a page at a time)
// and the calendar's days, the work order.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as bookings from './bookings.handlers.ts';

const declared = CONTRACT.bookings;
const idParam = declared.getBooking.request.params;

// The role matrix (decision 062) is checked per booking in the handlers: which area a booking is depends on its status.
export function bookingRoutes() {
  return new Hono<AuthedEnv>()
    .use(requirePlanFeature('bookings'))
    .post('/', validate('json', declared.createBooking.request.body), (c) => bookings.createBooking(c, c.req.valid('json')))
    .get('/all', validate('query', declared.listBookings.request.query), (c) => bookings.listBookings(c, c.req.valid('query')))
    // Before /:id, which would take "export.csv" or "days" for an id.
    .get('/export.csv', requireAccess('view', 'customers'), validate('query', declared.exportBookings.request.query), (c) => bookings.exportBookings(c, c.req.valid('query')))
    .get('/days', validate('query', declared.listBookingDays.request.query), (c) => bookings.listBookingDays(c, c.req.valid('query')))
    .get('/:id', validate('param', idParam), (c) => bookings.getBooking(c, c.req.valid('param').id))
    .put('/:id', validate('param', idParam), validate('json', declared.updateBooking.request.body), (c) =>
      bookings.updateBooking(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .patch('/:id', validate('param', idParam), validate('json', declared.setBookingStatus.request.body), (c) =>
      bookings.setStatus(c, c.req.valid('param').id, c.req.valid('json').status),
    )
    .post('/:id/resend-quote', validate('param', idParam), (c) => bookings.resendQuote(c, c.req.valid('param').id));
}
