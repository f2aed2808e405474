// Every table and view built for PostgreSQL (decision 076): what drizzle.pg.config.ts generates src/db/migrations-pg
// from and pg-client.ts opens the database with. The definitions are in tables/, written once for both engines.
import { tablesFor } from './kit.ts';
import * as definitions from './tables/index.ts';

export const { shops, shopSlugs, users, sessions, otps, passwordResetTokens, creditLedger, creditAlerts, emailOutbox, notifications, notificationReads, contactMessages, supportTickets, vehicles, films, catalogExclusions, renders, pendingRenders, widgetSettings, widgetKeys, widgetKeyOrigins, leads, widgetUsageDaily, bookings, checkoutSessions, shopSubscriptions, billingEvents, bookingImages, rateLimits, jobRuns, appSecrets, photoUploads, photoJobs, libraryVehicles, teamInvites, emailChangeUndos, apiKeys, webhookEndpoints, webhookDeliveries, priceBooks, invoiceSettings, invoices, invoicePayments, shopPayments, deposits, depositOverrides, quotes, quoteOptions, quoteLines, invoiceCheckouts, notifySettings, notifyJobs } = tablesFor(definitions, 'postgres');
