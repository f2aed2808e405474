// What comes back from Twilio (issue 26 item 1, decision 089): texts from customers, which land on their thread and
// may be STOP / START / HELP, and delivery reports of the texts the shops sent.
import { BOOKING_STATUSES } from '@wrapsmith/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shopTextNumbers, textMessages, textOptOuts, users, widgetSettings } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { newOrderedId } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { listPeople } from '../customers/customers.ts';
import { keywordOf, type KeywordKind } from './keywords.ts';
import { normalisePhone } from './phone.ts';
import { optOut, shopTextingOf, type TextStatus } from './service.ts';
import type { TextService } from './types.ts';

export interface InboundDeps {
  db: Db;
  log: Logger;
  now: () => Date;
  texts: TextService;
}

export interface InboundText {
  /** The customer's number (E.164 from Twilio). */
  from: string;
  /** The number the customer wrote to: a shop's own number, or one of the shared pool's. */
  to: string;
  body: string;
  /** Twilio's MessageSid; null offline. A webhook Twilio sends again is stored once. */
  messageSid: string | null;
  messagingServiceSid?: string | null;
  /** Twilio's OptOutType (STOP, START, HELP) when Advanced Opt-Out recognised a keyword. */
  optOutType?: string | null;
}

export type InboundOutcome = { outcome: 'stored' | 'duplicate'; shopId: string; id: string; keyword: KeywordKind | null } | { outcome: 'no-shop' };

/**
 * The shop a text to `to` belongs to: the shop whose own number it is; else (a pooled number of the messaging
 * service) the shop that last texted this customer through the pool.
 */
async function shopOfInbound(db: Db, text: InboundText, pooledSender: string | null | undefined): Promise<string | null> {
  const owner = await firstRow(db.select({ shopId: shopTextNumbers.shopId }).from(shopTextNumbers).where(eq(shopTextNumbers.phoneNumber, text.to)));
  if (owner) return owner.shopId;
  const pool = [text.messagingServiceSid, pooledSender].filter((s): s is string => Boolean(s));
  if (pool.length === 0) return null;
  const last = await firstRow(
    db
      .select({ shopId: textMessages.shopId })
      .from(textMessages)
      .where(and(eq(textMessages.phone, text.from), eq(textMessages.direction, 'outbound'), inArray(textMessages.sender, pool)))
      .orderBy(desc(textMessages.createdAt), desc(textMessages.id))
      .limit(1),
  );
  return last?.shopId ?? null;
}

/** The person (decision 065) whose phone is this number, among all the shop's bookings. */
export async function customerOfPhone(db: Db, shopId: string, phone: string, country: string): Promise<string | null> {
  const people = await listPeople(db, forShop(shopId), BOOKING_STATUSES);
  return people.find((p) => p.phone && normalisePhone(p.phone, country) === phone)?.id ?? null;
}

/** The answer to HELP: the shop's name and how to reach it, and how to stop. */
export async function helpText(db: Db, shopId: string, shopName: string): Promise<string> {
  const settings = await firstRow(db.select({ phone: widgetSettings.contactPhone, email: widgetSettings.contactEmail }).from(widgetSettings).where(forShop(shopId).where(widgetSettings)));
  const owner = await firstRow(db.select({ email: users.email }).from(users).where(forShop(shopId).where(users, eq(users.role, 'owner'))));
  const contact = [settings?.phone?.trim(), settings?.email?.trim() || owner?.email].filter(Boolean).join(' or ');
  return `${shopName}: for help, contact us${contact ? ` at ${contact}` : ''}. Reply STOP to stop texts, START to get them again.`;
}

/**
 * Stores a customer's text on their thread (the shop's messages with that number; an unknown number is a thread of
 * its own until a booking carries it) and acts on STOP / START / HELP. `shopId` is given offline (the dev helper);
 * from Twilio the shop is found by the number written to.
 */
