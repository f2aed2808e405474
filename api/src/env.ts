// The only reader of process.env. Every variable is documented in /.env.example.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_REPLICATE_MODEL, REPLICATE_MODEL_IDS } from './services/render/replicate-models.ts';
import { parseOutputHosts } from './services/render/replicate-output.ts';

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** Empty or blank counts as unset, so a `.env` line left as `S3_REGION=` changes nothing. */
const blankAsUnset = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v);

/** Images go to S3 only with all of these; S3_REGION and S3_FORCE_PATH_STYLE have defaults (docs/decisions/038). */
export const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../../.data')),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  SUPPORT_EMAIL: z.string().email().default('support@wrapsmith.local'),
  EMAIL_FROM: z.string().email().default('no-reply@wrapsmith.local'),
  POSTMARK_SERVER_TOKEN: optionalSecret,
  POSTMARK_API_HOST: optionalSecret,
  REPLICATE_API_TOKEN: optionalSecret,
  /** One of the models the engine knows (services/render/replicate-models.ts); any other is refused at start. */
  REPLICATE_MODEL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .enum(REPLICATE_MODEL_IDS, { error: (issue) => `"${String(issue.input)}" is not a supported Replicate model. Supported: ${REPLICATE_MODEL_IDS.join(', ')}` })
      .default(DEFAULT_REPLICATE_MODEL),
  ),
  REPLICATE_BASE_URL: optionalSecret,
  REPLICATE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  /**
   * Hosts a prediction's output may be downloaded from (decision 071). Names only: an address or localhost is
   * refused at start, except under NODE_ENV=test, where a fake Replicate on 127.0.0.1 serves the outputs.
   */
  REPLICATE_OUTPUT_HOSTS: z.string().optional(),
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  /** whsec_… of the Connect webhook endpoint (events from the shops' own accounts: deposits, decision 084). */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalSecret,
  STRIPE_API_BASE: optionalSecret,
  /** Twilio (text messages, decision 089): the platform's account; texts go out only with both. */
  TWILIO_ACCOUNT_SID: optionalSecret,
  TWILIO_AUTH_TOKEN: optionalSecret,
  /** MG…: the messaging service shops without their own number send through (a shared pool). */
  TWILIO_MESSAGING_SERVICE_SID: optionalSecret,
  /** Tests only: Twilio's API at another origin (a local fake), e.g. http://127.0.0.1:4010. */
  TWILIO_API_BASE: optionalSecret,
  /** `offline`: in production, keep texts in the outbox (nothing is delivered). Unset: the outbox outside production only. */
  TEXTS: z.preprocess(blankAsUnset, z.enum(['offline']).optional()),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Set by pnpm to the directory a `pnpm wrapsmith …` command was typed in; file arguments are relative to it. */
  INIT_CWD: z.string().optional(),
  /** Unset: the demo shop is seeded outside production only. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Whether webhooks may go to plain http and to loopback, private and link-local addresses (a receiver on your own
   * machine while developing). Unset: yes outside production, never in production, where `true` is refused
   * (decision 077).
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** `offline`: the test checkout that sells without a card. Unset: offline outside production only. */
  BILLING: z.enum(['offline']).optional(),
  /** `postgres://…`: data and shared state in PostgreSQL 15+ (docs/decisions/041). Unset: SQLite under DATA_DIR. */
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL, e.g. postgres://wrapsmith:secret@db.internal:5432/wrapsmith' }).optional(),
  ),
  /** How often housekeeping (expired sessions, codes, old emails) runs; one instance runs each period. */
  PRUNE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(7 * 24 * 3600).default(3600),
  /** Connections each instance opens to PostgreSQL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a request waits for a PostgreSQL connection before it answers 503 (decision 071). */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(5),
  S3_ENDPOINT: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.eu-west-1.amazonaws.com' }).optional()),
  S3_REGION: optionalSecret,
  S3_BUCKET: optionalSecret,
  S3_ACCESS_KEY_ID: optionalSecret,
  S3_SECRET_ACCESS_KEY: optionalSecret,
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  ),
}).superRefine((env, ctx) => {
  try {
    parseOutputHosts(env.REPLICATE_OUTPUT_HOSTS, { allowAddresses: env.NODE_ENV === 'test' });
  } catch (error) {
    ctx.addIssue({ code: 'custom', path: ['REPLICATE_OUTPUT_HOSTS'], message: (error as Error).message });
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_PRIVATE_URLS === true) {
    ctx.addIssue({ code: 'custom', path: ['WEBHOOK_ALLOW_PRIVATE_URLS'], message: 'cannot be true in production: webhooks never go to private or loopback addresses there' });
  }
  // Half a set-up must not quietly keep images on one machine's disk: any S3_* variable means S3 was meant.
  const missing = S3_REQUIRED.filter((name) => env[name] === undefined);
  const anySet = [...S3_REQUIRED, ...S3_OPTIONAL].some((name) => env[name] !== undefined);
  if (anySet && missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3'],
      message: `missing ${missing.join(', ')}. Images go to S3 only with all of ${S3_REQUIRED.join(', ')} set; unset every S3_* variable to keep them on disk under DATA_DIR.`,
    });
  }
});

