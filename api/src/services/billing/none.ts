// Production without Stripe and without BILLING=offline: nothing is on sale. Plans show "Contact us for pricing"
// (no prices) and a checkout answers 503 BILLING_UNAVAILABLE, so a sign-up cannot take credits for free.
import { ApiError } from '../../lib/errors.ts';
import type { BillingProvider } from './types.ts';

export const billingUnavailable = () =>
  new ApiError(503, 'BILLING_UNAVAILABLE', 'Online payments are not set up for this Wrapsmith yet. Contact us to buy a plan or credits.');

export function noBilling(): BillingProvider {
  return {
    name: 'none',
    prices: () => Promise.resolve(new Map()),
    createCheckout: () => Promise.reject(billingUnavailable()),
    checkoutState: () => Promise.resolve(null),
    cancelAtPeriodEnd: () => Promise.reject(billingUnavailable()),
    cancelNow: () => Promise.resolve(),
    expireCheckout: () => Promise.resolve(),
    refundCheckout: () => Promise.resolve(),
  };
}
