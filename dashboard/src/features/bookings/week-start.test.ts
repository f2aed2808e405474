// Issue 28 item 2: the calendar's weeks start where the shop's country starts them (decision 098's update).
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../stores/session.ts';
import { makeUser } from '../../test/fixtures.ts';
import { monthGrid, shopWeekStart, weekStart, weekdayNames } from './local-day.ts';
import { fallbackFirstDay, firstDayOfWeek } from './week-start.ts';

const signIn = (country: string) => {
  const user = makeUser();
  useSession.setState({ currentUser: { ...user, shop: { ...user.shop, country, locale: `en-${country}` } } });
};

afterEach(() => useSession.setState({ currentUser: null }));

describe('issue 28 item 2: where a shop’s week starts', () => {
  it('Monday in Germany, the UK and France; Sunday in the US, Canada, Brazil and Mexico (the runtime’s week data)', () => {
    for (const locale of ['en-DE', 'en-GB', 'en-FR', 'de-DE']) expect(firstDayOfWeek(locale), locale).toBe(1);
    for (const locale of ['en-US', 'en-CA', 'en-BR', 'en-MX', 'pt-BR']) expect(firstDayOfWeek(locale), locale).toBe(0);
  });

  it('falls back to a table by region where the runtime has no week data', () => {
    // As Firefox: neither getWeekInfo() nor weekInfo.
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const saved = (['getWeekInfo', 'weekInfo'] as const).map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const);
    for (const [key] of saved) Object.defineProperty(proto, key, { configurable: true, get: () => undefined });
    try {
      expect((new Intl.Locale('en-US') as unknown as { weekInfo?: unknown }).weekInfo).toBeUndefined();
      expect(firstDayOfWeek('en-US')).toBe(0);
      expect(firstDayOfWeek('en-DE')).toBe(1);
      expect(firstDayOfWeek('en-EG')).toBe(6);
      expect(firstDayOfWeek('pt')).toBe(0); // Portuguese alone: its likely region, Brazil
    } finally {
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, key, descriptor);
        else delete proto[key];
      }
    }
    expect([fallbackFirstDay('BR'), fallbackFirstDay('ES'), fallbackFirstDay('KW'), fallbackFirstDay(undefined)]).toEqual([0, 1, 6, 1]);
  });

  it('a German shop’s month and week start on Monday, a US shop’s on Sunday, named in the language asked for', () => {
    signIn('DE');
    expect(shopWeekStart()).toBe(1);
    expect(monthGrid('2026-11-27')[0]?.[0]).toBe('2026-10-26'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday the 29th ends the week that began on Monday the 23rd
    expect(weekdayNames('de-DE').map(([, long]) => long)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(weekdayNames(undefined)[0]).toEqual(['Mon', 'Monday']);

    signIn('US');
    expect(shopWeekStart()).toBe(0);
    expect(monthGrid('2026-11-27')[0]?.[0]).toBe('2026-11-01'); // a Sunday
    expect(weekStart('2026-11-29')).toBe('2026-11-29');
    expect(weekdayNames('es-US').map(([, long]) => long)).toEqual(['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']);
    expect(weekdayNames(undefined)[0]).toEqual(['Sun', 'Sunday']);
  });
});
