// Issue 28 item 1, decision 101: the form checks of core's zod contracts show in the reader's language — a German
// sign-up that is sent empty or with a short password reads German, and English stays as the contracts say it.
import { formatMessage } from '@wrapsmith/core/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArea } from '../i18n/area.ts';
import DE_CHECKS from '../i18n/areas/field-checks/de.ts';
import { FIELD_CHECKS } from '../i18n/areas/field-checks/index.ts';
import { FIELD_CHECKS_EN } from '../i18n/areas/field-checks/en.ts';
import { DE } from '../i18n/de.ts';
import { speak } from '../i18n/locale.ts';
import { englishShown } from '../test/english-left.ts';
import { renderApp } from '../test/render-app.tsx';
import { translateFieldMessage } from './field-words.ts';

afterEach(() => speak('en'));

const german = (key: keyof typeof FIELD_CHECKS_EN, values?: Record<string, string | number>) => formatMessage('de', DE_CHECKS[key], values);
const english = (key: keyof typeof FIELD_CHECKS_EN, values?: Record<string, string | number>) => formatMessage('en', FIELD_CHECKS_EN[key], values);

describe('issue 28 item 1: the contracts’ form checks in the reader’s language', () => {
  it('finds a message by its English words, a template with its field’s name, and leaves an unknown one alone', () => {
    expect(translateFieldMessage('Enter a valid email address', german)).toBe('Gib eine gültige E-Mail-Adresse ein');
    expect(translateFieldMessage('First name is required', german)).toBe('Vorname fehlt');
    expect(translateFieldMessage('City is too long', german)).toBe('Stadt ist zu lang');
    expect(translateFieldMessage('Hull code is too long', german)).toBe('Hull code ist zu lang');
    expect(translateFieldMessage('Something only the API says', german)).toBe('Something only the API says');
    expect(translateFieldMessage('First name is required', english)).toBe('First name is required');
  });

  it('a German sign-up sent with nothing in it, then a short password, says so in German', async () => {
    await speak('de');
    await loadArea(FIELD_CHECKS, 'de');
    renderApp('/signUp');
    const submit = await screen.findByRole('button', { name: DE['signUp.submit'] });
    await userEvent.click(submit);
    expect(await screen.findByText('Vorname fehlt')).toBeTruthy();
    expect(screen.getByText('Nachname fehlt')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(DE['field.email'], { exact: true }), 'not-an-email');
    await userEvent.type(screen.getByLabelText(DE['field.password'], { exact: true }), 'short');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByText('Gib eine gültige E-Mail-Adresse ein')).toBeTruthy());
    expect(screen.getByText('Das Passwort braucht mindestens 8 Zeichen')).toBeTruthy();
    const englishChecks = Object.entries(FIELD_CHECKS_EN).filter(([key]) => !key.includes('{') && !key.startsWith('label:')).map(([, text]) => text);
    expect(englishShown([...englishChecks, 'First name is required', 'Last name is required'])).toEqual([]);
  });
});
