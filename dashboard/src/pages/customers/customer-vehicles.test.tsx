// Issue 27 item 3 (decision 094): a customer's vehicles on their page (list, add with the VIN checked, edit), the
// vehicle page with its history, and vehicles found by the customers search.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';
import type { CustomerDetailDto, CustomerVehicleDetailDto, CustomerVehicleDto } from '@wrapsmith/core/contract';
import { apiError, json } from '../../test/fake-fetch.ts';
import { makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const dana: CustomerDetailDto = {
  _id: 'bkg_dana',
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '555-010-2000',
  vehicles: ['2024 Toyota Camry'],
  quotes: 0,
  bookings: 1,
  jobs: 0,
  cancelled: 0,
  lastActivity: '2026-06-05T12:00:00.000Z',
  history: [],
};
const camry: CustomerVehicleDto = {
  _id: 'veh_camry',
  customerId: 'bkg_dana',
  customerName: 'Dana Reyes',
  year: 2024,
  make: 'Toyota',
  model: 'Camry',
  name: '2024 Toyota Camry',
  fromCatalogue: true,
  colour: 'Blue',
  vin: '',
  vinWarning: null,
  plate: 'AB-12 CD',
  notes: '',
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
};
const camryDetail: CustomerVehicleDetailDto = {
  ...camry,
  history: [
    {
      bookingId: 'bkg_quote',
      invoiceCode: 'INV-Q',
      kind: 'quote',
      status: 'quote_sent',
      day: '2026-07-01',
      createdAt: '2026-06-02T12:00:00.000Z',
      completedAt: null,
      films: ['Avery SW900 Satin Black'],
      rolls: [],
      warranties: [],
    },
    {
      bookingId: 'bkg_dana',
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

function open(path: string, replies: Record<string, ReturnType<typeof json>> = {}, user = makeUser({ accountType: 'paid' })) {
  return renderApp(path, {
    user,
    replies: {
      'GET /user/customers/bkg_dana': json({ data: dana }),
      'GET /user/customer-vehicles': json({ data: [camry] }),
      'GET /user/customer-vehicles/veh_camry': json({ data: camryDetail }),
      'GET /user/customers': json(pageOf([dana])),
      ...replies,
    },
  });
}

describe('issue 27 item 3: a customer’s vehicles', () => {
  it('lists the customer’s vehicles, each opening its page', async () => {
    const { calls } = open('/customers/bkg_dana');
    const list = await screen.findByRole('list', { name: 'Dana Reyes: vehicles' });
    const link = within(list).getByRole('link', { name: '2024 Toyota Camry' });
    expect(link.getAttribute('href')).toBe('/customers/vehicles/veh_camry');
    expect(within(list).getByText('Blue · Plate AB-12 CD')).toBeTruthy();
    expect(calls.find((c) => c.path === '/user/customer-vehicles')?.search).toBe('?customer=bkg_dana');
  });

  it('checks the VIN before sending, then adds the vehicle', async () => {
    const { calls } = open('/customers/bkg_dana', { 'POST /user/customer-vehicles': json({ data: { ...camry, _id: 'veh_new' }, message: 'Vehicle added' }, 201) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a vehicle' });
    await userEvent.type(within(dialog).getByLabelText('VIN'), '1M8GDM9AXKP04278O');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    expect(await within(dialog).findByText('A VIN has only letters and digits, and never the letters I, O or Q.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('VIN'));
    await userEvent.type(within(dialog).getByLabelText('VIN'), '1M8GDM9AXKP042788');
    await userEvent.type(within(dialog).getByLabelText('Year'), '2021');
    await userEvent.type(within(dialog).getByLabelText('Make'), 'Toyota');
    await userEvent.type(within(dialog).getByLabelText('Model'), 'RAV4');
    await userEvent.type(within(dialog).getByLabelText('Plate'), 'xy 99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      customerId: 'bkg_dana',
      year: 2021,
      make: 'Toyota',
      model: 'RAV4',
      colour: '',
      vin: '1M8GDM9AXKP042788',
      plate: 'xy 99',
      notes: '',
    });
  });

  it('offers no Add or Edit to a role that cannot edit bookings', async () => {
    const viewer = makeUser({ accountType: 'paid', role: { role: 'shop-man', label: 'Shop Manager' }, permissions: { ...DEFAULT_ROLE_MATRIX['shop-man'], bookings: 'view' } });
    open('/customers/bkg_dana', {}, viewer);
    await screen.findByRole('list', { name: 'Dana Reyes: vehicles' });
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('shows the vehicle’s quotes and jobs, newest first, with films, rolls and warranties', async () => {
    open('/customers/vehicles/veh_camry');
    expect(await screen.findByRole('heading', { level: 1, name: '2024 Toyota Camry' })).toBeTruthy();
    const history = screen.getByRole('list', { name: '2024 Toyota Camry: quotes and jobs, newest first' });
    const [quote, job] = within(history).getAllByRole('listitem').filter((li) => li.parentElement === history) as HTMLElement[];
    expect(within(quote!).getByText('Quote')).toBeTruthy();
    expect(within(quote!).getByText('Avery SW900 Satin Black')).toBeTruthy();
    expect(within(job!).getByText('3M 2080 Gloss Black (G12), batch LOT-77: 15.2 m (50.0 ft)')).toBeTruthy();
    expect(within(job!).getByRole('link', { name: 'Verification page' }).getAttribute('href')).toBe('https://x.test/w/1');
    expect(within(job!).getByRole('link', { name: 'INV-J' }).getAttribute('href')).toBe('/work-order?id=bkg_dana');
    expect(screen.getByRole('link', { name: 'Dana Reyes' }).getAttribute('href')).toBe('/customers/bkg_dana');
  });

  it('says a vehicle is not found', async () => {
    open('/customers/vehicles/veh_gone', { 'GET /user/customer-vehicles/veh_gone': apiError(404, 'Vehicle not found') });
    expect(await screen.findByText('Vehicle not found')).toBeTruthy();
  });

  it('finds vehicles by plate from the customers search', async () => {
    const { calls } = open('/customers?q=ab12', { 'GET /user/customer-vehicles/search': json({ data: [{ ...camry, matchedBy: 'plate' }] }) });
    const hits = await screen.findByRole('region', { name: 'Vehicles' });
    expect(within(hits).getByRole('link', { name: '2024 Toyota Camry' }).getAttribute('href')).toBe('/customers/vehicles/veh_camry');
    expect(within(hits).getByText('Dana Reyes · found by plate')).toBeTruthy();
    expect(calls.find((c) => c.path === '/user/customer-vehicles/search')?.search).toBe('?q=ab12');
  });
});
