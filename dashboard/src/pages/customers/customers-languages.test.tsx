// Issue 28 item 1 (decision 101): the Customers screens — the list, a customer's page with their vehicles and
// history, the vehicle form and a vehicle's page — in German with no English sentence of the customers area left,
// booking statuses (English in core) in German, counts by German plural rules, and the API's English VIN warning
// said in German from the same check.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerDetailDto, CustomerDto, CustomerVehicleDetailDto, CustomerVehicleDto } from '@wrapsmith/core/contract';
import { json } from '../../test/fake-fetch.ts';
import { makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { booking } from '../../features/bookings/booking-list-fixtures.test-support.ts';
import { loadArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { CUSTOMERS } from '../../i18n/areas/customers/index.ts';
import { CUSTOMERS_EN } from '../../i18n/areas/customers/en.ts';
import DE from '../../i18n/areas/customers/de.ts';
import { speak } from '../../i18n/locale.ts';

afterEach(() => speak('en'));

// "Name" and "Status" are German words too; every other sentence of the area must change.
const ENGLISH = sentencesOf(CUSTOMERS_EN, ['Name', 'Status']);
const TYPO_VIN = '1HGCM82633A004353';

const dana: CustomerDto = {
  _id: 'bkg_0002dana00',
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '555-010-2000',
  vehicles: ['2024 Toyota Camry'],
  quotes: 1,
  bookings: 1,
  jobs: 2,
  cancelled: 0,
  lastActivity: '2025-06-05T12:00:00.000Z',
};
const quoted = booking({ _id: 'bkg_0002dana00', status: 'quote_sent', firstName: 'Dana', lastName: 'Reyes', make: 'Toyota', model: 'Supra', year: null, customerQuote: 4200 });
const done = booking({ _id: 'bkg_0003dana00', status: 'completed', firstName: 'Dana', lastName: 'Reyes', completionDate: '2025-06-15', completedAt: '2025-06-05T12:00:00.000Z', customerTotal: 3400 });
const danaDetail: CustomerDetailDto = { ...dana, history: [quoted, done] };
const camry: CustomerVehicleDto = {
  _id: 'veh_camry',
  customerId: 'bkg_0002dana00',
  customerName: 'Dana Reyes',
  year: 2024,
  make: 'Toyota',
  model: 'Camry',
  name: '2024 Toyota Camry',
  fromCatalogue: true,
  colour: 'Blau',
  vin: TYPO_VIN,
  vinWarning: "The VIN's check digit (its 9th character) is 3 but the rest of the VIN gives 5: please check it for a typo. Saved as typed.",
  plate: 'AB-12 CD',
  notes: '',
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
};
const camryDetail: CustomerVehicleDetailDto = {
  ...camry,
  history: [
    {
      bookingId: 'bkg_0003dana00',
      invoiceCode: 'INV-J',
      kind: 'job',
      status: 'completed',
      day: '2026-06-03',
      createdAt: '2026-06-01T12:00:00.000Z',
      completedAt: '2026-06-05T12:00:00.000Z',
      films: ['3M Gloss Black'],
      rolls: [{ rollId: 'roll_1', filmName: '3M 2080 Gloss Black', filmCode: 'G12', batch: 'LOT-77', usedMm: 15240 }],
      warranties: [{ id: 'w1', filmName: '3M 2080 Gloss Black', batch: 'LOT-77', zones: ['roof'], installedOn: '2026-06-05', status: 'active', verifyUrl: 'https://x.test/w/1' }],
    },
  ],
};

async function inGerman(path: string) {
  await speak('de');
  await loadArea(CUSTOMERS, 'de');
  await loadArea(COMMON, 'de');
  return renderApp(path, {
    user: makeUser({ accountType: 'paid' }),
    replies: {
      'GET /user/customers': json(pageOf([dana])),
      'GET /user/customers/bkg_0002dana00': json({ data: danaDetail }),
      'GET /user/customer-vehicles': json({ data: [camry] }),
      'GET /user/customer-vehicles/veh_camry': json({ data: camryDetail }),
      'GET /user/booking/all': json(pageOf([done])),
    },
  });
}

describe('issue 28 item 1: the Customers screens in German', () => {
  it('the list: title, views, search and columns', async () => {
    await inGerman('/customers');
    const table = await screen.findByRole('table', { name: DE['customers.title'] });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'E-Mail', 'Telefon', 'Fahrzeuge', 'Angebote', 'Buchungen', 'Aufträge']);
    expect(screen.getByRole('navigation', { name: DE['customers.views'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['customers.people'] }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('searchbox', { name: DE['customers.searchPeople'] }).getAttribute('placeholder')).toBe(DE['customers.searchPeoplePlaceholder']);
    expect(englishShown(ENGLISH)).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: DE['customers.jobs'] }));
    const jobs = await screen.findByRole('table', { name: DE['customers.jobs'] });
    expect(within(jobs).getByText('05.06.2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['customers.exportCsv'] })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('a customer’s page: counts by German plurals, statuses, vehicles and the VIN warning in German', async () => {
    await inGerman('/customers/bkg_0002dana00');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Reyes' })).toBeTruthy();
    expect(screen.getByText('1 Angebot · 1 Buchung · 2 erledigte Aufträge')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Dana Reyes: Angebote, Buchungen und Aufträge' });
    expect(within(history).getByText('Angebot gesendet')).toBeTruthy();
    expect(within(history).getByText('Fertig')).toBeTruthy();
    const vehicles = await screen.findByRole('list', { name: 'Dana Reyes: Fahrzeuge' });
    expect(within(vehicles).getByText(`Blau · Kennzeichen AB-12 CD · FIN ${TYPO_VIN}`)).toBeTruthy();
    expect(within(vehicles).getByText(/^Die Prüfziffer der FIN \(9\. Stelle\) ist 3, der Rest der FIN ergibt aber 5/)).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['customers.allCustomers'] })).toBeTruthy();
    expect(englishShown([...ENGLISH, camry.vinWarning!])).toEqual([]);
  });

  it('the vehicle form: labels, hint and the VIN check in German', async () => {
    await inGerman('/customers/bkg_0002dana00');
    await userEvent.click(await screen.findByRole('button', { name: DE['customers.addVehicle'] }));
    const dialog = screen.getByRole('dialog', { name: DE['customers.form.add'] });
    expect(within(dialog).getByText(DE['customers.form.vinHint'])).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(DE['customers.form.vin']), '1HGCM82633A00435I');
    await userEvent.click(within(dialog).getByRole('button', { name: DE['customers.addVehicle'] }));
    expect(await within(dialog).findByText(DE['customers.vinCharacters'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('a vehicle’s page: its facts, history, rolls in German numbers and warranties', async () => {
    await inGerman('/customers/vehicles/veh_camry');
    expect(await screen.findByRole('heading', { level: 1, name: '2024 Toyota Camry' })).toBeTruthy();
    expect(screen.getByText('Fahrzeug von Dana Reyes')).toBeTruthy();
    const history = screen.getByRole('list', { name: '2024 Toyota Camry: Angebote und Aufträge, neueste zuerst' });
    expect(within(history).getByText('3M 2080 Gloss Black (G12), Charge LOT-77: 15,2 m (50,0 ft)')).toBeTruthy();
    expect(within(history).getByText(/^3M 2080 Gloss Black, Charge LOT-77 auf roof, verklebt am 05\.06\.2026, gültig\./)).toBeTruthy();
    expect(within(history).getByRole('link', { name: DE['customers.vehiclePage.verify'] })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });
});
