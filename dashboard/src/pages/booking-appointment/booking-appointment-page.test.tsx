import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '@wrapsmith/core';
import { VISUALIZER_MESSAGES } from '@wrapsmith/visualizer';
import { apiError, json, type FakeCall, type FakeReply } from '../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { STUDIO_REPLIES } from '../../features/studio/studio-replies.test-support.ts';
import { makeBooking, makeLead } from '../../features/bookings/booking-fixtures.test-support.ts';
import { PHOTO_INPUT_MESSAGES } from '../../components/photo-input.tsx';
import { BOOKING_FORM_LABELS as L, BOOKING_FORM_MESSAGES as F, BOOKING_PHOTO_MESSAGES as P, BOOK_NOW_MESSAGES as M } from '../../features/bookings/booking-messages.ts';

const owner = makeUser({ accountType: 'paid' });

function open(path = '/bookingAppointment', replies: Record<string, FakeReply> = {}) {
  return renderApp(path, {
    user: owner,
    replies: {
      ...STUDIO_REPLIES,
      'POST /user/booking': ({ body }) => json({ data: makeBooking(body as object), message: 'Booking created' }, 201),
      'GET /user/booking/all': json(EMPTY_PAGE),
      'GET /user/leads': json(EMPTY_PAGE),
      ...replies,
    },
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/user/booking');
const setDate = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 0, 10, 12, 0));
});

