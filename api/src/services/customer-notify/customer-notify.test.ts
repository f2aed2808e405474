// Customer notifications and shop alerts (issue 26 items 2 and 5, decision 090): each event sends exactly once (also
// with two instances on one database, and when the first try fails), the shop's switches and templates are honoured,
// and the Quote Sent popup names only what was really sent.
import { defaultNotificationSettings, renderTemplate, type NotificationSettings } from '@wrapsmith/core';
import type { NotificationSettingsDto } from '@wrapsmith/core/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, emailOutbox, notifications, notifyJobs, users } from '../../db/schema/index.ts';
import { FULL_FORM, createBooking, quoteTokenSentTo, shopWithLead } from '../../routes/bookings/booking-fixtures.ts';
import { bearer, createOwner, dbSnapshot, json, logIn, makeTestApp, testClock, twoConnections } from '../../test/app.ts';
import type { AppDeps } from '../../lib/context.ts';
import { loadEnv, testLogLevel } from '../../env.ts';
import { createLogger } from '../../lib/logger.ts';
import type { EmailService } from '../email/index.ts';
import { outboxEmail } from '../email/index.ts';
import { memoryTexts } from '../../test/memory-texts.ts';
import { emitCustomerEvent } from './emit.ts';
import { reminderDueAt } from './schedule.ts';
import { RETRY_DELAYS_MS, runDueNotifyJobs } from './worker.ts';

const PHONE = '+15550102000';
/** FULL_FORM's email as stored (lowercase). */
const EMAIL = FULL_FORM.email.toLowerCase();

/** A signed-in shop whose owner has a phone, with texts recorded in memory. */
async function notifyShop(overrides: Partial<AppDeps> = {}) {
  const texts = memoryTexts();
  const t = await makeTestApp({ texts, ...overrides });
  const owner = await createOwner(t.deps.db, { businessName: 'Wrap Lab', addon: true });
  await t.deps.db.update(users).set({ phoneNumber: '+15550109999' }).where(eq(users.id, owner.user.id));
  const { token } = await logIn(t.app, owner.user.email, owner.password);
  return { ...t, texts, owner, auth: bearer(token) };
}

type Shop = Awaited<ReturnType<typeof notifyShop>>;

async function saveSettings(t: Shop, change: (s: NotificationSettings) => void) {
  const settings = defaultNotificationSettings();
  change(settings);
  const res = await t.app.request('/api/v1/user/notification-settings', json('PUT', settings, t.auth));
  expect(res.status).toBe(200);
}

const jobsOf = (t: Pick<Shop, 'deps'>, bookingId: string) => t.deps.db.select().from(notifyJobs).where(eq(notifyJobs.bookingId, bookingId));

