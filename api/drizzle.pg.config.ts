// The PostgreSQL twin of drizzle.config.ts: migrations for DATABASE_URL deployments (docs/decisions/037).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema-pg/index.ts',
  out: './src/db/migrations-pg',
});
