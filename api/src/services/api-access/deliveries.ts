// Sending webhook deliveries, once each across instances (issue 24 item 4, decision 077). Every instance runs a pass
// every few seconds (and soon after an event on it): it claims due deliveries with a conditional update that only
// one instance's statement can win (a lease, as a render in flight has, decision 070), signs each the Standard
// Webhooks way with its endpoint's secret, sends it, and records the answer. A failed attempt is tried again later,
// MAX_ATTEMPTS in all over about a day (RETRY_DELAYS_MS); an instance that dies mid-send leaves its lease to run
// out, and the delivery is sent again by another (receivers tell repeats by `webhook-id`).
import { scheduleJobPasses } from '../../lib/job-passes.ts';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { INSTANCE_ID } from '../render/reconcile.ts';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './send.ts';
import { onDeliveriesWaiting } from './webhooks.ts';

/** Attempts per delivery, the first included. */
export const MAX_ATTEMPTS = 5;
/** The wait after the 1st, 2nd, 3rd and 4th failed attempt: ×10 each time, about 19 hours from first to last. */
export const RETRY_DELAYS_MS = [60_000, 10 * 60_000, 100 * 60_000, 1000 * 60_000] as const;
/** A claim outlives the longest send (the timeout) several times over. */
export const DELIVERY_LEASE_MS = 60_000;
/** How often every instance looks for due deliveries. */
export const DELIVERY_POLL_MS = 5_000;
/** Deliveries one pass takes; the next pass takes the rest. */
const BATCH = 20;

export interface DeliveryDeps {
  db: Db;
  env: Pick<Env, 'WEBHOOK_ALLOW_PRIVATE_URLS'>;
  log: Logger;
  now: () => Date;
}

export interface DeliveryPassOptions {
  /** Who claims (this process by default); tests race two. */
  instance?: string;
  timeoutMs?: number;
}

/** Due at `at` and claimed by nobody (or by someone whose lease ran out). */
const due = (at: Date) =>
  and(
    eq(webhookDeliveries.status, 'pending'),
    lte(webhookDeliveries.nextAttemptAt, at),
    or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, at)),
  );

/** One pass: claims and sends what is due now. Returns how many attempts this instance made. */
export async function deliverDueWebhooks(deps: DeliveryDeps, options: DeliveryPassOptions = {}): Promise<number> {
  const instance = options.instance ?? INSTANCE_ID;
  const at = deps.now();
  const candidates = await deps.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(due(at))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(BATCH);
  let attempts = 0;
  await Promise.all(
    candidates.map(async ({ id }) => {
      // The claim: of every instance running this statement, one updates the row; the others match nothing.
      const claimed = await firstRow(
        deps.db
          .update(webhookDeliveries)
          .set({ owner: instance, leaseUntil: new Date(at.getTime() + DELIVERY_LEASE_MS), attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: at })
          .where(and(eq(webhookDeliveries.id, id), due(at)))
          .returning(),
      );
      if (!claimed) return;
      attempts += 1;
      const endpoint = await firstRow(deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, claimed.endpointId)));
      if (!endpoint) return; // deleted meanwhile: its deliveries went with it
      // Signed at each attempt, so the receiver's timestamp check (5 minutes) holds on retries.
      const signature = new Webhook(endpoint.secret).sign(claimed.messageId, at, claimed.payload);
      const result = await postWebhook(
        endpoint.url,
        claimed.payload,
        { 'webhook-id': claimed.messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature },
        { allowPrivate: deps.env.WEBHOOK_ALLOW_PRIVATE_URLS, timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS },
      );
      const finishedAt = deps.now();
      const delivered = result.error === undefined;
      const outOfAttempts = claimed.attempts >= MAX_ATTEMPTS;
      const retryIn = RETRY_DELAYS_MS[Math.min(claimed.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
      await deps.db
        .update(webhookDeliveries)
        .set({
          status: delivered ? 'delivered' : outOfAttempts ? 'failed' : 'pending',
          responseStatus: result.status ?? null,
          lastError: result.error ?? null,
          deliveredAt: delivered ? finishedAt : null,
          nextAttemptAt: delivered || outOfAttempts ? null : new Date(at.getTime() + retryIn),
          owner: null,
          leaseUntil: null,
        })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.owner, instance)));
      if (!delivered) deps.log.debug(`Webhook ${claimed.messageId} to ${endpoint.url}, attempt ${claimed.attempts}: ${result.error}`);
    }),
  );
  return attempts;
}

/**
 * Runs a pass every DELIVERY_POLL_MS and soon after an event on this instance, one pass at a time. The timer never
 * keeps the process alive. Returns a stop function.
 */
export function scheduleWebhookDeliveries(deps: DeliveryDeps, everyMs = DELIVERY_POLL_MS): () => void {
  return scheduleJobPasses({ pass: () => deliverDueWebhooks(deps), everyMs, onWaiting: onDeliveriesWaiting, failed: (error) => deps.log.error('Webhook deliveries failed; the next pass tries again', error) });
}
