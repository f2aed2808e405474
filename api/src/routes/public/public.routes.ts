// Paths and validators of /api/v1/public.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { publicInvoiceRoutes } from '../invoices/invoices.routes.ts';
import { publicWarrantyRoutes } from '../warranties/warranties.routes.ts';
import * as handlers from './public.handlers.ts';

const declared = CONTRACT.public;

export function publicRoutes() {
  const contactLimit = rateLimit({ name: 'contact', windowMs: 60 * 60 * 1000, perIp: 5 });
  // A customer answers once; the limit only stops one address from hammering the endpoint.
  const quoteAnswerLimit = rateLimit({ name: 'quote-answer', windowMs: 15 * 60 * 1000, perIp: 20 });
  return new Hono<AppEnv>()
    .route('/invoice', publicInvoiceRoutes())
    .route('/warranty', publicWarrantyRoutes())
    .get('/countries', (c) => handlers.countries(c))
    .get('/countries/states', validate('query', declared.listStates.request.query), (c) => handlers.states(c, c.req.valid('query')))
    .post('/countries/cities', validate('json', declared.listCities.request.body), (c) => handlers.cities(c, c.req.valid('json')))
    .post('/contact', contactLimit, validate('json', declared.contact.request.body), (c) => handlers.contact(c, c.req.valid('json')))
    .get('/get-booking/:token', (c) => handlers.getBooking(c, c.req.param('token')))
    .post('/update-booking-status', quoteAnswerLimit, validate('json', declared.answerQuote.request.body), (c) => handlers.answerQuote(c, c.req.valid('json')))
    .get('/booking-image/:file', (c) => handlers.bookingImage(c, c.req.param('file')))
    .get('/quote-pdf/:token', (c) => handlers.quotePdf(c, c.req.param('token')))
    .get('/quote-image/:token/:option', (c) => handlers.quoteImage(c, c.req.param('token'), c.req.param('option')))
    .get('/render-image/:file', validate('query', declared.signedRenderImage.request.query), (c) => handlers.renderImage(c, c.req.param('file'), c.req.valid('query')));
}
