// Webhook endpoints and their events (issue 24 item 4, decision 077): the owner registers URLs for events; an event
// is written as one delivery row per subscribed endpoint in the transaction that made it (so an event that happened
// is never lost, and one that was rolled back is never sent), then sent by deliveries.ts.
import { randomBytes } from 'node:crypto';
import { API_ACCESS_MESSAGES, MAX_WEBHOOK_ENDPOINTS, hasApiAccess, type CreateWebhookInput, type UpdateWebhookInput, type WebhookEventType } from '@wrapsmith/core';
import { count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { shops, webhookDeliveries, webhookEndpoints, type WebhookDelivery, type WebhookEndpoint } from '../../db/schema/index.ts';
import { forShop, type ShopScope } from '../../db/scope.ts';
import { firstRow, onlyRow, transaction } from '../../db/tx.ts';
import { newOrderedId } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkResolvedHost, webhookUrlProblem, type SendPolicy } from './send.ts';

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64 (what the `standardwebhooks` libraries take). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The `webhook-id` of an event: the same on every attempt and redelivery. */
const newMessageId = (): string => `msg_${newOrderedId().replace(/-/g, '')}`;

/** 400 with the reason when the URL may not be used (https, public address; decision 077). */
async function checkUrl(url: string, policy: Pick<SendPolicy, 'allowPrivate'>): Promise<void> {
  const problem = webhookUrlProblem(url, policy);
  if (problem) throw badRequest(problem);
  // A name that resolves to a private address is refused now; one that does not resolve yet is checked on delivery.
  try {
    await checkResolvedHost(new URL(url).hostname, policy);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOTFOUND' || (error as { code?: string }).code === 'EAI_AGAIN') return;
    throw badRequest('Webhook URLs must point to a public address, not a private or local one', { reason: (error as Error).message });
  }
}

export async function listEndpoints(db: Db, scope: ShopScope): Promise<WebhookEndpoint[]> {
  return db.select().from(webhookEndpoints).where(scope.where(webhookEndpoints)).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findEndpoint(db: DbOrTx, scope: ShopScope, id: string): Promise<WebhookEndpoint> {
  const row = await firstRow(db.select().from(webhookEndpoints).where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id))));
  if (!row) throw notFound(API_ACCESS_MESSAGES.endpointNotFound);
  return row;
}

export async function createEndpoint(db: Db, scope: ShopScope, input: CreateWebhookInput, policy: Pick<SendPolicy, 'allowPrivate'>, now: Date): Promise<WebhookEndpoint> {
  await checkUrl(input.url, policy);
  return transaction(db, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(webhookEndpoints).where(scope.where(webhookEndpoints));
    if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw conflict(API_ACCESS_MESSAGES.tooManyEndpoints(MAX_WEBHOOK_ENDPOINTS));
    return onlyRow(
      tx
        .insert(webhookEndpoints)
        .values(scope.values({ id: newOrderedId(), url: input.url, events: [...new Set(input.events)], secret: newWebhookSecret(), enabled: true, createdAt: now, updatedAt: now }))
        .returning(),
    );
  });
}

export async function updateEndpoint(db: Db, scope: ShopScope, id: string, input: UpdateWebhookInput, policy: Pick<SendPolicy, 'allowPrivate'>, now: Date): Promise<WebhookEndpoint> {
  await findEndpoint(db, scope, id);
  if (input.url !== undefined) await checkUrl(input.url, policy);
  const set = {
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    updatedAt: now,
  };
  return onlyRow(db.update(webhookEndpoints).set(set).where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id))).returning());
}

/** A new signing secret; the old one stops signing at once (receivers must be given the new one). */
export async function rotateEndpointSecret(db: Db, scope: ShopScope, id: string, now: Date): Promise<WebhookEndpoint> {
  await findEndpoint(db, scope, id);
  return onlyRow(db.update(webhookEndpoints).set({ secret: newWebhookSecret(), updatedAt: now }).where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id))).returning());
}

/** Deletes the endpoint with its delivery log (waiting deliveries are not sent). */
export async function deleteEndpoint(db: Db, scope: ShopScope, id: string): Promise<void> {
  const gone = await firstRow(db.delete(webhookEndpoints).where(scope.where(webhookEndpoints, eq(webhookEndpoints.id, id))).returning({ id: webhookEndpoints.id }));
  if (!gone) throw notFound(API_ACCESS_MESSAGES.endpointNotFound);
}

/** The endpoint's deliveries, newest first (the last DELIVERY_LOG_SIZE). */
export const DELIVERY_LOG_SIZE = 50;
export async function listDeliveries(db: Db, scope: ShopScope, endpointId: string): Promise<WebhookDelivery[]> {
  await findEndpoint(db, scope, endpointId);
  return db
    .select()
    .from(webhookDeliveries)
    .where(scope.where(webhookDeliveries, eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
}

/**
 * Sends a delivery again: a new row in the log with the same event (same `webhook-id`, so a receiver that already
 * has it can tell), due now, with attempts of its own.
 */
export async function redeliver(db: Db, scope: ShopScope, endpointId: string, deliveryId: string, now: Date): Promise<WebhookDelivery> {
  const original = await firstRow(
    db.select().from(webhookDeliveries).where(scope.where(webhookDeliveries, eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId))),
  );
  if (!original) throw notFound(API_ACCESS_MESSAGES.deliveryNotFound);
  const row = await onlyRow(
    db
      .insert(webhookDeliveries)
      .values(
        scope.values({
          id: newOrderedId(),
          endpointId,
          messageId: original.messageId,
          eventType: original.eventType,
          payload: original.payload,
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: now,
          createdAt: now,
        }),
      )
      .returning(),
  );
  nudgeDeliveries();
  return row;
}

/** The body every endpoint gets: Standard Webhooks' `type`, `timestamp` and `data`. */
export interface WebhookPayload<T = unknown> {
  type: WebhookEventType;
  timestamp: string;
  data: T;
}

/**
 * Writes the event for every enabled endpoint of the shop subscribed to it, while the shop has API access (Pro).
 * Call it inside the transaction that makes the event; the deliveries go once it commits.
 */
export async function enqueueWebhookEvent(tx: DbOrTx, shopId: string, type: WebhookEventType, data: unknown, at: Date): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events, planKey: shops.planKey })
    .from(webhookEndpoints)
    .innerJoin(shops, eq(shops.id, webhookEndpoints.shopId))
    .where(forShop(shopId).where(webhookEndpoints, eq(webhookEndpoints.enabled, true)));
  const subscribed = endpoints.filter((e) => hasApiAccess(e.planKey) && e.events.includes(type));
  if (subscribed.length === 0) return 0;
  const payload = JSON.stringify({ type, timestamp: at.toISOString(), data } satisfies WebhookPayload);
  const messageId = newMessageId();
  await tx.insert(webhookDeliveries).values(
    subscribed.map((e) => ({
      id: newOrderedId(),
      shopId,
      endpointId: e.id,
      messageId,
      eventType: type,
      payload,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: at,
      createdAt: at,
    })),
  );
  nudgeDeliveries();
  return subscribed.length;
}

/** This process's delivery loop, told an event is waiting (deliveries.ts); the poll catches what a nudge misses. */
const listeners = new Set<() => void>();
export function onDeliveriesWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function nudgeDeliveries(): void {
  for (const listener of listeners) listener();
}
