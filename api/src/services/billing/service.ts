// Billing on top of either provider: the plans page, checkout, verification, cancelling, and fulfilment.
import { BILLING_MESSAGES, formatPrice, type OfferKey } from '@wrapsmith/core';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { checkoutSessions, shops, shopSubscriptions, users, type CheckoutSession, type Shop, type ShopSubscription } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import type { LocalCheckoutDto, PlanDto, SubscriptionDto, VerifiedSessionDto } from '@wrapsmith/core/contract';
import { grant } from '../credits/index.ts';
import { billingUnavailable } from './none.ts';
import { findOffer, OFFERS, type Offer } from './offers.ts';
import type { BillingProvider, CheckoutState } from './types.ts';
import { firstRow, lockRow, transaction } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';

export interface BillingContext {
  db: Db;
  billing: BillingProvider;
  /** PUBLIC_URL without a trailing slash: checkout return addresses. */
  publicUrl: string;
  log: Logger;
  now: () => Date;
}

function requireOffer(key: string): Offer {
  const offer = findOffer(key);
  if (!offer) throw new Error(`Unknown offer ${key}`);
  return offer;
}

/** GET /user/stripe/get-plans: every offer in order; one the provider has no price for shows no price. */
export async function listPlans(billing: BillingProvider): Promise<PlanDto[]> {
  const prices = await billing.prices();
  return OFFERS.map((offer) => {
    const price = prices.get(offer.key);
    return {
      id: price?.productId ?? offer.key,
      key: offer.key,
      kind: offer.kind,
      name: price?.name ?? offer.name,
      description: price?.description ?? offer.description,
      credits: offer.credits,
      features: offer.features,
      default_price: price?.priceId ?? null,
      prices: price
        ? [{ id: price.priceId, unit_amount: price.unitAmount, currency: price.currency, recurring: price.interval ? { interval: price.interval } : null }]
        : [],
    };
  });
}

async function activeSubscription(db: DbOrTx, shopId: string, kind: 'plan' | 'addon'): Promise<ShopSubscription | undefined> {
  return firstRow(db
    .select()
    .from(shopSubscriptions)
    .where(forShop(shopId).where(shopSubscriptions, eq(shopSubscriptions.kind, kind), eq(shopSubscriptions.status, 'active')))
    .orderBy(desc(shopSubscriptions.createdAt)));
}

async function readShop(db: DbOrTx, shopId: string): Promise<Shop> {
  const shop = await firstRow(db.select().from(shops).where(eq(shops.id, shopId)));
  if (!shop) throw new Error(`No shop ${shopId}`);
  return shop;
}

/** GET /user/stripe/subscriptions. */
export async function subscriptionOf(ctx: BillingContext, shopId: string): Promise<SubscriptionDto> {
  const prices = await ctx.billing.prices();
  const shop = await readShop(ctx.db, shopId);
  const plan = shop.planKey ? await activeSubscription(ctx.db, shopId, 'plan') : undefined;
  const priceOf = (key: string | null) => (key ? (prices.get(key as OfferKey)?.priceId ?? null) : null);
  return {
    priceId: priceOf(shop.planKey),
    planKey: shop.planKey,
    addonPriceId: priceOf(shop.addonKey),
    addonActive: shop.addonKey !== null,
    status: !shop.planKey ? 'none' : plan?.cancelAtPeriodEnd ? 'canceling' : 'active',
    currentPeriodEnd: plan?.currentPeriodEnd?.toISOString() ?? null,
  };
}

/** PUBLIC_URL/sucessfullUrl (the spec's spelling) with the session and the buyer, as the payment-success page reads them. */
const successUrl = (ctx: BillingContext, sessionId: string, userId: string) =>
  `${ctx.publicUrl}/sucessfullUrl?session_id=${sessionId}&user_id=${encodeURIComponent(userId)}`;

