// drizzle.config.ts for PostgreSQL: the migrations of DATABASE_URL deployments, from the same table definitions built for
// PostgreSQL (docs/decisions/037, 076).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/pg.ts',
  out: './src/db/migrations-pg',
});
