// Issue 28 item 1: the landing page and the public pages speak the visitor's language. In German (the longest) and
// Spanish no English sentence of the `landing` and `public` areas shows (counts and prices filled, as on screen);
// the footer's picker switches at once and is remembered for the next visit; a signed-in user keeps their own.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@wrapsmith/core';
import { landingEnglish } from '../../content/landing.ts';
import { loadArea } from '../../i18n/area.ts';
import { LANDING_EN, type LandingKey } from '../../i18n/areas/landing/en.ts';
import LANDING_DE from '../../i18n/areas/landing/de.ts';
import LANDING_ES from '../../i18n/areas/landing/es.ts';
import { LANDING } from '../../i18n/areas/landing/index.ts';
import { ERROR_EN } from '../../i18n/areas/error/en.ts';
import ERROR_DE from '../../i18n/areas/error/de.ts';
import { PUBLIC_EN } from '../../i18n/areas/public/en.ts';
import PUBLIC_DE from '../../i18n/areas/public/de.ts';
import PUBLIC_ES from '../../i18n/areas/public/es.ts';
import { PUBLIC } from '../../i18n/areas/public/index.ts';
import { speak, startLanguage, stopLanguage, useLocale, VISITOR_LANGUAGE_KEY, visitorLocale } from '../../i18n/locale.ts';
import { useSession } from '../../stores/session.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(async () => {
  stopLanguage();
  localStorage.clear();
  useSession.setState({ currentUser: null });
  await speak('en');
});

/** Every English sentence of the landing and public areas, with its counts and prices filled as English shows them. */
const ENGLISH = [...(Object.keys(LANDING_EN) as LandingKey[]).map(landingEnglish), ...sentencesOf(PUBLIC_EN, ['FAQ'])].filter((s) => s !== 'FAQ');

async function inLanguage(locale: 'de' | 'es') {
  await speak(locale);
  await Promise.all([loadArea(LANDING, locale), loadArea(PUBLIC, locale)]);
}

describe('issue 28: the landing page in the visitor’s language', () => {
  it('in German: header, every section, the FAQ and the footer, with counts and prices as Germans write them', async () => {
    await inLanguage('de');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_DE['landing.hero.title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kataloge von 9 Folienmarken' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /^Ein neuer Kunde im Monat bringt 36\.000\s\$ im Jahr$/ })).toBeTruthy();
    expect(screen.getByText(/10\.400 Kombinationen aus 666 Modellen von 61 Marken/)).toBeTruthy();
    expect(screen.getByText(LANDING_DE['landing.world.languages'])).toBeTruthy();
    expect(screen.getByRole('tab', { name: LANDING_DE['landing.tab.vehicles.label'] })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: LANDING_DE['landing.faq.cost.q'] }));
    expect(screen.getByText(/Basic für 79\s\$\/Monat, Ultimate für 149\s\$\/Monat/)).toBeTruthy();
    expect(screen.getByRole('link', { name: PUBLIC_DE['public.login'] })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: PUBLIC_DE['public.language'] })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('in Spanish, with no English left either', async () => {
    await inLanguage('es');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_ES['landing.hero.title'] })).toBeTruthy();
    expect(screen.getByText(LANDING_ES['landing.world.units'])).toBeTruthy();
    expect(screen.getByRole('link', { name: PUBLIC_ES['public.signup'] })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('English is unchanged', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_EN['landing.hero.title'] })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Catalogues from 9 vinyl brands' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'One new customer a month is worth $36K a year' })).toBeTruthy();
    expect(screen.getByText('5 free previews. No credit card required.')).toBeTruthy();
    expect(PUBLIC_EN['public.contact.thanks']).toBe(CONTACT_MESSAGES.thanks);
  });
});

describe('issue 28: the public footer’s language picker', () => {
  it('lists the five languages in their own words, switches at once and remembers the choice for the next visit', async () => {
    renderApp('/');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Español', 'Français', 'Deutsch', 'Português']);
    expect((picker as HTMLSelectElement).value).toBe('en');
    picker.focus();
    await userEvent.selectOptions(picker, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: LANDING_ES['landing.hero.title'] })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect((screen.getByRole('combobox', { name: PUBLIC_ES['public.language'] }) as HTMLSelectElement).value).toBe('es');
    expect(localStorage.getItem(VISITOR_LANGUAGE_KEY)).toBe('es');

    // The next visit: the stored choice wins over the browser's English before the first screen.
    await speak('en');
    expect(visitorLocale()).toBe('es');
    await startLanguage();
    expect(useLocale.getState().locale).toBe('es');
  });

  it('a signed-in user keeps their own language (users.locale, or their browser’s) and sees no picker', async () => {
    localStorage.setItem(VISITOR_LANGUAGE_KEY, 'es');
    await startLanguage();
    expect(useLocale.getState().locale).toBe('es');
    useSession.setState({ currentUser: makeUser({ locale: null }) });
    await waitFor(() => expect(useLocale.getState().locale).toBe('en'));
    const user = makeUser({ locale: 'de' });
    useSession.setState({ currentUser: user });
    await waitFor(() => expect(useLocale.getState().locale).toBe('de'));
    await loadArea(PUBLIC, 'de');
    await loadArea(LANDING, 'de');
    renderApp('/', { user });
    await screen.findByRole('heading', { level: 1, name: LANDING_DE['landing.hero.title'] });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});

describe('issue 28: the contact and error pages in the visitor’s language', () => {
  it('the contact page in Spanish, its thanks too', async () => {
    await inLanguage('es');
    const { calls } = renderApp('/contact', { replies: { 'POST /public/contact': json({ message: CONTACT_MESSAGES.thanks }) } });
    await screen.findByRole('heading', { level: 1, name: PUBLIC_ES['public.contact.title'] });
    await userEvent.type(screen.getByLabelText(new RegExp(PUBLIC_ES['public.contact.name'])), 'Ana');
    await userEvent.type(screen.getByLabelText(new RegExp(PUBLIC_ES['public.contact.email'])), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(new RegExp(PUBLIC_ES['public.contact.subject'])), 'Planes');
    await userEvent.type(screen.getByLabelText(new RegExp(PUBLIC_ES['public.contact.message'])), 'Hola, ¿tenéis plan anual?');
    await userEvent.click(screen.getByRole('button', { name: PUBLIC_ES['public.contact.send'] }));
    expect(await screen.findByText(PUBLIC_ES['public.contact.thanks'])).toBeTruthy();
    expect(calls.some((c) => c.path === '/public/contact')).toBe(true);
    expect(englishShown(sentencesOf(PUBLIC_EN, ['FAQ']))).toEqual([]);
  });

  it('Page Not Found in German', async () => {
    await speak('de');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_DE['error.notFound.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: ERROR_DE['error.home'] })).toBeTruthy();
    expect(englishShown(sentencesOf(ERROR_EN))).toEqual([]);
  });
});
