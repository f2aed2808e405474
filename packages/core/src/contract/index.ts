// The HTTP contract of /api/v1 (docs/decisions/081): every declared route, the shapes it takes and answers, and the
// types inferred from them. Import types freely (they cost no bytes); import a schema in a browser bundle only where
// a form validates with it.
import type { RouteDeclaration } from './route.ts';
import { apiAccessRoutes } from './api-access.ts';
import { authRoutes } from './auth.ts';
import { filmRoutes } from './films.ts';
import { libraryRoutes, renderRoutes, toolRoutes } from './studio.ts';
import { devRoutes, systemRoutes } from './system.ts';
import { emailRoutes, notificationRoutes, userRoutes } from './user.ts';
import { bookingImageRoutes, bookingRoutes, customerRoutes } from './bookings.ts';
import { billingRoutes } from './billing.ts';
import { paymentRoutes } from './payments.ts';
import { notifySettingsRoutes } from './notify.ts';
import { leadRoutes } from './leads.ts';
import { materialRoutes } from './material.ts';
import { invoiceRoutes, publicInvoiceRoutes } from './invoices.ts';
import { widgetBookingRoutes } from './widget-booking.ts';
import { publicRoutes } from './public.ts';
import { priceBookRoutes, widgetPriceRoutes } from './prices.ts';
import { quoteRoutes } from './quotes.ts';
import { customerVehicleRoutes } from './vehicles.ts';
import { rollRoutes } from './rolls.ts';
import { publicWarrantyRoutes, warrantyRoutes } from './warranties.ts';
import { textRoutes } from './texts.ts';
import { customerLanguageRoutes } from './customer-language.ts';
import { trackingRoutes } from './tracking.ts';
import { shareRoutes, widgetAssetRoutes, widgetRoutes, widgetSettingsRoutes } from './widget.ts';

export * from './route.ts';
export * from './read.ts';
export * from './paths.ts';
export * from './shared.ts';
export * from './films.ts';
export * from './auth.ts';
export * from './user.ts';
export * from './studio.ts';
export * from './system.ts';
export * from './api-access.ts';
export * from './bookings.ts';
export * from './billing.ts';
export * from './payments.ts';
export * from './leads.ts';
export * from './material.ts';
export * from './public.ts';
export * from './quotes.ts';
export * from './widget.ts';
export * from './prices.ts';
export * from './invoices.ts';
export * from './vehicles.ts';
export * from './rolls.ts';
export * from './warranties.ts';
export * from './texts.ts';
export * from './widget-booking.ts';
export * from './tracking.ts';
export * from './notify.ts';
export * from './customer-language.ts';

/** Every declared route, by group: the API serves each, and the OpenAPI document lists each. */
export const CONTRACT = {
  system: systemRoutes,
  auth: authRoutes,
  user: userRoutes,
  notifications: notificationRoutes,
  emails: emailRoutes,
  tool: toolRoutes,
  renders: renderRoutes,
  library: libraryRoutes,
  films: filmRoutes,
  dev: devRoutes,
  apiAccess: apiAccessRoutes,
  bookings: bookingRoutes,
  bookingImages: bookingImageRoutes,
  quotes: quoteRoutes,
  customers: customerRoutes,
  customerVehicles: customerVehicleRoutes,
  billing: billingRoutes,
  payments: paymentRoutes,
  public: publicRoutes,
  widgetSettings: widgetSettingsRoutes,
  widget: widgetRoutes,
  widgetAssets: widgetAssetRoutes,
  share: shareRoutes,
  leads: leadRoutes,
  material: materialRoutes,
  priceBook: priceBookRoutes,
  widgetPrices: widgetPriceRoutes,
  invoices: invoiceRoutes,
  publicInvoices: publicInvoiceRoutes,
  rolls: rollRoutes,
  warranties: warrantyRoutes,
  publicWarranties: publicWarrantyRoutes,
  texts: textRoutes,
  widgetBooking: widgetBookingRoutes,
  tracking: trackingRoutes,
  notifySettings: notifySettingsRoutes,
  customerLanguage: customerLanguageRoutes,
} as const satisfies Record<string, Record<string, RouteDeclaration>>;

export function declaredRoutes(): RouteDeclaration[] {
  return Object.values(CONTRACT).flatMap((group) => Object.values(group) as RouteDeclaration[]);
}
