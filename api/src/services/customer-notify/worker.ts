// Sending the notification jobs (issue 26 items 2 and 5, decision 090), once each across instances: every instance
// runs a pass every few seconds (and soon after an event on it) that claims due jobs with a conditional update only
// one statement can win, holding a lease while it sends (decisions 070, 077). A failed send is tried again later with
// back-off (MAX_ATTEMPTS in all); a refusal that retrying cannot change (no address, an opted-out number, the channel
// switched off meanwhile) is recorded as skipped with its reason, so the shop's screens say exactly what was sent.
import { scheduleJobPasses } from '../../lib/job-passes.ts';
import { renderTemplate, type CustomerEvent, type NotificationSettings, type TemplateValues } from '@wrapsmith/core';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, deposits, leads, notifyJobs, shops, type NotifyJob } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import type { AppDeps } from '../../lib/context.ts';
import { html } from '../../lib/html.ts';
import { quoteShop, vehicleOf } from '../bookings/quotes.ts';
import { customerWords } from '../../i18n/customer/index.ts';
import { customerLocale } from '../customer-language/index.ts';
import { localTemplate, quoteTotalIn } from '../customer-language/words.ts';
import { loadQuote } from '../bookings/quote-options.ts';
import { bookingIcs } from '../calendar/index.ts';
import { bookingWallClock, zoneOf } from '../booking-times/index.ts';
import { vehicleLabel } from '../leads/leads.ts';
import { INSTANCE_ID } from '../render/reconcile.ts';
import { trackingUrlFor } from '../tracking/index.ts';
import { onNotifyJobsWaiting } from './emit.ts';
import { getNotifySettings, shopOwner } from './settings.ts';

/** Attempts per job, the first included. */
export const MAX_ATTEMPTS = 5;
/** The wait after the 1st, 2nd, 3rd and 4th failed attempt. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/** A claim outlives the slowest send several times over. */
export const JOB_LEASE_MS = 60_000;
export const JOB_POLL_MS = 5_000;
const BATCH = 20;

export type NotifyDeps = Pick<AppDeps, 'db' | 'env' | 'log' | 'now' | 'email' | 'texts'>;

const due = (at: Date) =>
  and(eq(notifyJobs.status, 'pending'), lte(notifyJobs.dueAt, at), or(isNull(notifyJobs.leaseUntil), lt(notifyJobs.leaseUntil, at)));

type Message = { to: string; subject: string; body: string; attach: boolean; lang?: string } | { skip: string };

/** Events whose email carries the booking's calendar file. */
const WITH_CALENDAR: readonly CustomerEvent[] = ['booking_confirmed', 'reminder', 'deposit_received'];
/** Events about a booking that mean nothing once it is cancelled. */
const NOT_WHEN_CANCELLED: readonly CustomerEvent[] = ['reminder', 'car_ready', 'booking_confirmed', 'deposit_received'];