type ParsedEnv = z.infer<typeof envSchema>;

/** Where images live: under DATA_DIR, or in one bucket of an S3-compatible store. */
export type ImageStorageConfig =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string | undefined; forcePathStyle: boolean };

/** The environment with the production-dependent defaults settled: `SEED_DEMO` is always a boolean. */
export type Env = Omit<ParsedEnv, 'SEED_DEMO' | 'REPLICATE_OUTPUT_HOSTS' | 'WEBHOOK_ALLOW_PRIVATE_URLS'> & {
  SEED_DEMO: boolean;
  /** Settled: false in production, else the setting (default true). */
  WEBHOOK_ALLOW_PRIVATE_URLS: boolean;
  REPLICATE_OUTPUT_HOSTS: string[];
  imageStorage: ImageStorageConfig;
  /** How text messages go (decision 089): Twilio with its keys, the offline outbox, or not at all (production without either). */
  textMode: 'twilio' | 'offline' | 'unavailable';
  /** What billing runs on: Stripe with a key, the offline test checkout, or nothing for sale. */
  billingMode: 'stripe' | 'offline' | 'unavailable';
  /** Explicit production opt-ins into something unsafe, one warning each for the start log. */
  optInWarnings: string[];
};

function settle(parsed: ParsedEnv): Env {
  const production = parsed.NODE_ENV === 'production';
  const billingMode = parsed.STRIPE_SECRET_KEY ? 'stripe' : !production || parsed.BILLING === 'offline' ? 'offline' : 'unavailable';
  const optInWarnings: string[] = [];
  if (production && parsed.SEED_DEMO === true) {
    optInWarnings.push('SEED_DEMO=true in production: the demo shop and its public demo logins and widget key are seeded when the database has no users.');
  }
  if (production && parsed.BILLING === 'offline' && billingMode === 'offline') {
    optInWarnings.push('BILLING=offline in production: anyone signed in can take plans and credits from the test checkout without paying, and customers\' deposits are only recorded, never charged.');
  }
  const textMode = parsed.TWILIO_ACCOUNT_SID && parsed.TWILIO_AUTH_TOKEN ? 'twilio' : !production || parsed.TEXTS === 'offline' ? 'offline' : 'unavailable';
  if (production && textMode === 'offline') {
    optInWarnings.push('TEXTS=offline in production: text messages to customers are only stored in the outbox and the log, never delivered.');
  }
  const REPLICATE_OUTPUT_HOSTS = parseOutputHosts(parsed.REPLICATE_OUTPUT_HOSTS, { allowAddresses: parsed.NODE_ENV === 'test' });
  const WEBHOOK_ALLOW_PRIVATE_URLS = !production && (parsed.WEBHOOK_ALLOW_PRIVATE_URLS ?? true);
  return { ...parsed, SEED_DEMO: parsed.SEED_DEMO ?? !production, WEBHOOK_ALLOW_PRIVATE_URLS, REPLICATE_OUTPUT_HOSTS, billingMode, textMode, optInWarnings, imageStorage: imageStorageOf(parsed) };
}

function imageStorageOf(parsed: ParsedEnv): ImageStorageConfig {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return { kind: 'disk', dir: parsed.DATA_DIR };
  // Path style by default: every S3-compatible store answers it and it needs no wildcard DNS (docs/decisions/038).
  return { kind: 's3', endpoint, bucket, accessKeyId, secretAccessKey, region: parsed.S3_REGION, forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? true };
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return settle(parsed.data);
}

/** Absolute URL the product is reached at: used in emails and links. */
export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** The process environment with some settings fixed over it: a bench server keeps the DATABASE_URL it was given. */
export function loadEnvOver(fixed: Record<string, string>): Env {
  return loadEnv({ ...process.env, ...fixed });
}

/** What a child process (a test or bench server) starts from: PATH only, so a developer's own settings stay out. */
export function childProcessEnv(vars: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', ...vars };
}

/** `TEST_LOG=debug` shows the app's log while tests run; silent otherwise. */
export function testLogLevel(): 'debug' | 'silent' {
  return process.env.TEST_LOG === 'debug' ? 'debug' : 'silent';
}

/**
 * Set by the API's vitest config: every JSON answer of a declared route is checked against the contract and a
 * mismatch becomes a 500 (lib/contract-check.ts). Never set in production.
 */
export function contractCheckEnabled(): boolean {
  return process.env.WRAPSMITH_CONTRACT_CHECK === '1';
}

/**
 * The database engine of this process, from the process environment: the table definitions are chosen once, when
 * the data layer is first imported (db/schema/index.ts), so this cannot wait for loadEnv().
 */
export function processDatabaseDialect(): 'sqlite' | 'postgres' {
  return process.env.DATABASE_URL?.trim() ? 'postgres' : 'sqlite';
}
