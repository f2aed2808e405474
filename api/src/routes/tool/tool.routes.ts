// Paths and validators of /api/v1/user/tool: the Studio's pickers, catalogue and generation (spec §7 Studio tool).
import { generateCarImageInput, idField, photoSelectionInput, vehicleYearField } from '@wrapsmith/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { MULTIPART_OVERHEAD, PHOTO_MAX_BYTES } from '../../lib/upload.ts';
import { validate } from '../../lib/validate.ts';
import { recolourBodyLimit } from '../../services/photo-recolour/index.ts';
import * as tool from './tool.handlers.ts';

const yearQuery = z.strictObject({ year: vehicleYearField });
const modelsQuery = z.strictObject({ year: vehicleYearField, make: z.string({ error: 'make is required' }).trim().min(1, 'make is required').max(80) });
const photoParam = z.object({ id: idField });
const filmsQuery = z.strictObject({ brand: z.string({ error: 'brand is required' }).trim().min(1, 'brand is required').max(60) });

export function toolRoutes() {
  // The catalogue reads are every signed-in user's (the widget shows them to anyone); rendering and the photo tool are
  // the Studio area's edit level (decision 062).
  const render = requireAccess('edit', 'studio');
  return new Hono<AuthedEnv>()
    .get('/get-years', (c) => tool.getYears(c))
    .get('/get-makes', validate('query', yearQuery), (c) => tool.getMakes(c, c.req.valid('query')))
    .get('/get-models', validate('query', modelsQuery), (c) => tool.getModels(c, c.req.valid('query')))
    .get('/engines', (c) => tool.getEngines(c))
    .get('/brands', (c) => tool.getBrands(c))
    .get('/films', validate('query', filmsQuery), (c) => tool.getFilms(c, c.req.valid('query')))
    .post('/generate-car-image', render, validate('json', generateCarImageInput), (c) => tool.generateCarImage(c, c.req.valid('json')))
    .post(
      '/photo-render',
      render,
      bodyLimit({
        maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The photo is too large. The limit is 10 MB.');
        },
      }),
      (c) => tool.photoRender(c),
    )
    .post('/photo-recolour', render, recolourBodyLimit(), (c) => tool.photoRecolour(c))
    .post('/photos', render, recolourBodyLimit(), (c) => tool.uploadPhoto(c))
    .get('/photos/:id/image', render, validate('param', photoParam), (c) => tool.photoImage(c, c.req.valid('param').id))
    .post('/photos/:id/selection', render, validate('param', photoParam), validate('json', photoSelectionInput), (c) =>
      tool.photoSelection(c, c.req.valid('param').id, c.req.valid('json')),
    );
}
