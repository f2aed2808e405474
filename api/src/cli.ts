// Command-line entry: `pnpm wrapsmith <command>`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailField, nameField, passwordField } from '@wrapsmith/core';
import { z } from 'zod';
import { openDb } from './db/client.ts';
import { createOwner } from './db/factories.ts';
import { DEMO, seedDemo } from './db/seed.ts';
import { loadEnv } from './env.ts';
import { findUserByEmail } from './services/accounts/index.ts';

const openEnvDb = () => {
  const env = loadEnv();
  return openDb(path.join(env.DATA_DIR, 'wrapsmith.sqlite'));
};

const createUserArgs = z.object({
  email: emailField,
  password: passwordField,
  'first-name': nameField('First name'),
  'last-name': nameField('Last name'),
  business: z.string().trim().max(120).optional(),
});

const commands: Record<string, { help: string; run: (args: string[]) => Promise<void> | void }> = {
  migrate: {
    help: 'apply database migrations to DATA_DIR/wrapsmith.sqlite',
    run: () => {
      openEnvDb().$client.close();
      console.log('Database is up to date.');
    },
  },
  seed: {
    help: `add the demo shop "${DEMO.shopName}" to an empty database`,
    run: async () => {
      const db = openEnvDb();
      const seeded = await seedDemo(db);
      db.$client.close();
      console.log(
        seeded
          ? `Seeded. Owner: ${DEMO.owner.email} / ${DEMO.owner.password}; Shop Manager: ${DEMO.manager.email} / ${DEMO.manager.password}`
          : 'The database already has users; nothing seeded.',
      );
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
      const db = openEnvDb();
      if (findUserByEmail(db, input.email)) {
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
      db.$client.close();
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
