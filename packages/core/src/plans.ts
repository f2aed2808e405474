// Plan and credit constants (spec §9).
export const TRIAL_CREDITS = 5;
export const RENDER_COST = 1;

export const PLANS = [
  { key: 'basic', name: 'Basic', priceCents: 7900, monthlyCredits: 250, seats: 1, features: ['1 seat', 'Up to 2 customer design previews', 'Up to 250 extra images'] },
  { key: 'ultimate', name: 'Ultimate', priceCents: 14900, monthlyCredits: 1000, seats: 2, features: ['2 seats', '5 customer design previews', 'Up to 600 extra images', 'Up to 2K export', 'Tints'] },
  { key: 'pro', name: 'Pro', priceCents: 24900, monthlyCredits: 2500, seats: 5, features: ['5 seats', '10 customer design previews', 'Up to 2,000 extra images', '4K export', 'White-label', 'API access by request'] },
] as const;
export type PlanKey = (typeof PLANS)[number]['key'];

/**
 * People (owner included) a shop without a plan may have: the owner and one teammate, enough to try the team
 * before buying. Ours: the spec names seats per plan only.
 */
export const NO_PLAN_SEATS = 2;

export interface SeatAllowance {
  /** How many users the shop may have, the owner included. */
  limit: number;
  /** The plan's name, or null for a shop without a plan (trial, or after its plan ended). */
  planName: string | null;
}

export function seatAllowance(planKey: string | null | undefined): SeatAllowance {
  const plan = PLANS.find((p) => p.key === planKey);
  return plan ? { limit: plan.seats, planName: plan.name } : { limit: NO_PLAN_SEATS, planName: null };
}

/** The team list's seat count (`seats` beside `data` in /auth/users-list). */
export interface TeamSeats extends SeatAllowance {
  /** The shop's users, the owner included, and its pending invites (each holds the seat it will take). */
  used: number;
  /** How many of `used` are pending invites. */
  invited: number;
}

/** Said when every seat is taken (ours). */
export function seatsFullMessage({ limit, planName }: SeatAllowance): string {
  const seats = limit === 1 ? '1 seat' : `${limit} seats`;
  return planName
    ? `Your ${planName} plan includes ${seats}, and all are in use. Upgrade your plan or remove a team member to add someone new.`
    : `Without a plan your shop has ${seats}, and all are in use. Choose a plan or remove a team member to add someone new.`;
}

export const ADDONS = [
  { key: 'crm', name: 'Shop Management Tool', priceCents: 4999, description: 'CRM and appointment booking' },
] as const;

/**
 * One-time credit packs, bought by card when the month's plan credits run out ("Buy More Credits"). Ours: the
 * spec sells plans and add-ons only, but a shop that runs dry mid-month needs a way to top up without upgrading.
 */
export const CREDIT_PACKS = [
  { key: 'credits_100', name: '100 credits', priceCents: 2900, credits: 100 },
  { key: 'credits_500', name: '500 credits', priceCents: 11900, credits: 500 },
  { key: 'credits_1000', name: '1,000 credits', priceCents: 19900, credits: 1000 },
] as const;

/** Everything sold: a key names one offer in both billing adapters (Stripe price lookup_key `wrapsmith_<key>`). */
export type OfferKey = PlanKey | (typeof ADDONS)[number]['key'] | (typeof CREDIT_PACKS)[number]['key'];
export type OfferKind = 'plan' | 'addon' | 'credits';

export const BILLING_CURRENCY = 'usd';

/** Spec §9: unit_amount / 100 with 2 decimals, currency in uppercase, per interval — "79.00 USD / month". */
export function formatPrice(unitAmount: number, currency: string, interval?: string | null): string {
  const amount = `${(unitAmount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  return interval ? `${amount} / ${interval}` : amount;
}

/** The plans page and checkout (spec §8 "Plans and checkout", §4 "Payment success"); ours marked below. */
export const BILLING_MESSAGES = {
  plansFailed: 'Failed to load plans.',
  plansUnexpected: 'Unexpected error while loading plans.',
  subscriptionFailed: 'Failed to load active subscription.',
  subscriptionUnexpected: 'Unexpected error while loading subscription.',
  invalidPrice: 'Invalid price data.',
  checkoutFailed: 'Failed to initiate checkout session.',
  generic: 'Something went wrong. Please try again.',
  contactForPricing: 'Contact us for pricing',
  processing: 'Processing...',
  addonActive: 'Add on Active',
  readMore: 'Read More',
  showLess: 'Show Less',
  updatingStatus: 'Updating your subscription status...',
  // Ours:
  unknownPrice: 'That price is not on sale',
  ownerOnly: 'Your role cannot buy plans or credits. Ask the shop owner if you need to.',
  sessionNotFound: 'Checkout session not found',
  sessionNotPaid: 'This checkout has not been paid',
  sessionExpired: 'This checkout was replaced by a newer one or has expired. Start again from the plans page.',
  duplicateRefunded: 'Your shop already had this plan, so this second payment was refunded.',
  alreadySubscribed: 'Your shop is already on this plan',
  noSubscription: 'Your shop has no plan to cancel',
  cancelled: 'Your plan will end at the close of the current billing period.',
} as const;
