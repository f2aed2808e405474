// PostgreSQL for tests: each call to freshDatabase() gets a database of its own on the test run's one throw-away
// cluster (started on first use by postgres-global-setup.ts, installed by `npm test` when missing).
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where test workers ask postgres-global-setup.ts for databases. */
    postgresBroker: string;
  }
}

/**
 * The postgres:// URL of a new database. `tables`: 'catalogue' (default) has every table and the built-in vehicles
 * and films, as seedCatalog() leaves them; 'empty' has every table and no rows; 'none' has no tables either, for tests
 * of migrating itself.
 */
export async function freshDatabase({ tables = 'catalogue' }: { tables?: 'catalogue' | 'empty' | 'none' } = {}): Promise<string> {
  const broker = inject('postgresBroker');
  const template = { catalogue: 'seeded', empty: 'migrated', none: 'none' }[tables];
  const res = await fetch(`${broker}/databases?template=${template}`, { method: 'POST' });
  const body = (await res.json()) as { url?: string; error?: string };
  if (!res.ok || !body.url) throw new Error(`No PostgreSQL database for this test: ${body.error ?? `HTTP ${res.status}`}`);
  return body.url;
}
