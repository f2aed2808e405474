// Paths and validators of /api/v1/user/warranties and /api/v1/public/warranty (issue 27 item 2, decision 093).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requirePlanFeature } from '../../lib/auth.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { imageTooLarge, MULTIPART_OVERHEAD, PHOTO_MAX_BYTES } from '../../lib/upload.ts';
import { validate } from '../../lib/validate.ts';
import * as w from './warranties.handlers.ts';

const declared = CONTRACT.warranties;
const idParam = declared.getWarranty.request.params;
const claimParam = declared.updateClaim.request.params;

// The role matrix (decision 062) is checked in the handlers: warranties are the work orders' (Bookings).
export function warrantyRoutes() {
  return new Hono<AuthedEnv>()
    .use(requirePlanFeature('bookings'))
    .get('/', validate('query', declared.listWarranties.request.query), (c) => w.listWarranties(c, c.req.valid('query').bookingId))
    .post('/', validate('json', declared.issueWarranties.request.body), (c) => w.issueWarranties(c, c.req.valid('json')))
    // Before /:id, which would take "settings" and "claims" for an id.
    .get('/settings', (c) => w.getSettings(c))
    .put('/settings', validate('json', declared.saveWarrantySettings.request.body), (c) => w.saveSettings(c, c.req.valid('json').workmanshipYears))
    .patch('/claims/:claimId', validate('param', claimParam), validate('json', declared.updateClaim.request.body), (c) =>
      w.updateClaim(c, c.req.valid('param').claimId, c.req.valid('json').status),
    )
    .post(
      '/claims/:claimId/photos',
      validate('param', claimParam),
      bodyLimit({
        maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw imageTooLarge(PHOTO_MAX_BYTES);
        },
      }),
      (c) => w.uploadClaimPhoto(c, c.req.valid('param').claimId),
    )
    .get('/claims/:claimId/photos/:photoId', validate('param', declared.getClaimPhoto.request.params), (c) => w.claimPhoto(c, c.req.valid('param').claimId, c.req.valid('param').photoId))
    .get('/claims/:claimId/packet.zip', validate('param', claimParam), (c) => w.claimPacket(c, c.req.valid('param').claimId))
    .get('/:id', validate('param', idParam), (c) => w.getWarranty(c, c.req.valid('param').id))
    .get('/:id/certificate.pdf', validate('param', idParam), (c) => w.certificate(c, c.req.valid('param').id))
    .post('/:id/transfer', validate('param', idParam), validate('json', declared.transferWarranty.request.body), (c) => w.transferWarranty(c, c.req.valid('param').id, c.req.valid('json')))
    .post('/:id/void', validate('param', idParam), (c) => w.voidWarranty(c, c.req.valid('param').id))
    .post('/:id/claims', validate('param', idParam), validate('json', declared.createClaim.request.body), (c) => w.createClaim(c, c.req.valid('param').id, c.req.valid('json')));
}

/** The verification page's facts by the warranty's unguessable public id; a guessing address is slowed down. */
export function publicWarrantyRoutes() {
  const limit = rateLimit({ name: 'warranty-verify', windowMs: 15 * 60 * 1000, perIp: 120 });
  return new Hono<AppEnv>().get('/:publicId', limit, validate('param', CONTRACT.publicWarranties.verifyWarranty.request.params), (c) =>
    w.verifyWarranty(c, c.req.valid('param').publicId),
  );
}
