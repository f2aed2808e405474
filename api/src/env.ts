// The only reader of process.env. Every variable is documented in /.env.example.
import path from 'node:path';
import { z } from 'zod';

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

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
  REPLICATE_MODEL: z.string().default('black-forest-labs/flux-kontext-pro'),
  REPLICATE_BASE_URL: optionalSecret,
  REPLICATE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(120),
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  STRIPE_API_BASE: optionalSecret,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Set by pnpm to the directory a `pnpm wrapsmith …` command was typed in; file arguments are relative to it. */
  INIT_CWD: z.string().optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return parsed.data;
}

/** Absolute URL the product is reached at: used in emails and links. */
export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
