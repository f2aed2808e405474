// Paths and validators of the public widget API, /api/v1/widget/:key/… (docs/widget.md). Every route sits behind
// widgetKey(): a known, live key and an allowed Origin.
import {
  idField,
  photoSelectionInput,
  renderViewField,
  renderZonesInput,
  vehicleYearField,
  lookupText as lookup,
  widgetLeadInput,
} from '@wrapsmith/core';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { jsonField } from '../../lib/json-body.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { recolourBodyLimit } from '../../services/photo-recolour/index.ts';
import * as widget from './widget.handlers.ts';
import { widgetKey, type WidgetEnv } from './widget-key.ts';

const yearQuery = z.strictObject({ year: vehicleYearField });
const modelsQuery = z.strictObject({ year: vehicleYearField, make: lookup('Make') });
const filmsQuery = z.strictObject({ brand: lookup('Brand') });
const photoParam = z.object({ id: idField });

export const widgetRenderInput = z.strictObject({
  year: vehicleYearField,
  make: lookup('Make'),
  model: lookup('Model'),
  bodyStyle: z.string().trim().max(30).optional(),
  filmId: lookup('Colour'),
  zones: renderZonesInput.optional(),
  view: renderViewField.optional(),
});
export type WidgetRenderInput = z.infer<typeof widgetRenderInput>;


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
  return new Hono<WidgetEnv>()
    .use('/:key/*', widgetKey())
    .get('/:key/config', (c) => widget.getConfig(c))
    .get('/:key/get-years', (c) => widget.getYears(c))
    .get('/:key/get-makes', validate('query', yearQuery), (c) => widget.getMakes(c, c.req.valid('query')))
    .get('/:key/get-models', validate('query', modelsQuery), (c) => widget.getModels(c, c.req.valid('query')))
    .get('/:key/brands', (c) => widget.getBrands(c))
    .get('/:key/films', validate('query', filmsQuery), (c) => widget.getFilms(c, c.req.valid('query')))
    .get('/:key/challenge', (c) => widget.getChallenge(c))
    .post('/:key/render', validate('json', widgetRenderInput), (c) => widget.render(c, c.req.valid('json')))
    .post('/:key/photo-recolour', recolourBodyLimit(), (c) => widget.photoRecolour(c))
    .post('/:key/photos', recolourBodyLimit(), (c) => widget.uploadPhoto(c))
    .get('/:key/photos/:id/image', validate('param', photoParam), (c) => widget.photoImage(c, c.req.valid('param').id))
    .post('/:key/photos/:id/selection', validate('param', photoParam), validate('json', photoSelectionInput), (c) =>
      widget.photoSelection(c, c.req.valid('param').id, c.req.valid('json')),
    )
    // The lead's contract is core's (issue 24 item 5: one validation; the widget's form is checked against it).
    .post('/:key/leads', leadLimit, honeypot(), validate('json', widgetLeadInput), (c) => widget.createLead(c, c.req.valid('json')));
}
