// Command-line entry: `pnpm wrapsmith <command>`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailField, nameField, passwordField } from '@wrapsmith/core';
import { z } from 'zod';
import { closeDatabase, openDatabase } from './db/open.ts';
import { createOwner } from './seed/factories.ts';
import { DEMO, seedCatalog, seedDemo } from './seed/seed.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { ImportError, formatSummary, importFilms, importVehicles } from './commands/import-data.ts';
import { progressReporter } from './commands/progress.ts';
import { photoRenders } from './commands/photo-renders.ts';
import { renderSamples } from './commands/render-samples.ts';
import { trainPaintProbe } from './services/photo-recolour/train-paint-probe.ts';
import { findUserByEmail } from './services/accounts/index.ts';
import { createStorage } from './services/storage/index.ts';
import { assignShopNumber } from './services/sms/numbers.ts';

const openEnvDb = (env = loadEnv()) => openDatabase(env);

const createUserArgs = z.object({
  email: emailField,
  password: passwordField,
  'first-name': nameField('First name'),
  'last-name': nameField('Last name'),
  business: z.string().trim().max(120).optional(),
});

/** File arguments are relative to where the user typed the command, not to api/ where pnpm runs it. */
const userPath = (file: string) => path.resolve(loadEnv().INIT_CWD ?? process.cwd(), file);

/** Runs an import against DATA_DIR's database; a file or format problem is one clear line and exit code 1. */
async function runImport(label: string, what: string, work: (db: Awaited<ReturnType<typeof openEnvDb>>, progress: ReturnType<typeof progressReporter>) => ReturnType<typeof importVehicles>) {
  const db = await openEnvDb();
  // An import adds to the built-in list; seeding first keeps a later start-up from finding the table non-empty
  // and skipping the built-in rows.
  await seedCatalog(db);
  const progress = progressReporter(label);
  try {
    const summary = await work(db, progress);
    progress.finish();
    console.log(formatSummary(what, summary));
  } catch (error) {
    progress.finish();
    if (!(error instanceof ImportError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await closeDatabase(db);
  }
}

const commands: Record<string, { help: string; run: (args: string[]) => Promise<void> | void }> = {
  'import-vehicles': {
    help: 'add vehicles from a CSV (EPA master list, or year,make,model,body_styles): import-vehicles FILE',
    run: async (args) => {
      const [file] = parseArgs({ args, allowPositionals: true }).positionals;
      if (!file) {
        console.error('Usage: pnpm wrapsmith import-vehicles FILE');
        process.exit(1);
      }
      await runImport('Importing vehicles', 'Vehicles', (db, progress) =>
        importVehicles(db, userPath(file), { onProgress: ({ done, total }) => progress.update(done, total) }),
      );
    },
  },
  'import-films': {
    help: 'add or refresh vinyl films from a colour-chart CSV: import-films FILE [--brand id]',
    run: async (args) => {
      const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { brand: { type: 'string' } } });
      const [file] = positionals;
      if (!file) {
        console.error('Usage: pnpm wrapsmith import-films FILE [--brand id]');
        process.exit(1);
      }
      (await runImport('Importing films', 'Films', (db, progress) =>
        importFilms(db, userPath(file), { brand: values.brand, onProgress: ({ done, total }) => progress.update(done, total) }),
      ));
    },
  },
  'render-samples': {
    help: 'render one PNG per finish and per body style with the local engine into docs/renders',
    run: async () => {
      for (const file of await renderSamples()) console.log(path.relative(process.cwd(), file));
    },
  },
  'photo-renders': {
    help: 'recolour every real test photo in three films with the photo tool into docs/renders/photos',
    run: async () => {
      await photoRenders((file) => console.log(path.relative(process.cwd(), file)));
    },
  },
  'train-paint-probe': {
    help: "learn the photo tool's paint probe from the real test photographs into services/photo-recolour/sam/paint-probe.json",
    run: async () => {
      await trainPaintProbe();
    },
  },
  migrate: {
    help: 'apply database migrations (PostgreSQL at DATABASE_URL, or DATA_DIR/wrapsmith.sqlite)',
    run: async () => {
      await closeDatabase(await openEnvDb());
      console.log('Database is up to date.');
    },
  },
  seed: {
    help: `add the demo shop "${DEMO.shopName}" to an empty database`,
    run: async () => {
      const env = loadEnv();
      const db = await openEnvDb(env);
      // The demo's renders and leads are drawn from the built-in vehicles and films, as at start-up.
      await seedCatalog(db);
      const log = createLogger(env.LOG_LEVEL);
      const seeded = await seedDemo(db, new Date(), { env, log, storage: createStorage(env, log) });
      await closeDatabase(db);
      console.log(
        seeded
          ? `Seeded. Owner: ${DEMO.owner.email} / ${DEMO.owner.password}; Shop Manager: ${DEMO.manager.email} / ${DEMO.manager.password}`
          : 'The database already has users; nothing seeded.',
      );
    },
  },
  'texts-number': {
    help: "give a shop its own Twilio number for text messages (inbound texts to it reach the shop), or 'none': texts-number SHOP-SLUG +14155550100",
    run: async (args) => {
      const [slug, number] = parseArgs({ args, allowPositionals: true }).positionals;
      if (!slug || !number) {
        console.error('Usage: pnpm wrapsmith texts-number SHOP-SLUG +14155550100|none');
        process.exit(1);
      }
      const db = await openEnvDb();
      const outcome = await assignShopNumber(db, slug, number, new Date());
      await closeDatabase(db);
      if (!outcome.ok) {
        console.error(outcome.message);
        process.exit(1);
      }
      console.log(outcome.number ? `"${outcome.shopName}" sends texts from ${outcome.number}.` : `"${outcome.shopName}" has no number of its own now.`);
    },
  },
  'create-user': {
    help: 'create a verified shop owner: --email --password --first-name --last-name [--business]',
    run: async (args) => {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          business: { type: 'string' },
        },
      });
      const parsed = createUserArgs.safeParse(values);
      if (!parsed.success) {
        console.error(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
        process.exit(1);
      }
      const input = parsed.data;
      const db = await openEnvDb();
      if ((await findUserByEmail(db, input.email))) {
        console.error(`An account with ${input.email} already exists.`);
        process.exit(1);
      }
      const { shop } = await createOwner(db, {
        email: input.email,
        password: input.password,
        firstName: input['first-name'],
        lastName: input['last-name'],
        ...(input.business ? { businessName: input.business } : {}),
      });
      await closeDatabase(db);
      console.log(`Created ${input.email}, owner of "${shop.name}" (/${shop.slug}).`);
    },
  },
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.log('Usage: pnpm wrapsmith <command>\n');
  for (const [n, c] of Object.entries(commands)) console.log(`  ${n.padEnd(18)} ${c.help}`);
  process.exit(name ? 1 : 0);
}
await command.run(args);
