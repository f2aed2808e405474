// Paths and validators of the public widget API, /api/v1/widget/:key/… (docs/widget.md). Every route sits behind
// widgetKey(): a known, live key and an allowed Origin.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { jsonField } from '../../lib/json-body.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { recolourBodyLimit } from '../../services/photo-recolour/index.ts';
import * as widget from './widget.handlers.ts';
import * as booking from '../widget-booking/widget-booking.handlers.ts';
import { widgetKey, type WidgetEnv } from './widget-key.ts';

const declared = CONTRACT.widget;
const prices = CONTRACT.widgetPrices;
const bookingDeclared = CONTRACT.widgetBooking;

/** A filled honeypot is a bot: it gets the answer a person would, and nothing is stored or sent. */
function honeypot() {
  return createMiddleware<WidgetEnv>(async function honeypotMiddleware(c, next) {
    const trap = await jsonField(c, 'website');
    if (typeof trap === 'string' && trap.trim() !== '') return widget.pretendLeadAccepted(c);
    await next();
  });
}

/** Built per app so each app (and each test) has its own in-flight counts and rate-limit windows. */
export function widgetRoutes() {
  const leadLimit = rateLimit({ name: 'lead', windowMs: 60 * 60 * 1000, perIp: 20, perEmail: 5 });
  // A visitor asks once a render (and when they change an extra): 60 in 10 minutes is far above that.
  const priceLimit = rateLimit({ name: 'widget-price', windowMs: 10 * 60 * 1000, perIp: 60 });
  return new Hono<WidgetEnv>()
    .use('/:key/*', widgetKey())
    .get('/:key/config', (c) => widget.getConfig(c))
    .get('/:key/get-years', (c) => widget.getYears(c))
    .get('/:key/get-makes', validate('query', declared.getMakes.request.query), (c) => widget.getMakes(c, c.req.valid('query')))
    .get('/:key/get-models', validate('query', declared.getModels.request.query), (c) => widget.getModels(c, c.req.valid('query')))
    .get('/:key/brands', (c) => widget.getBrands(c))
    .get('/:key/films', validate('query', declared.getFilms.request.query), (c) => widget.getFilms(c, c.req.valid('query')))
    .get('/:key/challenge', (c) => widget.getChallenge(c))
    .get('/:key/price-range', priceLimit, validate('query', prices.getPriceRange.request.query), (c) => widget.getPriceRange(c, c.req.valid('query')))
    .post('/:key/render', validate('json', declared.render.request.body), (c) => widget.render(c, c.req.valid('json')))
    .post('/:key/photo-recolour', recolourBodyLimit(), (c) => widget.photoRecolour(c))
    .post('/:key/photos', recolourBodyLimit(), (c) => widget.uploadPhoto(c))
    .get('/:key/photos/:id/image', validate('param', declared.photoImage.request.params), (c) => widget.photoImage(c, c.req.valid('param').id))
    .post('/:key/photos/:id/selection', validate('param', declared.photoSelection.request.params), validate('json', declared.photoSelection.request.body), (c) =>
      widget.photoSelection(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .post('/:key/leads', leadLimit, honeypot(), validate('json', declared.createLead.request.body), (c) => widget.createLead(c, c.req.valid('json')))
    // "Book with a deposit" (decision 088): the lead route's limits and honeypot; a render of this widget is required.
    .get('/:key/booking', (c) => booking.getOffer(c))
    .post('/:key/booking-requests', leadLimit, honeypot(), validate('json', bookingDeclared.createWidgetBookingRequest.request.body), (c) =>
      booking.createRequest(c, c.req.valid('json')),
    );
}