/** POST /user/stripe/checkout-session: opens a checkout with the provider and records it. */
export async function startCheckout(ctx: BillingContext, buyer: { shopId: string; userId: string; email: string }, priceId: string) {
  const provider = ctx.billing;
  if (provider.name === 'none') throw billingUnavailable();
  const prices = await provider.prices();
  const price = [...prices.values()].find((p) => p.priceId === priceId);
  if (!price) throw badRequest(BILLING_MESSAGES.unknownPrice);
  const offer = requireOffer(price.key);
  const shop = await readShop(ctx.db, buyer.shopId);
  if ((offer.kind === 'plan' && shop.planKey === offer.key) || (offer.kind === 'addon' && shop.addonKey === offer.key)) {
    throw conflict(BILLING_MESSAGES.alreadySubscribed);
  }
  const earlier = await firstRow(ctx.db
    .select({ customerId: shopSubscriptions.providerCustomerId })
    .from(shopSubscriptions)
    .where(forShop(buyer.shopId).where(shopSubscriptions, eq(shopSubscriptions.provider, provider.name), isNotNull(shopSubscriptions.providerCustomerId)))
    .orderBy(desc(shopSubscriptions.createdAt)));
  const checkout = await provider.createCheckout({
    shopId: buyer.shopId,
    userId: buyer.userId,
    email: buyer.email,
    offer: price,
    mode: offer.interval ? 'subscription' : 'payment',
    // Stripe fills in {CHECKOUT_SESSION_ID}; the offline checkout builds the same address when it is paid.
    successUrl: successUrl(ctx, '{CHECKOUT_SESSION_ID}', buyer.userId),
    cancelUrl: `${ctx.publicUrl}/subscription`,
    customerId: earlier?.customerId ?? null,
  });
  const record = {
      id: newId(),
      provider: provider.name,
      providerSessionId: checkout.sessionId,
      shopId: buyer.shopId,
      userId: buyer.userId,
      offerKey: offer.key,
      amount: price.unitAmount,
      currency: price.currency,
      interval: price.interval,
      createdAt: ctx.now(),
  };
  if (offer.kind === 'credits') await ctx.db.insert(checkoutSessions).values(record);
  else await recordReplacingEarlier(ctx, record);
  return { url: checkout.url };
}

/**
 * One open checkout per plan or add-on per shop: a newer one closes the others, so two tabs cannot both pay
 * for the same plan. (A payment that races the closing is refunded at fulfilment.) Credit packs stack.
 */
async function recordReplacingEarlier(ctx: BillingContext, record: typeof checkoutSessions.$inferInsert) {
  // Recording this one and closing the others is one unit under the shop's row lock: two checkouts started at
  // the same moment then take turns, and the later one closes the earlier, never each the other (issue 23 item 8).
  const closed = await transaction(ctx.db, async (tx) => {
    await lockRow(tx, shops, record.shopId);
    await tx.insert(checkoutSessions).values(record);
    return tx
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(
        forShop(record.shopId).where(
          checkoutSessions,
          eq(checkoutSessions.offerKey, record.offerKey),
          eq(checkoutSessions.status, 'open'),
          isNull(checkoutSessions.fulfilledAt),
          ne(checkoutSessions.providerSessionId, record.providerSessionId),
        ),
      )
      .returning();
  });
  for (const session of closed) {
    await ctx.billing.expireCheckout(session.providerSessionId).catch((err: unknown) => {
      ctx.log.error(`[billing] could not expire replaced checkout ${session.providerSessionId}`, err);
    });
  }
}

/**
 * Applies a paid checkout, exactly once: the conditional update on fulfilled_at lets one caller through
 * (verify-session, the webhook, a second tab…), and that caller's effects commit in the same transaction.
 * Returns the subscriptions the purchase replaced (to end at the provider); null when it was fulfilled before.
 */
export interface Fulfilment {
  /** Subscriptions the purchase replaced, to end at the provider. */
  replaced: ShopSubscription[];
  /** Set when the shop already had this plan or add-on: nothing was applied; end this one and refund it. */
  duplicateSubscriptionId?: string;
}

