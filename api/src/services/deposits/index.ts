import type { AppDeps } from '../../lib/context.ts';
import { publicUrl, type Env } from '../../env.ts';
import { localDeposits, noDeposits } from './local.ts';
import { depositsUnavailable, type DepositContext } from './service.ts';
import { stripeDeposits } from './stripe.ts';
import type { DepositProvider } from './types.ts';

export type { ConnectEvent, DepositProvider } from './types.ts';
export { localDeposits, noDeposits, LOCAL_DEPOSIT_PREFIX } from './local.ts';
export { stripeDeposits } from './stripe.ts';
export * from './service.ts';

/**
 * Stripe Connect when STRIPE_SECRET_KEY is set (the platform's key; the Connect webhook needs
 * STRIPE_CONNECT_WEBHOOK_SECRET); the offline test deposit account outside production, or in production with the
 * billing opt-in BILLING=offline (decision 084 reuses it); otherwise no deposits.
 */
export function createDepositProvider(deps: { env: Env; now: () => Date }): DepositProvider {
  const { env } = deps;
  if (env.billingMode === 'unavailable') return noDeposits(depositsUnavailable);
  if (env.billingMode === 'offline' || !env.STRIPE_SECRET_KEY) return localDeposits({ now: deps.now });
  return stripeDeposits({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE });
}

/** The service's view of the app's dependencies. */
export const depositContext = (deps: Pick<AppDeps, 'db' | 'deposits' | 'env' | 'log' | 'now'>): DepositContext => ({
  db: deps.db,
  deposits: deps.deposits,
  mode: deps.deposits.name === 'stripe' ? 'stripe' : deps.deposits.name === 'local' ? 'offline' : 'unavailable',
  publicUrl: publicUrl(deps.env),
  log: deps.log,
  now: deps.now,
});