describe('customer notifications (issue 26 item 2)', () => {
  it('Book Now: the booking-confirmed email goes once, however often the event is emitted or the worker runs', async () => {
    const t = await notifyShop();
    const { booking } = await createBooking(t, { ...FULL_FORM, phone: PHONE, isQuoted: false });
    if (!booking) throw new Error('Book Now failed');
    const sent = await runDueNotifyJobs(t.deps);
    expect(sent.map((j) => [j.event, j.channel, j.status, j.sentTo])).toEqual([['booking_confirmed', 'email', 'sent', EMAIL]]);
    // Emitted again (a retried request): the unique key writes nothing, and a second pass sends nothing.
    expect(await emitCustomerEvent(t.deps.db, { shopId: t.owner.shop.id, bookingId: booking._id, event: 'booking_confirmed', at: t.deps.now() })).toEqual([]);
    expect(await runDueNotifyJobs(t.deps)).toEqual([]);
    const emails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-booking-confirmed'));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain('Your 2024 Toyota Camry is booked in with Wrap Lab on Wednesday, June 3, 2026 at 9:05 AM.');
    expect(emails[0]?.text).toContain('/track?token=');
    // The reminder waits for the day before at 17:00 New York time (the defaults), by email and text.
    const reminders = (await jobsOf(t, booking._id)).filter((j) => j.event === 'reminder');
    expect(reminders.map((j) => [j.channel, j.status, j.dueAt.toISOString()]).sort()).toEqual([
      ['email', 'pending', '2026-06-02T21:00:00.000Z'],
      ['text', 'pending', '2026-06-02T21:00:00.000Z'],
    ]);
    t.clock.advance(33 * 60 * 60 * 1000 + 1);
    const due = await runDueNotifyJobs(t.deps);
    expect(due.map((j) => [j.event, j.channel, j.status]).sort()).toEqual([
      ['reminder', 'email', 'sent'],
      ['reminder', 'text', 'sent'],
    ]);
    expect(t.texts.sent.map((m) => m.body)).toEqual(['Wrap Lab: reminder, your 2024 Toyota Camry is booked in tomorrow (Wednesday, June 3, 2026) at 9:05 AM. Can’t make it? Call +15550109999.']);
  });

  it('Send Quote: the text is sent in the request, and the Quote Sent popup names the phone only because it went', async () => {
    const t = await notifyShop();
    const res = await t.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, phone: PHONE, isQuoted: true }, t.auth));
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { notified: { email: string; phone: string | null } };
    expect(answer.notified).toEqual({ email: EMAIL, phone: PHONE });
    const token = await quoteTokenSentTo(t.deps, EMAIL);
    expect(t.texts.sent).toHaveLength(1);
    expect(t.texts.sent[0]?.body).toContain(`/confirm-booking?token=${token}`);

    // Opted out: refused, recorded as skipped with the reason, and the popup says email only.
    t.texts.optedOut.add('+15550103000');
    const refused = await t.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, phone: '+15550103000', isQuoted: true }, t.auth));
    const refusedBody = (await refused.json()) as { notified: unknown; data: { _id: string } };
    expect(refusedBody.notified).toEqual({ email: EMAIL, phone: null });
    const messages = await t.app.request(`/api/v1/user/booking/${refusedBody.data._id}/messages`, { headers: t.auth });
    expect(messages.status).toBe(200);
    expect(((await messages.json()) as { data: { channel: string; status: string; detail: string }[] }).data).toEqual([
      expect.objectContaining({ channel: 'text', status: 'skipped', detail: 'Text refused: opted out' }),
    ]);
  });

  it('accepting the quote tells the customer what happens next once, and the shop by text as switched', async () => {
    const t = await notifyShop();
    await t.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, phone: PHONE, isQuoted: true }, t.auth));
    const token = await quoteTokenSentTo(t.deps, EMAIL);
    const accepted = await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
    expect(accepted.status).toBe(200);
    await runDueNotifyJobs(t.deps);
    const [next] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-quote-accepted'));
    expect(next?.subject).toBe('Thank you, Dana: here is what happens next');
    expect(next?.text).toContain('What happens next');
    // The owner's text (quote_accepted alerts by text are on by default) went to the owner's profile phone.
    expect(t.texts.sent.filter((m) => m.to === '+15550109999').map((m) => m.tag)).toEqual(['alert-quote-accepted']);
  });

  it('a deposit paid on the offline page by three tabs at once: one receipt to the customer, one text to the owner', async () => {
    const t = await notifyShop();
    const connect = await t.app.request('/api/v1/user/payments/connect', json('POST', {}, t.auth));
    expect(connect.status).toBe(200);
    const settings = { depositsEnabled: true, depositKind: 'percent', depositPercent: 25, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 7 };
    expect((await t.app.request('/api/v1/user/payments/settings', json('PUT', settings, t.auth))).status).toBe(200);
    await t.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, phone: PHONE, isQuoted: true }, t.auth));
    const token = await quoteTokenSentTo(t.deps, EMAIL);
    const answered = (await (await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }))).json()) as { data: { deposit: { payUrl: string } } };
    const sessionId = /[?&]session=(dcs_local_\w+)/.exec(answered.data.deposit.payUrl)?.[1] ?? '';
    const pay = () => t.app.request('/api/v1/public/deposit/local/pay', json('POST', { token, sessionId }));
    for (const res of await Promise.all([pay(), pay(), pay()])) expect(res.status).toBe(200);
    await runDueNotifyJobs(t.deps);
    const receipts = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-deposit-received'));
    expect(receipts.map((e) => [e.to, e.subject])).toEqual([[EMAIL, 'Deposit received: your booking is confirmed']]);
    expect(receipts[0]?.text).toContain('We received your deposit of $975.00. Your booking for your 2024 Toyota Camry is confirmed for Wednesday, June 3, 2026.');
    expect(t.texts.sent.filter((m) => m.tag === 'alert-deposit-paid').map((m) => m.to)).toEqual(['+15550109999']);
    expect(await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'alert-deposit-paid'))).toHaveLength(1);
  });

  it('retries a failed send with back-off and sends it once', async () => {
    let failures = 1;
    const flaky: EmailService = {
      async send(message) {
        if (message.tag.startsWith('notify-') && failures > 0) {
          failures -= 1;
          return { status: 'failed', error: 'Postmark: 503' };
        }
        return outboxEmail({ db: t.deps.db, log: createLogger('silent'), now: t.deps.now }).send(message);
      },
    };
    const t = await notifyShop({ email: flaky });
    const { booking } = await createBooking(t, { ...FULL_FORM, isQuoted: false });
    if (!booking) throw new Error('Book Now failed');
    const [first] = await runDueNotifyJobs(t.deps);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, detail: 'Postmark: 503' });
    expect(first?.dueAt.getTime()).toBe(t.deps.now().getTime() + RETRY_DELAYS_MS[0]);
    expect(await runDueNotifyJobs(t.deps)).toEqual([]); // not due yet
    t.clock.advance(RETRY_DELAYS_MS[0]);
    const [second] = await runDueNotifyJobs(t.deps);
    expect(second).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-booking-confirmed'))).toHaveLength(1);
  });

  it('a text that fails is retried too, then sent once', async () => {
    const t = await notifyShop();
    await saveSettings(t, (s) => (s.events.booking_confirmed.text = true));
    t.texts.failNext(1);
    const { booking } = await createBooking(t, { ...FULL_FORM, phone: PHONE, isQuoted: false });
    if (!booking) throw new Error('Book Now failed');
    await runDueNotifyJobs(t.deps);
    t.clock.advance(RETRY_DELAYS_MS[0]);
    await runDueNotifyJobs(t.deps);
    const text = (await jobsOf(t, booking._id)).find((j) => j.event === 'booking_confirmed' && j.channel === 'text');
    expect(text).toMatchObject({ status: 'sent', attempts: 2, sentTo: PHONE });
    expect(t.texts.sent.filter((m) => m.tag === 'notify-booking-confirmed')).toHaveLength(1);
  });

  it('sends each job exactly once when two instances race for them on one database', async () => {
    const [db1, db2] = await twoConnections();
    const clock = testClock();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const log = createLogger(testLogLevel());
    const texts = memoryTexts();
    const owner = await createOwner(db1, { businessName: 'Race Wraps' });
    const shopId = owner.shop.id;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const [row] = await db1
        .insert(bookings)
        .values({ id: `b${i}`, shopId, status: 'completed', isQuoted: false, firstName: `C${i}`, lastName: '', email: `c${i}@example.com`, phone: `+1555010300${i}`, bookingDate: '2026-06-02', createdAt: clock.now(), updatedAt: clock.now() })
        .returning();
      ids.push(row?.id ?? '');
    }
    // Completed jobs, email and text on.
    const settings = defaultNotificationSettings();
    settings.events.completed.text = true;
    settings.reviewUrl = 'https://g.page/r/race/review';
    const { saveNotifySettings } = await import('./settings.ts');
    await saveNotifySettings(db1, shopId, settings as never, clock.now());
    for (const id of ids) await emitCustomerEvent(db1, { shopId, bookingId: id, event: 'completed', at: clock.now() });
    const email1 = outboxEmail({ db: db1, log, now: clock.now });
    const deps = (db: typeof db1, email: EmailService) => ({ db, env, log, now: clock.now, email, texts });
    await Promise.all([
      runDueNotifyJobs(deps(db1, email1), { instance: 'instance-a' }),
      runDueNotifyJobs(deps(db2, outboxEmail({ db: db2, log, now: clock.now })), { instance: 'instance-b' }),
      runDueNotifyJobs(deps(db1, email1), { instance: 'instance-c' }),
    ]);
    const jobs = await db1.select().from(notifyJobs);
    expect(jobs).toHaveLength(12);
    expect(jobs.every((j) => j.status === 'sent' && j.attempts === 1)).toBe(true);
    expect(texts.sent.map((m) => m.to).sort()).toEqual(ids.map((_, i) => `+1555010300${i}`));
    const emails = await db1.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-completed'));
    expect(emails.map((e) => e.to).sort()).toEqual(ids.map((_, i) => `c${i}@example.com`));
    expect(emails[0]?.text).toContain('https://g.page/r/race/review');
  });

  it('honours the switches: an event switched off writes no job; one switched off before it is due is skipped', async () => {
    const t = await notifyShop();
    await saveSettings(t, (s) => {
      s.events.booking_confirmed.email = false;
      s.events.reminder.text = false;
    });
    const { booking } = await createBooking(t, { ...FULL_FORM, phone: PHONE, isQuoted: false });
    if (!booking) throw new Error('Book Now failed');
    expect((await jobsOf(t, booking._id)).map((j) => `${j.event}:${j.channel}`)).toEqual(['reminder:email']);
    await saveSettings(t, (s) => (s.events.reminder.email = false));
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    const [skipped] = await runDueNotifyJobs(t.deps);
    expect(skipped).toMatchObject({ status: 'skipped', detail: 'Switched off in Settings → Notifications' });
    expect(await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-reminder'))).toEqual([]);
  });

  it('car ready (emitted by the tracking page’s marker): an email and a text, each once, with the tracking link', async () => {
    const t = await notifyShop();
    const { booking } = await createBooking(t, { ...FULL_FORM, phone: PHONE, isQuoted: false });
    if (!booking) throw new Error('Book Now failed');
    for (let i = 0; i < 2; i++) await emitCustomerEvent(t.deps.db, { shopId: t.owner.shop.id, bookingId: booking._id, event: 'car_ready', at: t.deps.now() });
    const done = (await runDueNotifyJobs(t.deps)).filter((j) => j.event === 'car_ready');
    expect(done.map((j) => [j.channel, j.status, j.sentTo]).sort()).toEqual([
      ['email', 'sent', EMAIL],
      ['text', 'sent', PHONE],
    ]);
    expect(t.texts.sent.find((m) => m.tag === 'notify-car-ready')?.body).toMatch(/^Wrap Lab: your 2024 Toyota Camry is ready to pick up! Details: http.*\/track\?token=/);
  });

  it('a completed job asks for a review on the shop’s link, leaving the line out without one', async () => {
    const t = await notifyShop();
    const { booking } = await createBooking(t, { ...FULL_FORM, isQuoted: false });
    if (!booking) throw new Error('Book Now failed');
    await t.app.request(`/api/v1/user/booking/${booking._id}`, json('PATCH', { status: 'inprogress' }, t.auth));
    const done = await t.app.request(`/api/v1/user/booking/${booking._id}`, json('PATCH', { status: 'completed' }, t.auth));
    expect(done.status).toBe(200);
    await runDueNotifyJobs(t.deps);
    const [email] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-completed'));
    expect(email?.text).toContain('Thank you for choosing Wrap Lab');
    expect(email?.text).not.toContain('review');
  });

  it('acknowledges a visitor’s quote request at once by email (and text when they gave a phone)', async () => {
    const t = await shopWithLead();
    const jobs = await t.deps.db.select().from(notifyJobs).where(eq(notifyJobs.event, 'lead_received'));
    expect(jobs.map((j) => j.channel).sort()).toEqual(['email', 'text']);
    const done = await runDueNotifyJobs(t.deps);
    const byChannel = Object.fromEntries(done.filter((j) => j.event === 'lead_received').map((j) => [j.channel, j]));
    expect(byChannel.email).toMatchObject({ status: 'sent', sentTo: 'dana@example.com' });
    expect(byChannel.text).toMatchObject({ status: 'skipped', detail: 'No phone number' });
    const [ack] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'notify-lead-received'));
    expect(ack?.subject).toBe('We got your quote request, Dana');
  });
});