async function customerMessage(deps: NotifyDeps, job: NotifyJob, settings: NotificationSettings): Promise<Message> {
  const event = job.event as CustomerEvent;
  const template = settings.events[event];
  if (!template) return { skip: 'Unknown event' };
  if (!template[job.channel]) return { skip: 'Switched off in Settings → Notifications' };
  const shop = await firstRow(deps.db.select().from(shops).where(eq(shops.id, job.shopId)));
  if (!shop) return { skip: 'The shop is gone' };
  const contact = await quoteShop(deps.db, shop);
  const values: TemplateValues = { shopName: shop.name, shopPhone: contact.phone, reviewUrl: settings.reviewUrl, quoteUrl: job.payload.quoteUrl ?? null, deposit: job.payload.deposit ?? null };
  let email: string | null = null;
  let phone: string | null = null;
  // The customer's language (decision 100): the default templates and every value in it; English with the shop's
  // country's conventions for days, times and money (decision 098).
  let w = customerWords('en', shop.country);
  if (job.bookingId) {
    const booking = await firstRow(deps.db.select().from(bookings).where(forShop(job.shopId).where(bookings, eq(bookings.id, job.bookingId))));
    if (!booking) return { skip: 'The booking was deleted' };
    if (booking.status === 'cancelled' && NOT_WHEN_CANCELLED.includes(event)) return { skip: 'The booking was cancelled' };
    if (event === 'reminder' && (booking.bookingDate !== job.payload.bookingDate || booking.status === 'completed')) return { skip: 'The booking moved or is done' };
    email = booking.email || null;
    phone = booking.phone?.trim() || null;
    w = customerWords(await customerLocale(deps.db, job.shopId, booking), shop.country);
    // The day and time from the booking's instant, in the shop's zone (decision 098).
    const wall = bookingWallClock(booking, zoneOf(shop.timeZone));
    const quote = await loadQuote(deps.db, booking, shop);
    Object.assign(values, {
      customerName: booking.firstName.trim() || `${booking.firstName} ${booking.lastName}`.trim() || w.t('value.someone'),
      vehicle: vehicleOf(booking) || w.t('value.car'),
      bookingDay: wall.bookingDate ? w.longDay(wall.bookingDate) : null,
      checkInTime: wall.checkInTime ? w.clock(wall.checkInTime) : w.t('value.openingTime'),
      trackingUrl: await trackingUrlFor(deps.db, deps.env, booking.id),
      total: quoteTotalIn(w, quote),
    });
    if (event === 'deposit_received') {
      // The paid deposit in the customer's language; the event's own text (written in English) only when none is found.
      const paid = await firstRow(deps.db.select().from(deposits).where(forShop(job.shopId).where(deposits, eq(deposits.bookingId, booking.id), eq(deposits.status, 'paid'))));
      if (paid) values.deposit = w.money(paid.amountMinor, paid.currency);
    }
  } else if (job.leadId) {
    const lead = await firstRow(deps.db.select().from(leads).where(forShop(job.shopId).where(leads, eq(leads.id, job.leadId))));
    if (!lead) return { skip: 'The lead was deleted' };
    email = lead.email || null;
    phone = lead.phone?.trim() || null;
    w = customerWords(await customerLocale(deps.db, job.shopId, { email, phone }), shop.country);
    Object.assign(values, { customerName: lead.name.trim().split(/\s+/)[0] || w.t('value.someone'), vehicle: vehicleLabel(lead.snapshot) ?? w.t('value.car') });
  }
  const to = job.channel === 'email' ? email : phone;
  if (!to) return { skip: job.channel === 'email' ? 'No email address' : 'No phone number' };
  const body = renderTemplate(localTemplate(w, event, job.channel === 'email' ? 'emailBody' : 'textBody', template), values);
  return { to, subject: renderTemplate(localTemplate(w, event, 'subject', template), values), body, attach: WITH_CALENDAR.includes(event), lang: w.locale };
}

async function ownerMessage(deps: NotifyDeps, job: NotifyJob, settings: NotificationSettings): Promise<Message> {
  const alert = settings.alerts[job.event as keyof NotificationSettings['alerts']];
  if (!alert?.[job.channel === 'text' ? 'text' : 'email']) return { skip: 'Switched off in Settings → Notifications' };
  const owner = await shopOwner(deps.db, job.shopId);
  const to = job.channel === 'text' ? owner?.phone : owner?.email;
  if (!to) return { skip: job.channel === 'text' ? 'No phone number on the owner’s profile' : 'No owner' };
  return { to, subject: job.payload.subject ?? '', body: job.payload.body ?? '', attach: false };
}

/** Plain text to the email's HTML: the shop's name as its header, a paragraph per blank-line block, lines kept. */
function emailHtml(shopName: string, body: string, lang = 'en'): string {
  const paragraphs = body.split(/\n{2,}/).map((p) => html`<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${p.split('\n').map((line, i) => (i === 0 ? line : html`<br>${line}`))}</p>`);
  return html`<!doctype html><html lang="${lang}"><body style="margin:0;padding:24px;background:#f3f4f6;font-family:Helvetica,Arial,sans-serif"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><h1 style="margin:0 0 24px;font-size:20px;color:#111827">${shopName}</h1>${paragraphs}</div></body></html>`.toString();
}

type Outcome = { status: 'sent'; to: string } | { status: 'skipped'; detail: string } | { status: 'retry'; detail: string };

