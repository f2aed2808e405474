// Provider events (Stripe webhooks), applied once each: the event id is stored in the transaction that acts on it.
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billingEvents, checkoutSessions, shopSubscriptions, type BillingProviderName } from '../../db/schema/index.ts';
import { grant } from '../credits/index.ts';
import { findOffer } from './offers.ts';
import { endSubscription, settleCheckout, type BillingContext } from './service.ts';
import type { BillingEvent } from './types.ts';
import { firstRow, transaction } from '../../db/tx.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Records a key in billing_events; false when it was there already (someone else handled it). */
async function claim(tx: DbOrTx, key: string, type: string, provider: BillingProviderName, at: Date): Promise<boolean> {
  return (await firstRow(tx.insert(billingEvents).values({ key, provider, type, createdAt: at }).onConflictDoNothing().returning())) !== undefined;
}

export async function handleBillingEvent(ctx: BillingContext, event: BillingEvent): Promise<EventOutcome> {
  const provider = ctx.billing.name;
  const at = ctx.now();
  if (event.type === 'ignored' || provider === 'none') return 'ignored';

  if (event.type === 'checkout.completed') {
    // The same path as verify-session: ask the provider, then the conditional fulfilment decides who applies it.
    const session = await firstRow(ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, event.sessionId)));
    if (!session) {
      ctx.log.info(`[billing] ${event.id}: checkout ${event.sessionId} was not started here; ignored`);
      return 'ignored';
    }
    const outcome = await settleCheckout(ctx, session);
    return outcome === 'fulfilled' ? 'applied' : outcome === 'already' || outcome === 'refunded' ? 'duplicate' : 'ignored';
  }

  return transaction(ctx.db, async (tx): Promise<EventOutcome> => {
    if (!(await claim(tx, event.id, event.type, provider, at))) return 'duplicate';
    switch (event.type) {
      case 'invoice.paid': {
        // The first invoice is the checkout itself (fulfilment granted its credits); renewals grant the month's.
        if (event.billingReason !== 'subscription_cycle') return 'ignored';
        const subscription = await firstRow(tx.select().from(shopSubscriptions).where(eq(shopSubscriptions.providerSubscriptionId, event.subscriptionId)));
        const offer = subscription?.kind === 'plan' ? findOffer(subscription.offerKey) : undefined;
        if (!subscription || !offer) return 'ignored';
        // Per invoice, not per event: Stripe may send invoice.paid and a retry of it under different event ids.
        if (!(await claim(tx, `invoice:${event.invoiceId}`, event.type, provider, at))) return 'duplicate';
        await grant(tx, { shopId: subscription.shopId, kind: 'plan_grant', amount: offer.credits, reference: `invoice:${event.invoiceId}`, at });
        if (event.periodEnd) {
          await tx.update(shopSubscriptions).set({ currentPeriodEnd: event.periodEnd, updatedAt: at }).where(eq(shopSubscriptions.id, subscription.id));
        }
        return 'applied';
      }
      case 'subscription.deleted':
        return (await endSubscription(tx, event.subscriptionId, at)) ? 'applied' : 'ignored';
      case 'subscription.updated': {
        // Stripe does not deliver events in order: an older update arriving after a newer one (a retry, a slow
        // delivery) must not undo it, so each subscription keeps the creation time of the newest event applied
        // and only a newer one (or one of the same second) changes it (issue 23 item 14).
        const updated = await firstRow(tx
          .update(shopSubscriptions)
          .set({ cancelAtPeriodEnd: event.state.cancelAtPeriodEnd, currentPeriodEnd: event.state.currentPeriodEnd, lastEventAt: event.created, updatedAt: at })
          .where(
            and(
              eq(shopSubscriptions.providerSubscriptionId, event.subscriptionId),
              eq(shopSubscriptions.status, 'active'),
              or(isNull(shopSubscriptions.lastEventAt), lte(shopSubscriptions.lastEventAt, event.created)),
            ),
          )
          .returning());
        return updated ? 'applied' : 'ignored';
      }
    }
  });
}