describe('Settings → Notifications (issue 26 items 2 and 5)', () => {
  it('answers the defaults, saves edits, and refuses an unknown placeholder with a 400 writing nothing', async () => {
    const t = await notifyShop();
    const get = await t.app.request('/api/v1/user/notification-settings', { headers: t.auth });
    const current = ((await get.json()) as { data: NotificationSettings & { ownerPhone: string } }).data;
    expect(current.events.reminder.textBody).toContain('{bookingDay}');
    expect(current.ownerPhone).toBe('+15550109999');
    const before = await dbSnapshot(t.deps);
    const bad = defaultNotificationSettings();
    bad.events.car_ready.textBody = 'Hi {custmerName}';
    const refused = await t.app.request('/api/v1/user/notification-settings', json('PUT', bad, t.auth));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Unknown placeholder {custmerName}');
    expect(await dbSnapshot(t.deps)).toEqual(before);
    await saveSettings(t, (s) => (s.events.car_ready.textBody = 'Ready, {customerName}!'));
    const after = await t.app.request('/api/v1/user/notification-settings', { headers: t.auth });
    expect(((await after.json()) as { data: NotificationSettings }).data.events.car_ready.textBody).toBe('Ready, {customerName}!');
  });

  it('answers the preview in the shop’s first language, or in the `locale` asked for, and refuses an unknown one (decision 100’s update)', async () => {
    const t = await notifyShop();
    type Answer = { data: NotificationSettingsDto };
    const get = async (query = '') => ((await (await t.app.request(`/api/v1/user/notification-settings${query}`, { headers: t.auth })).json()) as Answer).data;
    const english = await get();
    expect(english.preview.locale).toBe('en');
    expect(english.preview.languages).toEqual(['en']);
    expect(english.preview.defaults.reminder).toEqual({ ...english.preview.defaults.reminder, subject: english.events.reminder.subject, textBody: english.events.reminder.textBody });
    expect(english.preview.values.total).toBe('$3,200.00');
    // The shop's widget speaks German first: the preview defaults to German, with German example values.
    expect((await t.app.request('/api/v1/user/widget/settings', json('PUT', { languages: ['de', 'es'] }, t.auth))).status).toBe(200);
    const german = await get();
    expect(german.preview.locale).toBe('de');
    expect(german.preview.languages).toEqual(['de', 'es']);
    expect(german.preview.defaults.reminder.subject).toBe('Erinnerung: Ihr {vehicle} ist morgen eingeplant');
    expect(german.preview.values.bookingDay).toBe('Donnerstag, 10. Dezember 2026');
    expect(german.preview.values.total).toMatch(/^3\.200,00\s\$$/);
    // The settings themselves stay as stored (the English defaults): only the preview speaks German.
    expect(german.events.reminder.subject).toBe(english.events.reminder.subject);
    const spanish = await get('?locale=es');
    expect(spanish.preview.locale).toBe('es');
    expect(spanish.preview.defaults.car_ready.textBody).not.toBe(english.events.car_ready.textBody);
    expect(spanish.preview.defaults.quote_sent.emailBody).toBe('');
    const bad = await t.app.request('/api/v1/user/notification-settings?locale=it', { headers: t.auth });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/locale must be one of en, es, fr, de, pt/);
  });

  it('renders placeholders and drops a line whose value is missing', () => {
    expect(renderTemplate('Hi {customerName},\n\nReview us: {reviewUrl}\n\n{shopName}', { customerName: 'Jo', shopName: 'Wrap Lab', reviewUrl: null })).toBe('Hi Jo,\n\nWrap Lab');
    expect(renderTemplate('{unknown} stays', {})).toBe('{unknown} stays');
  });

  it('puts the reminder at the shop’s time the day before, across daylight-saving changes', () => {
    expect(reminderDueAt('2026-03-09', '17:00', 'America/New_York').toISOString()).toBe('2026-03-08T21:00:00.000Z'); // EDT from 8 March
    expect(reminderDueAt('2026-03-08', '17:00', 'America/New_York').toISOString()).toBe('2026-03-07T22:00:00.000Z'); // still EST
    expect(reminderDueAt('2026-10-26', '09:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T08:30:00.000Z'); // CET from 25 October
  });
});

