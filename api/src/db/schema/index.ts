// The tables the app queries, for this process's engine (decisions 041 and 076): each table is defined once
// (tables/) and built for SQLite and for PostgreSQL; this module hands out the build of the engine chosen from
// DATABASE_URL, typed as the one row type both builds read and write.
import { processDatabaseDialect } from '../../env.ts';
import { tablesFor } from './kit.ts';
import * as definitions from './tables/index.ts';

// The constants and row types of the definitions. Their tables, exported under the same names, are shadowed by this
// module's own exports below (a local export takes precedence over a star export): the app only ever sees tables.
export * from './tables/index.ts';

/** The engine every query of this process runs on; chosen once, before any table is used. */
export const DIALECT = processDatabaseDialect();

export const { shops, shopSlugs, users, sessions, otps, passwordResetTokens, creditLedger, creditAlerts, emailOutbox, notifications, notificationReads, contactMessages, supportTickets, vehicles, films, catalogExclusions, renders, pendingRenders, widgetSettings, widgetKeys, widgetKeyOrigins, leads, widgetUsageDaily, bookings, checkoutSessions, shopSubscriptions, billingEvents, bookingImages, rateLimits, jobRuns, appSecrets, photoUploads, photoJobs, libraryVehicles, teamInvites, emailChangeUndos, apiKeys, webhookEndpoints, webhookDeliveries, priceBooks, invoiceSettings, invoices, invoicePayments, shopPayments, deposits, depositOverrides, quotes, quoteOptions, quoteLines, invoiceCheckouts, customerVehicles, filmRolls, rollReservations, rollUses, filmStockAlerts, warrantySettings, warranties, warrantyOwners, warrantyClaims, warrantyClaimPhotos, textMessages, textOptOuts, shopTextNumbers, widgetBookingSettings, widgetBookingRequests, trackingLinks, calendarFeeds, notifySettings, notifyJobs, customerLanguages } = tablesFor(definitions, DIALECT);
