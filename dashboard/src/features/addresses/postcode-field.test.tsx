// Issue 28 item 2: the profile's postcode as the chosen country names, shows and writes it: "ZIP code" with its
// example in the US, checked before sending and sent normalised, hidden where addresses have no postcode; in German
// and Spanish with no English of the addresses area left.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArea } from '../../i18n/area.ts';
import { ADDRESSES } from '../../i18n/areas/addresses/index.ts';
import DE from '../../i18n/areas/addresses/de.ts';
import ES from '../../i18n/areas/addresses/es.ts';
import { speak } from '../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { json, type FakeCall } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => speak('en'));

const COUNTRIES = [
  { country: 'Brazil', iso2: 'BR' },
  { country: 'Germany', iso2: 'DE' },
  { country: 'Spain', iso2: 'ES' },
  { country: 'United Arab Emirates', iso2: 'AE' },
  { country: 'United Kingdom', iso2: 'GB' },
  { country: 'United States', iso2: 'US' },
];
/** The area's sentences a reader in another language must not see ("Eircode" and "CEP" are names). */
const ENGLISH = sentencesOf(ADDRESSES.english, ['Eircode', 'CEP']);

function open(user = makeUser({ country: '', city: '', postcode: '' })) {
  return renderApp('/profile', {
    user,
    replies: {
      'GET /public/countries': json({ error: false, data: COUNTRIES }),
      'GET /public/countries/states': json({ error: false, data: [] }),
      'POST /public/countries/cities': json({ error: false, data: [] }),
      'POST /auth/update-user': (call) => json({ data: { user: { ...user, ...(call.body as object) } }, message: 'Profile updated' }),
    },
  });
}

const updates = (calls: FakeCall[]) => calls.filter((c) => c.path === '/auth/update-user').map((c) => c.body as Record<string, string>);

describe('issue 28 item 2: the postcode per country on the profile', () => {
  it('names and checks a US ZIP code, sends it normalised, and a UK postcode with its space', async () => {
    const { calls } = open(makeUser({ country: 'United States', city: 'Austin', postcode: '' }));
    const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
    expect(screen.getByText('For example: 78701')).toBeTruthy();
    await userEvent.type(zip, '7870');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('This does not match the country’s format. For example: 78701')).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(updates(calls)).toEqual([]);
    await userEvent.type(zip, '11234');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(updates(calls)[0]).toMatchObject({ country: 'United States', postcode: '78701-1234' });

    // Another country starts the postcode again, named and checked as that country writes it.
    const country = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'United Kingdom');
    const postcode = await screen.findByRole('textbox', { name: 'Postcode' });
    expect(postcode).toHaveProperty('value', '');
    expect(screen.getByText('For example: SW1A 1AA')).toBeTruthy();
    await userEvent.type(postcode, 'sw1a1aa');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(2));
    expect(updates(calls)[1]).toMatchObject({ country: 'United Kingdom', postcode: 'SW1A 1AA' });
  });

  it('hides the field for a country without postcodes and sends none', async () => {
    const { calls } = open(makeUser({ country: 'Germany', city: 'Berlin', postcode: '10115' }));
    expect(await screen.findByRole('textbox', { name: 'Postcode' })).toHaveProperty('value', '10115');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'United Arab Emirates');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /postcode|zip/i })).toBeNull());
    expect(screen.queryByText(/For example/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(updates(calls)[0]).toMatchObject({ country: 'United Arab Emirates', postcode: '' });
  });

  it('speaks German: Postleitzahl, its example and its check, no English of the area left', async () => {
    await speak('de');
    await loadArea(ADDRESSES, 'de');
    const { calls } = open(makeUser({ country: 'Germany', city: 'Berlin', postcode: '' }));
    const field = await screen.findByRole('textbox', { name: DE['addresses.label.postcode'] });
    expect(await screen.findByText('Zum Beispiel: 10115')).toBeTruthy();
    // Enter submits the form, whatever its button says.
    await userEvent.type(field, '1011{Enter}');
    expect(await screen.findByText('Passt nicht zum Format des Landes. Zum Beispiel: 10115')).toBeTruthy();
    expect(updates(calls)).toEqual([]);
    expect(englishShown(ENGLISH)).toEqual([]);
    expect(screen.queryByText(/For example/)).toBeNull();
  });

  it('speaks Spanish: the Brazilian CEP and a Spanish código postal, no English of the area left', async () => {
    await speak('es');
    await loadArea(ADDRESSES, 'es');
    const { calls } = open(makeUser({ country: 'Brazil', city: 'São Paulo', postcode: '' }));
    const cep = await screen.findByRole('textbox', { name: ES['addresses.label.cep'] });
    expect(screen.getByText('Por ejemplo: 01310-100')).toBeTruthy();
    await userEvent.type(cep, '01310100');
    const country = screen.getByRole('combobox', { name: /Country|País/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'Spain');
    const postcode = await screen.findByRole('textbox', { name: ES['addresses.label.postcode'] });
    expect(screen.getByText('Por ejemplo: 28001')).toBeTruthy();
    await userEvent.type(postcode, '99999{Enter}');
    expect(await screen.findByText('No coincide con el formato del país. Por ejemplo: 28001')).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    expect(updates(calls)).toEqual([]);
  });
});
