// The one send path of every text (issue 26 item 1, decision 089): the number read in the shop's country, opted-out
// numbers refused, the text stored before it leaves (so the thread shows it whatever happens next), then handed to
// the transport: the offline outbox or Twilio.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shops, shopTextNumbers, textMessages, textOptOuts, type TextMessageRow } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { newOrderedId } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import { normalisePhone } from './phone.ts';
import type { TextService } from './types.ts';

export type TextStatus = TextMessageRow['status'];

/** How a text leaves: stored only (offline), or through Twilio. */
export interface TextTransport {
  provider: 'outbox' | 'twilio';
  /** Who the shop's texts come from (its number, or a messaging service's SID); null: the shop cannot send. */
  sender(shopNumber: string | null): string | null;
  /** Hands the stored text over; the outbox has nothing to do. */
  deliver?(text: { id: string; to: string; body: string; sender: string }): Promise<{ providerMessageId: string; status: TextStatus }>;
}

/** A delivery that failed on the way (the text is stored as failed): the caller may try again. */
export class TextSendError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'TextSendError';
  }
}

/** What a refusal by the provider means for the number: Twilio's error codes. */
export const TWILIO_OPTED_OUT = 21610;
const TWILIO_INVALID_NUMBERS = new Set([21211, 21214, 21217, 21401, 21407, 21408, 21612, 21614]);

export interface TextDeps {
  db: Db;
  log: Logger;
  now: () => Date;
}

/** The shop's country (ISO 3166-1 alpha-2) and its own sending number, if it has one. */
export async function shopTextingOf(db: Db, shopId: string): Promise<{ name: string; country: string; number: string | null } | undefined> {
  const shop = await firstRow(db.select({ name: shops.name, country: shops.country }).from(shops).where(eq(shops.id, shopId)));
  if (!shop) return undefined;
  const number = await firstRow(db.select({ phoneNumber: shopTextNumbers.phoneNumber }).from(shopTextNumbers).where(forShop(shopId).where(shopTextNumbers)));
  return { ...shop, number: number?.phoneNumber ?? null };
}

export async function isOptedOut(db: Db, shopId: string, phone: string): Promise<boolean> {
  return Boolean(await firstRow(db.select({ phone: textOptOuts.phone }).from(textOptOuts).where(forShop(shopId).where(textOptOuts, eq(textOptOuts.phone, phone)))));
}

export async function optOut(db: Db, shopId: string, phone: string, keyword: string, at: Date): Promise<void> {
  await db.insert(textOptOuts).values({ shopId, phone, keyword, createdAt: at }).onConflictDoNothing();
}

export interface TextSender extends TextService {
  readonly provider: 'outbox' | 'twilio' | 'none';
}

/** Texts are off (production without Twilio and without TEXTS=offline): every send is refused, nothing stored. */
export function noTexts(): TextSender {
  return { provider: 'none', send: async () => ({ status: 'refused', id: null, reason: 'not_configured' }) };
}

export function textSender(deps: TextDeps, transport: TextTransport): TextSender {
  const { db, log, now } = deps;
  return {
    provider: transport.provider,
    async send(message) {
      const shop = await shopTextingOf(db, message.shopId);
      if (!shop) return { status: 'refused', id: null, reason: 'not_configured' };
      const sender = transport.sender(shop.number);
      if (transport.provider === 'twilio' && !sender) return { status: 'refused', id: null, reason: 'not_configured' };
      const to = normalisePhone(message.to, shop.country);
      if (!to) return { status: 'refused', id: null, reason: 'invalid_number' };
      if ((await isOptedOut(db, message.shopId, to))) return { status: 'refused', id: null, reason: 'opted_out' };
      const id = newOrderedId();
      const at = now();
      await db.insert(textMessages).values({
        id,
        shopId: message.shopId,
        direction: 'outbound',
        phone: to,
        sender,
        body: message.body,
        tag: message.tag,
        customerId: message.customerId ?? null,
        bookingId: message.bookingId ?? null,
        provider: transport.provider,
        status: transport.deliver ? 'queued' : 'stored',
        createdAt: at,
        updatedAt: at,
      });
      if (!transport.deliver || !sender) {
        log.info(`[text] ${message.tag} to ${to}: "${message.body}" (stored in the outbox)`);
        return { status: 'sent', id };
      }
      try {
        const sent = await transport.deliver({ id, to, body: message.body, sender });
        // A status callback may have moved it on already: only a queued text takes the provider's first answer.
        await db
          .update(textMessages)
          .set({ providerMessageId: sent.providerMessageId, updatedAt: now() })
          .where(eq(textMessages.id, id));
        await db
          .update(textMessages)
          .set({ status: sent.status })
          .where(and(eq(textMessages.id, id), eq(textMessages.status, 'queued')));
        return { status: 'queued', id };
      } catch (error) {
        const code = typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : null;
        const reason = (error as Error).message || 'The text could not be sent';
        await db.update(textMessages).set({ status: 'failed', error: code ? `${code}: ${reason}` : reason, updatedAt: now() }).where(eq(textMessages.id, id));
        if (code === TWILIO_OPTED_OUT) {
          // The carrier or Twilio knows the number opted out (perhaps before this shop saw the STOP): keep it so.
          await optOut(db, message.shopId, to, 'STOP', now());
          return { status: 'refused', id: null, reason: 'opted_out' };
        }
        if (code !== null && TWILIO_INVALID_NUMBERS.has(code)) return { status: 'refused', id: null, reason: 'invalid_number' };
        log.error(`[text] ${message.tag} to ${to} failed`, error);
        throw new TextSendError(reason, code);
      }
    },
  };
}
