// Deposits on acceptance, paid to the shop's own Stripe account (issue 25 item 4, decision 084): the shop's
// connected account and deposit settings (/api/v1/user/payments), a quote's deposit, the customer's deposit pages
// (/api/v1/public/deposit, the quote link's token is the key) and Stripe Connect's webhook.
import * as z from 'zod/mini';
import { depositOverrideInput, depositPayLocalInput, depositSettingsInput, depositTokenInput } from '../deposit-inputs.ts';
import { DEPOSIT_KINDS, DEPOSIT_OVERRIDE_KINDS, DEPOSIT_STATUSES, REFUND_POLICIES } from '../deposits.ts';
import { data, isoTime, nullable, route } from './route.ts';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';

/** The shop's own payment account: Stripe Connect, the offline test account, or none yet. */
export const paymentAccountDto = z.object({
  /** What this Wrapsmith takes deposits through: Stripe Connect, the offline test page, or nothing (production without either). */
  mode: z.enum(['stripe', 'offline', 'unavailable']),
  /** Connected and able to take payments (Stripe: charges_enabled). */
  connected: z.boolean(),
  provider: nullable(z.enum(['stripe', 'local'])),
  accountId: nullable(z.string()),
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
});
export type PaymentAccountDto = z.infer<typeof paymentAccountDto>;

export const depositSettingsDto = z.object({
  depositsEnabled: z.boolean(),
  depositKind: z.enum(DEPOSIT_KINDS),
  depositPercent: z.number(),
  depositAmountMinor: nullable(z.number()),
  refundPolicy: z.enum(REFUND_POLICIES),
  refundDays: z.number(),
  /** ISO 4217: the currency every amount here is in (minor units). */
  currency: z.string(),
});
export type DepositSettingsDto = z.infer<typeof depositSettingsDto>;

export const paymentsDto = z.object({ account: paymentAccountDto, settings: depositSettingsDto });
export type PaymentsDto = z.infer<typeof paymentsDto>;

/** A quote's deposit as the shop sees it. */
export const depositDto = z.object({
  id: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amountMinor: z.number(),
  currency: z.string(),
  provider: z.enum(['stripe', 'local']),
  paymentIntentId: nullable(z.string()),
  paidAt: nullable(isoTime),
  refundedAt: nullable(isoTime),
  createdAt: isoTime,
});
export type DepositDto = z.infer<typeof depositDto>;

/** GET /user/payments/bookings/:id: the deposit of one booking, its own rule, and what a cancellation refunds. */
export const bookingDepositDto = z.object({
  deposit: nullable(depositDto),
  override: z.object({ kind: z.enum(DEPOSIT_OVERRIDE_KINDS), percent: nullable(z.number()), amountMinor: nullable(z.number()) }),
  /** The quote's total in minor units (null: none set). */
  totalMinor: nullable(z.number()),
  currency: z.string(),
  /** The deposit acceptance would ask for now (null: none). */
  expectedMinor: nullable(z.number()),
  /** Why no deposit can be taken by card for it, in the shop's words (under Stripe's minimum charge), or null. */
  note: nullable(z.string()),
  /** Whether the shop's refund policy gives the paid deposit back if the booking is cancelled now, and the policy in words. */
  refund: z.object({ allowed: z.boolean(), policy: z.string() }),
});
export type BookingDepositDto = z.infer<typeof bookingDepositDto>;

/** The deposit on the customer's quote page. */
export const publicDepositDto = z.object({
  /** null: the quote is still waiting, and accepting it asks for this deposit. */
  status: nullable(z.enum(DEPOSIT_STATUSES)),
  amountMinor: z.number(),
  currency: z.string(),
  /** Where to pay it (Stripe Checkout on the shop's account, or the offline page) while it is due. */
  payUrl: nullable(z.string()),
  refundPolicy: z.string(),
  /** The refund rule itself, so the quote page says it in the customer's language (issue 28 item 1, decision 100). */
  refund: z.optional(z.object({ policy: z.enum(REFUND_POLICIES), days: z.number() })),
});
export type PublicDepositDto = z.infer<typeof publicDepositDto>;

/** The offline deposit page's view. */
export const localDepositDto = z.object({
  sessionId: z.string(),
  shopName: z.string(),
  amountMinor: z.number(),
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  returnUrl: z.string(),
  /** The customer's language (decision 100): the page speaks it. */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
});
export type LocalDepositDto = z.infer<typeof localDepositDto>;

