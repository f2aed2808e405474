// Issue 28 item 1 (decision 101): the Leads page — list, filters, held leads, a lead's detail and the quotes sent —
// in German and Spanish with no English sentence of the leads area left on screen, dates as the reader's language writes them, and the API's English success message replaced by the screen's own words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadDto } from '@wrapsmith/core/contract';
import { json, type FakeCall } from '../../test/fake-fetch.ts';
import { makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { booking } from '../../features/bookings/booking-list-fixtures.test-support.ts';
import { loadArea } from '../../i18n/area.ts';
import { LEADS } from '../../i18n/areas/leads/index.ts';
import { LEADS_EN } from '../../i18n/areas/leads/en.ts';
import DE from '../../i18n/areas/leads/de.ts';
import ES from '../../i18n/areas/leads/es.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { speak } from '../../i18n/locale.ts';

afterEach(() => speak('en'));

function lead(overrides: Partial<LeadDto> = {}): LeadDto {
  return {
    _id: 'led_1',
    status: 'quoted',
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '+1 555 0100',
    preferredDate: '2025-07-04',
    message: 'Kann man das Dach auch machen?',
    vehicle: { year: 2015, make: 'Honda', model: 'Civic', bodyStyle: null, source: 'visitor' },
    film: { id: '3m-g12', brand: '3M', name: 'Gloss Black', code: 'G12', colorCode: '#111111', finish: 'gloss' },
    render: { _id: 'rnd_1', imageUrl: '/api/v1/user/renders/rnd_1/image' },
    withoutPicture: false,
    heldAt: null,
    pageUrl: 'https://reyeswraps.com/quote',
    origin: 'https://reyeswraps.com',
    consentAt: '2025-06-20T15:30:00.000Z',
    createdAt: '2025-06-20T15:30:00.000Z',
    updatedAt: '2025-06-20T15:30:00.000Z',
    ...overrides,
  };
}

// "Status" is the same word in German; everything else of the area must change.
const ENGLISH = sentencesOf(LEADS_EN, ['Status']);
const quote = booking({ _id: 'bkg_0011qqq111', status: 'quote_sent', isQuoted: true, customerQuote: 2999, bookingDate: '2025-07-01', quoteExpiresAt: '2020-01-10T00:00:00.000Z' });

function open(held: LeadDto[]) {
  return renderApp('/leads', {
    user: makeUser({ accountType: 'paid' }),
    replies: {
      'GET /user/leads': (call: FakeCall) => json(pageOf(new URLSearchParams(call.search).get('held') === '1' ? held : [lead(), lead({ _id: 'led_2', name: 'Sam Ortiz', status: 'new', render: null, withoutPicture: true, vehicle: null })])),
      'GET /user/booking/all': json(pageOf([quote])),
      'POST /user/leads/led_h1/release': json({ data: lead({ _id: 'led_h1', name: 'Held One' }), message: 'Lead released: it is in your leads now' }),
    },
  });
}

describe('issue 28 item 1: the Leads page in German and Spanish', () => {
  it('the list, its filters, held leads and quotes sent in German, with German dates and toasts', async () => {
    await speak('de');
    await loadArea(LEADS, 'de');
    await loadArea(COMMON, 'de');
    open([lead({ _id: 'led_h1', name: 'Held One', heldAt: '2025-06-21T10:00:00.000Z' }), lead({ _id: 'led_h2', name: 'Held Two' })]);
    const table = await screen.findByRole('table', { name: DE['leads.title'] });
    expect(screen.getByRole('heading', { level: 1, name: DE['leads.title'] })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([DE['leads.col.render'], DE['leads.col.lead'], DE['leads.col.vehicleFilm'], 'Status', DE['leads.col.received']]);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    // The visitor's own car says so in German; the status and the preferred day too, dates as German writes them.
    expect(first.getAllByText('2015 Honda Civic (laut Besucher)').length).toBeGreaterThan(0);
    expect(first.getByText(DE['leads.status.quoted'])).toBeTruthy();
    expect(first.getByText(/^Wunschtermin: 04\.07\.2025$/)).toBeTruthy();
    expect(first.getByText(/^20\.06\.2025, \d\d:\d\d$/)).toBeTruthy();
    const second = within(within(table).getAllByRole('row')[2] as HTMLElement);
    expect(second.getByText(DE['leads.noPicture'])).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual([DE['leads.allStatuses'], 'Neu', 'Kontaktiert', 'Angebot gesendet', 'Gebucht', 'Verloren']);
    expect(screen.getByRole('link', { name: DE['leads.exportCsv'] })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: DE['leads.search'] }).getAttribute('placeholder')).toBe(DE['leads.searchPlaceholder']);

    const held = await screen.findByRole('region', { name: 'Zur Prüfung (2)' });
    expect(within(held).getByText(DE['leads.held.intro'])).toBeTruthy();
    const quotes = await screen.findByRole('table', { name: DE['leads.quotes.title'] });
    expect(within(quotes).getByText(DE['leads.quotes.expired'])).toBeTruthy();
    expect(within(quotes).getByText('10. Januar 2020')).toBeTruthy();
    expect(within(quotes).getByText(/^Gesendet am /)).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);

    // Releasing a held lead: the toast is the screen's German, not the API's English.
    await userEvent.click(within(held).getByRole('button', { name: 'Anfrage von Held One in deine Anfragen übernehmen' }));
    expect(await screen.findByText('Die Anfrage von Held One ist jetzt bei deinen Anfragen.')).toBeTruthy();
    expect(screen.queryByText('Lead released: it is in your leads now')).toBeNull();
  });

  it('a lead’s detail in German: facts, actions, status and consent', async () => {
    await speak('de');
    await loadArea(LEADS, 'de');
    await loadArea(COMMON, 'de');
    open([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Anfrage von Jordan Lee ansehen' }));
    const dialog = screen.getByRole('dialog', { name: 'Anfrage von Jordan Lee' });
    for (const key of ['leads.createBooking', 'leads.sendQuote'] as const) expect(within(dialog).getByRole('link', { name: DE[key] })).toBeTruthy();
    expect(within(dialog).getByText(DE['leads.workflow'])).toBeTruthy();
    for (const key of ['leads.detail.email', 'leads.detail.phone', 'leads.detail.vehicle', 'leads.detail.film', 'leads.detail.preferredDate', 'leads.detail.message', 'leads.detail.page', 'leads.detail.consent'] as const) {
      expect(within(dialog).getByText(DE[key])).toBeTruthy();
    }
    expect(within(dialog).getByText(/^Erteilt am 20\.06\.2025, \d\d:\d\d$/)).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: '2015 Honda Civic (laut Besucher), foliert in 3M Gloss Black (G12)' })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('the list in Spanish', async () => {
    await speak('es');
    await loadArea(LEADS, 'es');
    await loadArea(COMMON, 'es');
    open([lead({ _id: 'led_h1', name: 'Held One' })]);
    const table = await screen.findByRole('table', { name: ES['leads.title'] });
    expect(within(table).getAllByText(ES['leads.status.quoted']).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^Fecha deseada: 4 jul 2025$/).length).toBe(2);
    await screen.findByRole('region', { name: 'En revisión (1)' });
    await screen.findByRole('table', { name: ES['leads.quotes.title'] });
    await waitFor(() => expect(englishShown(sentencesOf(LEADS_EN))).toEqual([]));
  });
});
