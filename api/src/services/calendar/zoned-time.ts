// Wall-clock times in a shop's IANA time zone and the instants they are (issue 26 item 4, issue 28 item 2), through
// Intl only: bookings keep the shop's day (YYYY-MM-DD) and check-in time (HH:MM) as typed, and these turn them into
// the instant they mean, right on both sides of a daylight-saving change.

/** Whether Intl knows this IANA zone (what Settings accepts). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(zone: string, at: Date): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  const part = (type: string) => Number(f.formatToParts(at).find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall-clock time in a zone. A time skipped by a spring-forward change (02:30 on the night clocks go
 * from 02:00 to 03:00) is read with the offset before it, so it lands an hour later, as calendars do; a time that
 * happens twice in autumn is the first of the two.
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time || '00:00').split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offsets a day either side: a zone changes offset at most once in two days.
  const before = offsetMinutes(zone, new Date(wall - 86_400_000));
  const after = offsetMinutes(zone, new Date(wall + 86_400_000));
  const valid = [before, after].map((o) => wall - o * 60_000).filter((t) => offsetMinutes(zone, new Date(t)) * 60_000 === wall - t);
  // Autumn (the time exists twice): the earlier instant. Spring (skipped): the offset before the change.
  return new Date(valid.length > 0 ? Math.min(...valid) : wall - before * 60_000);
}
