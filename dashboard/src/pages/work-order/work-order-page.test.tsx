import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '@wrapsmith/core/contract';
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, type BookingStatus } from '@wrapsmith/core';
import { ApiProvider, createApi } from '../../api/index.ts';
import { appRoutes } from '../../routes/routes.tsx';
import { useSession } from '../../stores/session.ts';
import { apiError, fakeFetch, json, type FakeCall, type FakeReply } from '../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser } from '../../test/fixtures.ts';
import { renderApp, TEST_API_BASE } from '../../test/render-app.tsx';
import { makeBooking } from '../../features/bookings/booking-fixtures.test-support.ts';
import { BOOKING_FORM_LABELS as L } from '../../features/bookings/booking-messages.ts';
import { MATERIAL_ESTIMATE, STUDIO_REPLIES } from '../../features/studio/studio-replies.test-support.ts';
import { MATERIAL_MESSAGES, ROLL_LENGTH_MM } from '../../features/bookings/material-estimate.tsx';
import { AREA_FIELD_LABELS } from '../../features/bookings/area-field.tsx';
import { quoteReplies } from '../../features/quotes/quote-replies.test-support.ts';
import { WORK_ORDER_MESSAGES as M } from './work-order-messages.ts';

const owner = makeUser({ accountType: 'paid' });
const ID = 'bkg_7f3a9c';

function replies(booking: BookingDto, extra: Record<string, FakeReply> = {}): Record<string, FakeReply> {
  let current = booking;
  return {
    ...STUDIO_REPLIES,
    ...quoteReplies(ID),
    [`GET /user/booking/${ID}`]: () => json({ data: current }),
    [`PATCH /user/booking/${ID}`]: ({ body }) => {
      current = { ...current, status: (body as { status: BookingStatus }).status };
      return json({ data: current, message: 'Status updated' });
    },
    [`PUT /user/booking/${ID}`]: ({ body }) => {
      current = { ...current, ...(body as Partial<BookingDto>) };
      return json({ data: current, message: BOOKING_MESSAGES.saved });
    },
    ...extra,
  };
}