export async function fulfilCheckout(db: DbOrTx, providerSessionId: string, state: CheckoutState, at: Date): Promise<Fulfilment | null> {
  return transaction(db, async (tx) => {
    const session = await firstRow(tx
      .update(checkoutSessions)
      .set({ status: 'complete', fulfilledAt: at })
      .where(and(eq(checkoutSessions.providerSessionId, providerSessionId), isNull(checkoutSessions.fulfilledAt)))
      .returning());
    if (!session) return null;
    const offer = requireOffer(session.offerKey);
    const reference = `checkout:${providerSessionId}`;
    if (offer.kind === 'credits') {
      await grant(tx, { shopId: session.shopId, kind: 'purchase', amount: offer.credits, reference, at });
      return { replaced: [] };
    }
    const subscriptionId = state.subscriptionId ?? `sub_${providerSessionId}`;
    // Two checkouts for one plan fulfilled at the same moment take turns on the shop's row, so the second one's
    // check below sees the first one's subscription (issue 23 item 8; SQLite's transaction holds the write lock).
    await lockRow(tx, shops, session.shopId);
    // A second payment for what the shop already has (two checkouts paid): apply nothing, and say so.
    const holding = await firstRow(tx
      .select({ id: shopSubscriptions.id })
      .from(shopSubscriptions)
      .where(
        forShop(session.shopId).where(
          shopSubscriptions,
          eq(shopSubscriptions.offerKey, offer.key),
          eq(shopSubscriptions.status, 'active'),
          ne(shopSubscriptions.providerSubscriptionId, subscriptionId),
        ),
      ));
    if (holding) return { replaced: [], duplicateSubscriptionId: subscriptionId };
    await tx.insert(shopSubscriptions)
      .values({
        id: newId(),
        shopId: session.shopId,
        provider: session.provider,
        kind: offer.kind,
        offerKey: offer.key,
        providerSubscriptionId: subscriptionId,
        providerCustomerId: state.customerId,
        currentPeriodEnd: state.currentPeriodEnd,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: shopSubscriptions.providerSubscriptionId,
        set: { status: 'active', currentPeriodEnd: state.currentPeriodEnd, providerCustomerId: state.customerId, updatedAt: at },
      });
    // A new plan replaces the old one (Basic → Pro): the old subscription ends here and at the provider.
    const replaced = await tx
      .update(shopSubscriptions)
      .set({ status: 'ended', updatedAt: at })
      .where(
        forShop(session.shopId).where(
          shopSubscriptions,
          eq(shopSubscriptions.kind, offer.kind),
          eq(shopSubscriptions.status, 'active'),
          ne(shopSubscriptions.providerSubscriptionId, subscriptionId),
        ),
      )
      .returning();
    if (offer.kind === 'plan') {
      await tx.update(shops)
        .set({ planKey: offer.key, accountType: sql`case when ${shops.addonKey} is not null then 'addon_access_paid' else 'paid' end` })
        .where(eq(shops.id, session.shopId));
      await grant(tx, { shopId: session.shopId, kind: 'plan_grant', amount: offer.credits, reference, at });
    } else {
      await tx.update(shops).set({ addonKey: offer.key, addonActivatedAt: at, accountType: 'addon_access_paid' }).where(eq(shops.id, session.shopId));
    }
    return { replaced };
  });
}

/** Ends plan subscriptions a newer plan replaced; the new plan is paid for, so a failure here is only logged. */
async function endReplaced(ctx: BillingContext, replaced: ShopSubscription[]) {
  for (const old of replaced) {
    if (old.provider !== ctx.billing.name) continue;
    await ctx.billing.cancelNow(old.providerSubscriptionId).catch((err: unknown) => {
      ctx.log.error(`[billing] could not end replaced subscription ${old.providerSubscriptionId}`, err);
    });
  }
}

/** Ends and refunds a second payment for a plan or add-on the shop already had; the operator hears of a failure. */
async function refundDuplicate(ctx: BillingContext, session: CheckoutSession, subscriptionId: string) {
  ctx.log.warn(`[billing] checkout ${session.providerSessionId} paid again for ${session.offerKey}, which shop ${session.shopId} already has: refunding it`);
  try {
    if (session.interval) await ctx.billing.cancelNow(subscriptionId);
    await ctx.billing.refundCheckout(session.providerSessionId);
  } catch (err) {
    ctx.log.error(`[billing] could not refund duplicate checkout ${session.providerSessionId}: refund it by hand`, err);
  }
}

/** Checks a session with the provider and fulfils it when it is paid. */
export async function settleCheckout(ctx: BillingContext, session: CheckoutSession): Promise<'fulfilled' | 'refunded' | 'already' | 'unpaid' | 'unknown'> {
  if (session.fulfilledAt) return 'already';
  const state = await ctx.billing.checkoutState(session.providerSessionId);
  if (!state) return 'unknown';
  if (!state.paid) return 'unpaid';
  const result = await fulfilCheckout(ctx.db, session.providerSessionId, state, ctx.now());
  if (!result) return 'already';
  if (result.duplicateSubscriptionId) {
    await refundDuplicate(ctx, session, result.duplicateSubscriptionId);
    return 'refunded';
  }
  await endReplaced(ctx, result.replaced);
  return 'fulfilled';
}

async function sessionOfShop(db: DbOrTx, shopId: string, providerSessionId: string): Promise<CheckoutSession | undefined> {
  return firstRow(db
    .select()
    .from(checkoutSessions)
    .where(forShop(shopId).where(checkoutSessions, eq(checkoutSessions.providerSessionId, providerSessionId))));
}

const priceLabel = (s: CheckoutSession) => formatPrice(s.amount, s.currency, s.interval);

