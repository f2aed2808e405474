// Paths and validators of the public widget API, /api/v1/widget/:key/… (docs/widget.md). Every route sits behind
// widgetKey(): a known, live key and an allowed Origin.
import {
  emailField,
  idField,
  isCalendarDay,
  leadVehicleInput,
  nameField,
  optionalText,
  phoneField,
  photoSelectionInput,
  renderViewField,
  renderZonesInput,
  vehicleYearField,
} from '@wrapsmith/core';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { jsonField } from '../../lib/json-body.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { recolourBodyLimit } from '../../services/photo-recolour/index.ts';
import { WIDGET_API_MESSAGES } from '../../services/widget/messages.ts';
import * as widget from './widget.handlers.ts';
import { widgetKey, type WidgetEnv } from './widget-key.ts';

const lookup = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(120, `${label} is too long`);

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


/**
 * What a visitor picked when the shop had no credits left to draw it (decision 061): the colour, and the catalogue
 * vehicle when they were on one (a photo has none: the visitor may name the car in `vehicle`).
 */
export const leadDesignInput = z.strictObject({
  filmId: lookup('Colour'),
  year: vehicleYearField.optional(),
  make: lookup('Make').optional(),
  model: lookup('Model').optional(),
  bodyStyle: z.string().trim().max(30).optional(),
});

export const widgetLeadInput = z.strictObject({
  /** The render the visitor asks about; absent for a lead without a picture, which sends `design` instead. */
  renderId: z.string({ error: 'renderId is required' }).trim().min(1, 'renderId is required').max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid renderId').optional(),
  design: leadDesignInput.optional(),
  name: nameField('Name'),
  email: emailField,
  phone: phoneField.optional(),
  preferredDate: z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDay(v), 'Preferred date must be a date like 2026-07-01')
    .optional(),
  message: optionalText('Message', 1000).optional(),
  /** Only for a render of the visitor's own photo (the handler refuses it for a drawing); null is none. */
  vehicle: leadVehicleInput.nullable().optional(),
  consent: z.literal(true, { error: WIDGET_API_MESSAGES.consentRequired }),
  pageUrl: z
    .string({ error: 'pageUrl is required' })
    .trim()
    .max(2000, 'pageUrl is too long')
    .refine((v) => !/[<>]/.test(v) && /^https?:\/\//i.test(v) && URL.canParse(v), 'pageUrl must be the http(s) address of the page'),
  /** The honeypot: people never see it, so it is empty. */
  website: z.string().max(500).optional(),
  startedAt: z.number({ error: 'startedAt must be a time in milliseconds' }).int().nonnegative(),
}).superRefine((lead, ctx) => {
  if (!lead.renderId && !lead.design) ctx.addIssue({ code: 'custom', path: ['renderId'], message: 'renderId is required' });
  if (lead.renderId && lead.design) ctx.addIssue({ code: 'custom', path: ['design'], message: 'Send either renderId or design, not both' });
  const vehicleParts = [lead.design?.year, lead.design?.make, lead.design?.model].filter((part) => part !== undefined).length;
  if (vehicleParts !== 0 && vehicleParts !== 3) ctx.addIssue({ code: 'custom', path: ['design'], message: 'A vehicle needs its year, make and model' });
});
export type WidgetLeadInput = z.infer<typeof widgetLeadInput>;

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
    .post('/:key/leads', leadLimit, honeypot(), validate('json', widgetLeadInput), (c) => widget.createLead(c, c.req.valid('json')));
}
