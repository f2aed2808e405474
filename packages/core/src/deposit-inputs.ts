// Request schemas of the deposit routes (issue 25 item 4): the shop's payment settings, a quote's own deposit, and
// the customer's deposit pages. zod/mini like the other input schemas; the contract (contract/payments.ts)
// declares them and the API validates with the same objects.
import * as z from 'zod/mini';
import { BOOKING_MESSAGES, QUOTE_TOKEN } from './booking-rules.ts';
import { DEPOSIT_AMOUNT_MAX_MINOR, DEPOSIT_KINDS, DEPOSIT_OVERRIDE_KINDS, REFUND_DAYS_MAX, REFUND_POLICIES } from './deposits.ts';

const percentField = z
  .number({ error: 'The percentage must be a whole number from 1 to 100' })
  .check(z.int('The percentage must be a whole number from 1 to 100'), z.gte(1, 'The percentage must be at least 1'), z.lte(100, 'The percentage can be at most 100'));

/** Integer minor units (cents): never negative, never absurd. */
const amountMinorField = z
  .number({ error: 'The amount must be a whole number of cents' })
  .check(z.int('The amount must be a whole number of cents'), z.gte(1, 'The amount must be more than 0'), z.lte(DEPOSIT_AMOUNT_MAX_MINOR, 'The amount is too large'));

/** PUT /user/payments/settings: the shop's deposit rule and refund policy. */
export const depositSettingsInput = z
  .strictObject({
    depositsEnabled: z.boolean({ error: 'depositsEnabled must be true or false' }),
    depositKind: z.enum(DEPOSIT_KINDS, { error: 'depositKind must be percent or amount' }),
    depositPercent: percentField,
    depositAmountMinor: z.nullable(amountMinorField),
    refundPolicy: z.enum(REFUND_POLICIES, { error: 'refundPolicy must be full_until or none' }),
    refundDays: z
      .number({ error: 'The refund window must be a whole number of days' })
      .check(
        z.int('The refund window must be a whole number of days'),
        z.gte(0, 'The refund window cannot be negative'),
        z.lte(REFUND_DAYS_MAX, `The refund window can be at most ${REFUND_DAYS_MAX} days`),
      ),
  })
  .check(z.refine((s) => s.depositKind !== 'amount' || s.depositAmountMinor !== null, { message: 'Give the deposit amount', path: ['depositAmountMinor'] }));
export type DepositSettingsInput = z.output<typeof depositSettingsInput>;

/** PUT /user/payments/bookings/:id: one quote's own deposit, or the shop's rule again. */
export const depositOverrideInput = z
  .strictObject({
    kind: z.enum(DEPOSIT_OVERRIDE_KINDS, { error: 'kind must be shop, none, percent or amount' }),
    percent: z.optional(percentField),
    amountMinor: z.optional(amountMinorField),
  })
  .check(
    z.refine((o) => o.kind !== 'percent' || o.percent !== undefined, { message: 'Give the percentage', path: ['percent'] }),
    z.refine((o) => o.kind !== 'amount' || o.amountMinor !== undefined, { message: 'Give the amount', path: ['amountMinor'] }),
  );
export type DepositOverrideInput = z.output<typeof depositOverrideInput>;

const tokenField = z.string().check(z.trim(), z.regex(QUOTE_TOKEN, BOOKING_MESSAGES.linkInvalid));

/** POST /public/deposit/checkout and /public/deposit/verify: the quote link's token is the key. */
export const depositTokenInput = z.strictObject({ token: tokenField });

/** POST /public/deposit/pay-local: the offline deposit page's Pay. */
export const depositPayLocalInput = z.strictObject({
  token: tokenField,
  sessionId: z.string().check(z.trim(), z.regex(/^dcs_local_[A-Za-z0-9]{16,64}$/, 'Not a valid payment')),
});
