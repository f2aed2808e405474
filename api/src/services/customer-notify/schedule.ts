// When the day-before reminder goes (issue 26 item 2): the shop's reminder time, in the shop's time zone, on the day
// before the booking day; converted to an instant across daylight-saving changes.

/** The offset (ms) of `zone` from UTC at the instant `at`. */
function zoneOffset(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(new Date(at))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const asUtc = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return asUtc - (at - (at % 1000));
}

/** The instant a wall-clock time in `zone` names (a time skipped by a spring-forward reads as the hour after). */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - zoneOffset(guess, zone);
  return new Date(guess - zoneOffset(first, zone));
}

/** The reminder's instant for a booking on `bookingDay` (YYYY-MM-DD): the day before at `time` in `zone`. */
export function reminderDueAt(bookingDay: string, time: string, zone: string): Date {
  const before = new Date(Date.UTC(...(bookingDay.split('-').map(Number) as [number, number, number]).map((v, i) => (i === 1 ? v - 1 : v)) as [number, number, number]) - 24 * 60 * 60 * 1000);
  return zonedInstant(before.toISOString().slice(0, 10), time, zone);
}