const idParam = z.object({ id: z.string() });

export const paymentRoutes = {
  getPayments: route({
    method: 'get',
    path: '/api/v1/user/payments',
    summary: 'The shop’s payment account and deposit settings',
    tags: ['Payments'],
    auth: 'bearer',
    responses: { 200: data(paymentsDto) },
  }),
  putPaymentSettings: route({
    method: 'put',
    path: '/api/v1/user/payments/settings',
    summary: 'Set the deposit asked on acceptance and the refund policy',
    tags: ['Payments'],
    auth: 'bearer',
    request: { body: depositSettingsInput },
    responses: { 200: data(paymentsDto) },
  }),
  connectAccount: route({
    method: 'post',
    path: '/api/v1/user/payments/connect',
    summary: 'Connect the shop’s own Stripe account (owner only); the answer is the onboarding page',
    tags: ['Payments'],
    auth: 'bearer',
    responses: { 200: data(z.object({ url: z.string() })) },
  }),
  refreshAccount: route({
    method: 'post',
    path: '/api/v1/user/payments/connect/refresh',
    summary: 'Ask Stripe for the connected account’s state now (after onboarding)',
    tags: ['Payments'],
    auth: 'bearer',
    responses: { 200: data(paymentsDto) },
  }),
  disconnectAccount: route({
    method: 'post',
    path: '/api/v1/user/payments/disconnect',
    summary: 'Forget the shop’s connected Stripe account (owner only): deposits off, no new payment links; paid deposits stay recorded',
    tags: ['Payments'],
    auth: 'bearer',
    responses: { 200: data(paymentsDto) },
  }),
  getBookingDeposit: route({
    method: 'get',
    path: '/api/v1/user/payments/bookings/:id',
    summary: 'A booking’s deposit, its own deposit rule and the refund its policy allows',
    tags: ['Payments'],
    auth: 'bearer',
    request: { params: idParam },
    responses: { 200: data(bookingDepositDto) },
  }),
  putBookingDeposit: route({
    method: 'put',
    path: '/api/v1/user/payments/bookings/:id',
    summary: 'Set a quote’s own deposit (before the customer answers)',
    tags: ['Payments'],
    auth: 'bearer',
    request: { params: idParam, body: depositOverrideInput },
    responses: { 200: data(bookingDepositDto) },
  }),
  refundBookingDeposit: route({
    method: 'post',
    path: '/api/v1/user/payments/bookings/:id/refund',
    summary: 'Refund a cancelled booking’s deposit as the refund policy allows',
    tags: ['Payments'],
    auth: 'bearer',
    request: { params: idParam },
    responses: { 200: data(bookingDepositDto) },
  }),
  depositCheckout: route({
    method: 'post',
    path: '/api/v1/public/deposit/checkout',
    summary: 'The customer’s deposit payment page for an accepted quote (Stripe Checkout on the shop’s account, or the offline page)',
    tags: ['Payments'],
    auth: 'none',
    request: { body: depositTokenInput },
    responses: { 200: data(z.object({ url: z.string() })) },
  }),
  depositVerify: route({
    method: 'post',
    path: '/api/v1/public/deposit/verify',
    summary: 'After Checkout: ask Stripe whether the deposit is paid and apply it (the webhook does the same)',
    tags: ['Payments'],
    auth: 'none',
    request: { body: depositTokenInput },
    responses: { 200: data(publicDepositDto) },
  }),
  localDeposit: route({
    method: 'get',
    path: '/api/v1/public/deposit/local',
    summary: 'The offline deposit page’s payment (no Stripe)',
    tags: ['Payments'],
    auth: 'none',
    request: { query: depositPayLocalInput },
    responses: { 200: data(localDepositDto) },
  }),
  payLocalDeposit: route({
    method: 'post',
    path: '/api/v1/public/deposit/local/pay',
    summary: 'Pay a deposit on the offline page; the answer is where to go next',
    tags: ['Payments'],
    auth: 'none',
    request: { body: depositPayLocalInput },
    responses: { 200: data(z.object({ redirectUrl: z.string() })) },
  }),
  connectWebhook: route({
    method: 'post',
    path: '/api/v1/stripe/connect-webhook',
    summary: 'Stripe Connect’s events from the shops’ accounts (signed with Stripe-Signature, its own secret)',
    tags: ['Payments'],
    auth: 'stripe-signature',
    responses: { 200: data(z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) })) },
  }),
} as const;