async function sendJob(deps: NotifyDeps, job: NotifyJob): Promise<Outcome> {
  const settings = await getNotifySettings(deps.db, job.shopId);
  const message = job.audience === 'customer' ? await customerMessage(deps, job, settings) : await ownerMessage(deps, job, settings);
  if ('skip' in message) return { status: 'skipped', detail: message.skip };
  const tag = `${job.audience === 'customer' ? 'notify' : 'alert'}-${job.event.replace(/_/g, '-')}`;
  if (job.channel === 'text') {
    try {
      const result = await deps.texts.send({ shopId: job.shopId, to: message.to, body: message.body, tag, bookingId: job.bookingId });
      if (result.status === 'refused') return { status: 'skipped', detail: `Text refused: ${result.reason.replace(/_/g, ' ')}` };
      return { status: 'sent', to: message.to };
    } catch (error) {
      return { status: 'retry', detail: error instanceof Error ? error.message : String(error) };
    }
  }
  const shopName = (await firstRow(deps.db.select({ name: shops.name }).from(shops).where(eq(shops.id, job.shopId))))?.name ?? '';
  const ics = message.attach && job.bookingId ? await bookingIcs(deps.db, job.bookingId) : null;
  const result = await deps.email.send({
    to: message.to,
    shopId: job.shopId,
    subject: message.subject,
    text: message.body,
    html: emailHtml(shopName, message.body, message.lang),
    tag,
    ...(ics ? { attachments: [ics] } : {}),
  });
  if (result && result.status === 'failed') return { status: 'retry', detail: result.error };
  return { status: 'sent', to: message.to };
}

export interface NotifyPassOptions {
  /** Who claims (this process by default); tests race two. */
  instance?: string;
  /** Only these jobs (a request that sends its own at once); every due one when omitted. */
  ids?: readonly string[];
}

/** One pass: claims and sends what is due now. Returns the jobs this instance attempted, as they ended. */
export async function runDueNotifyJobs(deps: NotifyDeps, options: NotifyPassOptions = {}): Promise<NotifyJob[]> {
  const instance = options.instance ?? INSTANCE_ID;
  const at = deps.now();
  const candidates = options.ids
    ? options.ids.map((id) => ({ id }))
    : await deps.db.select({ id: notifyJobs.id }).from(notifyJobs).where(due(at)).orderBy(asc(notifyJobs.dueAt), asc(notifyJobs.id)).limit(BATCH);
  const done: NotifyJob[] = [];
  for (const { id } of candidates) {
    // The claim: of every instance running this statement, one updates the row; the others match nothing.
    const claimed = await firstRow(deps.db
      .update(notifyJobs)
      .set({ owner: instance, leaseUntil: new Date(at.getTime() + JOB_LEASE_MS), attempts: sql`${notifyJobs.attempts} + 1` })
      .where(and(eq(notifyJobs.id, id), due(at)))
      .returning());
    if (!claimed) continue;
    let outcome: Outcome;
    try {
      outcome = await sendJob(deps, claimed);
    } catch (error) {
      outcome = { status: 'retry', detail: error instanceof Error ? error.message : String(error) };
    }
    const finishedAt = deps.now();
    const outOfAttempts = claimed.attempts >= MAX_ATTEMPTS;
    const retryIn = RETRY_DELAYS_MS[Math.min(claimed.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
    const set =
      outcome.status === 'sent'
        ? { status: 'sent' as const, sentTo: outcome.to, sentAt: finishedAt, detail: null }
        : outcome.status === 'skipped'
          ? { status: 'skipped' as const, detail: outcome.detail }
          : outOfAttempts
            ? { status: 'failed' as const, detail: outcome.detail.slice(0, 500) }
            : { status: 'pending' as const, detail: outcome.detail.slice(0, 500), dueAt: new Date(at.getTime() + retryIn) };
    if (outcome.status === 'retry') deps.log.warn(`[notify] ${claimed.event} by ${claimed.channel}, attempt ${claimed.attempts}: ${outcome.detail}`);
    const ended = await firstRow(deps.db
      .update(notifyJobs)
      .set({ ...set, owner: null, leaseUntil: null })
      .where(and(eq(notifyJobs.id, id), eq(notifyJobs.owner, instance)))
      .returning());
    if (ended) done.push(ended);
  }
  return done;
}

/**
 * Runs a pass every JOB_POLL_MS and soon after an event on this instance, one pass at a time. The timer never keeps
 * the process alive. Returns a stop function.
 */
export function scheduleNotifyJobs(deps: NotifyDeps, everyMs = JOB_POLL_MS): () => void {
  return scheduleJobPasses({ pass: () => runDueNotifyJobs(deps), everyMs, onWaiting: onNotifyJobsWaiting, failed: (error) => deps.log.error('Notification jobs failed; the next pass tries again', error) });
}

/** The messages of one booking (newest first): what the work order says was sent. */
export async function bookingMessages(db: Db, shopId: string, bookingId: string): Promise<NotifyJob[]> {
  return db.select().from(notifyJobs).where(forShop(shopId).where(notifyJobs, eq(notifyJobs.bookingId, bookingId))).orderBy(asc(notifyJobs.createdAt), asc(notifyJobs.id));
}
