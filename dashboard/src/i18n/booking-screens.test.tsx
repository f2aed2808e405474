// Issue 28 items 1 and 2: Appointments (its month and week calendars, panels and In Progress table) and Book Now (the
// booking form, its material estimate and the Quote Sent dialog) in German and Spanish — no English sentence of their
// catalogues on screen — and the month starting on the shop's country's first weekday, named in the language.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@wrapsmith/core/i18n';
import { booking, bookingList } from '../features/bookings/booking-list-fixtures.test-support.ts';
import { makeBooking, makeLead } from '../features/bookings/booking-fixtures.test-support.ts';
import { STUDIO_REPLIES } from '../features/studio/studio-replies.test-support.ts';
import { json } from '../test/fake-fetch.ts';
import { englishShown, sentencesOf } from '../test/english-left.ts';
import { EMPTY_PAGE, makeUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { loadArea, type AreaMessages } from './area.ts';
import { BOOKING_FORM } from './areas/booking-form/index.ts';
import { BOOKINGS } from './areas/bookings/index.ts';
import { speak } from './locale.ts';

afterEach(() => speak('en'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 27, 10, 0)); // Friday 27 November 2026
});

function shopIn(country: string, timeZone: string) {
  const user = makeUser({ accountType: 'paid' });
  return { ...user, shop: { ...user.shop, country, locale: `en-${country}`, units: country === 'US' ? ('imperial' as const) : ('metric' as const), timeZone } };
}

/** English sentences of an area that the language writes differently (a word both share, such as "VIP", is not English left). */
async function englishOf(area: typeof BOOKINGS | typeof BOOKING_FORM, lang: Exclude<Locale, 'en'>): Promise<string[]> {
  const words = (await area.chunks[lang]()).default as AreaMessages<Readonly<Record<string, string>>>;
  const english = area.english as Readonly<Record<string, string>>;
  return sentencesOf(english, Object.keys(english).filter((k) => words[k] === english[k]).map((k) => english[k] ?? ''));
}

const BOOKINGS_TODAY = [
  booking({ _id: 'bkg_0001abc123', status: 'inprogress', bookingDate: '2026-11-27' }),
  booking({ _id: 'bkg_0002def456', status: 'pending', firstName: 'Sam', lastName: 'Ortiz', bookingDate: '2026-11-27', checkInTime: '11:00' }),
  booking({ _id: 'bkg_0003aaa111', status: 'cancelled', firstName: 'Chris', lastName: 'Doe', bookingDate: '2026-11-28' }),
];

async function openAppointments(lang: Exclude<Locale, 'en'> | 'en', country: string, timeZone: string, path = '/appointment') {
  await speak(lang);
  if (lang !== 'en') await loadArea(BOOKINGS, lang);
  return renderApp(path, {
    user: shopIn(country, timeZone),
    replies: { 'GET /user/booking/all': bookingList(BOOKINGS_TODAY), 'GET /user/booking/days': json({ data: [{ date: '2026-11-27', count: 2 }] }) },
  });
}

const weekdays = () => screen.getAllByRole('columnheader').slice(0, 7).map((th) => [th.textContent, th.getAttribute('abbr')]);

