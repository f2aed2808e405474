// Paths and validators of /api/v1/user/images: photos of the customer's car on a booking (spec §7 "POST
// /user/images/upload-booking as multipart with bookingId and images"). Any signed-in user of the shop, as for
// the bookings themselves.
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAccess, requirePlanFeature } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { imageTooLarge, MULTIPART_OVERHEAD, PHOTO_MAX_BYTES } from '../../lib/upload.ts';
import { validate } from '../../lib/validate.ts';
import * as images from './booking-images.handlers.ts';

const imageParam = CONTRACT.bookingImages.getBookingImage.request.params;

export function bookingImageRoutes() {
  return new Hono<AuthedEnv>()
    .use(requirePlanFeature('bookings'))
    .post(
      '/upload-booking',
      requireAccess('edit', 'bookings'),
      bodyLimit({
        maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
        onError: () => {
          throw imageTooLarge(PHOTO_MAX_BYTES);
        },
      }),
      (c) => images.uploadBookingImage(c),
    )
    .get('/booking/:imageId', requireAccess('view', 'bookings', 'quotes', 'customers'), validate('param', imageParam), (c) => images.bookingImage(c, c.req.valid('param').imageId))
    .delete('/booking/:imageId', requireAccess('edit', 'bookings'), validate('param', imageParam), (c) => images.deleteBookingImage(c, c.req.valid('param').imageId));
}
