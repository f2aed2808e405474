// Starts the server. Everything else is built by createApp() so tests reuse it.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { publishBuildAssets } from './lib/build-assets.ts';
import { assembleDeps } from './deps.ts';
import { closeDatabase, describeDatabase, exclusively, openDatabase, SEED_LOCK_KEY } from './db/open.ts';
import { DEMO, seedCatalog, seedDemo } from './seed/seed.ts';
import { loadEnv, publicUrl } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { schedulePruning, scheduleRenderReconciliation } from './services/maintenance/index.ts';
import { backfillCustomerVehicles } from './services/customer-vehicles/index.ts';
import { backfillBookingInstants } from './services/booking-times/index.ts';
import { scheduleWebhookDeliveries } from './services/api-access/index.ts';
import { scheduleNotifyJobs } from './services/customer-notify/index.ts';
import { closeSharedRecolourPool } from './services/photo-recolour/index.ts';
import { closeSharedRenderPool } from './services/render/index.ts';
import { createStorage, describeStorage } from './services/storage/index.ts';

const env = loadEnv();
const TEXT_MODES = {
  twilio: 'Twilio',
  offline: 'offline outbox (stored and logged, never delivered)',
  unavailable: 'not set up: nothing is sent (set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or TEXTS=offline to keep them in the outbox)',
} as const;
const BILLING_MODES = {
  stripe: 'Stripe',
  offline: 'offline test checkout (no card is charged)',
  unavailable: 'not set up: plans show "Contact us for pricing" and checkout answers 503 (set STRIPE_SECRET_KEY, or BILLING=offline to sell without a card)',
} as const;
const log = createLogger(env.LOG_LEVEL);
const db = await openDatabase(env, { onIdleConnectionError: (error) => log.warn(`A pooled PostgreSQL connection failed while idle: ${error.message}`) });
const now = () => new Date();

const storage = createStorage(env, log);

// Before anything renders: credits of renders a previous process never finished come back (docs/decisions/029).
const stopReconciling = await scheduleRenderReconciliation({ db, storage, log, now }, (done) => {
  if (done.renders > 0) log.info(`Refunded ${done.credits} credits of ${done.renders} renders that never finished.`);
  if (done.partials > 0) log.info(`Removed ${done.partials} half-written files.`);
});

for (const warning of env.optInWarnings) log.warn(warning);

// Instances that start together seed one at a time; the later ones find the catalogue and the demo shop there.
await exclusively(db, SEED_LOCK_KEY, async () => {
  const seeded = await seedCatalog(db);
  if (seeded.vehicles || seeded.films) log.info(`Seeded ${seeded.vehicles} vehicles and ${seeded.films} films from the built-in catalogue.`);
  if (env.SEED_DEMO && (await seedDemo(db, now(), { env, log, storage }))) {
    log.info(`Seeded "${DEMO.shopName}". Log in as ${DEMO.owner.email} / ${DEMO.owner.password}`);
    log.info(`  Shop Manager: ${DEMO.manager.email} / ${DEMO.manager.password}`);
    log.info(`  Widget key ${DEMO.widget.key}, allowed on ${DEMO.widget.origins.join(' and ')}`);
    log.info(`  ${DEMO.leads.length} leads and ${DEMO.studioRenders.length} Studio renders to look at in Leads and My Wraps`);
  }
  // Bookings without their customer's vehicle yet (made before decision 094, or by the previous version): linked once.
  const linked = await backfillCustomerVehicles(db, now());
  if (linked > 0) log.info(`Linked ${linked} bookings to their customers' vehicles.`);
  // Bookings without their instant yet (made before decision 098, or by the previous version): written once.
  const timed = await backfillBookingInstants(db);
  if (timed > 0) log.info(`Wrote the start instant of ${timed} bookings in their shops' time zones.`);
});

const stopPruning = schedulePruning(
  { db, storage },
  now,
  (pruned) => {
    log.debug('Housekeeping ran on this instance.');
    const total = pruned.sessions + pruned.otps + pruned.resetLinks + pruned.invites + pruned.emails + pruned.photos;
    if (total > 0) {
      log.info(`Pruned ${pruned.sessions} expired sessions, ${pruned.otps} codes, ${pruned.resetLinks} reset links, ${pruned.invites} team invites, ${pruned.emails} old emails, ${pruned.photos} expired photos.`);
    }
  },
  (error) => log.error('Pruning failed', error),
  env.PRUNE_INTERVAL_SECONDS * 1000,
  () => log.debug('Housekeeping: another instance ran it this period.'),
);

// Webhook deliveries: every instance sends what is due, each delivery once across them (decision 077).
const stopDelivering = scheduleWebhookDeliveries({ db, env, log, now });

const builds = {
  dashboardDir: path.resolve(import.meta.dirname, '../../dashboard/dist'),
  widgetDir: path.resolve(import.meta.dirname, '../../widget/dist'),
};
// This version's hashed chunks, for pages of this version that an instance of another version answers during a
// rolling deploy (docs/decisions/071). A store that is down delays nothing: the copies are made on the next start.
await publishBuildAssets(storage, builds).then(
  (copied) => copied > 0 && log.info(`Copied ${copied} hashed build files to the image store for rolling deploys.`),
  (error: unknown) => log.warn(`Could not copy the build's hashed files to the image store: ${error instanceof Error ? error.message : String(error)}`),
);

const deps = assembleDeps({ env, db, log, now }, { storage });
const app = createApp(deps, builds);

// Customer notifications and shop alerts: every instance sends what is due, each message once across them (decision 090).
const stopNotifying = scheduleNotifyJobs(deps);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info(`Wrapsmith is running at ${publicUrl({ ...env, PORT: info.port })}`);
  log.info(`Data: ${describeDatabase(env)}`);
  log.info(`Images: ${describeStorage(env)}`);
  log.info(`Render engine: ${env.REPLICATE_API_TOKEN ? `Replicate (${env.REPLICATE_MODEL})` : 'local'}`);
  if (!env.SEED_DEMO) log.info('Demo data: off (SEED_DEMO=true seeds the demo shop)');
  log.info(`Billing: ${BILLING_MODES[env.billingMode]}`);
  log.info(`Text messages: ${TEXT_MODES[env.textMode]}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopPruning();
    stopDelivering();
    stopNotifying();
    stopReconciling();
    server.close();
    void Promise.allSettled([closeSharedRenderPool(), closeSharedRecolourPool()])
      .then(() => closeDatabase(db))
      .finally(() => process.exit(0));
  });
}
