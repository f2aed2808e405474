import { describe, expect, it } from 'vitest';
import { textDirection, catalogueProblems, formatDate, formatMessage, formatMoneyIn, formatNumber, messageArguments, negotiateLocale } from './index.ts';

describe('issue 28 item 1: locale negotiation', () => {
  it('takes the visitor’s first preferred language the shop speaks', () => {
    expect(negotiateLocale({ shopLocales: ['en', 'de', 'es'], visitorLocales: ['it-IT', 'es-MX', 'de'] })).toBe('es');
    expect(negotiateLocale({ shopLocales: ['en', 'de'], visitorLocales: ['de-AT', 'en-GB'] })).toBe('de');
  });
  it('lets the embed force a language the shop speaks, and ignores one it does not', () => {
    expect(negotiateLocale({ shopLocales: ['en', 'de'], visitorLocales: ['en-US'], forced: 'de' })).toBe('de');
    expect(negotiateLocale({ shopLocales: ['en', 'de'], visitorLocales: ['de'], forced: 'fr' })).toBe('de');
  });
  it('falls back to the shop’s first language, then English', () => {
    expect(negotiateLocale({ shopLocales: ['fr', 'en'], visitorLocales: ['ja', 'zh-CN'] })).toBe('fr');
    expect(negotiateLocale({ shopLocales: [], visitorLocales: ['de'] })).toBe('en');
    expect(negotiateLocale({ shopLocales: ['xx'] })).toBe('en');
  });
});

describe('issue 28 item 1: ICU messages', () => {
  it('fills arguments and picks plurals by the locale’s rules', () => {
    const m = '{shop} has {n, plural, =0 {no previews} one {# preview} other {# previews}} left';
    expect(formatMessage('en', m, { shop: 'Acme', n: 0 })).toBe('Acme has no previews left');
    expect(formatMessage('en', m, { shop: 'Acme', n: 1 })).toBe('Acme has 1 preview left');
    expect(formatMessage('en', m, { shop: 'Acme', n: 1234 })).toBe('Acme has 1,234 previews left');
    // French counts 0 as singular; German groups with a dot.
    expect(formatMessage('fr', '{n, plural, one {# aperçu} other {# aperçus}}', { n: 0 })).toBe('0 aperçu');
    expect(formatMessage('de', '{n, plural, one {# Vorschau} other {# Vorschauen}}', { n: 1234 })).toBe('1.234 Vorschauen');
  });
  it('selects, and lists a message’s arguments', () => {
    const m = '{kind, select, car {Your car} other {Your vehicle}} for {shop}';
    expect(formatMessage('en', m, { kind: 'car', shop: 'A' })).toBe('Your car for A');
    expect(formatMessage('en', m, { kind: 'van', shop: 'A' })).toBe('Your vehicle for A');
    expect(messageArguments(m)).toEqual(['kind', 'shop']);
    expect(() => formatMessage('en', '{n, plural, one {x}}', { n: 1 })).toThrow(/Malformed/);
    expect(() => formatMessage('en', '{n, number}', { n: 1 })).toThrow(/Malformed/);
    expect(() => formatMessage('en', 'Hi {name', {})).toThrow(/Malformed/);
  });
});

describe('issue 28 item 1: Intl formats', () => {
  it('formats numbers, money in minor units and dates per locale', () => {
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
    expect(formatMoneyIn('de', { amount: 123450, currency: 'EUR' })).toBe('1.234,50\u00a0€');
    expect(formatMoneyIn('en', { amount: 123450, currency: 'USD' })).toBe('$1,234.50');
    const d = Date.UTC(2026, 11, 24, 12);
    expect(formatDate('es', d, { dateStyle: 'long', timeZone: 'UTC' })).toBe('24 de diciembre de 2026');
  });
});

describe('issue 28 item 2: catalogue round trip', () => {
  it('reports missing and unknown keys and different arguments', () => {
    const en = { hi: 'Hi {name}', bye: 'Bye' };
    expect(catalogueProblems(en, { de: { hi: 'Hallo {name}', bye: 'Tschüss' } })).toEqual([]);
    expect(catalogueProblems(en, { de: { hi: 'Hallo {nom}', extra: 'x' } })).toEqual([
      'de hi: arguments {nom} but the source has {name}',
      'de: missing key "bye"',
      'de: unknown key "extra"',
    ]);
  });
});

describe('issue 28 item 3: text direction', () => {
  it('is right to left for Arabic, Hebrew and Persian and left to right for the languages we ship', () => {
    for (const tag of ['ar', 'ar-EG', 'he-IL', 'fa', 'ur_PK']) expect(textDirection(tag), tag).toBe('rtl');
    for (const tag of ['en', 'es-MX', 'fr', 'de-AT', 'pt-BR', 'ja', '']) expect(textDirection(tag), tag).toBe('ltr');
  });
});