describe('shop alerts (issue 26 item 5)', () => {
  it('new lead: in the app, by email and by text, each as the owner switched it', async () => {
    const t = await shopWithLead();
    const shopId = t.owner.shop.id;
    expect((await t.deps.db.select().from(notifications).where(eq(notifications.shopId, shopId))).some((n) => n.title.startsWith('New lead'))).toBe(true);
    expect((await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.shopId, shopId), eq(emailOutbox.tag, 'new-lead')))).length).toBe(1);
    // New leads by text are off by default: no owner text job.
    expect(await t.deps.db.select().from(notifyJobs).where(eq(notifyJobs.audience, 'shop'))).toEqual([]);
  });

  it('switched off in the app and by email, on by text: only the text to the owner’s phone', async () => {
    const { saveNotifySettings } = await import('./settings.ts');
    const { shopAlert } = await import('./emit.ts');
    const t = await notifyShop();
    const settings = defaultNotificationSettings();
    settings.alerts.new_lead = { email: false, inApp: false, text: true };
    await saveNotifySettings(t.deps.db, t.owner.shop.id, settings as never, t.deps.now());
    const done = await shopAlert(t.deps.db, { shopId: t.owner.shop.id, alert: 'new_lead', key: 'lead-1', inApp: { title: 'New lead: Jo', body: '' }, text: 'Wrapsmith: New lead: Jo', at: t.deps.now() });
    expect(done).toEqual({ inApp: false, text: true, email: false });
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id))).toEqual([]);
    await runDueNotifyJobs(t.deps);
    expect(t.texts.sent.map((m) => [m.to, m.body])).toEqual([['+15550109999', 'Wrapsmith: New lead: Jo']]);
  });
});
