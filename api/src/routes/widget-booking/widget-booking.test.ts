// Issue 25 item 6, second half (decision 088): "Book with a deposit" in the widget, over HTTP with the offline deposit
// adapter. Quote first (the default): the visitor's request becomes a lead and a drafted quote from the price book,
// which the shop reads and sends (a quote_sent booking with the price-book option, emailed once). Deposit now (the
// shop allows it, deposits on and an account connected): the visitor picks a day and gets the deposit's payment page
// on the price-book total; paying it confirms the booking. Bad input is a 4xx and writes nothing; no render is made.
import { WIDGET_BOOKING_MESSAGES as M } from '@wrapsmith/core';
import type { DraftedQuoteDto, PublicBookingDto, WidgetBookingAnswerDto, WidgetBookingOfferDto, WidgetBookingSettingsDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, deposits, leads, renders, widgetBookingRequests } from '../../db/schema/index.ts';
import { dbSnapshot, json, lastEmailTo } from '../../test/app.ts';
import { body, renderBody, widgetApp } from '../../test/widget.ts';

type App = Awaited<ReturnType<typeof widgetApp>>;
const PAGE = 'https://northside.example/wraps';

async function rendered(t: App): Promise<string> {
  const res = await t.call('render', { body: renderBody() });
  expect(res.status).toBe(200);
  t.clock.advance(10_000);
  return (await body<{ data: { renderId: string } }>(res)).data.renderId;
}
const request = (renderId: string, overrides: Record<string, unknown> = {}) => ({
  renderId,
  mode: 'quote_first',
  name: 'Riley Hart',
  email: 'riley.hart@example.com',
  consent: true,
  pageUrl: PAGE,
  ...overrides,
});
const user = (t: App, method: string, path: string, payload?: unknown) =>
  t.app.request(`/api/v1/user${path}`, method === 'GET' ? { headers: t.auth } : json(method, payload, t.auth));
const dayAfter = (t: App, days: number) => new Date(t.deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('issue 25 item 6: Book with a deposit — quote first', () => {
  it('the request becomes a lead and a drafted quote from the price book; the shop sends it once and the customer gets the link', async () => {
    const t = await widgetApp();
    expect((await body<{ data: WidgetBookingOfferDto }>(await t.call('booking'))).data.mode).toBe('quote_first');
    const renderId = await rendered(t);
    const rendersBefore = (await t.deps.db.select().from(renders)).length;
    const res = await t.call('booking-requests', { body: request(renderId) });
    expect(res.status).toBe(201);
    const answer = (await body<{ data: WidgetBookingAnswerDto; message: string }>(res));
    expect(answer.data).toMatchObject({ payUrl: null, depositMinor: null, currency: 'USD' });
    expect(answer.message).toBe(M.quoteRequested(t.owner.shop.name));
    // No render and no credit for it.
    expect((await t.deps.db.select().from(renders)).length).toBe(rendersBefore);
    // A double click: the same lead, no second request.
    expect((await t.call('booking-requests', { body: request(renderId) })).status).toBe(200);
    expect(await t.deps.db.select().from(widgetBookingRequests)).toHaveLength(1);

    const leadId = answer.data.leadId;
    const drafted = (await body<{ data: DraftedQuoteDto }>(await user(t, 'GET', `/leads/${leadId}/drafted-quote`))).data;
    expect(drafted.status).toBe('drafted');
    expect(drafted.totalMinor).toBeGreaterThan(0);
    expect(drafted.bookingId).toBeNull();

    const sent = await user(t, 'POST', `/leads/${leadId}/drafted-quote/send`);
    expect(sent.status).toBe(200);
    const view = (await body<{ data: DraftedQuoteDto; message: string }>(sent));
    expect(view.message).toBe(M.quoteSent);
    expect(view.data).toMatchObject({ status: 'sent', totalMinor: drafted.totalMinor });
    const booking = (await t.deps.db.select().from(bookings).where(eq(bookings.id, view.data.bookingId ?? '')))[0];
    expect(booking).toMatchObject({ status: 'quote_sent', leadId, email: 'riley.hart@example.com', firstName: 'Riley', lastName: 'Hart' });
    expect((await t.deps.db.select().from(leads).where(eq(leads.id, leadId)))[0]?.status).toBe('quoted');
    // The customer's link shows the price-book option at the drafted total.
    const mail = await lastEmailTo(t.deps, 'riley.hart@example.com');
    const token = /token=([0-9a-f]{64})/.exec(mail?.text ?? mail?.html ?? '')?.[1] ?? '';
    const page = (await body<{ data: PublicBookingDto }>(await t.app.request(`/api/v1/public/get-booking/${token}`))).data;
    expect(JSON.stringify(page)).toContain(String(drafted.totalMinor));
    // Sending again: 409, nothing written.
    const snapshot = await dbSnapshot(t.deps);
    const again = await user(t, 'POST', `/leads/${leadId}/drafted-quote/send`);
    expect(again.status).toBe(409);
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);
  });

  it('bad input is a 4xx and writes nothing: an unknown render, deposit now while the shop does not allow it, a bad day, no consent', async () => {
    const t = await widgetApp();
    const renderId = await rendered(t);
    const snapshot = await dbSnapshot(t.deps);
    for (const [payload, status] of [
      [request('unknown-render'), 404],
      [request(renderId, { consent: false }), 400],
      [request(renderId, { mode: 'later' }), 400],
      [request(renderId, { email: 'not-an-email' }), 400],
      [request(renderId, { mode: 'deposit_now', requestedDay: dayAfter(t, 3) }), 409],
      [request(renderId, { requestedDay: 'soon' }), 400],
    ] as const) {
      const res = await t.call('booking-requests', { body: payload });
      expect(res.status, JSON.stringify(payload)).toBe(status);
    }
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);
  });
});

