// Profile's where-the-shop-is fields (issue 22 item 8): country → state or region → city, each suggesting from its
// list as one types, and a postcode; saved through the spec's POST /auth/update-user.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type FakeCall } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const COUNTRIES = [
  { country: 'Singapore', iso2: 'SG' },
  { country: 'United States', iso2: 'US' },
];
const STATES: Record<string, { name: string; code: string }[]> = { US: [{ name: 'California', code: 'CA' }, { name: 'Texas', code: 'TX' }], SG: [] };

function citiesOf(call: FakeCall) {
  const { country, state } = call.body as { country: string; state?: string };
  if (country === 'US' && state === 'CA') return json({ error: false, data: ['Berkeley', 'Oakland'] });
  if (country === 'SG' && state === undefined) return json({ error: false, data: ['Singapore'] });
  return json({ error: { message: 'Unknown' } }, 404);
}

function open(user = makeUser({ country: '', city: '' })) {
  return renderApp('/profile', {
    user,
    replies: {
      'GET /public/countries': json({ error: false, data: COUNTRIES }),
      'GET /public/countries/states': (call) => json({ error: false, data: STATES[new URLSearchParams(call.search).get('country') ?? ''] ?? [] }),
      'POST /public/countries/cities': citiesOf,
      'POST /auth/update-user': (call) => json({ data: { user: { ...user, ...(call.body as object) } }, message: 'Profile updated' }),
    },
  });
}

/** The suggestions a type-ahead field offers (its datalist). */
function suggestions(name: string): string[] {
  const input = screen.getByRole('combobox', { name }) as HTMLInputElement;
  return [...(input.list?.options ?? [])].map((o) => o.value);
}

describe('Profile: where the shop is', () => {
  it('goes country → state → city with suggestions, never the whole country’s cities, and saves the postcode', async () => {
    const { calls } = open();
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(suggestions('Country')).toEqual(['Singapore', 'United States']));
    // State and city wait for the country.
    expect(screen.getAllByText('Pick the country first.')).toHaveLength(2);

    await userEvent.type(country, 'united states');
    await waitFor(() => expect(suggestions('State or region')).toEqual(['California', 'Texas']));
    expect(screen.getByText('Pick the state or region to see its cities.')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'State or region' }), 'California');
    await waitFor(() => expect(suggestions('City')).toEqual(['Berkeley', 'Oakland']));
    await userEvent.type(screen.getByRole('combobox', { name: 'City' }), 'Oakland');
    // The US names it a ZIP code (issue 28 item 2).
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '94607');

    const cityCalls = calls.filter((c) => c.path === '/public/countries/cities').map((c) => c.body);
    // Only the state's cities were asked for, never the whole country's.
    expect(cityCalls).toEqual([{ country: 'US', state: 'CA' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    const saved = calls.find((c) => c.path === '/auth/update-user')?.body as Record<string, string>;
    // The country as the list spells it.
    expect(saved).toMatchObject({ country: 'United States', state: 'California', city: 'Oakland', postcode: '94607' });
  });

  it('starts the state and city again when the country changes', async () => {
    open(makeUser({ country: 'United States', state: 'California', city: 'Oakland', postcode: '94607' }));
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(suggestions('City')).toEqual(['Berkeley', 'Oakland']));
    expect((screen.getByRole('combobox', { name: 'State or region' }) as HTMLInputElement).value).toBe('California');
    expect((screen.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement).value).toBe('94607');
    await userEvent.clear(country);
    await userEvent.type(country, 'Singapore');
    expect((screen.getByRole('combobox', { name: 'State or region' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement).value).toBe('');
    // A country without states lists its cities at once.
    await waitFor(() => expect(suggestions('City')).toEqual(['Singapore']));
  });
});