export async function receiveText(deps: InboundDeps, text: InboundText, options: { provider: 'twilio' | 'outbox'; shopId?: string; pooledSender?: string | null }): Promise<InboundOutcome> {
  const { db, now } = deps;
  if (text.messageSid) {
    const seen = await firstRow(db.select({ id: textMessages.id, shopId: textMessages.shopId }).from(textMessages).where(eq(textMessages.providerMessageId, text.messageSid)));
    if (seen) return { outcome: 'duplicate', shopId: seen.shopId, id: seen.id, keyword: null };
  }
  const shopId = options.shopId ?? (await shopOfInbound(db, text, options.pooledSender));
  if (!shopId) return { outcome: 'no-shop' };
  const shop = await shopTextingOf(db, shopId);
  if (!shop) return { outcome: 'no-shop' };
  const from = normalisePhone(text.from, shop.country) ?? text.from.trim();
  const keyword = keywordOf(text.body, text.optOutType);
  const id = newOrderedId();
  const at = now();
  const customerId = await customerOfPhone(db, shopId, from, shop.country);
  try {
    await db.insert(textMessages).values({
      id,
      shopId,
      direction: 'inbound',
      phone: from,
      sender: text.to || null,
      body: text.body,
      tag: keyword ? `keyword:${keyword.kind}` : 'inbound',
      customerId,
      bookingId: null,
      provider: options.provider,
      status: 'received',
      providerMessageId: text.messageSid,
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    // The same webhook twice at once (Twilio retried while the first was still running): the other one stored it.
    if (text.messageSid && isUniqueViolation(error)) return { outcome: 'duplicate', shopId, id, keyword: null };
    throw error;
  }
  if (keyword?.kind === 'opt-out') await optOut(db, shopId, from, keyword.keyword, at);
  if (keyword?.kind === 'opt-in') await db.delete(textOptOuts).where(forShop(shopId).where(textOptOuts, eq(textOptOuts.phone, from)));
  if (keyword?.kind === 'help') {
    const result = await deps.texts.send({ shopId, to: from, body: await helpText(db, shopId, shop.name), tag: 'help' });
    if (result.status === 'refused') deps.log.info(`[text] HELP from ${from} not answered: ${result.reason}`);
  }
  return { outcome: 'stored', shopId, id, keyword: keyword?.kind ?? null };
}

const RANK: Record<TextStatus, number> = { stored: 0, received: 0, queued: 0, sending: 1, sent: 2, delivered: 3, undelivered: 3, failed: 3 };

export interface StatusReport {
  /** Our text's id, from the callback URL's query. */
  textId: string | null;
  messageSid: string;
  status: TextStatus;
  errorCode: string | null;
}

/**
 * A delivery report: the text moves forward only (reports arrive out of order: `sent` after `delivered` changes
 * nothing). Found by our id in the callback's URL, else by Twilio's SID.
 */
export async function applyStatus(db: Db, now: () => Date, report: StatusReport): Promise<'applied' | 'ignored'> {
  const row =
    (report.textId ? await firstRow(db.select().from(textMessages).where(eq(textMessages.id, report.textId))) : undefined) ??
    (await firstRow(db.select().from(textMessages).where(eq(textMessages.providerMessageId, report.messageSid))));
  if (!row || row.direction !== 'outbound' || (row.providerMessageId && row.providerMessageId !== report.messageSid)) return 'ignored';
  if (RANK[report.status] < RANK[row.status] || (RANK[report.status] === RANK[row.status] && report.status === row.status)) return 'ignored';
  const failed = report.status === 'failed' || report.status === 'undelivered';
  await db
    .update(textMessages)
    .set({
      status: report.status,
      providerMessageId: report.messageSid,
      ...(failed && report.errorCode ? { error: `Twilio error ${report.errorCode}` } : {}),
      updatedAt: now(),
    })
    .where(eq(textMessages.id, row.id));
  return 'applied';
}