describe('Book Now form', () => {
  it('groups every field in sections and limits the dates to today onwards', async () => {
    open();
    const form = await screen.findByRole('form', { name: M.title });
    for (const section of [L.customer, L.vehicle, L.schedule, L.pricing, L.material, L.tags]) {
      expect(within(form).getByRole('region', { name: section })).toBeTruthy();
    }
    expect(field(L.bookingDate).min).toBe('2030-01-10');
    expect(field(L.completionDate).min).toBe('2030-01-10');
    setDate(L.bookingDate, '2030-02-01');
    expect(field(L.completionDate).min).toBe('2030-02-01');
    expect([...select(L.dealership).options].map((o) => o.text)).toEqual([F.none, 'Authorized Dealer', 'Independent Dealer', 'Fleet Account', 'Private Customer', 'Not Applicable']);
    expect([...select(L.vip).options].map((o) => o.value)).toEqual(['', 'VIP Dealer', 'VIP Customer', 'Business Partner', 'Other']);
    expect([...select(L.repeatCustomer).options].map((o) => o.value)).toEqual(['', 'Yes', 'No', 'Not Sure']);
  });

  it('resets make and model when the year changes, and the model when the make changes', async () => {
    const { calls } = open();
    await waitFor(() => expect(select(L.year).disabled).toBe(false));
    expect(select(L.make).disabled).toBe(true);
    expect(select(L.make).options[0]?.text).toBe(VISUALIZER_MESSAGES.pickYearFirst);
    await userEvent.selectOptions(select(L.year), '2024');
    await waitFor(() => expect(select(L.make).disabled).toBe(false));
    await userEvent.selectOptions(select(L.make), 'Tesla');
    await waitFor(() => expect(select(L.model).disabled).toBe(false));
    await userEvent.selectOptions(select(L.model), 'Model 3');
    expect(calls.find((c) => c.path === '/user/tool/get-models')?.search).toBe('?year=2024&make=Tesla');

    await userEvent.selectOptions(select(L.make), '');
    expect(select(L.model).value).toBe('');
    await userEvent.selectOptions(select(L.make), 'Tesla');
    await waitFor(() => expect(select(L.model).disabled).toBe(false));
    await userEvent.selectOptions(select(L.model), 'Model 3');
    await userEvent.selectOptions(select(L.year), '2023');
    expect(select(L.make).value).toBe('');
    expect(select(L.model).value).toBe('');
    expect(select(L.model).disabled).toBe(true);
  });

  it('keeps the wrap colour disabled until a brand with colours is chosen, and resets it with the brand', async () => {
    open();
    await waitFor(() => expect(select(L.brand).disabled).toBe(false));
    expect(select(L.wrapColor).disabled).toBe(true);
    await userEvent.selectOptions(select(L.brand), 'KPMF');
    expect(screen.getByText(F.brandHasNoColours('KPMF'))).toBeTruthy();
    expect(select(L.wrapColor).disabled).toBe(true);
    await userEvent.selectOptions(select(L.brand), '3M');
    await waitFor(() => expect(select(L.wrapColor).disabled).toBe(false));
    await userEvent.selectOptions(select(L.wrapColor), 'Gloss Hot Rod Red (G13)');
    expect(select(L.wrapColor).value).toBe('Gloss Hot Rod Red (G13)');
    await userEvent.selectOptions(select(L.brand), 'KPMF');
    expect(select(L.wrapColor).value).toBe('');
    expect(select(L.wrapColor).disabled).toBe(true);
  });

  it('offers a retry when a list cannot be loaded', async () => {
    let fail = true;
    const brands = json({ data: [{ id: '3m', name: '3M', productLine: '2080', filmCount: 2 }] });
    open('/bookingAppointment', { 'GET /user/tool/brands': () => (fail ? apiError(500, 'Boom') : brands) });
    expect(await screen.findByText(VISUALIZER_MESSAGES.brandsFailed)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: VISUALIZER_MESSAGES.retry }));
    await waitFor(() => expect(select(L.brand).disabled).toBe(false));
  });

  it('Book Now posts every field, numbers converted and the check-in time normalised, then goes to /appointment', async () => {
    const { calls, router } = open();
    await screen.findByRole('form', { name: M.title });
    await userEvent.type(field(L.firstName), 'Ana');
    await userEvent.type(field(L.lastName), 'Ruiz');
    await userEvent.type(field(L.email), 'ana@example.com');
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.type(field(L.checkInTime), '9:05');
    fireEvent.change(field(L.price), { target: { value: '1200.50' } });
    fireEvent.change(field(L.ppfCost), { target: { value: '300' } });
    fireEvent.change(field(L.frontPercentage), { target: { value: '35' } });
    fireEvent.change(field(L.estimatedRolls), { target: { value: '1.5' } });
    expect(screen.getByRole('status', { name: L.cost }).textContent).toBe('$1,500.50');
    await userEvent.selectOptions(select(L.dealership), 'Private Seller');
    await userEvent.type(field(L.notes), 'Matte wrap');
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment'));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '',
      bookingDate: '2030-01-12',
      checkInTime: '9:05',
      completionDate: '',
      year: null,
      make: '',
      model: '',
      brand: '',
      wrapColor: '',
      price: 1200.5,
      ppfCost: 300,
      decalsCost: null,
      windowTintingCost: null,
      frontPercentage: 35,
      rearPercentage: null,
      additionalTotal: null,
      customerTotal: null,
      notes: 'Matte wrap',
      vip: null,
      repeatCustomer: null,
      dealership: 'Private Seller',
      estimatedSQ: null,
      estimatedRolls: 1.5,
      estimatedMaterialCost: null,
      netMaterialRevenue: null,
      customerQuote: null,
      isQuoted: false,
    });
    expect(await screen.findByText('Booking created')).toBeTruthy();
  });

  it('sends a check-in time that is not H:MM or HH:MM empty, and says so beforehand', async () => {
    const { calls, router } = open();
    await screen.findByRole('form', { name: M.title });
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.type(field(L.checkInTime), '25:00');
    expect(screen.getByText(F.checkInIgnored)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment'));
    expect(posts(calls)[0]?.body).toMatchObject({ checkInTime: '' });
  });

  it('asks for a booking date before booking, and a date from today on', async () => {
    const { calls } = open();
    await screen.findByRole('form', { name: M.title });
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    expect(screen.getByText(BOOKING_MESSAGES.dateNeeded)).toBeTruthy();
    expect(document.activeElement).toBe(field(L.bookingDate));
    setDate(L.bookingDate, '2030-01-09');
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    expect(screen.getByText(BOOKING_MESSAGES.dateInPast)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('Send Quote needs an email, posts isQuoted true and shows the Quote Sent popup, which closes to /leads', async () => {
    const { calls, router } = open('/bookingAppointment', {
      'POST /user/booking': ({ body }) => json({ data: makeBooking(body as object), message: 'Quote sent', notified: { email: 'ana@example.com', phone: null } }, 201),
    });
    await screen.findByRole('form', { name: M.title });
    await userEvent.click(screen.getByRole('button', { name: M.sendQuote }));
    expect(screen.getByText(BOOKING_MESSAGES.emailNeededForQuote)).toBeTruthy();
    await userEvent.type(field(L.email), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: M.sendQuote }));

    const dialog = await screen.findByRole('dialog', { name: BOOKING_MESSAGES.quoteSentTitle });
    // Only an email went out: the popup says so, and no longer "by phone and email" (issue 22).
    const text = within(dialog).getByText(/has been notified/).textContent ?? '';
    expect(text).toBe(BOOKING_MESSAGES.quoteSentBody({ email: 'ana@example.com', phone: null }));
    expect(text).toContain('notified by email (ana@example.com)');
    expect(text).not.toMatch(/phone/);
    expect(posts(calls)[0]?.body).toMatchObject({ email: 'ana@example.com', bookingDate: '', isQuoted: true });
    expect((screen.getByRole('button', { name: M.sendQuote, hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: M.goToLeads }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads'));
  });

  it('shows the server’s reason and its field messages next to the form', async () => {
    const reply = { status: 400, body: { error: { message: 'Phone number is too long', code: 'VALIDATION_FAILED', details: [{ path: 'phone', message: 'Phone number is too long' }] } } };
    open('/bookingAppointment', { 'POST /user/booking': reply });
    await screen.findByRole('form', { name: M.title });
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    expect((await screen.findByRole('alert')).textContent).toBe('Phone number is too long');
    expect(field(L.phone).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Phone number is too long')).toHaveLength(2);
    expect((screen.getByRole('button', { name: M.bookNow }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('falls back to Booking submission failed., and to the generic message when the server cannot be reached', async () => {
    let reply: FakeReply = { status: 502, body: 'Bad gateway' };
    open('/bookingAppointment', { 'POST /user/booking': (call) => (typeof reply === 'function' ? reply(call) : reply) });
    await screen.findByRole('form', { name: M.title });
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.submitFailed);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(BOOKING_MESSAGES.generic));
  });

  it('shows the request running on the button and never submits twice', async () => {
    let answer: (reply: ReturnType<typeof json>) => void = () => undefined;
    const { calls } = open('/bookingAppointment', { 'POST /user/booking': () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByRole('form', { name: M.title });
    setDate(L.bookingDate, '2030-01-12');
    const book = screen.getByRole('button', { name: M.bookNow });
    fireEvent.click(book);
    fireEvent.click(book);
    fireEvent.submit(screen.getByRole('form', { name: M.title }));
    expect(await screen.findByRole('button', { name: M.booking })).toBeTruthy();
    expect((screen.getByRole('button', { name: M.booking }) as HTMLButtonElement).disabled).toBe(true);
    expect(field(L.firstName).closest('fieldset')?.disabled).toBe(true);
    answer(json({ data: makeBooking(), message: 'Booking created' }, 201));
    await screen.findByText('Booking created');
    expect(posts(calls)).toHaveLength(1);
  });
});

describe('Book Now from a lead', () => {
  it('fills the form from the lead, shows its render and sends leadId', async () => {
    const { calls, router } = open('/bookingAppointment?lead=led_1', { 'GET /user/leads/led_1': json({ data: makeLead() }) });
    expect(await screen.findByText(M.fromLead('Jordan Lee Smith'))).toBeTruthy();
    expect(field(L.firstName).value).toBe('Jordan');
    expect(field(L.lastName).value).toBe('Lee Smith');
    expect(field(L.email).value).toBe('jordan@example.com');
    expect(field(L.phone).value).toBe('+1 555 0100');
    expect(field(L.bookingDate).value).toBe('2030-01-20');
    expect(field(L.notes).value).toBe('Can you do the roof in gloss black too?');
    await waitFor(() => expect(select(L.model).disabled).toBe(false));
    expect(select(L.year).value).toBe('2024');
    expect(select(L.make).value).toBe('Tesla');
    expect(select(L.model).value).toBe('Model 3');
    await waitFor(() => expect(select(L.wrapColor).disabled).toBe(false));
    expect(select(L.brand).value).toBe('3M');
    expect(select(L.wrapColor).value).toBe('Gloss Black (G12)');
    expect(screen.getByRole('img', { name: '2024 Tesla Model 3 wrapped in 3M Gloss Black (G12)' }).getAttribute('src')).toBe('/api/v1/user/renders/rnd_1/image');

    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment'));
    expect(posts(calls)[0]?.body).toMatchObject({
      leadId: 'led_1',
      isQuoted: false,
      firstName: 'Jordan',
      lastName: 'Lee Smith',
      bookingDate: '2030-01-20',
      year: 2024,
      make: 'Tesla',
      model: 'Model 3',
      brand: '3M',
      wrapColor: 'Gloss Black (G12)',
    });
  });

  it('focuses Send Quote when the lead is opened to send a quote, and Enter sends the quote', async () => {
    const { calls } = open('/bookingAppointment?lead=led_1&quote=1', { 'GET /user/leads/led_1': json({ data: makeLead({ preferredDate: '2030-01-01' }) }) });
    await screen.findByRole('form', { name: M.title });
    expect(field(L.bookingDate).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: M.sendQuote })));
    fireEvent.submit(screen.getByRole('form', { name: M.title }));
    expect(await screen.findByRole('dialog', { name: BOOKING_MESSAGES.quoteSentTitle })).toBeTruthy();
    expect(posts(calls)[0]?.body).toMatchObject({ leadId: 'led_1', isQuoted: true });
  });

  it('lets the shop book by hand, without the lead, when the lead cannot be loaded', async () => {
    const { calls } = open('/bookingAppointment?lead=led_gone', { 'GET /user/leads/led_gone': apiError(404, 'Lead not found', 'NOT_FOUND') });
    expect(await screen.findByText(M.leadFailed)).toBeTruthy();
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).not.toHaveProperty('leadId');
  });
});

describe('Book Now with a car photo', () => {
  const UPLOAD = 'POST /user/images/upload-booking';
  const carJpeg = (name = 'car.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
  const photoInput = () => screen.getByLabelText<HTMLInputElement>(P.carPhoto);
  const order = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST' && c.path.startsWith('/user/')).map((c) => c.path);

  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:car');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });

  it('takes one image from files or camera, shows it and lets it be removed before saving', async () => {
    open();
    await screen.findByRole('form', { name: M.title });
    const input = photoInput();
    expect([input.type, input.accept, input.hasAttribute('capture'), input.multiple]).toEqual(['file', 'image/*', false, false]);
    await userEvent.upload(input, carJpeg());
    expect(screen.getByRole<HTMLImageElement>('img', { name: P.chosenAlt }).src).toBe('blob:car');
    await userEvent.click(screen.getByRole('button', { name: P.remove }));
    expect(screen.queryByRole('img', { name: P.chosenAlt })).toBeNull();
    expect(photoInput().value).toBe('');
    expect(document.activeElement).toBe(photoInput());

    await userEvent.upload(photoInput(), new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_INPUT_MESSAGES.notImage);
    expect(screen.queryByRole('img', { name: P.chosenAlt })).toBeNull();
  });

  it('uploads the chosen photo with the new booking’s id after the booking is created, then goes to /appointment', async () => {
    const { calls, router } = open('/bookingAppointment', { [UPLOAD]: json({ data: { _id: 'img_1', bookingId: 'bkg_new1', url: '/api/v1/user/images/booking/img_1', width: 2048, height: 1536, createdAt: '2030-01-10T12:00:00.000Z' } }, 201), 'POST /user/booking': json({ data: makeBooking({ _id: 'bkg_new1' }), message: 'Booking saved' }, 201) });
    await screen.findByRole('form', { name: M.title });
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.upload(photoInput(), carJpeg());
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment'));
    expect(order(calls)).toEqual(['/user/booking', '/user/images/upload-booking']);
    const form = calls.find((c) => c.path === '/user/images/upload-booking')?.body as FormData;
    expect(form.get('bookingId')).toBe('bkg_new1');
    expect((form.get('images') as File).name).toBe('car.jpg');
    expect(form.getAll('images')).toHaveLength(1);
    expect(await screen.findByText('Booking saved')).toBeTruthy();
  });

  it('keeps the booking when the photo upload fails, says why, and offers the work order', async () => {
    const reason = 'Upload an image file (JPEG, PNG, WebP, AVIF or GIF).';
    const { calls, router } = open('/bookingAppointment', { [UPLOAD]: apiError(415, reason, 'UNSUPPORTED_MEDIA') });
    await screen.findByRole('form', { name: M.title });
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.upload(photoInput(), carJpeg('car.heic'));
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));

    expect((await screen.findByRole('alert')).textContent).toBe(`${P.notUploaded(reason)} ${P.notUploadedNext}`);
    expect(router.state.location.pathname).toBe('/bookingAppointment');
    expect(order(calls)).toEqual(['/user/booking', '/user/images/upload-booking']);
    const workOrder = screen.getByRole('link', { name: M.openWorkOrder });
    expect(workOrder.getAttribute('href')).toBe('/work-order?id=bkg_7f3a9c');
    expect(document.activeElement).toBe(workOrder);
    expect(screen.getByRole('link', { name: M.goToAppointments }).getAttribute('href')).toBe('/appointment');
    // The booking exists: nothing on the page can create it a second time.
    expect(screen.queryByRole('button', { name: M.bookNow })).toBeNull();
    expect(screen.queryByRole('button', { name: M.sendQuote })).toBeNull();
    expect(field(L.firstName).closest('fieldset')?.disabled).toBe(true);
    expect(photoInput().disabled).toBe(true);
  });

  it('Send Quote uploads the photo too, and the Quote Sent popup says when it could not', async () => {
    const { calls } = open('/bookingAppointment', { [UPLOAD]: () => { throw new TypeError('Failed to fetch'); } });
    await screen.findByRole('form', { name: M.title });
    await userEvent.type(field(L.email), 'ana@example.com');
    await userEvent.upload(photoInput(), carJpeg());
    await userEvent.click(screen.getByRole('button', { name: M.sendQuote }));

    const dialog = await screen.findByRole('dialog', { name: BOOKING_MESSAGES.quoteSentTitle });
    expect(within(dialog).getByRole('alert').textContent).toBe(`${P.notUploaded(BOOKING_MESSAGES.generic)} ${P.notUploadedNext}`);
    expect(order(calls)).toEqual(['/user/booking', '/user/images/upload-booking']);
  });

  it('sends no upload when no photo was chosen', async () => {
    const { calls, router } = open();
    await screen.findByRole('form', { name: M.title });
    setDate(L.bookingDate, '2030-01-12');
    await userEvent.click(screen.getByRole('button', { name: M.bookNow }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointment'));
    expect(order(calls)).toEqual(['/user/booking']);
  });
});