describe('issue 28: Appointments in German, with the shop’s weeks', () => {
  it('a German shop: the month starts on Monday, weekdays and days in German, no English of the area left', async () => {
    await openAppointments('de', 'DE', 'Europe/Berlin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Termine' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(weekdays()[0]).toEqual(['Mo', 'Montag']);
    expect(weekdays().map(([, long]) => long)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    const firstDay = within(grid).getAllByRole('button')[0];
    expect(firstDay?.getAttribute('data-day')).toBe('2026-10-26');
    expect(firstDay?.getAttribute('aria-label')).toBe('Montag, 26. Oktober 2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Freitag, 27. November 2026, 2 Termine, heute' })).toBeTruthy());
    expect(screen.getByText('Heute: Freitag, 27. November 2026')).toBeTruthy();

    const booked = screen.getByRole('region', { name: 'Gebucht' });
    await waitFor(() => expect(within(booked).getByText('Sam Ortiz')).toBeTruthy());
    expect(within(booked).getByText('Offene und angenommene Termine heute, 27.11.2026')).toBeTruthy();
    expect(within(booked).getByText('27.11.2026 · 11:00')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Termine in Arbeit' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Rechnung', 'Kunde', 'Fahrzeug', 'Annahme', 'Kosten']);
    expect(within(table).getByRole('link', { name: 'Auftrag ABC123 für Jordan Lee öffnen' })).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Storniert' })).getByText('Chris Doe')).toBeTruthy());
    expect(within(screen.getByRole('region', { name: 'Storniert' })).getAllByText('Storniert').length).toBeGreaterThan(1);
    expect(englishShown(await englishOf(BOOKINGS, 'de'))).toEqual([]);
  });

  it('the week view in German: a German shop’s week runs Monday to Sunday, with counts in German', async () => {
    await openAppointments('de', 'DE', 'Europe/Berlin', '/appointment?view=week');
    const heading = await screen.findByRole('heading', { level: 2, name: '23.11.2026 – 29.11.2026' });
    expect(heading).toBeTruthy();
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days.map((h) => h.firstElementChild?.textContent)).toEqual([
      'Montag, 23. November 2026',
      'Dienstag, 24. November 2026',
      'Mittwoch, 25. November 2026',
      'Donnerstag, 26. November 2026',
      'Freitag, 27. November 2026, heute',
      'Samstag, 28. November 2026',
      'Sonntag, 29. November 2026',
    ]);
    await waitFor(() => expect(days[4]?.textContent).toContain('2 Termine'));
    expect(days[0]?.textContent).toContain('Keine Termine');
    expect(screen.getByRole('button', { name: 'Vorherige Woche' })).toBeTruthy();
    expect(englishShown(await englishOf(BOOKINGS, 'de'))).toEqual([]);
  });

  it('a US shop in German starts its month on Sunday; a German shop in English on Monday', async () => {
    const us = await openAppointments('de', 'US', 'America/New_York');
    await screen.findByRole('grid', { name: 'November 2026' });
    expect(weekdays()[0]).toEqual(['So', 'Sonntag']);
    expect(within(screen.getByRole('grid')).getAllByRole('button')[0]?.getAttribute('data-day')).toBe('2026-11-01');
    us.unmount();

    await openAppointments('en', 'DE', 'Europe/Berlin');
    await screen.findByRole('grid', { name: 'November 2026' });
    expect(weekdays().map(([short]) => short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(screen.getByRole('grid')).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe('Monday, 26 October 2026');
  });
});

async function openBookNow(lang: Exclude<Locale, 'en'>, path = '/bookingAppointment?lead=led_1') {
  await speak(lang);
  await loadArea(BOOKING_FORM, lang);
  return renderApp(path, {
    user: shopIn('DE', 'Europe/Berlin'),
    replies: {
      ...STUDIO_REPLIES,
      'GET /user/leads/led_1': json({ data: makeLead() }),
      'POST /user/booking': ({ body }) => json({ data: makeBooking(body as object), message: 'Booking created', notified: { email: 'dana@example.com', phone: null } }, 201),
      'GET /user/booking/all': json(EMPTY_PAGE),
      'GET /user/leads': json(EMPTY_PAGE),
    },
  });
}

describe('issue 28: Book Now in German and Spanish', () => {
  it('German: every section, the pickers, the material estimate and its units, no English of the area left', async () => {
    await openBookNow('de');
    const form = await screen.findByRole('form', { name: 'Termin buchen' });
    for (const section of ['Kunde', 'Fahrzeug & Folie', 'Termin', 'Preise', 'Materialbedarf', 'Merkmale']) expect(within(form).getByRole('region', { name: section })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Materialbedarf' })).toBeTruthy();
    expect(screen.getByLabelText('Geschätzte Fläche (m²)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Vollfolierung' })).toBeTruthy();
    expect([...(screen.getByRole('combobox', { name: 'Händler' }) as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Keine Angabe',
      'Vertragshändler',
      'Freier Händler',
      'Flottenkunde',
      'Privatkunde',
      'Entfällt',
    ]);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Folienhersteller' }) as HTMLSelectElement).disabled).toBe(false));
    expect(screen.getByRole('button', { name: 'Jetzt buchen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Angebot senden' })).toBeTruthy();
    expect(englishShown(await englishOf(BOOKING_FORM, 'de'))).toEqual([]);

    // The form's own check, in German.
    fireEvent.change(screen.getByLabelText('Termindatum'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(await screen.findByText('Wähle ein Termindatum')).toBeTruthy();
    expect(englishShown(await englishOf(BOOKING_FORM, 'de'))).toEqual([]);
  });

  it('Spanish: the form without a lead, and the Quote Sent dialog, no English of the area left', async () => {
    await openBookNow('es', '/bookingAppointment');
    const form = await screen.findByRole('form', { name: 'Reservar cita' });
    expect(within(form).getByText('Elige el año, la marca y el modelo del vehículo para estimar el vinilo que necesita.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Año' }) as HTMLSelectElement).disabled).toBe(false));
    expect((screen.getByRole('combobox', { name: 'Marca' }) as HTMLSelectElement).options[0]?.text).toBe('Primero elige el año');
    expect(englishShown(await englishOf(BOOKING_FORM, 'es'))).toEqual([]);

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar presupuesto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Presupuesto enviado' });
    expect(within(dialog).getByText(/Hemos avisado a tu cliente por correo \(dana@example\.com\)/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ir a Solicitudes' })).toBeTruthy();
    expect(englishShown(await englishOf(BOOKING_FORM, 'es'))).toEqual([]);
  });
});