/** POST /user/stripe/verify-session. Another shop's session is not found. */
export async function verifyCheckout(ctx: BillingContext, shopId: string, userId: string, sessionId: string): Promise<VerifiedSessionDto> {
  const session = await sessionOfShop(ctx.db, shopId, sessionId);
  if (!session || session.provider !== ctx.billing.name) throw notFound(BILLING_MESSAGES.sessionNotFound);
  const outcome = await settleCheckout(ctx, session);
  if (outcome === 'unknown') throw notFound(BILLING_MESSAGES.sessionNotFound);
  if (outcome === 'unpaid') throw conflict(BILLING_MESSAGES.sessionNotPaid);
  if (outcome === 'refunded') throw conflict(BILLING_MESSAGES.duplicateRefunded);
  const shop = await readShop(ctx.db, shopId);
  const user = await firstRow(ctx.db.select().from(users).where(eq(users.id, userId)));
  if (!user) throw notFound(BILLING_MESSAGES.sessionNotFound);
  const dto = toUserDto(user, shop);
  return { data: { name: requireOffer(session.offerKey).name, price: priceLabel(session) }, credits: dto.credits, accountType: dto.accountType, addonInfo: dto.addonInfo };
}

/** POST /user/stripe/cancel-subscription: the plan ends at the close of the paid period. */
export async function cancelPlan(ctx: BillingContext, shopId: string): Promise<SubscriptionDto> {
  const plan = await activeSubscription(ctx.db, shopId, 'plan');
  if (!plan || !(await readShop(ctx.db, shopId)).planKey) throw conflict(BILLING_MESSAGES.noSubscription);
  // A subscription made by the other adapter (the demo's, after Stripe is configured) is only recorded.
  const state =
    plan.provider === ctx.billing.name
      ? await ctx.billing.cancelAtPeriodEnd(plan.providerSubscriptionId)
      : { currentPeriodEnd: plan.currentPeriodEnd, cancelAtPeriodEnd: true };
  await ctx.db
    .update(shopSubscriptions)
    // Stripe's answer is its state now: a webhook event created before it, delivered late, is older (item 14).
    .set({ cancelAtPeriodEnd: state.cancelAtPeriodEnd, currentPeriodEnd: state.currentPeriodEnd ?? plan.currentPeriodEnd, lastEventAt: ctx.now(), updatedAt: ctx.now() })
    .where(eq(shopSubscriptions.id, plan.id));
  return subscriptionOf(ctx, shopId);
}

/**
 * A subscription is over (Stripe: customer.subscription.deleted). The shop loses the plan or add-on it gave;
 * credits already granted stay. Ending an already ended subscription changes nothing.
 */
export async function endSubscription(db: DbOrTx, providerSubscriptionId: string, at: Date): Promise<boolean> {
  return transaction(db, async (tx) => {
    const ended = await firstRow(tx
      .update(shopSubscriptions)
      .set({ status: 'ended', updatedAt: at })
      .where(and(eq(shopSubscriptions.providerSubscriptionId, providerSubscriptionId), eq(shopSubscriptions.status, 'active')))
      .returning());
    if (!ended) return false;
    if (ended.kind === 'plan') {
      await tx.update(shops)
        .set({ planKey: null, accountType: sql`case when ${shops.addonKey} is not null then 'addon_access_paid' else 'free' end` })
        .where(and(eq(shops.id, ended.shopId), eq(shops.planKey, ended.offerKey)));
    } else {
      await tx.update(shops)
        .set({ addonKey: null, addonActivatedAt: null, accountType: sql`case when ${shops.planKey} is not null then 'paid' else 'free' end` })
        .where(eq(shops.id, ended.shopId));
    }
    return true;
  });
}

async function localSession(ctx: BillingContext, shopId: string, id: string): Promise<CheckoutSession> {
  const session = ctx.billing.name === 'local' ? (await sessionOfShop(ctx.db, shopId, id)) : undefined;
  if (!session || session.provider !== 'local') throw notFound(BILLING_MESSAGES.sessionNotFound);
  return session;
}

/** GET /user/stripe/local-checkout/:id: what the offline checkout page shows. */
export async function localCheckoutView(ctx: BillingContext, shopId: string, id: string): Promise<LocalCheckoutDto> {
  const session = await localSession(ctx, shopId, id);
  return {
    id: session.providerSessionId,
    name: requireOffer(session.offerKey).name,
    price: priceLabel(session),
    status: session.status,
    cancelUrl: `${ctx.publicUrl}/subscription`,
  };
}

/**
 * POST /user/stripe/local-checkout/:id/pay: what Stripe does when the card goes through. The session becomes
 * paid and is fulfilled at once (Stripe's webhook would do that), and the browser goes to the success page.
 */
export async function payLocalCheckout(ctx: BillingContext, shopId: string, userId: string, id: string): Promise<{ redirectUrl: string }> {
  const session = await localSession(ctx, shopId, id);
  if (session.status === 'expired') throw conflict(BILLING_MESSAGES.sessionExpired);
  await ctx.db
    .update(checkoutSessions)
    .set({ status: 'complete' })
    .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')));
  await settleCheckout(ctx, { ...session, status: 'complete' });
  return { redirectUrl: successUrl(ctx, session.providerSessionId, session.userId ?? userId) };
}
