// The words of the billing screens that the spec leaves to us (its own fixed strings are core's
// BILLING_MESSAGES), in one place for the pages and their tests.
import { dateFormat } from '../../lib/shop-conventions.ts';

function day(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat({ dateStyle: 'long' }, 'instant').format(d);
}

export const BILLING_COPY = {
  title: 'Billing & Subscription',
  intro: 'Plans are month-to-month and can be changed or cancelled at any time.',
  loadingPlans: 'Loading plans…',
  retry: 'Try again',
  noOffers: 'No plans are on sale right now.',
  plansHeading: 'Plans',
  addonHeading: 'Add-on',
  creditsHeading: 'Credit packs',
  creditsIntro: 'Out of credits before the month is over? Top up once, without changing your plan.',
  workflowHeading: 'Wrap Shop Workflow',
  currentPlan: 'Current plan',
  choosePlan: 'Choose plan',
  addAddon: 'Add to my shop',
  buyCredits: 'Buy credits',
  contactUs: 'Contact us',
  monthlyCredits: (credits: number) => `${credits.toLocaleString('en-US')} credits / month`,
  packCredits: (credits: number) => `${credits.toLocaleString('en-US')} credits, added once`,
  renewsOn: (iso: string) => `Renews on ${day(iso)}`,
  endsOn: (iso: string) => `Ends on ${day(iso)}`,
  cancelPlan: 'Cancel plan',
  cancelTitle: 'Cancel your plan?',
  cancelBody: (planName: string, endIso: string | null) =>
    `${planName} stays active${endIso ? ` until ${day(endIso)}` : ' until the end of the current billing period'}. After that your shop goes back to the free plan; credits you already have stay yours.`,
  keepPlan: 'Keep plan',
  cancelling: 'Cancelling…',
} as const;

/** The "Wrap Shop Workflow" list of the plans page (spec §2): what every paid plan brings to the shop, only what exists. */
export const WRAP_SHOP_WORKFLOW = [
  'Show customers their car in the wrap, on their model or their own photo, before you cut a single panel',
  'Quote requests from your website widget and share link land in Leads',
  'Online appointment booking with a public confirmation link',
  'Work orders with film, PPF, decals and tint costs in one place',
  'Quotes your customers accept or decline from an emailed link',
  'Customers and completed jobs in one list, exported to CSV',
  'Customer notifications by email and text message, and a tracking page for each job',
  'Each vehicle’s history, film rolls by batch and warranty certificates',
] as const;

export const CHECKOUT_COPY = {
  title: 'Checkout',
  testMode: 'Test checkout — no card is charged',
  testModeDetail: 'Card payments are not switched on for this Wrapsmith yet, so no card is taken. Paying here completes the purchase exactly as a card payment would.',
  loading: 'Loading checkout…',
  loadFailed: 'Could not load this checkout.',
  retry: 'Try again',
  pay: 'Pay',
  cancel: 'Cancel',
  paid: 'This checkout has already been paid.',
  expired: 'This checkout has expired. Start again from Billing & Subscription.',
  toDashboard: 'Go to Dashboard',
  toPlans: 'Back to plans',
} as const;

export const PAYMENT_SUCCESS_COPY = {
  title: 'Thank you',
  failedTitle: 'We could not confirm your payment',
  missingSession: 'This page needs the checkout session it was sent from. Open your dashboard to see your plan and credits.',
  retry: 'Try again',
  toDashboard: 'Go to Dashboard',
} as const;
