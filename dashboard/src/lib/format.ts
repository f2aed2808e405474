// Display formatting shared by pages. `locale`: the shop's (useShopFormat, issue 28 item 3, decision 098) where the
// page has it; en-US otherwise.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string, locale?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return locale ? d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : dateTime.format(d);
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 27, 2026" (en-US) or "27 Nov 2026" (en-DE) for the day 2026-11-27 (a calendar day, not an instant: no time zone moves it). */
export function formatDay(isoDay: string, locale?: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || Number.isNaN(d.getTime())) return isoDay;
  return locale ? d.toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' }) : day.format(d);
}

export function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}
