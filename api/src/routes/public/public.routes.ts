// Paths and validators of /api/v1/public.
import { citiesInput, contactInput, quoteAnswerInput, statesQuery } from '@wrapsmith/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import * as handlers from './public.handlers.ts';

/** The query of a signed render link (services/links/signed-links.ts). */
const renderLinkQuery = z.strictObject({
  expires: z.string().regex(/^\d{1,15}$/, 'expires must be a time in milliseconds').transform(Number),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex digits'),
});

export function publicRoutes() {
  const contactLimit = rateLimit({ name: 'contact', windowMs: 60 * 60 * 1000, perIp: 5 });
  // A customer answers once; the limit only stops one address from hammering the endpoint.
  const quoteAnswerLimit = rateLimit({ name: 'quote-answer', windowMs: 15 * 60 * 1000, perIp: 20 });
  return new Hono<AppEnv>()
    .get('/countries', (c) => handlers.countries(c))
    .get('/countries/states', validate('query', statesQuery), (c) => handlers.states(c, c.req.valid('query')))
    .post('/countries/cities', validate('json', citiesInput), (c) => handlers.cities(c, c.req.valid('json')))
    .post('/contact', contactLimit, validate('json', contactInput), (c) => handlers.contact(c, c.req.valid('json')))
    .get('/get-booking/:token', (c) => handlers.getBooking(c, c.req.param('token')))
    .post('/update-booking-status', quoteAnswerLimit, validate('json', quoteAnswerInput), (c) => handlers.answerQuote(c, c.req.valid('json')))
    .get('/booking-image/:file', (c) => handlers.bookingImage(c, c.req.param('file')))
    .get('/render-image/:file', validate('query', renderLinkQuery), (c) => handlers.renderImage(c, c.req.param('file'), c.req.valid('query')));
}
