// Command-line entry: `pnpm wrapsmith <command>`.
import path from 'node:path';
import { openDb } from './db/client.ts';
import { loadEnv } from './env.ts';

const commands: Record<string, { help: string; run: (args: string[]) => Promise<void> | void }> = {
  migrate: {
    help: 'apply database migrations to DATA_DIR/wrapsmith.sqlite',
    run: () => {
      const env = loadEnv();
      openDb(path.join(env.DATA_DIR, 'wrapsmith.sqlite')).$client.close();
      console.log('Database is up to date.');
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
