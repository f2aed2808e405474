// The billing screens' English, for their tests: the screens read their words through the areas `subscription` and
// `billing` (issue 28 item 1, decision 101), whose English catalogues these come from; the spec's own fixed strings
// are core's BILLING_MESSAGES, which the catalogues repeat word for word.
import { BILLING_EN } from '../../i18n/areas/billing/en.ts';
import { SUBSCRIPTION_EN as S } from '../../i18n/areas/subscription/en.ts';
import { dateFormat } from '../../lib/shop-conventions.ts';

function day(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat({ dateStyle: 'long' }, 'instant').format(d);
}

const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export const BILLING_COPY = {
  title: S['subscription.title'],
  intro: S['subscription.intro'],
  loadingPlans: S['subscription.loadingPlans'],
  retry: 'Try again',
  noOffers: S['subscription.noOffers'],
  plansHeading: S['subscription.plansHeading'],
  addonHeading: S['subscription.addonHeading'],
  creditsHeading: S['subscription.creditsHeading'],
  creditsIntro: S['subscription.creditsIntro'],
  workflowHeading: S['subscription.workflowHeading'],
  currentPlan: S['subscription.currentPlan'],
  choosePlan: S['subscription.choosePlan'],
  addAddon: S['subscription.addAddon'],
  buyCredits: S['subscription.buyCredits'],
  contactUs: S['subscription.contactUs'],
  cancelPlan: S['subscription.cancelPlan'],
  cancelTitle: S['subscription.cancelTitle'],
  cancelBody: (planName: string, endIso: string | null) =>
    endIso ? fill(S['subscription.cancelBodyUntil'], { plan: planName, date: day(endIso) }) : fill(S['subscription.cancelBodyPeriod'], { plan: planName }),
  keepPlan: S['subscription.keepPlan'],
  cancelling: S['subscription.cancelling'],
} as const;

/** The "Wrap Shop Workflow" list of the plans page (spec §2): what every paid plan brings to the shop, only what exists. */
export const WRAP_SHOP_WORKFLOW_KEYS = [
  'subscription.workflow.visualize',
  'subscription.workflow.leads',
  'subscription.workflow.booking',
  'subscription.workflow.workOrders',
  'subscription.workflow.quotes',
  'subscription.workflow.customers',
  'subscription.workflow.notifications',
  'subscription.workflow.history',
] as const satisfies readonly (keyof typeof S)[];

export const WRAP_SHOP_WORKFLOW = WRAP_SHOP_WORKFLOW_KEYS.map((key) => S[key]);

export const CHECKOUT_COPY = {
  title: BILLING_EN['billing.checkout.title'],
  testMode: BILLING_EN['billing.checkout.testMode'],
  testModeDetail: BILLING_EN['billing.checkout.testModeDetail'],
  loading: BILLING_EN['billing.checkout.loading'],
  loadFailed: BILLING_EN['billing.checkout.loadFailed'],
  retry: 'Try again',
  pay: 'Pay',
  cancel: 'Cancel',
  paid: BILLING_EN['billing.checkout.paid'],
  expired: BILLING_EN['billing.checkout.expired'],
  toDashboard: BILLING_EN['billing.checkout.toDashboard'],
  toPlans: BILLING_EN['billing.checkout.toPlans'],
} as const;

export const PAYMENT_SUCCESS_COPY = {
  title: 'Thank you',
  failedTitle: 'We could not confirm your payment',
  missingSession: 'This page needs the checkout session it was sent from. Open your dashboard to see your plan and credits.',
  retry: 'Try again',
  toDashboard: 'Go to Dashboard',
} as const;
