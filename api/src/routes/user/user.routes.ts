// Paths and validators of /api/v1/user (profile, account settings, support tickets, notifications, Studio, My Wraps,
// widget settings, leads, the vehicle library, bookings and their photos, customers, and billing).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requirePermission, requireUser } from '../../lib/auth.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { apiKeyRoutes, webhookRoutes } from '../api-access/api-access.routes.ts';
import { billingRoutes } from '../billing/billing.routes.ts';
import { bookingImageRoutes } from '../booking-images/booking-images.routes.ts';
import { bookingRoutes } from '../bookings/bookings.routes.ts';
import { customerRoutes } from '../customers/customers.routes.ts';
import { customerVehicleRoutes } from '../customer-vehicles/customer-vehicles.routes.ts';
import { customerTextRoutes, shopTextRoutes } from '../texts/texts.routes.ts';
import { invoiceRoutes } from '../invoices/invoices.routes.ts';
import { warrantyRoutes } from '../warranties/warranties.routes.ts';
import { paymentRoutes } from '../payments/payments.routes.ts';
import { emailRoutes } from '../emails/emails.routes.ts';
import { catalogRoutes, filmRoutes } from '../films/films.routes.ts';
import { leadRoutes } from '../leads/leads.routes.ts';
import { libraryRoutes } from '../library/library.routes.ts';
import { notificationRoutes } from '../notifications/notifications.routes.ts';
import { bookingMessageRoutes, notifySettingsRoutes } from '../notify-settings/notify-settings.routes.ts';
import { priceBookRoutes } from '../prices/prices.routes.ts';
import { renderRoutes } from '../renders/renders.routes.ts';
import { rollRoutes } from '../rolls/rolls.routes.ts';
import { toolRoutes } from '../tool/tool.routes.ts';
import { trackingUserRoutes } from '../tracking/tracking.routes.ts';
import { widgetSettingsRoutes } from '../widget-settings/widget-settings.routes.ts';
import * as user from './user.handlers.ts';
import { customerLanguageRoutes } from '../customer-language/customer-language.routes.ts';

export function userRoutes() {
  return new Hono<AuthedEnv>()
    .use(requireUser())
    .get('/', (c) => user.getAccount(c))
    .put('/', validate('json', CONTRACT.user.updateAccount.request.body), (c) => user.updateAccount(c, c.req.valid('json')))
    .put('/shop', requirePermission('shop:manage', 'Only the shop owner can rename the shop'), validate('json', CONTRACT.user.renameShop.request.body), (c) => user.renameShop(c, c.req.valid('json')))
    .put('/shop/units', requirePermission('shop:manage', 'Only the shop owner can change the shop’s units'), validate('json', CONTRACT.user.setShopUnits.request.body), (c) => user.setShopUnits(c, c.req.valid('json')))
    .post('/support-tickets', validate('json', CONTRACT.user.createSupportTicket.request.body), (c) => user.createSupportTicket(c, c.req.valid('json')))
    .route('/notifications', notificationRoutes())
    .route('/tool', toolRoutes())
    .route('/renders', renderRoutes())
    .route('/films', filmRoutes())
    .route('/catalog', catalogRoutes())
    .route('/widget', widgetSettingsRoutes())
    .route('/leads', leadRoutes())
    .route('/library', libraryRoutes())
    .route('/booking', bookingRoutes())
    .route('/customers', customerTextRoutes())
    .route('/customers', customerLanguageRoutes())
    .route('/booking', bookingMessageRoutes())
    .route('/notification-settings', notifySettingsRoutes())
    .route('/customers', customerRoutes())
    .route('/customer-vehicles', customerVehicleRoutes())
    .route('/texts', shopTextRoutes())
    .route('/invoices', invoiceRoutes())
    .route('/warranties', warrantyRoutes())
    .route('/images', bookingImageRoutes())
    .route('/emails', emailRoutes())
    .route('/stripe', billingRoutes())
    .route('/payments', paymentRoutes())
    .route('/api-keys', apiKeyRoutes())
    .route('/webhooks', webhookRoutes())
    .route('/price-book', priceBookRoutes())
    .route('/rolls', rollRoutes())
    // The work order's Car ready and tracking link, Settings → Calendar (issue 26 items 3 and 4).
    .route('/', trackingUserRoutes());
}
