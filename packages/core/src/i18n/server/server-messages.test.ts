// Issue 28 item 1, decision 103: every error message the API answers with has its words in es, fr, de and pt.
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '../../booking-rules.ts';
import { SERVER_ERROR_MESSAGES } from '../../server-errors.ts';
import { catalogueProblems } from '../catalogue-check.ts';
import { acceptedLanguages, requestLocale, SERVER_MESSAGES, SERVER_MESSAGES_EN, translateServerMessage } from './index.ts';

describe('issue 28 item 1: the API’s error messages in every language', () => {
  it('every catalogue has every key of the English one and nothing else, each message translated', () => {
    expect(catalogueProblems(SERVER_MESSAGES_EN, SERVER_MESSAGES)).toEqual([]);
    for (const [lang, messages] of Object.entries(SERVER_MESSAGES)) {
      const untranslated = Object.entries(messages).filter(([key, text]) => text === SERVER_MESSAGES_EN[key as keyof typeof SERVER_MESSAGES_EN]);
      expect(untranslated, lang).toEqual([]);
    }
  });

  it('translates by the English text, and leaves an unknown message or English alone', () => {
    expect(translateServerMessage('de', BOOKING_MESSAGES.dateInPast)).toBe('Das Datum darf nicht vor heute liegen');
    expect(translateServerMessage('es', SERVER_ERROR_MESSAGES.forbidden)).toBe('No tienes permiso para hacer eso');
    expect(translateServerMessage('fr', 'Unknown field: colour')).toBe('Unknown field: colour');
    expect(translateServerMessage('en', BOOKING_MESSAGES.dateInPast)).toBe(BOOKING_MESSAGES.dateInPast);
  });

  it('reads Accept-Language by weight and answers in the first language we speak, else English', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.2, pt-BR')).toEqual(['pt-BR', 'en']);
    expect(requestLocale('ja, de-AT;q=0.8')).toBe('de');
    expect(requestLocale('ja, zh;q=0.5')).toBe('en');
    expect(requestLocale('de;q=0')).toBe('en');
    expect(requestLocale(undefined)).toBe('en');
  });
});
