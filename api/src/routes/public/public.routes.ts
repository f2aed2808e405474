// Paths and validators of /api/v1/public.
import { citiesInput, contactInput } from '@wrapsmith/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import * as handlers from './public.handlers.ts';

export function publicRoutes() {
  const contactLimit = rateLimit({ windowMs: 60 * 60 * 1000, perIp: 5 });
  return new Hono<AppEnv>()
    .get('/countries', (c) => handlers.countries(c))
    .post('/countries/cities', validate('json', citiesInput), (c) => handlers.cities(c, c.req.valid('json')))
    .post('/contact', contactLimit, validate('json', contactInput), (c) => handlers.contact(c, c.req.valid('json')));
}
