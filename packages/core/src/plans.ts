// Plan and credit constants (spec §9).
export const TRIAL_CREDITS = 5;
export const RENDER_COST = 1;

/**
 * What each plan allows (spec §9, decision 064), counted and enforced by the API:
 * - `exportEdge`: the widest picture the shop may download from My Wraps and the Studio, in pixels (1024 × 640 is
 *   the standard drawing; 2048 is "2K", 4096 is "4K"). Drawings are drawn again at that size; a photo recolour or a
 *   library photo is recoloured again from the customer's original (kept at up to 4096 px, decision 074); photos are
 *   never enlarged past their own size.
 * - `designPreviews`: "customer design previews", the most previews one visitor of the shop's website widget or
 *   share link may make in a day (the ceiling of the shop's own per-visitor setting).
 * - `extraImages`: "extra images", the photos the shop keeps besides its renders: car photos on work orders and
 *   photos in its vehicle library, counted together.
 */
export const PLANS = [
  { key: 'basic', name: 'Basic', priceCents: 7900, monthlyCredits: 250, seats: 1, exportEdge: 1024, designPreviews: 2, extraImages: 250, extras: [] },
  { key: 'ultimate', name: 'Ultimate', priceCents: 14900, monthlyCredits: 1000, seats: 2, exportEdge: 2048, designPreviews: 5, extraImages: 600, extras: ['Tints'] },
  {
    key: 'pro',
    name: 'Pro',
    priceCents: 24900,
    monthlyCredits: 2500,
    seats: 5,
    exportEdge: 4096,
    designPreviews: 10,
    extraImages: 2000,
    extras: ['White-label: no “Powered by Wrapsmith” on your widget', 'API keys and webhooks: connect your leads, customers and bookings to your other tools'],
  },
] as const;
export type PlanKey = (typeof PLANS)[number]['key'];

/** The export sizes on offer, smallest first: the standard picture, 2K and 4K. */
export const EXPORT_EDGES = [1024, 2048, 4096] as const;
export type ExportEdge = (typeof EXPORT_EDGES)[number];

/** What a shop without a plan (the trial, or after its plan ended) gets. Ours: the spec names plans only. */
export const NO_PLAN_ALLOWANCE = { exportEdge: 1024, designPreviews: 5, extraImages: 50 } as const;

export interface PlanAllowance {
  /** The plan's name, or null without a plan. */
  planName: string | null;
  exportEdge: ExportEdge;
  designPreviews: number;
  extraImages: number;
}

export function planAllowance(planKey: string | null | undefined): PlanAllowance {
  const plan = PLANS.find((p) => p.key === planKey);
  return plan
    ? { planName: plan.name, exportEdge: plan.exportEdge, designPreviews: plan.designPreviews, extraImages: plan.extraImages }
    : { planName: null, ...NO_PLAN_ALLOWANCE };
}

/** The cheapest plan that exports at this size, for "comes with …" (null when none does). */
export function planForExport(edge: number): (typeof PLANS)[number] | null {
  return PLANS.find((p) => p.exportEdge >= edge) ?? null;
}

const thousands = (n: number) => n.toLocaleString('en-US');

/** "1024 px", "2048 px (2K)", "4096 px (4K)". */
export function exportSizeLabel(edge: number): string {
  return edge >= 4096 ? `${edge} px (4K)` : edge >= 2048 ? `${edge} px (2K)` : `${edge} px`;
}

/** A plan card's features in a shop's words, from the plan's numbers (what the API enforces). */
export function planFeatures(plan: (typeof PLANS)[number]): string[] {
  return [
    plan.seats === 1 ? '1 seat' : `${plan.seats} seats`,
    `Customer design previews: each visitor to your website or share link can try up to ${plan.designPreviews} designs a day`,
    `Extra images: keep up to ${thousands(plan.extraImages)} photos of your jobs and cars (work-order photos and vehicle library)`,
    plan.exportEdge > 1024
      ? `Download your designs at up to ${exportSizeLabel(plan.exportEdge)} wide; photos up to their own size, never enlarged`
      : 'Download your designs at 1024 px wide',
    ...plan.extras,
  ];
}

/** Refused exports and uploads past the plan (ours). */
export const PLAN_LIMIT_MESSAGES = {
  exportTooBig: (edge: number, allowance: PlanAllowance) => {
    const plan = planForExport(edge);
    const current = allowance.planName ? `Your ${allowance.planName} plan` : 'Without a plan your shop';
    return `${current} downloads designs at up to ${allowance.exportEdge} px. ${edge} px downloads come with the ${plan?.name ?? 'Pro'} plan.`;
  },
  extraImagesFull: (allowance: PlanAllowance) =>
    `${allowance.planName ? `Your ${allowance.planName} plan keeps` : 'Without a plan your shop keeps'} up to ${thousands(allowance.extraImages)} photos (work-order photos and vehicle library together), and all are used. Delete some photos or upgrade your plan to add more.`,
  designPreviewsAbovePlan: (allowance: PlanAllowance) =>
    `${allowance.planName ? `Your ${allowance.planName} plan allows` : 'Without a plan your shop allows'} up to ${allowance.designPreviews} designs per visitor a day. Upgrade your plan to allow more.`,
} as const;

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

/**
 * The balance at which a shop is warned that its credits run low (decision 061), unless the owner set their own: about
 * a tenth of the plan's monthly credits, and 2 of the trial's 5. The owner may set 0 (no warning) up to this maximum.
 */
export function defaultLowCreditThreshold(planKey: string | null | undefined): number {
  const plan = PLANS.find((p) => p.key === planKey);
  return plan ? Math.round(plan.monthlyCredits / 10) : 2;
}
export const LOW_CREDIT_THRESHOLD_MAX = 100_000;

/** The same picture is served from the stored render, without a credit, for this long after it was paid (decision 060). */
export const RENDER_REUSE_DAYS = 30;
