import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicBookingDto } from '@wrapsmith/core/contract';
import { BOOKING_MESSAGES } from '@wrapsmith/core';
import { apiError, json, type FakeCall, type FakeReply } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { useSession } from '../../stores/session.ts';
import { quoteWords } from '../../features/customer-page/i18n/quote.ts';

const t = quoteWords('en');

const TOKEN = 'ab'.repeat(32);
const PATH = `/confirm-booking?token=${TOKEN}`;

function quote(overrides: Partial<PublicBookingDto> = {}): PublicBookingDto {
  return {
    shop: {
      name: 'Reyes Wraps',
      email: 'hello@reyeswraps.com',
      phone: '+1 555 0199',
      website: null,
      logoUrl: null,
      primaryColor: null,
      accentColor: null,
      poweredBy: true,
    },
    status: 'quote_sent',
    firstName: 'Jordan',
    lastName: 'Lee',
    bookingDate: '2025-06-12',
    checkInTime: '9:30',
    completionDate: null,
    vehicle: '2022 Toyota GR Supra',
    brand: '3M',
    wrapColor: 'Gloss Black (G12)',
    total: 3250,
    imageUrl: 'https://wrapsmith.test/public/renders/rnd_1.png',
    invoiceCode: 'ABC123',
    expiresAt: '2026-12-23T12:00:00.000Z',
    expired: false,
    // The spec's fields as the one option of the quote (issue 25 item 3).
    quote: {
      currency: 'USD',
      pricesIncludeTax: false,
      acceptedOptionId: null,
      pdfUrl: `/api/v1/public/quote-pdf/${TOKEN}`,
      options: [
        {
          id: 'opt-1',
          label: 'Quote',
          film: '3M Gloss Black (G12)',
          zones: [],
          imageUrl: null,
          discount: null,
          notes: '',
          lines: [{ kind: 'labour', description: 'Wrap: 3M Gloss Black (G12)', quantityMilli: 1000, unitAmount: 325000, taxRate: 0, lineAmount: 325000 }],
          totals: { subtotal: 325000, discount: 0, net: 325000, taxes: [{ rate: 0, taxable: 325000, tax: 0 }], tax: 0, total: 325000 },
        },
      ],
    },
    ...overrides,
  };
}

/** Types the signature and presses Accept (issue 25 item 3: accepting takes a typed name). */
async function signAndAccept(name = 'Jordan Lee') {
  const field = await screen.findByRole('textbox', { name: t('signature') });
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('button', { name: t('accept') }));
}

const ACCEPTED = { token: TOKEN, status: 'accepted', optionId: 'opt-1', name: 'Jordan Lee' };

function open(replies: Record<string, FakeReply>, path = PATH) {
  const view = renderApp(path, { replies });
  return { ...view, answers: () => view.calls.filter((c: FakeCall) => c.method === 'POST' && c.path === '/public/update-booking-status').map((c) => c.body) };
}

const answered = (status: 'accepted' | 'cancelled') => json({ data: quote({ status }), message: 'Thank you' });

