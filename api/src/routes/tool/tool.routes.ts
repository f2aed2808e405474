// Paths and validators of /api/v1/user/tool: the Studio's pickers, catalogue and generation (spec §7 Studio tool).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { MULTIPART_OVERHEAD, PHOTO_MAX_BYTES } from '../../lib/upload.ts';
import { validate } from '../../lib/validate.ts';
import { recolourBodyLimit } from '../../services/photo-recolour/index.ts';
import * as tool from './tool.handlers.ts';
import { getMaterialEstimate } from './material.handlers.ts';

const declared = CONTRACT.tool;

export function toolRoutes() {
  // The catalogue reads are every signed-in user's (the widget shows them to anyone); rendering and the photo tool are
  // the Studio area's edit level (decision 062).
  const render = requireAccess('edit', 'studio');
  return new Hono<AuthedEnv>()
    .get('/get-years', (c) => tool.getYears(c))
    .get('/get-makes', validate('query', declared.getMakes.request.query), (c) => tool.getMakes(c, c.req.valid('query')))
    .get('/get-models', validate('query', declared.getModels.request.query), (c) => tool.getModels(c, c.req.valid('query')))
    .get('/engines', (c) => tool.getEngines(c))
    .get('/material-estimate', validate('query', CONTRACT.material.materialEstimate.request.query), (c) => getMaterialEstimate(c, c.req.valid('query')))
    .get('/brands', (c) => tool.getBrands(c))
    .get('/films', validate('query', declared.getFilms.request.query), (c) => tool.getFilms(c, c.req.valid('query')))
    .post('/generate-car-image', render, validate('json', declared.generateCarImage.request.body), (c) => tool.generateCarImage(c, c.req.valid('json')))
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
    .get('/photos/:id/image', render, validate('param', declared.photoImage.request.params), (c) => tool.photoImage(c, c.req.valid('param').id))
    .post('/photos/:id/selection', render, validate('param', declared.photoSelection.request.params), validate('json', declared.photoSelection.request.body), (c) =>
      tool.photoSelection(c, c.req.valid('param').id, c.req.valid('json')),
    );
}
