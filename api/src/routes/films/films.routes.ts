// Paths and validators of /api/v1/user/films (a shop's custom colours: owner or Shop Manager; swatch matching) and
// /api/v1/user/catalog (which brands and films the shop offers; owner only).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { MULTIPART_OVERHEAD, SWATCH_MAX_BYTES } from '../../lib/upload.ts';
import { validate } from '../../lib/validate.ts';
import * as films from './films.handlers.ts';

const declared = CONTRACT.films;

export function filmRoutes() {
  const manager = requireAccess('edit', 'settings');
  return new Hono<AuthedEnv>()
    .post('/', manager, validate('json', declared.createFilm.request.body), (c) => films.createFilm(c, c.req.valid('json')))
    .post(
      '/swatch',
      requireAccess('view', 'settings'),
      bodyLimit({
        maxSize: SWATCH_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The image is too large. The limit is 5 MB.');
        },
      }),
      (c) => films.matchSwatch(c),
    )
    .delete('/:id', manager, validate('param', declared.deleteFilm.request.params), (c) => films.deleteFilm(c, c.req.valid('param').id));
}

export function catalogRoutes() {
  const manage = requireAccess('edit', 'settings');
  return new Hono<AuthedEnv>()
    .get('/settings', requireAccess('view', 'settings'), (c) => films.getSettings(c))
    .put('/settings', manage, validate('json', declared.putCatalogSettings.request.body), (c) => films.putSettings(c, c.req.valid('json')));
}
