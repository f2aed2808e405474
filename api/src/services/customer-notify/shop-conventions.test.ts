// Issue 28 item 2 (decision 098): the days and times of the quote email, the booking confirmation and the day-before
// reminder (email and text message) as the shop's country writes them for an English-speaking customer — "Monday,
// 26 October 2026 at 09:30" in the UK, "Monday, October 26, 2026 at 9:30 AM" in the US; never German words or
// "26. Oktober" for an English customer of a German shop, while a German customer of that shop still reads German.
// The quote's expiry is the shop's day, in its zone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, shops, users } from '../../db/schema/index.ts';
import { customerWords } from '../../i18n/customer/index.ts';
import { FULL_FORM, createBooking } from '../../routes/bookings/booking-fixtures.ts';
import { bearer, createOwner, json, logIn, makeTestApp } from '../../test/app.ts';
import { memoryTexts } from '../../test/memory-texts.ts';
import { setStaffLocale } from '../customer-language/index.ts';
import { runDueNotifyJobs } from './worker.ts';

const PHONE = '+15550102000';
const EMAIL = FULL_FORM.email.toLowerCase();

async function shopIn(country: string, timeZone: string) {
  const texts = memoryTexts();
  const t = await makeTestApp({ texts });
  const owner = await createOwner(t.deps.db, { businessName: 'Wrap Lab', addon: true });
  await t.deps.db.update(shops).set({ country, timeZone }).where(eq(shops.id, owner.shop.id));
  await t.deps.db.update(users).set({ phoneNumber: '+15550109999' }).where(eq(users.id, owner.user.id));
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  return { ...t, texts, owner, auth };
}
type Shop = Awaited<ReturnType<typeof shopIn>>;

const emails = async (t: Shop, tag: string) => (await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, tag))).map((e) => e.text);

/** Book Now for Monday 2026-10-26 at 9:30, then run the confirmation and, the day before, the reminder. */
async function bookAndRemind(t: Shop) {
  const { booking } = await createBooking(t, { ...FULL_FORM, phone: PHONE, bookingDate: '2026-10-26', checkInTime: '9:30', completionDate: '2026-10-30', isQuoted: false });
  if (!booking) throw new Error('Book Now failed');
  await runDueNotifyJobs(t.deps);
  t.clock.advance(Date.parse('2026-10-26T01:00:00Z') - t.deps.now().getTime());
  await runDueNotifyJobs(t.deps);
  return {
    confirmation: (await emails(t, 'notify-booking-confirmed')).join('\n'),
    reminder: (await emails(t, 'notify-reminder')).join('\n'),
    text: t.texts.sent.filter((m) => m.tag === 'notify-reminder').map((m) => m.body).join('\n'),
  };
}

describe('issue 28 item 2: the customer messages’ days and times in the shop’s conventions', () => {
  it('a UK shop writes "Monday, 26 October 2026" and "09:30" in the confirmation, the reminder email and its text', async () => {
    const sent = await bookAndRemind(await shopIn('GB', 'Europe/London'));
    expect(sent.confirmation).toContain('booked in with Wrap Lab on Monday, 26 October 2026 at 09:30.');
    expect(sent.reminder).toContain('booked in with Wrap Lab tomorrow, Monday, 26 October 2026, at 09:30.');
    expect(sent.text).toBe('Wrap Lab: reminder, your 2024 Toyota Camry is booked in tomorrow (Monday, 26 October 2026) at 09:30. Can’t make it? Call +15550109999.');
    for (const us of ['October 26', 'AM', '9:30 ']) expect(sent.confirmation + sent.reminder + sent.text).not.toContain(us);
  });

  it('a US shop writes "Monday, October 26, 2026" and "9:30 AM"', async () => {
    const sent = await bookAndRemind(await shopIn('US', 'America/Los_Angeles'));
    expect(sent.confirmation).toContain('on Monday, October 26, 2026 at 9:30 AM.');
    expect(sent.text).toContain('tomorrow (Monday, October 26, 2026) at 9:30 AM.');
  });

  it('a German shop’s English customer reads English words with its conventions; its German customer reads German', async () => {
    const t = await shopIn('DE', 'Europe/Berlin');
    const english = await bookAndRemind(t);
    expect(english.reminder).toContain('tomorrow, Monday, 26 October 2026, at 09:30.');
    expect(english.text).toContain('tomorrow (Monday, 26 October 2026) at 09:30.');
    for (const german of ['Oktober', 'Montag', '26.10.', '26. ']) expect(english.confirmation + english.reminder + english.text).not.toContain(german);

    const de = await shopIn('DE', 'Europe/Berlin');
    await setStaffLocale(de.deps.db, de.owner.shop.id, [{ email: EMAIL, phone: PHONE }], 'de', de.deps.now());
    const german = await bookAndRemind(de);
    expect(german.reminder).toContain('Montag, 26. Oktober 2026');
    expect(german.text).toContain('Montag, 26. Oktober 2026');
    expect(german.text).toContain('09:30');
  });

  it('the quote email: the booking day and check-in as the shop writes them, the expiry as the shop’s day in its zone', async () => {
    const t = await shopIn('NZ', 'Pacific/Auckland');
    // 18:00 UTC: the quote is valid 30 days, until 2026-07-01T18:00Z, which is 2 July at 06:00 in Auckland.
    t.clock.advance(6 * 60 * 60 * 1000);
    const res = await t.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, bookingDate: '2026-10-26', checkInTime: '9:30', completionDate: '2026-10-30', isQuoted: true }, t.auth));
    expect(res.status).toBe(201);
    const [quote] = await emails(t, 'booking-quote');
    expect(quote).toContain('Booking date: Monday, 26 October 2026, check-in at 9:30 am');
    expect(quote).toContain('This quote is valid until 2 July 2026.');
  });

  it('customerWords: English takes the shop’s country, another language its own; no country reads as en-US', () => {
    expect(customerWords('en', 'GB').longDay('2026-10-26')).toBe('Monday, 26 October 2026');
    expect(customerWords('en', 'GB').clock('9:30')).toBe('09:30');
    expect(customerWords('en', 'GB').date(new Date('2026-10-26T23:30:00Z'), 'Europe/Berlin')).toBe('27 October 2026');
    expect(customerWords('en', 'US').clock('09:30')).toBe('9:30 AM');
    expect(customerWords('en').longDay('2026-10-26')).toBe('Monday, October 26, 2026');
    expect(customerWords('de', 'GB').longDay('2026-10-26')).toBe('Montag, 26. Oktober 2026');
    expect(customerWords('en', 'GB').clock('opening time')).toBe('opening time');
  });
});
