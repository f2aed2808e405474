// The tables the app queries, for this process's engine (docs/decisions/041): SQLite's (schema-sqlite/) by default,
// their PostgreSQL twins (schema-pg/) when DATABASE_URL is set. Both read and write the same row types (the twin
// test holds them to one shape), so the app is typed against the SQLite definitions and runs on either.
import { processDatabaseDialect } from '../../env.ts';
import * as pg from '../schema-pg/index.ts';
import * as sqlite from '../schema-sqlite/index.ts';

export * from '../schema-sqlite/index.ts';

/** The engine every query of this process runs on; chosen once, before any table is used. */
export const DIALECT = processDatabaseDialect();

const tables = (DIALECT === 'postgres' ? pg : sqlite) as unknown as typeof sqlite;

// Local exports take precedence over the star export above: these are the active engine's tables.
export const { creditAlerts, checkoutSessions, shopSubscriptions, billingEvents, bookingImages, bookings, contactMessages, creditLedger, emailOutbox, films, catalogExclusions, leads, notifications, otps, passwordResetTokens, renders, pendingRenders, sessions, shops, shopSlugs, supportTickets, users, vehicles, widgetUsageDaily, widgetSettings, widgetKeys, widgetKeyOrigins, rateLimits, jobRuns, appSecrets, photoUploads, photoJobs, libraryVehicles, teamInvites, emailChangeUndos, apiKeys, webhookEndpoints, webhookDeliveries } = tables;
