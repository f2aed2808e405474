// Paths and validators of /api/v1/user/booking: Book Now and Send Quote, the appointment lists (a page at a time)
// and the calendar's days, the work order.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import * as bookings from './bookings.handlers.ts';
import * as quotes from './quote.handlers.ts';

const declared = CONTRACT.bookings;
const idParam = declared.getBooking.request.params;
const quoteRoutes = CONTRACT.quotes;

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
    .post('/:id/resend-quote', validate('param', idParam), (c) => bookings.resendQuote(c, c.req.valid('param').id))
    // The quote's options and lines (issue 25 item 3).
    .get('/:id/quote', validate('param', idParam), (c) => quotes.getQuote(c, c.req.valid('param').id))
    .put('/:id/quote', validate('param', idParam), validate('json', quoteRoutes.replaceQuote.request.body), (c) =>
      quotes.replaceQuote(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .get('/:id/quote/draft', validate('param', idParam), validate('query', quoteRoutes.draftQuoteLines.request.query), (c) =>
      quotes.draftLines(c, c.req.valid('param').id, c.req.valid('query')),
    )
    .get('/:id/quote.pdf', validate('param', idParam), (c) => quotes.pdf(c, c.req.valid('param').id));
}
