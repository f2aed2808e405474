// Issue 28 item 1: the dashboard's catalogues are complete in every language, English needs no ICU formatter, and
// the language follows the user's choice, else the browser's languages, with <html lang>.
import { catalogueProblems, formatMessage } from '@wrapsmith/core/i18n';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import DE_PACK, { DE } from './de.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { PT } from './pt.ts';
import { chosenLocale, speak } from './locale.ts';

afterEach(() => speak('en'));

describe('issue 28 item 1: the dashboard catalogues', () => {
  it('have every English key, no other key, and the same arguments in every language', () => {
    expect(catalogueProblems(EN, { es: ES, fr: FR, de: DE, pt: PT })).toEqual([]);
    const { 'signUp.submit': _dropped, ...missing } = DE;
    expect(catalogueProblems(EN, { de: missing as typeof DE })).toEqual(['de: missing key "signUp.submit"']);
  });

  it('English has no plural or select, so filling its arguments by name is the ICU result', () => {
    for (const [key, message] of Object.entries(EN)) expect(message, key).not.toMatch(/\{[^}]*,/);
    expect(formatMessage('fr', FR['notifications.unread'], { count: 2 })).toBe('Notifications, 2 non lues');
    expect(formatMessage('fr', FR['notifications.unread'], { count: 1 })).toBe('Notifications, 1 non lue');
  });

  it('speaks the user’s language, else the first of the browser’s we speak, else English', () => {
    expect(chosenLocale('de', ['es-MX'])).toBe('de');
    expect(chosenLocale(null, ['ja', 'pt-BR', 'es'])).toBe('pt');
    expect(chosenLocale(undefined, ['ja'])).toBe('en');
  });

  it('switches the screens and <html lang> to the language loaded', async () => {
    await speak('de');
    expect(document.documentElement.lang).toBe('de');
    render(
      <MemoryRouter>
        <AuthLayout title="x">
          <p />
        </AuthLayout>
      </MemoryRouter>,
    );
    expect(screen.getByText(DE_PACK.messages['auth.pitch'])).toBeTruthy();
    expect(screen.getByText('Die Farben von 9 Folienmarken eingebaut, von Glanz bis Carbon')).toBeTruthy();
  });
});