describe('Public quote page', () => {
  it('issue 25 item 3: shows each option with its picture, lines and total, asks for a choice and a typed name', async () => {
    const option = (id: string, label: string, total: number) => ({
      id,
      label,
      film: `${label} film`,
      zones: ['fullWrap'],
      imageUrl: `/api/v1/public/quote-image/${TOKEN}/${id}`,
      discount: null,
      notes: '',
      lines: [{ kind: 'labour' as const, description: `${label} wrap`, quantityMilli: 1000, unitAmount: total, taxRate: 0, lineAmount: total }],
      totals: { subtotal: total, discount: 0, net: total, taxes: [{ rate: 0, taxable: total, tax: 0 }], tax: 0, total },
    });
    const three = quote({
      total: null,
      quote: { ...quote().quote, options: [option('a', 'Good', 200000), option('b', 'Better', 250000), option('c', 'Best', 300000)] },
    });
    const { answers } = open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: three }), 'POST /public/update-booking-status': answered('accepted') });
    expect(await screen.findByRole('img', { name: 'Preview of option Better' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /Preview of option/ })).toHaveLength(3);
    expect(screen.getByRole('table', { name: 'Lines of Best' })).toBeTruthy();
    expect(screen.getAllByText('$2,500.00').length).toBeGreaterThan(0);
    // Accept without a choice, then without a name: nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: t('accept') }));
    expect(screen.getByText(t('chooseFirst'))).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Choose Better' }));
    await userEvent.click(screen.getByRole('button', { name: t('acceptOption', { label: 'Better' }) }));
    expect(screen.getByText(t('nameFirst'))).toBeTruthy();
    expect(answers()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: t('signature') }), 'Jordan Lee');
    await userEvent.click(screen.getByRole('button', { name: t('acceptOption', { label: 'Better' }) }));
    expect(await screen.findByRole('heading', { level: 2, name: t('thanksAccepted', { name: 'Jordan' }) })).toBeTruthy();
    expect(answers()).toEqual([{ token: TOKEN, status: 'accepted', optionId: 'b', name: 'Jordan Lee' }]);
  });

  it('shows the shop, the booking details and the render to a visitor without a session', async () => {
    const { calls, router } = open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote() }) });
    const table = await screen.findByRole('table', { name: 'Booking details' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Customer', 'Jordan Lee'],
      ['Vehicle', '2022 Toyota GR Supra'],
      ['Brand', '3M'],
      ['Colour', 'Gloss Black (G12)'],
      ['Date', 'Jun 12, 2025'],
      ['Check-in', '9:30'],
      ['Total', '$3,250.00'],
      ['Invoice code', 'ABC123'],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: t('title') })).toBeTruthy();
    expect(screen.getAllByText('Reyes Wraps').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Preview of your 2022 Toyota GR Supra in 3M Gloss Black (G12)' }).getAttribute('src')).toBe(quote().imageUrl);
    expect(screen.getByRole('button', { name: t('accept') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('reject') })).toBeTruthy();
    expect(useSession.getState().currentUser).toBeNull();
    expect(router.state.location.pathname).toBe('/confirm-booking');
    expect(calls.some((c) => c.path === `/public/get-booking/${TOKEN}`)).toBe(true);
  });

  it('is the shop’s page: its name, logo, colours and contact details, and no Wrapsmith header, log-in or sign-up', async () => {
    const shop = {
      ...quote().shop,
      logoUrl: '/api/v1/widget-assets/logo/shp_1/logo.png',
      primaryColor: '#1d4ed8',
      accentColor: '#fde047',
      website: 'https://reyeswraps.com',
      poweredBy: false,
    };
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote({ shop }) }) });
    const logo = await screen.findByRole('img', { name: 'Reyes Wraps logo' });
    const banner = screen.getByRole('banner');
    expect(banner.contains(logo)).toBe(true);
    expect(logo.getAttribute('src')).toBe(shop.logoUrl);
    expect(within(banner).getByText('Reyes Wraps')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /sign up/i })).toBeNull();
    expect(screen.queryByText(/wrapsmith/i)).toBeNull();
    const frame = banner.parentElement!;
    expect(frame.style.getPropertyValue('--wsq-brand')).toBe('#1d4ed8');
    expect(frame.style.getPropertyValue('--wsq-on-brand')).toBe('#ffffff');
    // A light accent gets ink text on the shop's buttons.
    expect(frame.style.getPropertyValue('--ws-color-accent')).toBe('#fde047');
    expect(frame.style.getPropertyValue('--ws-color-on-accent')).toBe('#0b1220');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+1 555 0199' }).getAttribute('href')).toBe('tel:+15550199');
    expect(within(footer).getByRole('link', { name: 'hello@reyeswraps.com' }).getAttribute('href')).toBe('mailto:hello@reyeswraps.com');
    expect(within(footer).getByRole('link', { name: 'reyeswraps.com' }).getAttribute('href')).toBe('https://reyeswraps.com');
  });

  it('credits Wrapsmith in the footer unless the shop hid it', async () => {
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote() }) });
    expect(within(await screen.findByRole('contentinfo')).getByText(t('poweredBy'))).toBeTruthy();
  });

  it('says until when the quote is valid', async () => {
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote() }) });
    expect(await screen.findByText('Valid until December 23, 2026')).toBeTruthy();
    expect(t('validUntil', { day: 'December 23, 2026' })).toBe('Valid until December 23, 2026');
  });

  it('offers the answers without a validity line for a quote sent before quotes expired', async () => {
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote({ expiresAt: null }) }) });
    expect(await screen.findByRole('button', { name: t('accept') })).toBeTruthy();
    expect(screen.queryByText(/Valid until/)).toBeNull();
  });

  it('hides the answers of an expired quote and says to ask the shop, whose contact details it shows', async () => {
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote({ expired: true }) }) });
    const expired = 'This quote expired on December 23, 2026. Ask Reyes Wraps for a new one.';
    expect((await screen.findByText(expired)).closest('[role="status"]')).toBeTruthy();
    expect(BOOKING_MESSAGES.quoteExpired('2026-12-23T12:00:00.000Z', 'Reyes Wraps')).toBe(expired);
    expect(screen.getByRole('table', { name: 'Booking details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('accept') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('reject') })).toBeNull();
    expect(screen.queryByText(t('intro', { shop: 'Reyes Wraps' }))).toBeNull();
    expect(screen.queryByText(/Valid until/)).toBeNull();
    expect(screen.getByRole('link', { name: '+1 555 0199' }).getAttribute('href')).toBe('tel:+15550199');
    expect(screen.getByRole('link', { name: 'hello@reyeswraps.com' }).getAttribute('href')).toBe('mailto:hello@reyeswraps.com');
  });

  it('shows the expiry when the quote expired while the page was open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let loads = 0;
    const { answers } = open({
      [`GET /public/get-booking/${TOKEN}`]: () => json({ data: quote({ expired: loads++ > 0 }) }),
      'POST /public/update-booking-status': apiError(410, BOOKING_MESSAGES.quoteExpired('2026-12-23T12:00:00.000Z', 'Reyes Wraps'), 'QUOTE_EXPIRED'),
    });
    await signAndAccept();
    expect(await screen.findByText(BOOKING_MESSAGES.quoteExpired('2026-12-23T12:00:00.000Z', 'Reyes Wraps'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('accept') })).toBeNull();
    expect(answers()).toEqual([ACCEPTED]);
  });

  it('shows no image when the booking has no render', async () => {
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote({ imageUrl: null }) }) });
    await screen.findByRole('table', { name: 'Booking details' });
    expect(screen.queryByRole('img', { name: /Preview of your/ })).toBeNull();
  });

  it('thanks the customer who accepts and says what happens next, not Booking Already Accepted, with no buttons', async () => {
    const { answers } = open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote() }), 'POST /public/update-booking-status': answered('accepted') });
    await signAndAccept();
    const thanks = await screen.findByRole('heading', { level: 2, name: t('thanksAccepted', { name: 'Jordan' }) });
    expect(thanks.textContent).toBe('Thank you, Jordan! Your booking is accepted.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByText(t('nextAccepted', { shop: 'Reyes Wraps', when: 'Jun 12, 2025 at 9:30' }))).toBeTruthy();
    expect(t('nextAccepted', { shop: 'Reyes Wraps', when: 'Jun 12, 2025 at 9:30' })).toContain('Reyes Wraps has been told and will contact you to confirm your appointment on Jun 12, 2025 at 9:30.');
    expect(screen.getByText(t('keepCode', { code: 'ABC123' }))).toBeTruthy();
    expect(screen.queryByText(BOOKING_MESSAGES.alreadyAnswered('Accepted'))).toBeNull();
    expect(answers()).toEqual([ACCEPTED]);
    expect(screen.queryByRole('button', { name: t('accept') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('reject') })).toBeNull();
  });

  it('asks before rejecting; keeping the quote sends nothing, confirming sends cancelled', async () => {
    const { answers } = open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote() }), 'POST /public/update-booking-status': answered('cancelled') });
    await userEvent.click(await screen.findByRole('button', { name: t('reject') }));
    let dialog = screen.getByRole('dialog', { name: t('rejectTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('rejectKeep') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(answers()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: t('reject') }));
    dialog = screen.getByRole('dialog', { name: t('rejectTitle') });
    expect(within(dialog).getByText(t('rejectBody', { shop: 'Reyes Wraps' }))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: t('rejectConfirm') }));
    expect(await screen.findByRole('heading', { level: 2, name: t('thanksCancelled') })).toBeTruthy();
    expect(screen.getByText(t('nextCancelled', { shop: 'Reyes Wraps' }))).toBeTruthy();
    expect(screen.queryByText(BOOKING_MESSAGES.alreadyAnswered('Cancelled'))).toBeNull();
    expect(answers()).toEqual([{ token: TOKEN, status: 'cancelled' }]);
    expect(screen.queryByRole('button', { name: t('reject') })).toBeNull();
  });

  it.each([
    ['Accepted', 'accepted'],
    ['Cancelled', 'cancelled'],
  ] as const)('says Booking Already %s without buttons when the quote was answered before', async (label, status) => {
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote({ status }) }) });
    expect(await screen.findByText(BOOKING_MESSAGES.alreadyAnswered(label))).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Booking details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('accept') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('reject') })).toBeNull();
  });

  it('says where a booking the shop has taken on stands, without buttons', async () => {
    open({ [`GET /public/get-booking/${TOKEN}`]: json({ data: quote({ status: 'inprogress' }) }) });
    expect(await screen.findByText(t('now.inprogress'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('accept') })).toBeNull();
  });

  it.each(['/confirm-booking', '/confirm-booking?token=', '/confirm-booking?token=not-a-token'])('calls %s an invalid link without asking the server', async (path) => {
    const { calls } = open({}, path);
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.linkInvalid);
    expect(calls.some((c) => c.path.startsWith('/public/'))).toBe(false);
  });

  it('calls an unknown token an invalid link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open({ [`GET /public/get-booking/${TOKEN}`]: apiError(404, BOOKING_MESSAGES.linkInvalid, 'NOT_FOUND') });
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.linkInvalid);
    expect(screen.queryByRole('button', { name: t('retry') })).toBeNull();
  });

  it('logs a failed load and offers a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    open({ [`GET /public/get-booking/${TOKEN}`]: () => (fail ? apiError(500, 'Internal error') : json({ data: quote() })) });
    expect(screen.getByText(t('loading'))).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(t('loadFailed'));
    expect(warn).toHaveBeenCalled();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t('retry') }));
    expect(await screen.findByRole('button', { name: t('accept') })).toBeTruthy();
  });

  it('keeps the buttons after a failed answer so the customer can try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { answers } = open({
      [`GET /public/get-booking/${TOKEN}`]: json({ data: quote() }),
      'POST /public/update-booking-status': () => (fail ? apiError(503, 'Service unavailable') : answered('accepted')),
    });
    await signAndAccept();
    expect((await screen.findByRole('alert')).textContent).toBe(t('answerFailed'));
    fail = false;
    await signAndAccept();
    expect(await screen.findByRole('heading', { level: 2, name: t('thanksAccepted', { name: 'Jordan' }) })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(answers()).toHaveLength(2);
  });

  it('shows the booking as it now stands when it was answered elsewhere meanwhile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let loads = 0;
    open({
      [`GET /public/get-booking/${TOKEN}`]: () => json({ data: quote({ status: loads++ === 0 ? 'quote_sent' : 'cancelled' }) }),
      'POST /public/update-booking-status': apiError(409, BOOKING_MESSAGES.alreadyAnswered('Cancelled'), 'CONFLICT'),
    });
    await signAndAccept();
    expect(await screen.findByText(BOOKING_MESSAGES.alreadyAnswered('Cancelled'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('accept') })).toBeNull();
  });
});
