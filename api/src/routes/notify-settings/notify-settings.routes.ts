// Settings → Notifications (issue 26 items 2 and 5, decision 090): the customer notifications and shop alerts, and
// the messages a booking's customer was sent.
import { CONTRACT } from '@wrapsmith/core/contract';
import { bookingArea, type NotificationSettingsInput, NOTIFY_MESSAGES } from '@wrapsmith/core';
import { Hono, type Context } from 'hono';
import { assertAccess, requireAccess } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { findBooking } from '../../services/bookings/bookings.ts';
import { bookingMessages, getNotifySettings, saveNotifySettings, shopOwner } from '../../services/customer-notify/index.ts';
import type { NotifyJob } from '../../db/schema/index.ts';
import { notificationPreview } from '../../services/customer-language/preview.ts';
import type { Locale } from '@wrapsmith/core/i18n';

const declared = CONTRACT.notifySettings;

async function answer(c: Context<AuthedEnv>, settings: Awaited<ReturnType<typeof getNotifySettings>>, message?: string, locale?: Locale) {
  const shop = c.get('viewer').shop;
  const owner = await shopOwner(c.var.deps.db, shop.id);
  const preview = await notificationPreview(c.var.deps.db, shop, locale);
  return c.json({ data: { ...settings, ownerPhone: owner?.phone ?? null, preview }, ...(message ? { message } : {}) });
}

export function notifySettingsRoutes() {
  return new Hono<AuthedEnv>()
    .get('/', requireAccess('view', 'settings'), validate('query', declared.get.request.query), async (c) =>
      answer(c, await getNotifySettings(c.var.deps.db, c.get('viewer').shop.id), undefined, c.req.valid('query').locale),
    )
    .put('/', requireAccess('edit', 'settings'), validate('json', declared.put.request.body), async (c) => {
      const input: NotificationSettingsInput = c.req.valid('json');
      return answer(c, await saveNotifySettings(c.var.deps.db, c.get('viewer').shop.id, input, c.var.deps.now()), NOTIFY_MESSAGES.saved);
    });
}

const messageDto = (job: NotifyJob) => ({
  id: job.id,
  bookingId: job.bookingId,
  event: job.event,
  channel: job.channel,
  to: job.sentTo,
  status: job.status,
  detail: job.detail,
  dueAt: job.dueAt.toISOString(),
  sentAt: job.sentAt?.toISOString() ?? null,
});

/** /user/booking/:id/messages: what the booking's customer was sent, for anyone who may see the booking. */
export function bookingMessageRoutes() {
  return new Hono<AuthedEnv>().get('/:id/messages', validate('param', declared.bookingMessages.request.params), async (c) => {
    const viewer = c.get('viewer');
    const booking = await findBooking(c.var.deps.db, viewer.scope, c.req.valid('param').id);
    if (!booking) throw notFound('Booking not found');
    assertAccess(viewer, 'view', bookingArea(booking.status));
    const jobs = await bookingMessages(c.var.deps.db, viewer.shop.id, booking.id);
    return c.json({ data: jobs.filter((j) => j.audience === 'customer').map(messageDto) });
  });
}
