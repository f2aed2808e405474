// Run by postgres-global-setup.ts in a process of its own (DATABASE_URL set, so the PostgreSQL tables are chosen):
// fills the seeded template database with the built-in catalogue, once per test run.
import { closeDatabase, openDatabase } from '../db/open.ts';
import { seedCatalog } from '../seed/seed.ts';
import { loadEnv } from '../env.ts';

const db = await openDatabase(loadEnv());
await seedCatalog(db, new Date('2026-06-01T12:00:00Z'));
await closeDatabase(db);
