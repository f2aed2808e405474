// The offline deposit adapter (decision 084): a "test deposit account" and a deposit page in the dashboard
// (/deposit/pay) that pays without a card. Nothing leaves the machine; a refund is only recorded.
import { randomToken } from '../../lib/crypto.ts';
import type { DepositProvider } from './types.ts';

export const LOCAL_DEPOSIT_PREFIX = 'dcs_local_';
/** An offline session lasts as long as a Stripe Checkout session does by default. */
const SESSION_MS = 24 * 60 * 60 * 1000;

const idPart = () => randomToken().replace(/[^A-Za-z0-9]/g, '').slice(0, 24);

export function localDeposits(options: { now: () => Date }): DepositProvider {
  return {
    name: 'local',
    createAccount: ({ shopId }) => Promise.resolve({ accountId: `acct_local_${shopId.replace(/[^A-Za-z0-9]/g, '')}`, chargesEnabled: true, detailsSubmitted: true }),
    onboardingUrl: (_accountId, { returnUrl }) => Promise.resolve(returnUrl),
    accountState: () => Promise.resolve({ chargesEnabled: true, detailsSubmitted: true }),
    createCheckout(request) {
      const sessionId = `${LOCAL_DEPOSIT_PREFIX}${idPart()}`;
      return Promise.resolve({ sessionId, url: request.localPageUrl(sessionId), expiresAt: new Date(options.now().getTime() + SESSION_MS) });
    },
    // The deposit row is the whole offline session: paying it applies the payment directly (payLocalDeposit).
    sessionState: () => Promise.resolve(null),
    expireCheckout: () => Promise.resolve(),
    refund: (_accountId, paymentIntentId) => Promise.resolve({ refundId: `re_local_${paymentIntentId.replace(/^pi_local_/, '')}` }),
  };
}

/** Production without Stripe and without BILLING=offline: no deposits can be taken. */
export function noDeposits(unavailable: () => Error): DepositProvider {
  const refuse = () => Promise.reject(unavailable());
  return {
    name: 'none',
    createAccount: refuse,
    onboardingUrl: refuse,
    accountState: refuse,
    createCheckout: refuse,
    sessionState: () => Promise.resolve(null),
    expireCheckout: () => Promise.resolve(),
    refund: refuse,
  };
}