function open(booking = makeBooking(), extra: Record<string, FakeReply> = {}, path = `/work-order?id=${ID}`) {
  return renderApp(path, { user: owner, replies: replies(booking, extra) });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const writes = (calls: FakeCall[], method: string) => calls.filter((c) => c.method === method && c.path === `/user/booking/${ID}`);

describe('Work order', () => {
  it('loads the booking by id and shows its invoice code, status and fields', async () => {
    const { calls } = open(makeBooking({ render: { _id: 'rnd_1', imageUrl: '/api/v1/user/renders/rnd_1/image' } }));
    expect(await screen.findByText('#7F3A9C')).toBeTruthy();
    expect(screen.getByText(BOOKING_STATUS_LABELS.pending)).toBeTruthy();
    expect(screen.getByRole('form', { name: `${M.title} #7F3A9C` })).toBeTruthy();
    expect(input(L.firstName).value).toBe('Jordan');
    expect(input(L.price).value).toBe('3200');
    expect(input(L.estimatedRolls).value).toBe('1.5');
    expect((screen.getByRole('combobox', { name: L.dealership }) as HTMLSelectElement).value).toBe('Private Seller');
    expect(screen.getByRole('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Black (G12)' })).toBeTruthy();
    expect(input(L.bookingDate).min).toBe('');
    expect(calls.some((c) => c.method === 'GET' && c.path === `/user/booking/${ID}`)).toBe(true);
  });

  it.each<[BookingStatus, boolean, boolean, boolean]>([
    ['pending', true, false, true],
    ['accepted', true, false, true],
    ['quote_sent', false, false, true],
    ['inprogress', false, true, true],
    ['completed', false, false, false],
    ['cancelled', false, false, false],
  ])('enables only the moves a %s booking allows', async (status, bookIn, completed, cancel) => {
    open(makeBooking({ status }));
    await screen.findByText(BOOKING_STATUS_LABELS[status]);
    expect([!button(M.bookIn).disabled, !button(M.vehicleCompleted).disabled, !button(M.cancelAppointment).disabled]).toEqual([bookIn, completed, cancel]);
    expect(button(M.save).disabled).toBe(false);
  });

  it('Book IN sends a PATCH to inprogress, then Vehicle Completed to completed', async () => {
    const { calls } = open();
    await userEvent.click(await screen.findByRole('button', { name: M.bookIn }));
    expect(await screen.findByText(M.statusChanged(BOOKING_STATUS_LABELS.inprogress))).toBeTruthy();
    expect(writes(calls, 'PATCH').map((c) => c.body)).toEqual([{ status: 'inprogress' }]);
    expect(button(M.bookIn).disabled).toBe(true);
    await userEvent.click(button(M.vehicleCompleted));
    expect(await screen.findByText(M.statusChanged(BOOKING_STATUS_LABELS.completed))).toBeTruthy();
    expect(writes(calls, 'PATCH').map((c) => c.body)).toEqual([{ status: 'inprogress' }, { status: 'completed' }]);
    expect(button(M.cancelAppointment).disabled).toBe(true);
  });

  it('asks before cancelling the appointment', async () => {
    const { calls } = open();
    await userEvent.click(await screen.findByRole('button', { name: M.cancelAppointment }));
    let dialog = screen.getByRole('dialog', { name: M.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.keepAppointment }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls, 'PATCH')).toHaveLength(0);

    await userEvent.click(button(M.cancelAppointment));
    dialog = screen.getByRole('dialog', { name: M.cancelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.cancelAppointment }));
    expect(await screen.findByText(M.statusChanged(BOOKING_STATUS_LABELS.cancelled))).toBeTruthy();
    expect(writes(calls, 'PATCH').map((c) => c.body)).toEqual([{ status: 'cancelled' }]);
  });

  it('sends a waiting quote again and says so; the button is only there for quotes', async () => {
    const quote = makeBooking({ status: 'quote_sent', isQuoted: true, email: 'jordan@example.com' });
    const sent = BOOKING_MESSAGES.quoteResent('jordan@example.com');
    const { calls } = open(quote, { [`POST /user/booking/${ID}/resend-quote`]: json({ data: quote, message: sent }) });
    await userEvent.click(await screen.findByRole('button', { name: M.resendQuote }));
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(calls.filter((c) => c.path === `/user/booking/${ID}/resend-quote`).map((c) => c.method)).toEqual(['POST']);
  });

  it('shows why a resend was refused, and offers none for a booking that is not a quote', async () => {
    const quote = makeBooking({ status: 'quote_sent', isQuoted: true, email: 'jordan@example.com' });
    const view = open(quote, { [`POST /user/booking/${ID}/resend-quote`]: apiError(429, BOOKING_MESSAGES.resendTooSoon, 'RATE_LIMITED') });
    await userEvent.click(await screen.findByRole('button', { name: M.resendQuote }));
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.resendTooSoon);
    view.unmount();
    open(makeBooking({ status: 'pending' }));
    await screen.findByRole('button', { name: M.bookIn });
    expect(screen.queryByRole('button', { name: M.resendQuote })).toBeNull();
  });

  it('says until when a waiting quote is valid, or that it expired and a resend renews it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
    const live = open(makeBooking({ status: 'quote_sent', isQuoted: true, quoteExpiresAt: '2026-07-01T12:00:00.000Z' }));
    expect(await screen.findByText(M.quoteValidUntil('2026-07-01T12:00:00.000Z'))).toBeTruthy();
    expect(M.quoteValidUntil('2026-07-01T12:00:00.000Z')).toBe('Quote valid until July 1, 2026');
    live.unmount();

    const expired = makeBooking({ status: 'quote_sent', isQuoted: true, email: 'jordan@example.com', quoteExpiresAt: '2026-06-01T12:00:00.000Z' });
    const renewed = { ...expired, quoteExpiresAt: '2026-07-15T09:00:00.000Z' };
    open(expired, { [`POST /user/booking/${ID}/resend-quote`]: json({ data: renewed, message: BOOKING_MESSAGES.quoteResent('jordan@example.com') }) });
    const notice = await screen.findByText('Quote expired on June 1, 2026 — resend it to renew');
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(M.quoteExpired('2026-06-01T12:00:00.000Z')).toBe(notice.textContent);
    await userEvent.click(button(M.resendQuote));
    expect(await screen.findByText('Quote valid until July 15, 2026')).toBeTruthy();
    expect(screen.queryByText(/Quote expired on/)).toBeNull();
  });

  it('says nothing about expiry once the quote was answered, nor for a quote that has none', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T09:00:00Z'));
    const answered = open(makeBooking({ status: 'accepted', isQuoted: true, quoteExpiresAt: '2026-06-01T12:00:00.000Z' }));
    await screen.findByText(BOOKING_STATUS_LABELS.accepted);
    expect(screen.queryByText(/Quote (valid|expired)/)).toBeNull();
    answered.unmount();
    open(makeBooking({ status: 'quote_sent', isQuoted: true, quoteExpiresAt: null }));
    await screen.findByText(BOOKING_STATUS_LABELS.quote_sent);
    expect(screen.queryByText(/Quote (valid|expired)/)).toBeNull();
  });

  it('shows why a move was refused', async () => {
    const refusal = apiError(409, BOOKING_MESSAGES.cannotMove('completed', 'inprogress'), 'CONFLICT');
    open(makeBooking(), { [`PATCH /user/booking/${ID}`]: refusal });
    await userEvent.click(await screen.findByRole('button', { name: M.bookIn }));
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.cannotMove('completed', 'inprogress'));
  });

  it('Save sends every field with a PUT, allows past dates and keeps the status', async () => {
    const { calls } = open(makeBooking({ status: 'inprogress', bookingDate: '2020-03-01', completionDate: null }));
    await screen.findByText(BOOKING_STATUS_LABELS.inprogress);
    await userEvent.clear(input(L.price));
    await userEvent.type(input(L.price), '3500');
    await userEvent.clear(input(L.decalsCost));
    await userEvent.click(button(M.save));
    expect(await screen.findByText(BOOKING_MESSAGES.saved)).toBeTruthy();
    const [put] = writes(calls, 'PUT');
    expect(put?.body).toMatchObject({ price: 3500, decalsCost: null, bookingDate: '2020-03-01', completionDate: '', checkInTime: '9:30', year: 2024 });
    expect(put?.body).not.toHaveProperty('status');
    expect(writes(calls, 'PATCH')).toHaveLength(0);
    expect(screen.getByText(BOOKING_STATUS_LABELS.inprogress)).toBeTruthy();
  });

  it('shows the field messages of a refused save', async () => {
    const refusal = { status: 400, body: { error: { message: 'Price is too large', code: 'VALIDATION_FAILED', details: [{ path: 'price', message: 'Price is too large' }] } } };
    open(makeBooking(), { [`PUT /user/booking/${ID}`]: refusal });
    await userEvent.click(await screen.findByRole('button', { name: M.save }));
    expect((await screen.findByRole('alert')).textContent).toBe('Price is too large');
    expect(input(L.price).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input(L.price)));
  });

  it('says Booking not found for an unknown id', async () => {
    open(makeBooking(), { [`GET /user/booking/${ID}`]: apiError(404, BOOKING_MESSAGES.notFound, 'NOT_FOUND') });
    expect(await screen.findByText(BOOKING_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.goToAppointments }).getAttribute('href')).toBe('/appointment');
  });

  it('says Booking not found when no booking is given', async () => {
    const { calls } = open(makeBooking(), {}, '/work-order');
    expect(await screen.findByText(BOOKING_MESSAGES.notFound)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/user/booking'))).toBe(false);
  });

  it('offers a retry when the booking cannot be loaded', async () => {
    let fail = true;
    const booking = makeBooking();
    open(booking, { [`GET /user/booking/${ID}`]: () => (fail ? apiError(500, 'Internal error') : json({ data: booking })) });
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    fail = false;
    await userEvent.click(button(M.retry));
    expect(await screen.findByText('#7F3A9C')).toBeTruthy();
  });

  it('shows the booking from navigation state at once, writes its id into the address, and shows the API’s newer copy when it comes', async () => {
    useSession.setState({ currentUser: owner });
    const booking = makeBooking({ status: 'accepted' });
    // The copy in the history entry is old (a reload passes it again): the customer has since been served.
    let answer!: (reply: ReturnType<typeof json>) => void;
    const fresh = new Promise<ReturnType<typeof json>>((resolve) => (answer = resolve));
    const fake = fakeFetch({
      'GET /auth/user-info': json({ data: { user: owner } }),
      'GET /user/notifications': json({ ...EMPTY_PAGE, unreadCount: 0 }),
      ...STUDIO_REPLIES,
      ...quoteReplies(ID),
      [`GET /user/booking/${ID}`]: () => fresh,
    });
    const router = createMemoryRouter(appRoutes({ scrollRestoration: false }), { initialEntries: [{ pathname: '/work-order', state: { booking } }] });
    render(
      <ApiProvider api={createApi({ fetch: fake.fetch, baseUrl: TEST_API_BASE })}>
        <RouterProvider router={router} />
      </ApiProvider>,
    );
    expect(await screen.findByText(BOOKING_STATUS_LABELS.accepted)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${ID}`));
    expect(screen.getByText('#7F3A9C')).toBeTruthy();
    answer(json({ data: { ...booking, status: 'completed' } }));
    expect(await screen.findByText(BOOKING_STATUS_LABELS.completed)).toBeTruthy();
    expect(fake.calls.some((c) => c.path === `/user/booking/${ID}`)).toBe(true);
  });

  it('issue 25 item 2: shows the material estimate of the booking’s vehicle and zones, and fills square feet and rolls from it', async () => {
    const { calls } = open(makeBooking({ estimatedSQ: null, estimatedRolls: null }));
    const total = await screen.findByLabelText(MATERIAL_MESSAGES.total);
    // A US shop reads feet and the roll's inches first (issue 28 item 2).
    expect(total.textContent).toBe('62.8 ft of 60″ (1,524 mm)');
    const asked = calls.find((c) => c.path === '/user/tool/material-estimate');
    // The booking's PPF cost and tint fields tick their zones beside the full wrap.
    expect(new URLSearchParams(asked?.search)).toEqual(
      new URLSearchParams({ year: '2024', make: 'Tesla', model: 'Model 3', zones: 'fullWrap,windowTint,ppf', rollWidthMm: '1524', wastePercent: '10' }),
    );
    await userEvent.selectOptions(screen.getByLabelText(MATERIAL_MESSAGES.rollWidth), '1372');
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/tool/material-estimate').at(-1)?.search).toContain('rollWidthMm=1372'));
    await userEvent.click(await screen.findByRole('button', { name: MATERIAL_MESSAGES.use }));
    expect(input(L.estimatedSQ).value).toBe('181');
    expect(input(L.estimatedRolls).value).toBe(String(Math.round((19_135 * 100) / ROLL_LENGTH_MM) / 100));
  });

  it('issue 28 item 2: a metric shop reads m² and metres in its conventions, and types the estimated area in m² (stored as ft²)', async () => {
    const metric = makeUser({ accountType: 'paid', shop: { ...owner.shop, country: 'DE', units: 'metric', unitsChoice: null, locale: 'en-DE', timeZone: 'Europe/Berlin' } });
    const { calls } = renderApp(`/work-order?id=${ID}`, { user: metric, replies: replies(makeBooking({ estimatedSQ: 250, estimatedRolls: null })) });
    const total = await screen.findByLabelText(MATERIAL_MESSAGES.total);
    // 19,135 mm on a 60″ roll: 19.14 m, written the German way.
    expect(total.textContent).toBe('19,14 m of 1.524 mm (60″)');
    const table = screen.getByRole('table', { name: 'Material estimate' });
    expect(table.textContent).toContain('m²');
    expect(table.textContent).not.toMatch(/ft²| ft\b/);
    expect((screen.getByRole('option', { name: '1.372 mm (54″)' }) as HTMLOptionElement).value).toBe('1372');
    // The booking's 250 ft² is 23.23 m².
    const area = input(AREA_FIELD_LABELS.metric);
    expect(area.value).toBe('23.23');
    await userEvent.clear(area);
    await userEvent.type(area, '20.5');
    expect(area.value).toBe('20.5');
    await userEvent.click(button(M.save));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    // 20.5 m² × 10.7639 ft²/m² = 220.66 ft², what the booking keeps.
    expect((writes(calls, 'PUT')[0]?.body as { estimatedSQ: number }).estimatedSQ).toBe(220.66);
  });

  it('issue 25 item 2: says why there is no estimate and offers to try again', async () => {
    let fail = true;
    open(makeBooking(), {
      'GET /user/tool/material-estimate': () => (fail ? apiError(400, 'We have no measurements for this vehicle: choose its body style', 'BAD_REQUEST') : json({ data: MATERIAL_ESTIMATE })),
    });
    expect(await screen.findByText(/We have no measurements for this vehicle/)).toBeTruthy();
    fail = false;
    await userEvent.selectOptions(screen.getByLabelText(MATERIAL_MESSAGES.bodyStyle), 'sedan');
    expect(await screen.findByLabelText(MATERIAL_MESSAGES.total)).toBeTruthy();
  });

  it('issue 25 item 2: asks for the vehicle before estimating', async () => {
    const { calls } = open(makeBooking({ year: null, make: '', model: '' }));
    expect(await screen.findByText(MATERIAL_MESSAGES.needsVehicle)).toBeTruthy();
    expect(calls.some((c) => c.path === '/user/tool/material-estimate')).toBe(false);
  });
});
