// Events become jobs (issue 26 items 2 and 5, decision 090). emitCustomerEvent() writes one job per channel the shop
// has switched on for the event, under a unique key per booking (or lead), event and channel: emitting the same
// event twice (a webhook and the return page both applying a deposit, a double click) writes nothing the second
// time, so a customer hears of an event once. Called inside the transaction that made the event where there is one,
// so an event rolled back sends nothing. The worker (worker.ts) sends them.
import { CUSTOMER_EVENTS, NOTIFY_CHANNELS, type CustomerEvent, type ShopAlert } from '@wrapsmith/core';
import { EventEmitter } from 'node:events';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, notifyJobs, type NotifyJob } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { newOrderedId } from '../../lib/crypto.ts';
import { notify, type NewNotification } from '../notifications/index.ts';
import { reminderDueAt, zonedInstant } from './schedule.ts';
import { getNotifySettings } from './settings.ts';
import { bookingWallClock, zoneOf } from '../booking-times/index.ts';

const waiting = new EventEmitter();
waiting.setMaxListeners(0);

/** Calls `listener` when this process wrote a job (the worker then looks soon instead of at its next poll). */
export function onNotifyJobsWaiting(listener: () => void): () => void {
  waiting.on('jobs', listener);
  return () => waiting.off('jobs', listener);
}

export interface CustomerEventInput {
  shopId: string;
  /** The booking the event is about; a lead's acknowledgement has `leadId` instead. */
  bookingId?: string | null;
  leadId?: string | null;
  event: CustomerEvent;
  /** When it happened (the request's clock); now when omitted. */
  at?: Date;
  /** What the rows do not keep: the quote link (`quoteUrl`), the deposit paid (`deposit`). */
  payload?: Record<string, string | null>;
  /** Tells apart occurrences of one event that each deserve a message (a quote sent again with a new link). */
  occurrence?: string;
}

async function insertJobs(db: DbOrTx, rows: (typeof notifyJobs.$inferInsert)[]): Promise<NotifyJob[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(notifyJobs).values(rows).onConflictDoNothing({ target: notifyJobs.dedupeKey }).returning();
  if (inserted.length > 0) waiting.emit('jobs');
  return inserted;
}

/**
 * Enqueues the event's messages: one job per channel switched on, due now (the reminder: the day before the booking
 * at the shop's reminder time). Returns the jobs written now (none when the event was emitted before).
 */
export async function emitCustomerEvent(db: DbOrTx, input: CustomerEventInput): Promise<NotifyJob[]> {
  if (!CUSTOMER_EVENTS.includes(input.event)) throw new Error(`Unknown customer event ${input.event}`);
  const at = input.at ?? new Date();
  const settings = await getNotifySettings(db, input.shopId);
  const template = settings.events[input.event];
  // The quote email is the quote itself, sent by sendQuote; its text message is a job like any other.
  const channels = NOTIFY_CHANNELS.filter((c) => template[c] && !(input.event === 'quote_sent' && c === 'email'));
  if (channels.length === 0) return [];
  const subject = input.bookingId ? input.bookingId : input.leadId ? `lead:${input.leadId}` : null;
  if (!subject) throw new Error('A customer event needs a booking or a lead');
  let dueAt = at;
  let key = `${subject}:${input.event}${input.occurrence ? `:${input.occurrence}` : ''}`;
  const payload = { ...input.payload };
  if (input.event === 'reminder') {
    const booking = input.bookingId ? await firstRow(db.select().from(bookings).where(forShop(input.shopId).where(bookings, eq(bookings.id, input.bookingId)))) : undefined;
    if (!booking?.bookingDate) return [];
    // The booking's day in the shop's zone, read from its instant (decision 098).
    const day = bookingWallClock(booking, zoneOf(settings.timeZone)).bookingDate ?? booking.bookingDate;
    // The day itself has begun in the shop's zone: too late for a day-before reminder.
    if (zonedInstant(day, '00:00', settings.timeZone).getTime() <= at.getTime()) return [];
    const due = reminderDueAt(day, settings.reminderTime, settings.timeZone);
    dueAt = due.getTime() > at.getTime() ? due : at;
    // A booking moved to another day gets that day's reminder; the old day's is skipped when it comes due.
    key = `${key}:${booking.bookingDate}`;
    payload.bookingDate = booking.bookingDate;
  }
  return insertJobs(
    db,
    channels.map((channel) => ({
      id: newOrderedId(),
      shopId: input.shopId,
      dedupeKey: `${key}:${channel}`,
      audience: 'customer' as const,
      event: input.event,
      channel,
      bookingId: input.bookingId ?? null,
      leadId: input.leadId ?? null,
      payload,
      status: 'pending' as const,
      dueAt,
      createdAt: at,
    })),
  );
}

/** Schedules (or moves) the day-before reminder of a booking with a day. */
export const scheduleReminder = (db: DbOrTx, shopId: string, bookingId: string, at: Date) => emitCustomerEvent(db, { shopId, bookingId, event: 'reminder', at });

export interface ShopAlertInput {
  shopId: string;
  alert: ShopAlert;
  /** Unique per occurrence (the lead's id, the booking's id, the day and kind of a credit alert). */
  key: string;
  /** The in-app notification, written when the owner wants this alert in the app. */
  inApp: Omit<NewNotification, 'shopId' | 'at'>;
  /** The text message to the owner's phone (Profile), when they want it by text. */
  text: string;
  /** An email to the owner, for alerts without an email of their own (a deposit paid). */
  email?: { subject: string; body: string };
  at: Date;
}

/**
 * A shop alert's in-app notification and text message (item 5), each as the owner switched them; the email is the
 * caller's (its own template), asked of alertWanted(…, 'email'). Returns what was done, for the caller's log.
 */
export async function shopAlert(db: DbOrTx, input: ShopAlertInput): Promise<{ inApp: boolean; text: boolean; email: boolean }> {
  const switches = (await getNotifySettings(db, input.shopId)).alerts[input.alert];
  if (switches.inApp) await notify(db, { ...input.inApp, shopId: input.shopId, at: input.at });
  const job = (channel: 'email' | 'text', payload: Record<string, string>) => ({
    id: newOrderedId(),
    shopId: input.shopId,
    dedupeKey: `alert:${input.alert}:${input.key}:${channel}`,
    audience: 'shop' as const,
    event: input.alert,
    channel,
    bookingId: null,
    leadId: null,
    payload,
    status: 'pending' as const,
    dueAt: input.at,
    createdAt: input.at,
  });
  const rows = [
    ...(switches.text ? [job('text', { body: input.text })] : []),
    ...(switches.email && input.email ? [job('email', input.email)] : []),
  ];
  const jobs = await insertJobs(db, rows);
  return { inApp: switches.inApp, text: jobs.some((j) => j.channel === 'text'), email: jobs.some((j) => j.channel === 'email') };
}
