// Issue 28 item 2: the widget's catalogues agree with the English one (every key, the same arguments), and English
// needs no ICU formatter in the first download (decision 095).
import { catalogueProblems, formatMessage } from '@wrapsmith/core/i18n';
import { describe, expect, it } from 'vitest';
import { WIDGET_MESSAGES as M, speak, useCatalogue } from '../messages.ts';
import { BOOK_EN } from './book-en.ts';
import DE from './de.ts';
import { EN } from './en.ts';
import ES from './es.ts';
import FR from './fr.ts';
import PT from './pt.ts';

describe('issue 28 item 2: the widget catalogues', () => {
  it('have every English key, no other key, and the same arguments in every language', () => {
    expect(catalogueProblems({ ...EN, ...BOOK_EN }, { es: ES, fr: FR, de: DE, pt: PT })).toEqual([]);
  });

  it('the booking form speaks the widget’s language from the same catalogues, its English staying in its own chunk', () => {
    expect(catalogueProblems(BOOK_EN, { de: Object.fromEntries(Object.keys(BOOK_EN).map((key) => [key, DE[key as keyof typeof DE]])) })).toEqual([]);
    for (const message of Object.values(BOOK_EN)) expect(message).not.toMatch(/\{[^}]*,/);
    expect(speak(BOOK_EN, {}).bookConsent('Northside')).toBe('I agree that Northside may contact me about this booking.');
    try {
      useCatalogue('de', DE, formatMessage);
      const book = speak(BOOK_EN, {});
      expect(book.bookDeposit).toBe('Mit Anzahlung buchen');
      expect(book.bookFailed('Northside')).toBe('Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder kontaktieren Sie Northside.');
      expect(M.close).toBe(DE.close);
    } finally {
      useCatalogue('en', {});
    }
  });

  it('fail the check on a missing key or a changed argument', () => {
    const { noCredits: _dropped, ...missing } = DE;
    expect(catalogueProblems({ ...EN, ...BOOK_EN }, { de: missing as typeof DE })).toEqual(['de: missing key "noCredits"']);
    expect(catalogueProblems({ ...EN, ...BOOK_EN }, { de: { ...DE, dialogTitle: 'Gestalten Sie mit {betrieb}' } })).toEqual([
      'de dialogTitle: arguments {betrieb} but the source has {shop}',
    ]);
  });

  it('English has no plural or select, so filling its arguments by name is the ICU result', () => {
    for (const [key, message] of Object.entries({ ...EN, ...BOOK_EN })) {
      expect(message, key).not.toMatch(/\{[^}]*,/);
    }
    expect(M.priceRange('$1,200', '$1,800')).toBe(formatMessage('en', EN.priceRange, { low: '$1,200', high: '$1,800' }));
    expect(M.dailyLimit('tomorrow', 'Northside')).toBe(
      "You've reached today's limit of previews. You can make more tomorrow, or contact Northside to talk about your wrap.",
    );
  });
});
