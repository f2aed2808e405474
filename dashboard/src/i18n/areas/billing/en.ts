// The billing words shared by the Subscription page and the offline checkout (issue 28 item 1, decision 101): prices
// per interval, the names of the add-on and the credit packs, core's BILLING_MESSAGES the screens show, and the
// offline checkout page (/billing/checkout/:id). Core keeps its English for the API; the screens read these.
export const BILLING_EN = {
  'billing.perMonth': '{price} / month',
  'billing.perYear': '{price} / year',
  'billing.name.crm': 'Shop Management Tool',
  'billing.name.credits': '{count} credits',
  'billing.processing': 'Processing...',
  'billing.generic': 'Something went wrong. Please try again.',
  'billing.checkout.title': 'Checkout',
  'billing.checkout.testMode': 'Test checkout — no card is charged',
  'billing.checkout.testModeDetail': 'Card payments are not switched on for this Wrapsmith yet, so no card is taken. Paying here completes the purchase exactly as a card payment would.',
  'billing.checkout.loading': 'Loading checkout…',
  'billing.checkout.loadFailed': 'Could not load this checkout.',
  'billing.checkout.pay': 'Pay {price}',
  'billing.checkout.paid': 'This checkout has already been paid.',
  'billing.checkout.expired': 'This checkout has expired. Start again from Billing & Subscription.',
  'billing.checkout.toDashboard': 'Go to Dashboard',
  'billing.checkout.toPlans': 'Back to plans',
} as const;