describe('issue 25 item 6: Book with a deposit — deposit now', () => {
  it('the owner allows it once deposits are on; the visitor picks a day and pays the deposit on the price-book total; the booking is confirmed', async () => {
    const t = await widgetApp();
    // Not before deposits can be taken.
    const early = await user(t, 'PUT', '/widget/booking', { mode: 'deposit_now' });
    expect(early.status).toBe(409);
    expect((await user(t, 'POST', '/payments/connect')).status).toBe(200);
    expect((await user(t, 'PUT', '/payments/settings', { depositsEnabled: true, depositKind: 'percent', depositPercent: 20, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 7 })).status).toBe(200);
    const saved = await user(t, 'PUT', '/widget/booking', { mode: 'deposit_now' });
    expect(saved.status).toBe(200);
    expect((await body<{ data: WidgetBookingSettingsDto }>(saved)).data).toEqual({ mode: 'deposit_now', depositAvailable: true });
    const offer = (await body<{ data: WidgetBookingOfferDto }>(await t.call('booking'))).data;
    expect(offer).toEqual({ mode: 'deposit_now', firstDay: dayAfter(t, 1), lastDay: dayAfter(t, 365) });

    const renderId = await rendered(t);
    // A day before tomorrow, or none: 400, nothing written.
    const snapshot = await dbSnapshot(t.deps);
    expect((await t.call('booking-requests', { body: request(renderId, { mode: 'deposit_now', requestedDay: dayAfter(t, 0) }) })).status).toBe(400);
    expect((await t.call('booking-requests', { body: request(renderId, { mode: 'deposit_now' }) })).status).toBe(400);
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);

    const day = dayAfter(t, 5);
    const res = await t.call('booking-requests', { body: request(renderId, { mode: 'deposit_now', requestedDay: day }) });
    expect(res.status).toBe(201);
    const answer = (await body<{ data: WidgetBookingAnswerDto }>(res)).data;
    expect(answer.payUrl).toMatch(/\/deposit\/pay\?token=[0-9a-f]{64}&session=dcs_local_\w+$/);
    const booking = (await t.deps.db.select().from(bookings).where(eq(bookings.leadId, answer.leadId)))[0];
    expect(booking).toMatchObject({ status: 'accepted', bookingDate: day });
    const deposit = (await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking?.id ?? '')))[0];
    expect(deposit?.status).toBe('pending');
    expect(deposit?.amountMinor).toBe(answer.depositMinor);
    // 20 % of the price-book total the shop reviews.
    const drafted = (await body<{ data: DraftedQuoteDto }>(await user(t, 'GET', `/leads/${answer.leadId}/drafted-quote`))).data;
    expect(drafted).toMatchObject({ status: 'deposit_requested', requestedDay: day, bookingId: booking?.id });
    expect(answer.depositMinor).toBe(Math.floor(((drafted.totalMinor ?? 0) * 20 + 50) / 100));

    // Paying on the offline page confirms it.
    const [, token, session] = /token=([0-9a-f]{64})&session=(dcs_local_\w+)/.exec(answer.payUrl ?? '') ?? [];
    expect((await t.app.request('/api/v1/public/deposit/local/pay', json('POST', { token, sessionId: session }))).status).toBe(200);
    expect((await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking?.id ?? '')))[0]?.status).toBe('paid');
    // A drafted deposit request is not "sent" again by the shop.
    expect((await user(t, 'POST', `/leads/${answer.leadId}/drafted-quote/send`)).status).toBe(409);
  });
});
