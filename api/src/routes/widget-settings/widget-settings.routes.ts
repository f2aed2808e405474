// Paths and validators of /api/v1/user/widget: the shop's widget settings, logo, keys and usage. Reading is for
// the whole team; changing is the owner's, like the catalogue the widget draws from.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { LOGO_MAX_BYTES, MULTIPART_OVERHEAD } from '../../lib/upload.ts';
import { validate } from '../../lib/validate.ts';
import * as handlers from './widget-settings.handlers.ts';
import * as booking from '../widget-booking/widget-booking.handlers.ts';

const declared = CONTRACT.widgetSettings;
const idParam = declared.revokeWidgetKey.request.params;

export function widgetSettingsRoutes() {
  const owner = requireAccess('edit', 'settings');
  return new Hono<AuthedEnv>()
    .use('*', requireAccess('view', 'settings'))
    .get('/settings', (c) => handlers.getSettings(c))
    .put('/settings', owner, validate('json', declared.putWidgetSettings.request.body), (c) => handlers.putSettings(c, c.req.valid('json')))
    .get('/booking', (c) => booking.getSettings(c))
    .put('/booking', owner, validate('json', CONTRACT.widgetBooking.putWidgetBookingSettings.request.body), (c) => booking.putSettings(c, c.req.valid('json')))
    .post(
      '/logo',
      owner,
      bodyLimit({
        maxSize: LOGO_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The image is too large. The limit is 2 MB.');
        },
      }),
      (c) => handlers.uploadLogo(c),
    )
    .delete('/logo', owner, (c) => handlers.deleteLogo(c))
    .get('/keys', validate('query', declared.listWidgetKeys.request.query), (c) => handlers.listKeys(c, c.req.valid('query')))
    .post('/keys', owner, validate('json', declared.createWidgetKey.request.body), (c) => handlers.createKey(c, c.req.valid('json')))
    .put('/keys/:id/origins', owner, validate('param', idParam), validate('json', declared.setWidgetKeyOrigins.request.body), (c) =>
      handlers.setKeyOrigins(c, c.req.valid('param').id, c.req.valid('json').origins),
    )
    .post('/keys/:id/revoke', owner, validate('param', idParam), (c) => handlers.revokeKey(c, c.req.valid('param').id))
    .get('/usage', validate('query', declared.getWidgetUsage.request.query), (c) => handlers.getUsage(c, c.req.valid('query').days));
}
